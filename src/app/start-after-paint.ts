// The only script a built page runs before its first paint, inlined into <head> as a classic script (scripts/inline-script.ts).
// It fetches nothing: once the page has painted, it adds the hydration preloads (boot, the app, the page's blocks and
// data) so they download in parallel, and imports boot. A script file named in the HTML would be fetched and run
// before the first paint, where it competes with the stylesheet and the page's text on a slow link.
import { HYDRATION_PRELOADS_ID } from '../content/page-data';

/** Longest wait for the first paint where the browser never reports one, so the page still hydrates. */
const FIRST_PAINT_TIMEOUT_MS = 3000;

const bootUrl = document.currentScript?.dataset.boot;

/** Resolves once the whole document is parsed: hydration needs all of it. */
const parsed = () => new Promise<void>((resolve) => (document.readyState === 'loading' ? document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }) : resolve()));

/**
 * Resolves once the browser reports the first contentful paint (a frame that merely ran can still be waiting to be
 * shown on a slow phone); after the next frame where paints are not reported, and at once in a hidden tab, which paints nothing.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return void requestAnimationFrame(() => setTimeout(resolve, 0));
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
    setTimeout(resolve, FIRST_PAINT_TIMEOUT_MS);
  });

void parsed()
  .then(afterFirstPaint)
  .then(() => {
    const preloads = document.getElementById(HYDRATION_PRELOADS_ID);
    if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content.cloneNode(true));
    if (bootUrl) return import(/* @vite-ignore */ bootUrl);
  });
