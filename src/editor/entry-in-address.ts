// The entry in the address bar is the one the form shows and saves. Decap keeps its form when the address moves from
// one entry straight to another (Back, Forward, an address typed or bookmarked over an open entry): the second entry
// would show, and save, the first one's content; after a reload, Cancel on its leave prompt leaves the address moved
// and the form behind. Such moves open the page afresh or go back, and a save not for the address's entry is refused.
import { entryFileOf, type EntryCollection } from './history/entry-file';

/** The entry an editor address opens (collection/slug, any ?ref=… left out); undefined off an existing entry. */
export function entryInAddress(hash: string): string | undefined {
  const match = /^#\/collections\/([^/?]+)\/entries\/([^?]+?)\/?(?:\?.*)?$/.exec(hash);
  return match ? `${decodeURIComponent(match[1]!)}/${decodeURIComponent(match[2]!)}` : undefined;
}

/** Whether going from address `before` to `after` leaves one entry's form for another's, which Decap would not read. */
export function opensAnotherEntry(before: string, after: string): boolean {
  const from = entryInAddress(before);
  const to = entryInAddress(after);
  return from !== undefined && to !== undefined && from !== to;
}

/** Why the form's entry may not be saved from this address (it is another entry's), or undefined when it may. */
export function wrongEntryRefusal(collections: readonly EntryCollection[], hash: string, entry: { collection: string; path: string }): string | undefined {
  const inAddress = entryFileOf(collections, hash);
  const name = entryInAddress(hash)?.split('/')[0];
  if (!inAddress || (name === entry.collection && inAddress.file === entry.path)) return undefined;
  return `Not saved: this form holds the content of another page than ${inAddress.label}. Reload the page to edit ${inAddress.label}; nothing was written.`;
}

/** Decap's action that fills the form with an entry read from the backend. */
const FORM_FROM_ENTRY = 'DRAFT_CREATE_FROM_ENTRY';

/**
 * Whether `action` would fill the form with another entry than the one the address names: a read Decap did not wait
 * for (the read-back after a first save) that ends after the marketer opened another entry. Off an entry (a new page
 * being saved, the Workflow list) the form takes what it is given.
 */
export function fillsFormWithAnotherEntry(action: { type?: unknown; payload?: unknown }, hash: string): boolean {
  if (action.type !== FORM_FROM_ENTRY) return false;
  const entry = (action.payload as { entry?: { collection?: unknown; slug?: unknown } } | undefined)?.entry;
  const inAddress = entryInAddress(hash);
  return inAddress !== undefined && !!entry && `${String(entry.collection)}/${String(entry.slug)}` !== inAddress;
}

type Reducer<S> = (state: S | undefined, action: { type?: unknown; payload?: unknown }) => S;
type StoreEnhancer = (createStore: (...args: never[]) => unknown) => (reducer: Reducer<unknown>, ...rest: unknown[]) => unknown;
type EnhancerComposer = (...enhancers: StoreEnhancer[]) => StoreEnhancer;

/** `reducer` ignoring the actions that would fill the form with another entry than the address's (fillsFormWithAnotherEntry). */
export const formFollowsAddress =
  <S>(reducer: Reducer<S>, hash: () => string): Reducer<S> =>
  (state, action) =>
    state !== undefined && fillsFormWithAnotherEntry(action, hash()) ? state : reducer(state, action);

/**
 * Puts formFollowsAddress around Decap's store, before Decap is loaded: its store is made with redux-devtools-extension's
 * composeWithDevTools, which takes `window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__` when set (the browser extension's, kept).
 */
export function keepFormOnAddressEntry(target: Record<string, unknown>, hash: () => string) {
  const devtools = target.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ as EnhancerComposer | undefined;
  const composer: EnhancerComposer =
    (...enhancers) =>
    (createStore) => {
      const composed = devtools ? devtools(...enhancers) : enhancers.reduce((outer, inner) => (next) => outer(inner(next) as never));
      const create = composed(createStore);
      return (reducer, ...rest) => create(formFollowsAddress(reducer, hash), ...rest);
    };
  target.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__ = composer;
}

/** What the marketer reads where a form's file could not be read: no form, and no save of one. */
export const UNREADABLE_NOTICE = 'This page could not be read, so it is not shown: nothing you type here would be saved. Reload the editor, or open it from the list.';

