// The only script a built page runs before its first paint, inlined into <head> as a classic script (scripts/inline-script.ts).
// It fetches nothing: once the page has painted, it adds the hydration preloads (boot, the app, the page's blocks and
// data) so they download in parallel, and imports boot. A script file named in the HTML would be fetched and run
// before the first paint, where it competes with the stylesheet and the page's text on a slow link.
// It also starts hearing taps on tracked controls, so one made before boot has arrived is counted.
import { queueTrackedTaps } from '../analytics/tap-queue';
import { HYDRATION_PRELOADS_ID } from '../content/page-data';
import { afterNextFrame } from './after-next-frame';

queueTrackedTaps();

const bootUrl = document.currentScript?.dataset.boot;

/**
 * How long after the load event to wait for a first paint the browser never reports, so the page still hydrates.
 * Counted from the load event, not from the start: by then the stylesheet that held the paint is in (a browser that
 * reports paints reports this one a frame or two later), while on a poor signal the stylesheet alone can take seconds,
 * and scripts started before it lands would share the line with it and hold the first paint back further.
 */
const FIRST_PAINT_AFTER_LOAD_MS = 2000;

/** Resolves once the whole document is parsed: hydration needs all of it. */
const parsed = () => new Promise<void>((resolve) => (document.readyState === 'loading' ? document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }) : resolve()));

/***
 * Resolves once the browser reports the first contentful paint (a frame that merely ran can still be waiting to be
 * shown on a slow phone) and the frame after the parsed document is drawn: a first paint made while the HTML was still
 * arriving can show the header alone, and scripts fetched then would share the line with the rest of the first screen.
 * After the next frame where paints are not reported, and at once in a hidden tab, which paints nothing.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return void afterNextFrame(resolve);
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      afterNextFrame(resolve);
    }).observe({ type: 'paint', buffered: true });
    const waitAfterLoad = () => setTimeout(resolve, FIRST_PAINT_AFTER_LOAD_MS);
    if (document.readyState === 'complete') waitAfterLoad();
    else addEventListener('load', waitAfterLoad, { once: true });
  });

/**
 * Resolves once the page is shown: at once, or when a page Chrome prerendered (the speculation rules of the page
 * before) is opened. The page's code downloads while it is prerendered, but none of it runs until it is opened: a page
 * view, a queued enquiry sent or a visit's landing page recorded for a page the visitor never opened would be false.
 */
const shown = () => new Promise<unknown>((resolve) => ((document as Document & { prerendering?: boolean }).prerendering ? document.addEventListener('prerenderingchange', resolve, { once: true }) : resolve(0)));

void parsed()
  .then(afterFirstPaint)
  .then(() => {
    const preloads = document.getElementById(HYDRATION_PRELOADS_ID);
    if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content.cloneNode(true));
    return shown();
  })
  .then(() => {
    if (bootUrl) return import(/* @vite-ignore */ bootUrl);
  });
