// Fact references: pages name a business fact ({phones.main} in text, call: emergency on a button)
// and these pure functions swap in the value from site/business.yaml.
import { closest } from 'fastest-levenshtein';
import type { BusinessFacts } from '../../schema/generated/types';
import type { Segment } from './problems';

export const FACT_TOKEN = /\{([a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9-]+)+)\}/g;

export interface FactProblem {
  segments: Segment[];
  message: string;
  hint?: string;
}

/** The text of a fact by its dotted name: a phone or e-mail shows its display form, a number its digits. */
export function lookupFact(business: BusinessFacts, dotted: string): string | undefined {
  let value: unknown = business;
  for (const key of dotted.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
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

/** Replaces every {fact.name} in a text; unknown names are reported and left as they are. */
export function resolveText(text: string, business: BusinessFacts, report: (message: string, hint?: string) => void): string {
  return text.replace(FACT_TOKEN, (token, dotted: string) => {
    const value = lookupFact(business, dotted);
    if (value !== undefined) return value;
    report(`'${token}' names no fact in site/business.yaml`, didYouMean(dotted, knownNames(business, dotted)));
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
    if (typeof copy.call === 'string') {
      const phone = business.phones[copy.call];
      if (phone) copy.href = `tel:${phone.tel}`;
      else problems.push({ segments: [...segments, 'call'], message: `no phone named '${copy.call}' in site/business.yaml`, hint: didYouMean(copy.call, Object.keys(business.phones)) });
    }
    if (typeof copy.email === 'string') {
      const email = business.emails[copy.email];
      if (email) copy.href = `mailto:${email.display}`;
      else problems.push({ segments: [...segments, 'email'], message: `no e-mail named '${copy.email}' in site/business.yaml`, hint: didYouMean(copy.email, Object.keys(business.emails)) });
    }
    return copy;
  };
  return walk(content, []) as T;
}
