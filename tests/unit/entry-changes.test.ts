import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { changeInWords, entryChanges } from '../../src/content/entry-changes';
import { searchResultLength } from '../../src/content/route-warnings';
import { projectRoot, readValidators } from '../../scripts/build/content-files';

const { schemas } = readValidators();
const FAQ = 'site/pages/faq.yaml';
const faq = readFileSync(path.join(projectRoot, FAQ), 'utf8');
const lines = (before: string | undefined, after: string | undefined, file = FAQ) => entryChanges(schemas, file, before, after).map(changeInWords);

/** `text` with the first `from` replaced. */
const replacedIn = (text: string, from: string, to: string) => {
  expect(text).toContain(from);
  return text.replace(from, to);
};

describe('the changes between two versions of an entry, in the form’s words', () => {
  it('names a changed answer by its block, question and field label, as the form shows them', () => {
    const after = replacedIn(faq, 'equipment typically pays for itself in', 'equipment usually pays for itself in');
    expect(lines(faq, after)).toEqual([expect.stringMatching(/^Block \d+ \(FAQ\), question \d+ \(How long does laser cleaning equipment…\), Answer: changed$/)]);
  });

  it('quotes a short text before and after', () => {
    const after = replacedIn(faq, 'title: Laser Cleaning FAQ', 'title: Laser Cleaning Questions');
    expect(lines(faq, after)).toEqual(['Block 1 (Hero banner), Title: changed from "Laser Cleaning FAQ" to "Laser Cleaning Questions"']);
  });

  it('says a question was added or removed, not that every question after it changed', () => {
    const question = '      - question: Do you clean on weekends?\n        answer: Yes, by arrangement.\n';
    const after = replacedIn(faq, '    items:\n      - question: What is industrial laser cleaning?', `    items:\n${question}      - question: What is industrial laser cleaning?`);
    expect(lines(faq, after)).toEqual(['Block 3 (FAQ), question 1 (Do you clean on weekends?): added']);
    expect(lines(after, faq)).toEqual(['Block 3 (FAQ), question 1 (Do you clean on weekends?): removed']);
  });

  it('says a block moved, with its kind', () => {
    const text = 'blocks:\n  - type: notice\n    title: First\n  - type: cta\n    title: Second\n    actions: []\n';
    const moved = 'blocks:\n  - type: cta\n    title: Second\n    actions: []\n  - type: notice\n    title: First\n';
    expect(lines(text, moved)).toEqual(['Block 2 (Notice): moved from position 1 to 2']);
  });

  it('names the routes of pages.yaml by their address, and a block whose kind changed as replaced', () => {
    const routes = 'routes:\n  - path: /faq\n    page: faq.yaml\n    title: FAQ\n    description: Old words\n';
    expect(lines(routes, routes.replace('Old words', 'New words'), 'pages.yaml')).toEqual(['Route 1 (/faq), Description: changed from "Old words" to "New words"']);
    const notice = 'blocks:\n  - type: notice\n    title: A\n';
    expect(lines(notice, 'blocks:\n  - type: cta\n    title: A\n    actions: []\n')).toEqual(['Block 1 (Call to action): changed']);
  });

  it('finds nothing when only comments or spacing changed, and says so of a file first made or unreadable', () => {
    expect(lines(faq, faq.replace('blocks:', '# The FAQ page\nblocks:'))).toEqual([]);
    expect(lines(undefined, faq)).toEqual(['The first version']);
    expect(lines(faq, 'blocks: [')).toEqual(['Changed (a version that is not valid YAML, so where is not known)']);
  });
});

describe('search-result lengths while typing', () => {
  it('gives a title over 60 characters the validator’s warning, with the cut text', () => {
    const title = 'Industrial Laser Cleaning for Mining, Ports and Processing Plants in Australia';
    expect(searchResultLength('title', title)).toEqual({
      length: title.length,
      limit: '60 or fewer',
      warning: { message: `the title is ${title.length} characters, so it will be cut to "${title.slice(0, 57)}..."`, hint: 'shorten it to 60 characters or fewer to show it whole' },
    });
    expect(searchResultLength('title', 'Laser Cleaning FAQ')).toEqual({ length: 18, limit: '60 or fewer' });
  });

  it('warns of a description under 70 or over 160 characters, and not between', () => {
    expect(searchResultLength('description', 'Too short.').warning?.message).toBe('the description is only 10 characters');
    expect(searchResultLength('description', 'x'.repeat(161)).warning?.message).toMatch(/^the description is 161 characters; search results show about 160: "x{160}…"$/);
    expect(searchResultLength('description', 'x'.repeat(100))).toEqual({ length: 100, limit: '70 to 160' });
  });
});
