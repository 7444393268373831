// What the build hands each page: computed once from the validated content, read by the browser as JSON.
import type { ArticleSummary, Block } from '../schema/generated/types';

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

/** The element holding a prerendered page's data, read once when the browser hydrates. */
export const ROUTE_DATA_ELEMENT_ID = 'route-data';

/** What that element holds: the page's data and its key in the page store (its path, or the not-found key). */
export interface RouteData {
  key: string;
  page: PageData;
}

/** The <template> of modulepreload links for the chunks that hydrate a page, added to the head after first paint. */
export const HYDRATION_PRELOADS_ID = 'hydration-preloads';
