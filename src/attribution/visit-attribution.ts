// The visit's attribution in localStorage, so it lasts across reloads and new tabs: landing page, UTM and referrer
// written when the visit starts (a page after 30 idle minutes, or a campaign's link), read when an enquiry is sent.
// Google's click ids are written only while advertising consent is given (kept 90 days) and removed when it is
// withdrawn; one seen before consent is held in this page's memory until the choice is made.
import { CONSENT_STORAGE_KEY } from '../consent/consent-state';
import { CONSENT_CHANGED_EVENT, readConsentChoice } from '../consent/consent-storage';
import { clickIdsOf, continuesVisit, fitted, landingAttribution, parseClickIds, parseVisit, type ClickIds, type StoredVisit, type VisitAttribution } from './attribution';

const VISIT_KEY = 'visit-attribution';
const CLICK_IDS_KEY = 'ad-click-ids';

/** The landing page's click ids while advertising consent is not (yet) given; never written anywhere. */
let heldClickIds: ClickIds = {};

const advertisingConsent = () => readConsentChoice()?.advertising === true;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === undefined) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage can be unavailable (private modes); the enquiry then goes without attribution.
  }
}

/** Writes the click ids held back once consent is given; removes every stored one once it is withdrawn. */
function followConsent(): void {
  if (!advertisingConsent()) return write(CLICK_IDS_KEY, undefined);
  if (Object.keys(heldClickIds).length) write(CLICK_IDS_KEY, { ids: heldClickIds, storedAt: Date.now() });
  heldClickIds = {};
}

/**
 * The address this document was loaded from. It runs after load, when a quick visitor may already have followed a
 * link inside the app, so `location` can name a later page without the campaign's query.
 */
const loadedFrom = () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.name ?? window.location.href;

/** Starts the visit, or marks it still going; takes the click ids the landing address carries; follows consent from now on. */
export function rememberLanding(landingUrl: string = loadedFrom(), referrer = document.referrer, now = Date.now()): void {
  const landing = new URL(landingUrl);
  const stored = parseVisit(read(VISIT_KEY));
  const visit: StoredVisit = continuesVisit(stored, landing, now) ? { ...stored, lastSeenAt: now } : { attribution: landingAttribution(landing, referrer), lastSeenAt: now };
  write(VISIT_KEY, visit);
  const ids = clickIdsOf(landing);
  if (Object.keys(ids).length) heldClickIds = ids;
  followConsent();
  window.addEventListener(CONSENT_CHANGED_EVENT, followConsent);
  // A choice made in another tab.
  window.addEventListener('storage', (event) => event.key === CONSENT_STORAGE_KEY && followConsent());
}

/**
 * What an enquiry sends about where it came from, by the consent given now: the page the form is on, the visit's
 * attribution and, with advertising consent, the click ids.
 */
export function attributionForEnquiry(formPage = window.location.pathname): VisitAttribution & { sourcePage?: string } {
  followConsent();
  const sourcePage = fitted('sourcePage', formPage);
  const visit = parseVisit(read(VISIT_KEY))?.attribution ?? {};
  const ids = advertisingConsent() ? (parseClickIds(read(CLICK_IDS_KEY), Date.now()) ?? {}) : {};
  return { sourcePage, ...visit, ...ids };
}