/**
 * Why a form may not be saved as its page's content (UNREADABLE_NOTICE), or undefined when it may: its file's text was
 * never read (Decap would write the blank form), or the address or the form names a page its list does not have
 * (`#/collections/navigation/entries/faq`: "No file found for faq in navigation").
 */
export function unreadableRefusal(collections: readonly EntryCollection[], hash: string, entry: { collection: string; slug: string; raw: string }): string | undefined {
  const namesNoFile = entryInAddress(hash) !== undefined && !entryFileOf(collections, hash);
  const files = collections.find((collection) => collection.name === entry.collection)?.files;
  const notItsFile = files !== undefined && !files.some((file) => file.name === entry.slug);
  return namesNoFile || notItsFile || !entry.raw.trim() ? UNREADABLE_NOTICE : undefined;
}

/** The backend refusing to read an entry with no file (Decap asks for `undefined` when a list has no such page). */
export function withUnreadableRefused<B extends { getEntry?: (path: string) => Promise<unknown> }>(backend: B): B {
  const getEntry = backend.getEntry?.bind(backend);
  if (getEntry) backend.getEntry = (path: string) => (typeof path === 'string' && path ? getEntry(path) : Promise.reject(new Error(UNREADABLE_NOTICE)));
  return backend;
}

/**
 * What the editor does when the address moves from `before` to `after`: Decap's router takes the move when it cannot
 * part the form from its address (not leaving an entry, or leaving one with nothing unsaved for a list or other route);
 * otherwise the marketer is asked when something is unsaved and the page opens afresh, so Decap's own prompt, whose
 * Cancel leaves the address moved after a reload (its hash history knows only the addresses of this load), never runs.
 */
export function addressMove(before: string, after: string, unsaved: boolean): 'router' | 'ask' | 'reload' {
  const from = entryInAddress(before);
  if (from === undefined || entryInAddress(after) === from) return 'router';
  if (unsaved) return 'ask';
  return opensAnotherEntry(before, after) ? 'reload' : 'router';
}

/** Each history entry's place in the tab's history, kept in its state (Decap's hash history leaves the state unused). */
const PLACE = 'editorHistoryPlace';
const placeOf = (state: unknown): number | undefined => {
  const place = (state as Record<string, unknown> | null)?.[PLACE];
  return typeof place === 'number' ? place : undefined;
};
const markPlace = (place: number) => history.replaceState({ ...(history.state as object | null), [PLACE]: place }, '');

/**
 * Keeps the form and the address together (addressMove). `unsaved` tells whether the form has changes not saved: the
 * marketer is asked first and, on Cancel, taken back to the entry by as many steps as Back or Forward moved.
 */
export function followEntryInAddress(unsaved: () => boolean) {
  let leaving = false;
  let returning = false;
  // A reload keeps the entry's place; a page opened afresh is the newest entry of the tab's history.
  let place = placeOf(history.state) ?? history.length - 1;
  markPlace(place);
  // Registered before Decap's own listeners: when leaving is agreed, its "unsaved changes" prompt is not asked twice.
  window.addEventListener('beforeunload', (event) => {
    if (leaving) event.stopImmediatePropagation();
  });
  window.addEventListener('hashchange', (event) => {
    // An address Back or Forward reached has its place; a new one (a link, a typed address) comes one after this.
    const arrived = placeOf(history.state) ?? place + 1;
    if (placeOf(history.state) === undefined) markPlace(arrived);
    const moved = arrived - place;
    place = arrived;
    if (returning) {
      returning = false;
      event.stopImmediatePropagation();
      return;
    }
    const move = addressMove(new URL(event.oldURL).hash, new URL(event.newURL).hash, unsaved());
    if (move === 'router') return;
    event.stopImmediatePropagation();
    if (move === 'ask' && !window.confirm('This page has changes that are not saved. Leave them and open the other page?')) {
      // Back or Forward is undone by the same steps the other way; an address that replaced this one is put back.
      if (moved) {
        returning = true;
        history.go(-moved);
      } else history.replaceState(history.state, '', event.oldURL);
      return;
    }
    leaving = true;
    location.reload();
  });
}
