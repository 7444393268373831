// The form belongs to the entry in the address bar: which entry an address opens, when a move of the address opens
// another entry, and a save refused when the form's entry is not the address's.
import { describe, expect, it } from 'vitest';
import cmsConfig from '../../src/editor/cms-config.json' with { type: 'json' };
import { addressMove, entryInAddress, fillsFormWithAnotherEntry, keepFormOnAddressEntry, opensAnotherEntry, UNREADABLE_NOTICE, unreadableRefusal, withUnreadableRefused, wrongEntryRefusal } from '../../src/editor/entry-in-address';
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

describe("a read Decap did not wait for, ending after another entry was opened", () => {
  // As editor-week saw it: Business facts saved (Decap reads the draft back, unawaited), the Pages list, the home page
  // opened and read; the Business facts read-back ended last and filled the home page's form ('company' is not a field of a page).
  const formFrom = (collection: string, slug: string) => ({ type: 'DRAFT_CREATE_FROM_ENTRY', payload: { entry: { collection, slug, data: { of: `${collection}/${slug}` } } } });
  /** Decap's form state, as its entryDraft reducer keeps it: the entry last read into the form. */
  const form = (state: { of?: string } | undefined, action: { type?: unknown; payload?: unknown }) =>
    action.type === 'DRAFT_CREATE_FROM_ENTRY' ? (action.payload as { entry: { data: { of: string } } }).entry.data : (state ?? {});

  it("leaves the home page's form with the home page when the Business facts read-back ends after it", () => {
    let hash = '#/collections/business/entries/business';
    const target: Record<string, unknown> = {};
    keepFormOnAddressEntry(target, () => hash);
    // Decap's store, made as redux makes it with composeWithDevTools(applyMiddleware(…)).
    const withMiddleware = (next: (...args: never[]) => unknown) => next;
    const createStore = (reducer: typeof form) => {
      let state = reducer(undefined, { type: '@@INIT' });
      return { dispatch: (action: { type?: unknown; payload?: unknown }) => void (state = reducer(state, action)), state: () => state };
    };
    const compose = target.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ as (...enhancers: unknown[]) => (create: typeof createStore) => typeof createStore;
    const store = compose(withMiddleware)(createStore)(form);
    store.dispatch(formFrom('business', 'business'));
    expect(store.state()).toEqual({ of: 'business/business' });
    hash = '#/collections/pages/entries/home';
    store.dispatch(formFrom('pages', 'home'));
    store.dispatch(formFrom('business', 'business'));
    expect(store.state()).toEqual({ of: 'pages/home' });
  });

  it('is the only read kept from the form: off an entry (a new page saved, the Workflow list) the form takes what it is given', () => {
    expect(fillsFormWithAnotherEntry(formFrom('business', 'business'), '#/collections/pages/entries/home')).toBe(true);
    expect(fillsFormWithAnotherEntry(formFrom('pages', 'faq'), '#/collections/pages/entries/faq?ref=workflow')).toBe(false);
    expect(fillsFormWithAnotherEntry(formFrom('pages', 'spring-rust-offer'), '#/collections/pages/new')).toBe(false);
    expect(fillsFormWithAnotherEntry(formFrom('pages', 'faq'), '#/workflow')).toBe(false);
    expect(fillsFormWithAnotherEntry({ type: 'DRAFT_CHANGE_FIELD', payload: {} }, '#/collections/pages/entries/home')).toBe(false);
  });

  it("keeps the Redux DevTools extension's own composer when the browser has it", () => {
    const composed: unknown[] = [];
    const target: Record<string, unknown> = { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: (...enhancers: unknown[]) => (composed.push(...enhancers), (next: unknown) => next) };
    keepFormOnAddressEntry(target, () => '#/collections/pages/entries/home');
    const enhancer = (next: unknown) => next;
    // A createStore that hands back the reducer it was given: the one Decap's store would run.
    const reducer = (target.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ as (...enhancers: unknown[]) => (create: unknown) => (given: typeof form) => typeof form)(enhancer)((given: typeof form) => given)(form);
    expect(composed).toEqual([enhancer]);
    expect(reducer({ of: 'pages/home' }, formFrom('business', 'business'))).toEqual({ of: 'pages/home' });
    expect(reducer({ of: 'pages/home' }, formFrom('pages', 'home'))).toEqual({ of: 'pages/home' });
  });
});
