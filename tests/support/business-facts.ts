// The site's business facts as the marketer last saved them, so a test asserts the site's own phone, e-mail, hours
// or price and keeps passing when they change.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { BusinessFacts } from '../../schema/generated/types';
import { projectRoot } from '../../scripts/build/content-files';
import { formatPrice, unbreakableTimes } from '../../src/content/facts';

export const BUSINESS_FACTS_FILE = 'site/business.yaml';
export const business = parse(readFileSync(path.join(projectRoot, BUSINESS_FACTS_FILE), 'utf8')) as BusinessFacts;

/** An equipment price as the pages write it, in whole dollars with a thousands comma. */
export const equipmentPrice = (id: string) => formatPrice(business.prices.equipment[id]!);

/** The name of the logo's link home: the company's name leads it (the logo shows its first words), home ends it. */
export const logoLinkName = new RegExp(`^${business.company.name.split(' ')[0]!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b.*\\bhome\\b`, 'i');

/** The opening-hours lines of one set of hours (days, then hours), as the pages list them. */
export const hoursLines = (name: string) => business.hours[name]!.lines.flatMap((line) => [line.days, line.hours]);

/** The same lines as they read on the page, where each time range keeps together (no-break spaces and hyphen). */
export const shownHoursLines = (name: string) => hoursLines(name).map(unbreakableTimes);

/** Every fact a page shows as text, by name: phones, e-mail addresses, hours and equipment prices. */
export function shownFacts(facts: BusinessFacts = business): Record<string, string> {
  return Object.fromEntries([
    ...Object.entries(facts.phones).map(([name, phone]) => [`phones.${name}`, phone.display]),
    ...Object.entries(facts.emails).map(([name, email]) => [`emails.${name}`, email.display]),
    ...Object.entries(facts.hours).flatMap(([name, hours]) => [
      [`hours.${name}`, hours.display],
      ...hours.lines.flatMap((line, index) => [[`hours.${name}.${index}.days`, line.days], [`hours.${name}.${index}.hours`, line.hours]]),
    ]),
    ...Object.keys(facts.prices.equipment).map((id) => [`prices.equipment.${id}`, equipmentPrice(id)]),
  ]);
}
