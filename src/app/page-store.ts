// Page data by path, each page fetched at most once and read with React's `use`. Pages already in hand (the
// prerendered page in the browser, every page on the server) are stored settled, so rendering them never suspends.
import { createContext, use } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageData } from '../content/page-data';

/**
 * The data of the page at `key`, its `value` set once it is in hand. `visit` names the navigation asking (a history
 * entry's key): a load that failed keeps failing for that visit, so React shows the error rather than retrying forever,
 * and a later visit tries again.
 */
type PageStore = (key: string, visit?: string) => Promise<PageData> & { value?: PageData };

interface Entry {
  page: Promise<PageData>;
  visit?: string;
  failed?: boolean;
}

/** A promise React's `use` reads at once, without suspending. */
const settled = (page: PageData): Promise<PageData> => Object.assign(Promise.resolve(page), { status: 'fulfilled', value: page });

export function createPageStore(load: (key: string) => Promise<PageData>, known: Iterable<[string, PageData]> = []): PageStore {
  const entries = new Map<string, Entry>();
  for (const [key, page] of known) entries.set(key, { page: settled(page) });
  return (key, visit) => {
    let entry = entries.get(key);
    if (!entry || (entry.failed && entry.visit !== visit)) {
      const fresh: Entry = { page: load(key), visit };
      // Marked as React marks a promise it has read, so a page fetched ahead renders without suspending at all.
      fresh.page.then((page) => Object.assign(fresh.page, { status: 'fulfilled', value: page }), () => (fresh.failed = true));
      entries.set(key, (entry = fresh));
    }
    return entry.page;
  };
}

export const PageStoreContext = createContext<PageStore | null>(null);

/** The data of the page at `key`; suspends the navigation until it has arrived. */
export function usePage(key: string): PageData {
  const store = use(PageStoreContext);
  const visit = useLocation().key;
  if (!store) throw new Error('usePage needs a PageStoreContext provider (see src/entry-client.tsx)');
  return use(store(key, visit));
}
