// The pages a visitor in trouble needs without a network, precached by the service worker: /contact, the emergency
// landing pages, /thank-you and the offline page itself. Other pages (home too) are cached as they are visited.
import type { Route } from '../../schema/generated/types';
import { OFFLINE_PAGE_PATH, pageFile } from '../../src/app/offline/offline-routes';
import { pageDataUrl } from '../../src/content/page-data';

const ALWAYS_OFFLINE = ['/contact', '/thank-you', OFFLINE_PAGE_PATH];

/** The routes to precache: the fixed ones and every emergency landing page, in route order. */
export function offlinePaths(routes: readonly Pick<Route, 'path' | 'emergencyService'>[]): string[] {
  const known = new Set(routes.map((route) => route.path));
  const missing = ALWAYS_OFFLINE.filter((path) => !known.has(path));
  if (missing.length) throw new Error(`the service worker precaches ${missing.join(', ')}, which pages.yaml does not define`);
  return routes.filter((route) => ALWAYS_OFFLINE.includes(route.path) || route.emergencyService).map((route) => route.path);
}

/** dist/ files of those routes, relative to dist/: each page's HTML and its data file (hydration needs both). */
export const offlineFiles = (paths: readonly string[]) => paths.flatMap((path) => [pageFile(path).slice(1), pageDataUrl(path).slice(1)]);
