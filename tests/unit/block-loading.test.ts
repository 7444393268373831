import { describe, expect, it } from 'vitest';
import { blocksNeededToHydrate } from '../../renderer/BlockList';
import type { Block } from '../../schema/generated/types';

/** Stand-in blocks: only their types matter to what a page loads before hydrating. */
const blocks = (...types: string[]) => types.map((type) => ({ type }) as Block);
const types = (list: Block[]) => list.map((block) => block.type);

describe('the blocks whose code a prerendered page loads before hydrating', () => {
  it('are its first screen, up to and with its hero, and its interactive blocks; the rest wait until wanted', () => {
    expect(types(blocksNeededToHydrate(blocks('notice', 'hero', 'cards', 'roi-calculator', 'faq', 'contact-form', 'cta')))).toEqual(['notice', 'hero', 'roi-calculator', 'contact-form']);
  });

  it('are its first block when it has no hero (the not-found page)', () => {
    expect(types(blocksNeededToHydrate(blocks('prose', 'cards')))).toEqual(['prose']);
  });
});
