import { describe, expect, it } from 'vitest';
import { accordionKeyTarget } from '../../renderer/blocks/faq/accordion-keys';

describe('FAQ accordion keys', () => {
  it('moves down and up with wrapping, and jumps with Home and End', () => {
    expect(accordionKeyTarget('ArrowDown', 0, 4)).toBe(1);
    expect(accordionKeyTarget('ArrowDown', 3, 4)).toBe(0);
    expect(accordionKeyTarget('ArrowUp', 0, 4)).toBe(3);
    expect(accordionKeyTarget('Home', 2, 4)).toBe(0);
    expect(accordionKeyTarget('End', 0, 4)).toBe(3);
  });

  it('ignores other keys and empty lists', () => {
    expect(accordionKeyTarget('Enter', 1, 4)).toBeUndefined();
    expect(accordionKeyTarget('ArrowDown', 0, 0)).toBeUndefined();
  });
});
