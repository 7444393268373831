// The Pages lists show and search each page by its title and address, which live in pages.yaml, not in the page's file:
// the page's data as read gets them under LISTED_AS (cms-config.ts) (never saved: pageData leaves it out), and the list's summary
// and Decap's search read them there.
import { parse } from 'yaml';
import { PAGES_DIR, ROUTES_FILE } from '../content/content-files';
import type { BackendImplementation, NewPageRequest } from './new-page';

export interface ListedAs {
  title: string;
  address: string;
}

/** The routes pages.yaml names, or none while its text does not read (the list then shows file names). */
function routesOf(routesText: string | undefined): Array<{ path?: unknown; page?: unknown; title?: unknown }> {
  try {
    const routes = routesText ? (parse(routesText) as { routes?: unknown } | null)?.routes : undefined;
    return Array.isArray(routes) ? routes.filter((route) => route && typeof route === 'object') : [];
  } catch {
    return [];
  }
}

/** A page file's title and address as pages.yaml gives them; a file no route names yet is listed by its name. */
export function listedAs(routesText: string | undefined, path: string): ListedAs {
  const page = path.slice(`${PAGES_DIR}/`.length);
  const route = routesOf(routesText).find((entry) => entry.page === page);
  if (route && typeof route.path === 'string') return { title: String(route.title ?? page), address: route.path };
  return { title: page.replace(/\.yaml$/, ''), address: 'no address yet' };
}

/**
 * The New page group of a page that only its draft's pages.yaml routes (a page made in the editor, not yet published):
 * what the marketer typed, shown again when the draft is read back after its save.
 */
export function draftedNewPage(draftRoutes: string | undefined, publishedRoutes: string | undefined, path: string): NewPageRequest | undefined {
  const page = path.slice(`${PAGES_DIR}/`.length);
  if (routesOf(publishedRoutes).some((entry) => entry.page === page)) return undefined;
  const route = routesOf(draftRoutes).find((entry) => entry.page === page);
  if (!route || typeof route.path !== 'string') return undefined;
  return { address: route.path.split('/').pop(), title: String(route.title ?? ''), description: String((route as { description?: unknown }).description ?? '') };
}

type Listed = Array<{ data: string; file: { path: string } }>;
type Implementation = BackendImplementation & {
  allEntriesByFolder?: (...args: unknown[]) => Promise<Listed>;
  unpublishedEntryDataFile?: (collection: string, slug: string, path: string, id: string) => Promise<string>;
};

/**
 * Which page file each text read is (Decap's format reads a text without its path), and pages.yaml as last read.
 * Two page files with the same text are listed as the one read last.
 */
export function createPageListing() {
  const paths = new Map<string, string>();
  /** Per text of a new page's draft, its New page group as the draft's pages.yaml holds it. */
  const drafted = new Map<string, NewPageRequest>();
  let routes: string | undefined;
  const remember = (path: string, text: string) => {
    if (path.startsWith(`${PAGES_DIR}/`)) paths.set(text, path);
    return text;
  };
  /** A page file as published: its New page group is no longer shown (its route is in Routes now). */
  const rememberPublished = (path: string, text: string) => {
    drafted.delete(text);
    return remember(path, text);
  };
  return {
    /** The page's title and address, for a text the backend gave as a page file's. */
    of: (text: string): ListedAs | undefined => {
      const path = paths.get(text);
      return path ? listedAs(routes, path) : undefined;
    },
    /** The New page group of a new page's draft, for its text as the backend gave it. */
    newPageOf: (text: string): NewPageRequest | undefined => drafted.get(text),
    /**
     * The backend, with every page file it reads remembered, and pages.yaml read afresh before each list. `backendName`:
     * Decap's name for it; a git host (github, gitlab) lists pages.yaml among a draft's changes when the draft changed it.
     */
    wrap<T extends Implementation>(implementation: T, backendName = 'proxy'): T {
      const getEntry = implementation.getEntry.bind(implementation);
      const readRoutes = async () => (routes = (await getEntry(ROUTES_FILE)).data);
      implementation.getEntry = async (path) => {
        const entry = await getEntry(path);
        if (path === ROUTES_FILE) routes = entry.data;
        else rememberPublished(path, entry.data);
        return entry;
      };
      const listing =
        <A extends unknown[]>(list: (...args: A) => Promise<Listed>) =>
        async (...args: A) => {
          const [entries] = await Promise.all([list(...args), readRoutes()]);
          for (const entry of entries) rememberPublished(entry.file.path, entry.data);
          return entries;
        };
      implementation.entriesByFolder = listing(implementation.entriesByFolder.bind(implementation));
      if (implementation.allEntriesByFolder) implementation.allEntriesByFolder = listing(implementation.allEntriesByFolder.bind(implementation));
      const draftFile = implementation.unpublishedEntryDataFile?.bind(implementation);
      /**
       * pages.yaml as a page's draft has it; the local backend leaves it out of a draft's files (lest Decap take it for
       * the page) and reads it by its path. On a git host a draft that did not change it has none of its own (its id
       * would be read as a blob's).
       */
      const routesOfDraft = async (collection: string, slug: string) => {
        const draft = await implementation.unpublishedEntry?.({ collection, slug }).catch(() => undefined);
        const changed = draft?.diffs.find((diff) => diff.path === ROUTES_FILE)?.id;
        if (!changed && backendName !== 'proxy') return undefined;
        const id = changed ?? ROUTES_FILE;
        return draftFile!(collection, slug, ROUTES_FILE, id).catch(() => undefined);
      };
      if (draftFile) {
        implementation.unpublishedEntryDataFile = async (collection, slug, path, id) => {
          const isPage = path.startsWith(`${PAGES_DIR}/`);
          const [text, , draftRoutes] = await Promise.all([
            draftFile(collection, slug, path, id),
            routes === undefined ? readRoutes() : undefined,
            isPage ? routesOfDraft(collection, slug) : undefined,
          ]);
          const newPage = isPage ? draftedNewPage(draftRoutes, routes, path) : undefined;
          if (newPage) drafted.set(text, newPage);
          return remember(path, text);
        };
      }
      return implementation;
    },
  };
}
