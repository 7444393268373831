import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/build/content-files';
import { business, BUSINESS_FACTS_FILE as FACTS_FILE } from '../support/business-facts';


/** Every way a phone number or e-mail address of the business could be typed. */
const literals = [
  ...Object.values(business.phones).flatMap((phone) => [phone.display, phone.tel, phone.tel.replace('+', '')]),
  ...Object.values(business.emails).map((email) => email.display),
];

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(projectRoot, dir)).flatMap((name) => {
    const relative = `${dir}/${name}`;
    return statSync(path.join(projectRoot, relative)).isDirectory() ? filesUnder(relative) : [relative];
  });
}

describe('business facts have one source', () => {
  it('knows the facts it looks for', () => expect(literals.length).toBeGreaterThan(10));

  it('finds phone numbers and e-mail addresses only in site/business.yaml: code and tests reference them', () => {
    const files = ['pages.yaml', ...filesUnder('site'), ...filesUnder('schema'), ...filesUnder('src'), ...filesUnder('renderer'), ...filesUnder('scripts'), ...filesUnder('tests')].filter((file) => file !== FACTS_FILE && /\.(ya?ml|tsx?|json|css)$/.test(file));
    const typed = files.flatMap((file) => {
      const text = readFileSync(path.join(projectRoot, file), 'utf8');
      return literals.filter((literal) => text.includes(literal)).map((literal) => `${file}: ${literal}`);
    });
    expect(typed).toEqual([]);
  });
});
