// Which link's page may be fetched ahead of its tap, and whether this connection may fetch anything ahead: pure rules,
// shared by the intent prefetcher and the speculation rules the build writes into every page.
import { NOT_FOUND_KEY, pageKeyFor } from '../../content/page-data';

/** What the browser says of its connection (the Network Information API); absent in most browsers but Chromium. */
export interface ConnectionFacts {
  saveData?: boolean;
  effectiveType?: string;
}

/** Nothing is fetched ahead for a visitor who asked to save data, or on a 2G connection, where every byte waits its turn. */
export const connectionAllowsPrefetch = (connection: ConnectionFacts | undefined) => !connection?.saveData && !/(^|-)2g$/.test(connection?.effectiveType ?? '');

interface Known {
  /** The page's own address (location.href). */
  here: string;
  routePaths: ReadonlySet<string>;
  /** Pages never fetched ahead (src/content/site-shell.ts: those kept out of search, such as the thank-you page). */
  neverAhead: ReadonlySet<string>;
}

/**
 * The page key a link opens, when it is a page of this site worth fetching ahead: not another site, a file, the page
 * the visitor is on (a link to one of its sections) or a page never fetched ahead.
 */
export function pageAhead(href: string, { here, routePaths, neverAhead }: Known): string | undefined {
  let target: URL;
  try {
    target = new URL(href, here);
  } catch {
    return undefined;
  }
  const current = new URL(here);
  if (target.origin !== current.origin) return undefined;
  const key = pageKeyFor(target.pathname, routePaths);
  if (key === NOT_FOUND_KEY || neverAhead.has(key) || key === pageKeyFor(current.pathname, routePaths)) return undefined;
  return key;
}

/**
 * The page's speculation rules: where the page loads as a document (before the app has taken over its links, or in
 * a browser whose app never starts), Chrome prerenders a page of the site once the visitor shows intent (moderate
 * eagerness: a hover, or a finger on the link), never a file or a page never fetched ahead.
 */
export function speculationRules(neverAhead: readonly string[]) {
  return {
    prerender: [
      {
        where: { and: [{ href_matches: '/*' }, { not: { href_matches: [...neverAhead, '/*.*', '/admin/*', '/functions/*'] } }] },
        eagerness: 'moderate',
      },
    ],
  };
}
