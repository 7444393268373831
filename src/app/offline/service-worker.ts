// The service worker (built to /sw.js by scripts/build.ts, its precache list injected by workbox-build):
// precached app shell and the pages a visitor in trouble needs, pages and their data network first with a
// cache fallback, the offline page for a page not saved, and the queued enquiries sent by Background Sync.
import { ExpirationPlugin } from 'workbox-expiration';
import { addRoute, cleanupOutdatedCaches, matchPrecache, precache, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ENQUIRY_QUEUE_CHANNEL, ENQUIRY_SYNC_TAG, replayQueue, waitingEnquiries } from '../../enquiry/enquiry-queue';
import { OFFLINE_PAGE_PATH, pageFile, SKIP_WAITING_MESSAGE, workerRoute, type WorkerRoute } from './offline-routes';

interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface SyncEvent extends ExtendableEvent {
  tag: string;
}
interface WorkerScope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'sync', listener: (event: SyncEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}
declare const self: WorkerScope;

// A slow network falls back to the saved copy after this long rather than leaving a visitor on a blank screen.
const NETWORK_TIMEOUT_SECONDS = 6;

precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const routed = (route: WorkerRoute) => ({ request, url }: { request: Request; url: URL }) => workerRoute(request, url, self.location.origin) === route;

/** When neither the network nor the visited pages' cache answers: the first of these files in the precache. */
const precacheFallback = (files: (url: URL) => string[]) => ({
  handlerDidError: async ({ request }: { request: Request }) => {
    for (const file of files(new URL(request.url))) {
      const saved = await matchPrecache(file);
      if (saved) return saved;
    }
    return undefined;
  },
});

registerRoute(
  routed('page'),
  new NetworkFirst({
    cacheName: 'pages',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [new ExpirationPlugin({ maxEntries: 80 }), precacheFallback((url) => [pageFile(url.pathname), pageFile(OFFLINE_PAGE_PATH)])],
  }),
);
registerRoute(
  routed('page-data'),
  new NetworkFirst({
    cacheName: 'page-data',
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [new ExpirationPlugin({ maxEntries: 80 }), precacheFallback((url) => [url.pathname])],
  }),
);
// Hashed scripts and styles: from the precache, which a new worker replaces as a whole.
addRoute();
registerRoute(routed('image'), new StaleWhileRevalidate({ cacheName: 'images', plugins: [new ExpirationPlugin({ maxEntries: 40 })] }));

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
});

/** Every page of the site hears each attempt, so each open notice stays true. */
const queueChannel = new BroadcastChannel(ENQUIRY_QUEUE_CHANNEL);
const owner = `worker-${Math.random().toString(36).slice(2)}`;

async function sendQueuedEnquiries(): Promise<void> {
  await replayQueue({ owner, dueOnly: false, onAttempt: (attempt) => queueChannel.postMessage(attempt) });
  // A sync that fails is tried again by the browser later.
  if ((await waitingEnquiries()).length) throw new Error('enquiries still waiting: the browser retries this sync later');
}

self.addEventListener('sync', (event) => {
  if (event.tag === ENQUIRY_SYNC_TAG) event.waitUntil(sendQueuedEnquiries());
});
