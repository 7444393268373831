// The header menu's fit at 1024 px, estimated from its labels, beside what Chromium measured on the site's own menu.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { Navigation } from '../../schema/generated/types';
import { projectRoot, readContentTexts, readStaticFiles, readValidators } from '../../scripts/build/content-files';
import { headerFitProblems, headerRowAt1024 } from '../../src/content/header-fit';
import { loadSite } from '../../src/content/load-site';

const navigation = parse(readFileSync(path.join(projectRoot, 'site/navigation.yaml'), 'utf8')) as Navigation;
/** The menu of 2026-11-26, as Chromium laid it out at 1024 px: 924 px of the row's 960. */
const measuredMenu: Navigation['header'] = {
  ...navigation.header,
  services: { ...navigation.header.services, label: 'Services' },
  links: ['Equipment Sales', 'Resources', 'FAQ', 'Benefits', 'Industries', 'ROI Calculator'].map((label) => ({ label, href: '/' })),
  quote: { ...navigation.header.quote, label: 'Get Quote' },
};

describe('the header menu at 1024 px', () => {
  it('estimates the measured menu within 20 px, and lets it pass', () => {
    const { needs, has } = headerRowAt1024(measuredMenu);
    expect(Math.abs(needs - 924)).toBeLessThanOrEqual(20);
    expect(has).toBe(960);
    expect(headerFitProblems(measuredMenu)).toEqual([]);
  });

  it('refuses one more link, saying how much is too much and what to do', () => {
    const [problem] = headerFitProblems({ ...measuredMenu, links: [...measuredMenu.links, { label: 'Contact Us', href: '/contact' }] });
    expect(problem?.message).toMatch(/^the header menu needs about \d+ px on a 1024-px laptop screen, which has 960: it would spill past the edge of the screen$/);
    expect(problem?.hint).toMatch(/^shorten a menu label by about \d+ letters, or move a link to the footer$/);
  });

  it('is one of the site checks, named at the menu links of site/navigation.yaml', () => {
    const texts = readContentTexts();
    const menu = texts.get('site/navigation.yaml')!;
    expect(menu).toContain('\n  links:\n');
    texts.set('site/navigation.yaml', menu.replace('\n  links:\n', '\n  links:\n    - { label: Case Studies and Project Results, href: /resources }\n'));
    const { problems } = loadSite(texts, readValidators(), readStaticFiles());
    expect(problems.map((problem) => problem.message)).toContainEqual(expect.stringContaining('the header menu needs about'));
    expect(problems.find((problem) => problem.message.includes('header menu'))?.file).toBe('site/navigation.yaml');
  });
});
