// Fact references: pages name a business fact ({phones.main} in text, call: emergency on a button)
// and these pure functions swap in the value from site/business.yaml.
import { closest } from 'fastest-levenshtein';
import type { BusinessFacts } from '../../schema/generated/types';
import { telUrl, whatsappUrl } from './contact-links';
import type { Segment } from './problems';

const FACT_NAME = String.raw`[a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9-]+)+`;
/** A fact reference in a text ({phones.main}), or in a Markdown field's HTML, where its brace is written as HTML (&#123;phones.main}). */
const FACT_TOKEN = new RegExp(String.raw`(\{|&#123;)(${FACT_NAME})\}`, 'g');
const PLAIN_FACT_TOKEN = new RegExp(String.raw`\{(${FACT_NAME})\}`, 'g');

/**
 * A Markdown field's HTML with its fact references marked as being in HTML: the fact's value then goes in as text
 * (escaped), where put in as it is a company name holding <img onerror=…> became markup.
 */
export const markFactsInHtml = (html: string) => html.replace(PLAIN_FACT_TOKEN, '&#123;$1}');

const REFERENCES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '{': '&#123;' };

/** A text as HTML shows it as text, written as Markdown writes it: each character that could start markup or end an attribute (or a fact reference), as a character reference. */
export const escapeHtml = (text: string) => text.replace(/[&<>"'{]/g, (character) => REFERENCES[character]!);

export interface FactProblem {
  segments: Segment[];
  message: string;
  hint?: string;
}

const aud = new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', maximumFractionDigits: 0 });

/** A price in whole Australian dollars, as the site writes it: $12,500. */
export const formatPrice = (dollars: number) => aud.format(dollars);

/** A phone number as the site shows it: its spaces are no-break spaces, so no line ever ends inside the number. */
const unbreakablePhone = (display: string) => display.replace(/ /g, '\u00a0');

const TIME_RANGE = /\d{1,2}(?::\d\d)?\s?[ap]m-\d{1,2}(?::\d\d)?\s?[ap]m(?:\s[A-Z]{3,4}\b)?/gi;

/** Opening hours as the site shows them: each time range ("8:30 AM-5:00 PM") keeps together, no line ending at its hyphen. */
export const unbreakableTimes = (text: string) => text.replace(TIME_RANGE, (range) => range.replace(/ /g, '\u00a0').replace(/-/g, '\u2011'));

/** The facts as pages show them: every phone number and every time range keeps together on one line, link or plain text alike. */
export function withUnbreakableFacts(business: BusinessFacts): BusinessFacts {
  const phones = Object.fromEntries(Object.entries(business.phones).map(([name, phone]) => [name, { ...phone, display: unbreakablePhone(phone.display) }]));
  const hours = Object.fromEntries(
    Object.entries(business.hours).map(([name, set]) => [name, { ...set, display: unbreakableTimes(set.display), lines: set.lines.map((line) => ({ ...line, hours: unbreakableTimes(line.hours) })) }]),
  );
  return { ...business, phones: phones as BusinessFacts['phones'], hours: hours as BusinessFacts['hours'] };
}

/** Phones whose shown number is not the number they dial: a visitor would read one number and call another. */
export function phoneMismatches(business: BusinessFacts): FactProblem[] {
  return Object.entries(business.phones).flatMap(([name, phone]) => {
    // The shown number, less its trunk 0, is the end of the dialled one: (02) 9000 0000 and +61290000000.
    const shown = phone.display.replace(/\D/g, '').replace(/^0+/, '');
    const dialled = phone.tel.replace(/\D/g, '');
    if (shown.length >= 6 && dialled.endsWith(shown)) return [];
    return [{ segments: ['phones', name, 'display'], message: `the ${name} phone shows ${phone.display} but its links dial ${phone.tel}`, hint: 'change Number as shown and Number to dial together: the number to dial is the same number with the country code (+61) and no spaces' }];
  });
}

/** The text of a fact by its dotted name: a phone or e-mail shows its display form, a number its digits. */
function lookupFact(business: BusinessFacts, dotted: string): string | undefined {
  let value: unknown = business;
  for (const key of dotted.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  if (typeof value === 'number' && dotted.startsWith('prices.')) return formatPrice(value);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (value && typeof value === 'object' && 'display' in value && typeof value.display === 'string') return value.display;
  return undefined;
}

function knownNames(business: BusinessFacts, dotted: string): string[] {
  const parent = dotted.split('.').slice(0, -1);
  let value: unknown = business;
  for (const key of parent) value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  const prefix = parent.length ? parent.join('.') + '.' : '';
  return value && typeof value === 'object' ? Object.keys(value).map((key) => prefix + key) : [];
}

const didYouMean = (wanted: string, known: string[]) =>
  known.length ? `did you mean '${closest(wanted, known)}'? known: ${known.join(', ')}` : undefined;

/** Replaces every {fact.name} in a text, escaped where the text is HTML; unknown names are reported and left as they are. */
function resolveText(text: string, business: BusinessFacts, report: (message: string, hint?: string) => void): string {
  return text.replace(FACT_TOKEN, (token, brace: string, dotted: string) => {
    const value = lookupFact(business, dotted);
    if (value !== undefined) return brace === '{' ? value : escapeHtml(value);
    report(`'{${dotted}}' names no fact in site/business.yaml`, didYouMean(dotted, knownNames(business, dotted)));
    return token;
  });
}

/**
 * A deep copy of content with fact references resolved: every text's {fact.name} tokens,
 * and every action's call/email name turned into its tel:/mailto: href.
 */
export function resolveFacts<T>(content: T, business: BusinessFacts, problems: FactProblem[] = []): T {
  const walk = (value: unknown, segments: Segment[]): unknown => {
    if (typeof value === 'string') {
      return resolveText(value, business, (message, hint) => problems.push({ segments, message, hint }));
    }
    if (Array.isArray(value)) return value.map((item, index) => walk(item, [...segments, index]));
    if (value === null || typeof value !== 'object') return value;
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) copy[key] = walk(item, [...segments, key]);
    // Names were checked against the facts by the schema (factRef); here they become links.
    if (typeof copy.call === 'string' && business.phones[copy.call]) copy.href = telUrl(business.phones[copy.call]!);
    if (typeof copy.whatsapp === 'string' && business.phones[copy.whatsapp]) copy.href = whatsappUrl(business.phones[copy.whatsapp]!);
    if (typeof copy.email === 'string' && business.emails[copy.email]) copy.href = `mailto:${business.emails[copy.email]!.display}`;
    return copy;
  };
  return walk(content, []) as T;
}
