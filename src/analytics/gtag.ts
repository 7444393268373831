// The one owner of window.gtag: Consent Mode defaults first, Google's tag only after the visitor allows it.
// Kept tiny because every page loads it; the events themselves live in ./track (loaded when needed).
import { allowsTags, consentModeState, DEFAULT_CONSENT_MODE, type ConsentChoice } from '../consent/consent-state';
import { trackingConfig, type TrackingConfig } from './tracking-ids';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

// Checked at build time in a built site, so pages carry the verdict and not the rules; checked here in development and tests.
export const tracking: TrackingConfig = typeof __TRACKING__ === 'object' ? __TRACKING__ : trackingConfig(import.meta.env);
const GTAG_HOST = 'https://www.googletagmanager.com';

/** gtag.js reads Arguments objects from the dataLayer, so this must push `arguments`, not an array. */
export function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  (window.dataLayer ??= []).push(arguments);
}

let started = false;

/** Runs before anything else in the browser: the denied-by-default consent state, even with no ids configured. */
export function startConsentMode(): void {
  if (started) return;
  started = true;
  window.dataLayer ??= [];
  window.gtag = gtag;
  gtag('consent', 'default', { ...DEFAULT_CONSENT_MODE });
  for (const warning of tracking.warnings) console.warn(`[analytics] ${warning}`);
  gtag('js', new Date());
  if (tracking.adsId) gtag('config', tracking.adsId);
}

let tagRequested = false;
let letEventsIn: () => void;

/**
 * Resolves once events may go to the dataLayer: the visitor has chosen, and the tag the choice allows has loaded (or
 * failed). An event waits until then: before a choice it is not the visitor's to give, and one handed to a tag still on
 * its way would leave with the page (./tap-queue.ts keeps a tap's across pages).
 */
export const eventsWelcome = new Promise<void>((resolve) => (letEventsIn = resolve));

function loadGoogleTag(): void {
  const id = tracking.measurementId ?? tracking.adsId;
  if (!id) letEventsIn();
  if (tagRequested || !id) return;
  tagRequested = true;
  const script = document.createElement('script');
  script.async = true;
  script.src = `${GTAG_HOST}/gtag/js?id=${encodeURIComponent(id)}`;
  script.onload = letEventsIn;
  script.onerror = () => {
    console.error('[analytics] Google tag failed to load');
    letEventsIn();
  };
  document.head.append(script);
}

/** On a choice and on load from storage: update Consent Mode, then load the tag if anything was granted. */
export function applyConsent(choice: ConsentChoice): void {
  gtag('consent', 'update', consentModeState(choice));
  if (allowsTags(choice)) loadGoogleTag();
  else letEventsIn();
}
