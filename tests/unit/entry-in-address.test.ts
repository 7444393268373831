// The form belongs to the entry in the address bar: which entry an address opens, when a move of the address opens
// another entry, and a save refused when the form's entry is not the address's.
import { describe, expect, it } from 'vitest';
import cmsConfig from '../../src/editor/cms-config.json' with { type: 'json' };
import { addressMove, entryInAddress, opensAnotherEntry, UNREADABLE_NOTICE, unreadableRefusal, withUnreadableRefused, wrongEntryRefusal } from '../../src/editor/entry-in-address';
import { entryFileOf } from '../../src/editor/history/entry-file';

const collections = cmsConfig.config.collections;

describe('the entry in the address bar', () => {
  it('is the collection and slug, wherever the entry was opened from', () => {
    expect(entryInAddress('#/collections/pages/entries/faq')).toBe('pages/faq');
    expect(entryInAddress('#/collections/pages/entries/faq?ref=workflow')).toBe('pages/faq');
    expect(entryInAddress('#/collections/navigation/entries/navigation')).toBe('navigation/navigation');
    for (const hash of ['#/collections/pages', '#/workflow', '#/collections/pages-locations/new', '']) expect(entryInAddress(hash)).toBeUndefined();
  });

  it('opens another entry only from one entry straight to another (Back, Forward, a bookmark over an open entry)', () => {
    expect(opensAnotherEntry('#/collections/navigation/entries/navigation', '#/collections/pages/entries/faq')).toBe(true);
    expect(opensAnotherEntry('#/collections/pages/entries/faq', '#/collections/pages/entries/enhanced-faq')).toBe(true);
    expect(opensAnotherEntry('#/collections/pages/entries/faq', '#/collections/pages/entries/faq?ref=workflow')).toBe(false);
    expect(opensAnotherEntry('#/workflow', '#/collections/pages/entries/faq')).toBe(false);
    expect(opensAnotherEntry('#/collections/pages/entries/faq', '#/collections/pages')).toBe(false);
  });

  it('leaves to Decap only the moves that cannot part the form from its address; leaving unsaved changes is asked first', () => {
    const faq = '#/collections/pages/entries/faq';
    expect(addressMove('#/collections/navigation', faq, false)).toBe('router');
    expect(addressMove(faq, '#/collections/navigation', false)).toBe('router');
    expect(addressMove(faq, `${faq}?ref=workflow`, true)).toBe('router');
    expect(addressMove(faq, '#/collections/navigation/entries/navigation', false)).toBe('reload');
    // Decap's own prompt would leave the address on the list after Cancel: the editor asks, for every route.
    for (const after of ['#/collections/navigation', '#/workflow', '#/collections/navigation/entries/navigation']) expect(addressMove(faq, after, true)).toBe('ask');
  });

  it("refuses a save whose form holds another entry's file: a page's fields are never written to navigation.yaml", () => {
    const refusal = wrongEntryRefusal(collections, '#/collections/pages/entries/faq', { collection: 'pages', path: 'site/navigation.yaml' });
    expect(refusal).toMatch(/^Not saved: .*Reload the page/);
    expect(wrongEntryRefusal(collections, '#/collections/pages/entries/faq', { collection: 'navigation', path: 'site/navigation.yaml' })).toBeDefined();
    expect(wrongEntryRefusal(collections, '#/collections/pages/entries/faq?ref=workflow', { collection: 'pages', path: 'site/pages/faq.yaml' })).toBeUndefined();
    expect(wrongEntryRefusal(collections, '#/collections/navigation/entries/navigation', { collection: 'navigation', path: 'site/navigation.yaml' })).toBeUndefined();
    // A new page's form has no entry in its address yet: nothing to compare.
    expect(wrongEntryRefusal(collections, '#/collections/pages-locations/new', { collection: 'pages-locations', path: 'site/pages/locations/x.yaml' })).toBeUndefined();
  });

  it('refuses a save of a form whose file was never read, or that names no page of its list, with the notice', () => {
    const faqText = 'blocks: []\n';
    // The FAQ is a page, not a file of Navigation: Decap finds no file for it and would write the blank form.
    expect(unreadableRefusal(collections, '#/collections/navigation/entries/faq', { collection: 'navigation', slug: 'faq', raw: '' })).toBe(UNREADABLE_NOTICE);
    expect(unreadableRefusal(collections, '#/collections/navigation/entries/navigation', { collection: 'navigation', slug: 'faq', raw: faqText })).toBe(UNREADABLE_NOTICE);
    expect(unreadableRefusal(collections, '#/collections/pages/entries/faq', { collection: 'pages', slug: 'faq', raw: ' \n' })).toBe(UNREADABLE_NOTICE);
    expect(unreadableRefusal(collections, '#/collections/no-such-list/entries/faq', { collection: 'pages', slug: 'faq', raw: faqText })).toBe(UNREADABLE_NOTICE);
    expect(unreadableRefusal(collections, '#/collections/pages/entries/faq?ref=workflow', { collection: 'pages', slug: 'faq', raw: faqText })).toBeUndefined();
    expect(unreadableRefusal(collections, '#/collections/navigation/entries/navigation', { collection: 'navigation', slug: 'navigation', raw: 'header: {}\n' })).toBeUndefined();
    expect(UNREADABLE_NOTICE).not.toMatch(/\.ya?ml|\/|undefined/);
  });

  it('reads no entry without a file: the page opens with the notice instead of a blank form', async () => {
    const read: unknown[] = [];
    const backend = withUnreadableRefused({ getEntry: async (path: string) => (read.push(path), { data: 'x', file: { path } }) });
    await expect(backend.getEntry(undefined as unknown as string)).rejects.toThrow(UNREADABLE_NOTICE);
    await expect(backend.getEntry('site/navigation.yaml')).resolves.toEqual({ data: 'x', file: { path: 'site/navigation.yaml' } });
    expect(read).toEqual(['site/navigation.yaml']);
  });

  it("names the file of an entry opened from the Workflow card, so its history is found", () => {
    expect(entryFileOf(collections, '#/collections/pages/entries/faq?ref=workflow')?.file).toBe('site/pages/faq.yaml');
  });
});
