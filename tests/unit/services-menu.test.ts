import { describe, expect, it } from 'vitest';
import { closedMenu, nextMenuState, type ServicesMenuEvent } from '../../renderer/shell/services-menu';

const after = (...events: ServicesMenuEvent[]) => events.reduce(nextMenuState, closedMenu);

describe('the desktop Services menu', () => {
  it('opens when the pointer rests on it and closes when it has been away for the grace period', () => {
    expect(after('pointer-rested')).toEqual({ open: true, pinned: false });
    expect(after('pointer-rested', 'pointer-left')).toEqual(closedMenu);
  });

  it('stays open when the visitor hovers and then clicks, and ignores the pointer leaving after that', () => {
    expect(after('pointer-rested', 'button-pressed')).toEqual({ open: true, pinned: true });
    expect(after('pointer-rested', 'button-pressed', 'pointer-left')).toEqual({ open: true, pinned: true });
  });

  it('opens on a click before the open delay has passed, and a second click closes it', () => {
    expect(after('button-pressed')).toEqual({ open: true, pinned: true });
    expect(after('button-pressed', 'pointer-rested')).toEqual({ open: true, pinned: true });
    expect(after('button-pressed', 'button-pressed')).toEqual(closedMenu);
  });

  it('closes on Escape, a click outside or focus leaving, however it was opened', () => {
    expect(after('pointer-rested', 'dismissed')).toEqual(closedMenu);
    expect(after('button-pressed', 'dismissed')).toEqual(closedMenu);
  });
});
