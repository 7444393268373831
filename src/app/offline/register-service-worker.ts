import { SERVICE_WORKER_URL, SKIP_WAITING_MESSAGE } from './offline-routes';

/**
 * Registers /sw.js; a failure is only logged (spec). A new worker installed while this page is open waits, and is
 * told to take over when the page is left, so it controls the next page and never swaps the files of a form in use.
 */
export async function registerServiceWorker(container: ServiceWorkerContainer | undefined = navigator.serviceWorker): Promise<ServiceWorkerRegistration | undefined> {
  // The development server has no built worker.
  if (!container || import.meta.env.DEV) return undefined;
  try {
    const registration = await container.register(SERVICE_WORKER_URL);
    window.addEventListener('pagehide', () => registration.waiting?.postMessage({ type: SKIP_WAITING_MESSAGE }));
    return registration;
  } catch (error) {
    console.error('[service worker] registration failed', error);
    return undefined;
  }
}
