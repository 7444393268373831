// The page's one module script. Consent defaults and click tracking start at once; the app that hydrates the
// prerendered page is fetched only after the page has painted, so the framework never delays the first paint.
import { listenForTrackedClicks } from './analytics';
import { applyConsent, startConsentMode } from './analytics/gtag';
import { readConsentChoice } from './consent/consent-storage';
import { HYDRATION_PRELOADS_ID } from './page-data';
import './styles.css';

// Consent Mode's denied defaults go first, before anything could load a tag; a stored choice is re-applied at once.
startConsentMode();
const storedConsent = readConsentChoice();
if (storedConsent) applyConsent(storedConsent);
listenForTrackedClicks(document);

/** Resolves once the whole document is parsed (this script is async, so it may run earlier). */
const parsed = () => new Promise<void>((resolve) => (document.readyState === 'loading' ? document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }) : resolve()));

/** Longest wait for the first paint where the browser never reports one, so the page still hydrates. */
const FIRST_PAINT_TIMEOUT_MS = 3000;

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

await parsed();
await afterFirstPaint();
// What hydrating this page needs (the app, React, the interactive blocks it places and its data file) starts
// downloading in parallel here, rather than one import at a time.
const preloads = document.getElementById(HYDRATION_PRELOADS_ID);
if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content.cloneNode(true));
await import('./entry-client');
