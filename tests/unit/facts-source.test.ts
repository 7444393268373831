import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/build/content-files';
import { business, BUSINESS_FACTS_FILE as FACTS_FILE, equipmentPrice, hoursLines } from '../support/business-facts';

/** Every way a phone number, e-mail address, opening hours or price of the business could be typed. */
const literals = [
  ...Object.values(business.phones).flatMap((phone) => [phone.display, phone.display.replace(/ /g, '\\u00a0'), phone.tel, phone.tel.replace('+', '')]),
  ...Object.values(business.emails).map((email) => email.display),
  // Hours with a time in them; short ones ("24 hours") are words other sentences use too.
  ...Object.keys(business.hours).flatMap(hoursLines).filter((line) => /\d/.test(line) && line.length > 8),
  ...Object.keys(business.prices.equipment).map(equipmentPrice),
];

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(projectRoot, dir)).flatMap((name) => {
    const relative = `${dir}/${name}`;
    return statSync(path.join(projectRoot, relative)).isDirectory() ? filesUnder(relative) : [relative];
  });
}

describe('business facts have one source', () => {
  it('knows the facts it looks for', () => expect(literals.length).toBeGreaterThan(10));

  it('finds phone numbers, e-mail addresses, hours and prices only in site/business.yaml: code, content and tests reference them', () => {
    const files = ['pages.yaml', ...filesUnder('site'), ...filesUnder('schema'), ...filesUnder('src'), ...filesUnder('renderer'), ...filesUnder('scripts'), ...filesUnder('tests')].filter((file) => file !== FACTS_FILE && /\.(ya?ml|tsx?|json|css)$/.test(file));
    const typed = files.flatMap((file) => {
      // A schema's example is an editor's hint, not a fact the site states; a marketer's hours may match it.
      const text = readFileSync(path.join(projectRoot, file), 'utf8').replace(/Example: [^"\n]*/g, '').replace(/"examples":\s*\[[^\]]*\]/g, '');
      return literals.filter((literal) => text.includes(literal)).map((literal) => `${file}: ${literal}`);
    });
    expect(typed).toEqual([]);
  });
});
