// The entry in the address bar is the one the form shows and saves. Decap keeps its form when the address moves from
// one entry straight to another (Back, Forward, an address typed or bookmarked over an open entry): the second entry
// would show, and save, the first one's content. Such a move opens the page afresh, and a save that is not for the
// address's entry is refused.
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

/**
 * Opens the page afresh when the address moves from one entry straight to another, before Decap's router sees the move.
 * `unsaved` tells whether the form has changes not saved: the marketer is asked first, and kept where they were if they say no.
 */
export function followEntryInAddress(unsaved: () => boolean) {
  let leaving = false;
  // Registered before Decap's own listeners: when leaving is agreed, its "unsaved changes" prompt is not asked twice.
  window.addEventListener('beforeunload', (event) => {
    if (leaving) event.stopImmediatePropagation();
  });
  window.addEventListener('hashchange', (event) => {
    if (!opensAnotherEntry(new URL(event.oldURL).hash, new URL(event.newURL).hash)) return;
    event.stopImmediatePropagation();
    if (unsaved() && !window.confirm('This page has changes that are not saved. Leave them and open the other page?')) {
      history.replaceState(history.state, '', event.oldURL);
      return;
    }
    leaving = true;
    location.reload();
  });
}
