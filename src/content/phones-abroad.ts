// A page read outside Australia (pages.yaml: phone): its header, menu and footer offer the page's own phone in place
// of the main line, and every other number in international format; a number that cannot be dialled from abroad
// (1800, 13) gives way to the page's phone too. Pure: the build works out the swaps, the browser applies them.
import type { BusinessFacts, Phone } from '../../schema/generated/types';
import { telUrl } from './contact-links';

/** One text of the shell replaced by another on a page read abroad. */
export interface PhoneSwap {
  from: string;
  to: string;
}

const unbreakable = (text: string) => text.replace(/ /g, '\u00a0');

/** A phone as dialled from outside Australia, e.g. +61 491 570 006; undefined for numbers that only work inside it. */
export function internationalDisplay(phone: Phone): string | undefined {
  if (phone.display.trim().startsWith('+')) return phone.display;
  if (!phone.tel.startsWith('+61')) return phone.tel;
  const national = phone.tel.slice(3);
  if (national.startsWith('1')) return undefined;
  if (national.startsWith('4')) return `+61 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
  return `+61 ${national.slice(0, 1)} ${national.slice(1, 5)} ${national.slice(5)}`;
}

/** The texts to swap on a page whose phone is `pageName`: longest first, so a number is swapped before its parts. */
export function phoneSwapsAbroad(business: BusinessFacts, pageName: string): PhoneSwap[] {
  const pagePhone = business.phones[pageName];
  if (!pagePhone) return [];
  const swaps = Object.entries(business.phones).flatMap(([name, phone]): PhoneSwap[] => {
    if (name === pageName) return [];
    const abroad = name === 'main' ? undefined : internationalDisplay(phone);
    if (abroad) return [{ from: unbreakable(phone.display), to: unbreakable(abroad) }];
    return [
      { from: unbreakable(phone.display), to: unbreakable(pagePhone.display) },
      { from: telUrl(phone), to: telUrl(pagePhone) },
      { from: phone.label, to: pagePhone.label },
    ];
  });
  return swaps.filter((swap) => swap.from !== swap.to).sort((a, b) => b.from.length - a.from.length);
}

/** A copy of `value` (the shell's header or footer) with every text swapped. */
export function withSwaps<T>(value: T, swaps: readonly PhoneSwap[]): T {
  if (swaps.length === 0) return value;
  const swap = (text: string) => swaps.reduce((result, { from, to }) => result.split(from).join(to), text);
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') return swap(node);
    if (Array.isArray(node)) return node.map(walk);
    if (node && typeof node === 'object') return Object.fromEntries(Object.entries(node).map(([key, item]) => [key, walk(item)]));
    return node;
  };
  return walk(value) as T;
}
