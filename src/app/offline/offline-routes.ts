// What the service worker answers, and from where: pure rules, shared by the worker and its tests.

/** The page shown for a page this device has not saved, while offline (site/pages/offline.yaml). */
export const OFFLINE_PAGE_PATH = '/offline';

/** Sent by a page that is being left, so a waiting new worker takes over for the next page (never mid-form). */
export const SKIP_WAITING_MESSAGE = 'skip-waiting';

/** The worker's script, at the site's root so that its scope is the whole site. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * The prerendered file of a route: / -> /index.html, /contact -> /contact.html. A file beside its folder, not an
 * index.html inside it, so that the static host answers /contact itself rather than redirecting it to /contact/.
 */
export const pageFile = (pathname: string) => `${pathname.replace(/\/+$/, '') || '/index'}.html`;

/** How the worker answers: page and page-data network first with a cache fallback, image as visited; anything else it leaves alone. */
export type WorkerRoute = 'page' | 'page-data' | 'image';

interface RequestFacts {
  method: string;
  mode: string;
  destination: string;
}

/**
 * Only the site's own GET requests, outside /admin: the enquiry POST (and its answer), the functions, Google's hosts
 * and any other origin go to the network untouched and are never cached.
 */
export function workerRoute(request: RequestFacts, url: URL, siteOrigin: string): WorkerRoute | undefined {
  if (request.method !== 'GET' || url.origin !== siteOrigin) return undefined;
  if (/^\/(admin|functions)(\/|$)/.test(url.pathname) || url.pathname === SERVICE_WORKER_URL) return undefined;
  if (request.mode === 'navigate') return 'page';
  if (url.pathname.startsWith('/_data/') && url.pathname.endsWith('.json')) return 'page-data';
  if (request.destination === 'image') return 'image';
  return undefined;
}
