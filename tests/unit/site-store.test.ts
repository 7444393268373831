// The site the editor's previews draw pages with: the Business facts draft's facts while one is saved, the published
// ones once it is published or gone, read again on each refresh and each preview opened.
import { describe, expect, it } from 'vitest';
import { parse, parseDocument } from 'yaml';
import type { BusinessFacts } from '../../schema/generated/types';
import { readContentTexts, readValidators } from '../../scripts/build/content-files';
import { BUSINESS_FILE, PAGES_DIR } from '../../src/content/content-files';
import { createSiteStore, type ContentBackend } from '../../src/editor/site-content';

const validators = readValidators();
const published = readContentTexts();
const business = parse(published.get(BUSINESS_FILE)!) as BusinessFacts;
const factsEntry = { collection: 'business', slug: 'business' };

/** The business facts with the main line's number written without its spaces: still the number it dials. */
const regrouped = business.phones.main.display.replace(/\D/g, '');
const withMainShownAs = (display: string) => {
  const facts = parseDocument(published.get(BUSINESS_FILE)!);
  facts.setIn(['phones', 'main', 'display'], display);
  return facts.toString();
};
/** The main line's number as the previews show it, its no-break spaces read as spaces. */
const mainShown = (store: ReturnType<typeof createSiteStore>) => store.current()!.business.phones.main.display.replace(/\s/g, ' ');

/** A backend holding `files` as the site's branch and, when given, the Business facts draft's text. */
function backendOf(files: Map<string, string>, draft: { text?: string }): ContentBackend {
  return {
    getEntry: async (file) => ({ data: files.get(file)! }),
    entriesByFolder: async () => [...files].filter(([file]) => file.startsWith(`${PAGES_DIR}/`)).map(([file, data]) => ({ data, file: { path: file } })),
    unpublishedEntry: async ({ collection, slug }) => {
      if (draft.text === undefined || collection !== factsEntry.collection || slug !== factsEntry.slug) throw new Error('content is not under editorial workflow');
      return { diffs: [{ id: 'draft', path: BUSINESS_FILE }] };
    },
    unpublishedEntryDataFile: async () => draft.text!,
  };
}

describe('the previews’ facts', () => {
  it('are the Business facts draft’s once it is saved, and the published ones once it is published', async () => {
    const files = new Map(published);
    const draft: { text?: string } = {};
    const store = createSiteStore(validators, () => backendOf(files, draft), factsEntry);
    let drawn = 0;
    store.subscribe(() => drawn++);
    await store.refresh();
    expect(mainShown(store)).toBe(business.phones.main.display);
    expect(store.factsDrafted()).toBe(false);

    draft.text = withMainShownAs(regrouped);
    await store.refresh();
    expect(mainShown(store)).toBe(regrouped);
    expect(store.factsDrafted()).toBe(true);
    // The pages' own files are still the published ones.
    expect(store.texts().get(BUSINESS_FILE)).toBe(published.get(BUSINESS_FILE));

    files.set(BUSINESS_FILE, draft.text);
    draft.text = undefined;
    await store.refresh();
    expect(mainShown(store)).toBe(regrouped);
    expect(store.factsDrafted()).toBe(false);
    const afterPublish = drawn;
    // Nothing changed: the previews are not drawn again.
    await store.refresh();
    expect(drawn).toBe(afterPublish);
  });

  it('a refresh asked for while a read is under way reads again after it, so a save made meanwhile is seen', async () => {
    const files = new Map(published);
    const draft: { text?: string } = {};
    const store = createSiteStore(validators, () => backendOf(files, draft), factsEntry);
    const first = store.refresh();
    draft.text = withMainShownAs(regrouped);
    await Promise.all([first, store.refresh()]);
    expect(mainShown(store)).toBe(regrouped);
  });
});
