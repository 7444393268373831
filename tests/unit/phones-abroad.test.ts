import { describe, expect, it } from 'vitest';
import { internationalDisplay, phoneSwapsAbroad, withSwaps } from '../../src/content/phones-abroad';
import type { BusinessFacts } from '../../schema/generated/types';

const phone = (display: string, tel: string, label = 'A line') => ({ label, display, tel });

describe('internationalDisplay', () => {
  it('writes an Australian mobile and a landline as dialled from abroad', () => {
    expect(internationalDisplay(phone('0400 000 000', '+61400000000'))).toBe('+61 400 000 000');
    expect(internationalDisplay(phone('(02) 5550 0000', '+61255500000'))).toBe('+61 2 5550 0000');
  });
  it('has no form for a 1800 or 13 number, which only works inside Australia', () => {
    expect(internationalDisplay(phone('1800 000 000', '+611800000000'))).toBeUndefined();
    expect(internationalDisplay(phone('13 00 00', '+61130000'))).toBeUndefined();
  });
  it('keeps a number already written in international format', () => {
    expect(internationalDisplay(phone('+971 50 000 0000', '+971500000000'))).toBe('+971 50 000 0000');
  });
});

describe('a page read abroad', () => {
  const business = {
    phones: {
      main: phone('1800 000 000', '+611800000000', 'Main line'),
      emergency: phone('0400 000 000', '+61400000000', 'Emergency line'),
      dubai: phone('+971 50 000 0000', '+971500000000', 'Dubai team'),
    },
  } as unknown as BusinessFacts;
  const footer = {
    text: 'Emergency? Call 0400\u00a0000\u00a0000.',
    lines: { phones: [{ label: 'Main line', display: '1800\u00a0000\u00a0000', href: 'tel:+611800000000' }, { label: 'Emergency line', display: '0400\u00a0000\u00a0000', href: 'tel:+61400000000' }] },
  };

  it("offers the page's phone for the main line and every other number in international format", () => {
    const seen = withSwaps(footer, phoneSwapsAbroad(business, 'dubai'));
    expect(seen.text).toBe('Emergency? Call +61\u00a0400\u00a0000\u00a0000.');
    expect(seen.lines.phones).toEqual([
      { label: 'Dubai team', display: '+971\u00a050\u00a0000\u00a00000', href: 'tel:+971500000000' },
      { label: 'Emergency line', display: '+61\u00a0400\u00a0000\u00a0000', href: 'tel:+61400000000' },
    ]);
  });

  it('changes nothing on a page read at home', () => {
    expect(withSwaps(footer, [])).toBe(footer);
    expect(phoneSwapsAbroad(business, 'no-such-phone')).toEqual([]);
  });
});
