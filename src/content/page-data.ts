// What the build hands each page: computed once from the validated content, read by the browser as JSON.
import type { ArticleSummary, Block } from '../../schema/generated/types';

export interface HeadTags {
  title: string;
  description: string;
  canonical: string;
  /** noindex pages (thank-you, not found) say so to crawlers. */
  robots?: string;
  openGraph: { type: string; url: string; title: string; description: string; image: string; siteName: string; locale: string };
  /** schema.org objects, one JSON-LD script each. */
  jsonLd: object[];
}

export interface BreadcrumbItem {
  label: string;
  /** The path this item stands for. */
  path: string;
  /** Absent for the current page and for path segments that are not pages themselves. */
  href?: string;
}

export interface PageData {
  path: string;
  head: HeadTags;
  breadcrumb: BreadcrumbItem[];
  /** Present on service pages: the service a visit is counted for (service_page_view). */
  service?: string;
  /** Present on articles: shown above the article. */
  article?: ArticleSummary & { tags: string[] };
  blocks: Block[];
}

/** Where the build writes a page's data, and where the browser fetches it on navigation. */
export const pageDataUrl = (path: string) => `/_data${path === '/' ? '/index' : path}.json`;
export const NOT_FOUND_DATA_URL = '/_data/404.json';

/** JSON to place inside a <script>: '<' escaped so no text can close the script early. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The key the not-found page's data is stored under (no route path starts with '#'). */
export const NOT_FOUND_KEY = '#not-found';

/** The page a URL path shows: its route's path (a trailing slash ignored), or the not-found page. */
export function pageKeyFor(pathname: string, routePaths: ReadonlySet<string>): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return routePaths.has(path) ? path : NOT_FOUND_KEY;
}

/** Where a page's data file is, by its key. */
export const dataUrlFor = (key: string) => (key === NOT_FOUND_KEY ? NOT_FOUND_DATA_URL : pageDataUrl(key));

/** The <template> of modulepreload links for the chunks that hydrate a page, added to the head after first paint. */
export const HYDRATION_PRELOADS_ID = 'hydration-preloads';
