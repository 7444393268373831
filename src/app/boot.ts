// The page's module script, imported once the page has painted (src/start-after-paint.ts; at once under the dev
// server). Consent defaults and the sending of tracked taps start, then the app that hydrates the prerendered page.
import { sendTrackedTaps } from '../analytics';
import { applyConsent, startConsentMode } from '../analytics/gtag';
import { listenForCookieSettings, readConsentChoice } from '../consent/consent-storage';
import { installDefaultPolicy } from './trusted-types';
import '../../renderer/styles.css';

// Trusted Types' default policy is in place before React renders or a tag loads anything.
installDefaultPolicy();
// Consent Mode's denied defaults go first, before anything could load a tag; a stored choice is re-applied at once.
startConsentMode();
const storedConsent = readConsentChoice();
if (storedConsent) applyConsent(storedConsent);
sendTrackedTaps();
// The footer's Cookie Settings answers from now, before the footer or the app has hydrated.
listenForCookieSettings(document);

await import('./entry-client');
