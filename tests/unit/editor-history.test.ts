import { describe, expect, it } from 'vitest';
import { fieldShowing } from '../../src/editor/click-to-edit';
import { entryFileOf, hostHistoryUrl } from '../../src/editor/history/entry-file';
import generated from '../../src/editor/cms-config.json';
import { withPageFields, type GeneratedCmsConfig } from '../../src/editor/cms-config';

const { collections } = withPageFields(generated as unknown as GeneratedCmsConfig);

describe('the entry the editor has open', () => {
  it('is a page file of its folder, or the single file of routes, business facts and navigation', () => {
    expect(entryFileOf(collections, '#/collections/pages/entries/faq')).toEqual({ file: 'site/pages/faq.yaml', label: 'Pages: faq' });
    expect(entryFileOf(collections, '#/collections/pages-locations/entries/melbourne')?.file).toBe('site/pages/locations/melbourne.yaml');
    expect(entryFileOf(collections, '#/collections/routes/entries/routes')).toEqual({ file: 'pages.yaml', label: 'Routes' });
    expect(entryFileOf(collections, '#/collections/business/entries/business')?.file).toBe('site/business.yaml');
  });

  it('is none on a list of entries, a new page or an unknown collection', () => {
    for (const hash of ['#/collections/pages', '#/collections/pages-locations/new', '#/collections/nope/entries/x', '']) expect(entryFileOf(collections, hash)).toBeUndefined();
  });

  it("has its history on the live site at the git host's commits of the file", () => {
    expect(hostHistoryUrl({ name: 'github', repo: 'acme/site', branch: 'main' }, 'site/pages/faq.yaml')).toBe('https://github.com/acme/site/commits/main/site/pages/faq.yaml');
    expect(hostHistoryUrl({ name: 'gitlab', repo: 'acme/site', branch: 'main' }, 'pages.yaml')).toBe('https://gitlab.com/acme/site/-/commits/main/pages.yaml');
  });
});

describe('the field a click in the preview names', () => {
  const hero = { type: 'hero', eyebrow: 'Australia-wide', title: 'Industrial Laser Cleaning', intro: 'We remove **rust** and paint.\n\nCall {phones.main} [today](/contact).', actions: [{ label: 'Get a quote', href: '/contact' }] };
  it('is the text with the same words: a heading, a button', () => {
    expect(fieldShowing(hero, 'Industrial Laser Cleaning')).toEqual(['title']);
    expect(fieldShowing(hero, 'Get a quote')).toEqual(['actions', 0, 'label']);
  });
  it('is the Markdown text a paragraph comes from, its facts and links aside', () => {
    expect(fieldShowing(hero, 'We remove rust and paint.')).toEqual(['intro']);
    expect(fieldShowing(hero, 'Call 1300 000 000 today.')).toBeUndefined();
    expect(fieldShowing({ items: [{ question: 'Is it safe?', answer: 'Yes, fenced off.' }] }, 'Yes, fenced off.')).toEqual(['items', 0, 'answer']);
  });
  it('is none for a click on no words', () => {
    expect(fieldShowing(hero, '  ')).toBeUndefined();
  });
});
