// The audit's picture bytes: the slot a phone gives a picture and the copy it then downloads, as a browser picks them.
import { describe, expect, it } from 'vitest';
import { PICTURE_SLOTS } from '../../src/content/pictures';
import { candidate, slotWidth } from '../../scripts/audit/pictures';

const SRCSET = [480, 768, 1024, 1280, 1600, 1800].map((width) => `/images/plate-${width}.0123456789.avif ${width}w`).join(', ');

describe('picture bytes a phone downloads', () => {
  it('reads each slot\'s sizes at 390 px and at 1280 px', () => {
    expect(slotWidth(PICTURE_SLOTS.hero.sizes, 390)).toBe(358);
    expect(slotWidth(PICTURE_SLOTS.hero.sizes, 1280)).toBe(556);
    expect(slotWidth(PICTURE_SLOTS.gallery.sizes, 1100)).toBeCloseTo((1100 - 128) / 3);
    expect(slotWidth(PICTURE_SLOTS['before-after'].sizes, 700)).toBe(652);
  });

  it('takes the narrowest copy at least as wide as the slot at the screen\'s density, else the widest', () => {
    expect(candidate(SRCSET, 358, 3)).toBe('/images/plate-1280.0123456789.avif');
    expect(candidate(SRCSET, 358, 1)).toBe('/images/plate-480.0123456789.avif');
    expect(candidate(SRCSET, 1024, 2)).toBe('/images/plate-1800.0123456789.avif');
  });
});
