// The visit's attribution in sessionStorage (one visit = one tab session): written on the first page, read when an
// enquiry is sent. A gclid seen before advertising consent is held in memory only, and written once consent is given.
import { readConsentChoice } from '../consent/consent-storage';
import { enquiryAttribution, fitted, landingAttribution, parseAttribution, type VisitAttribution } from './attribution';

const ATTRIBUTION_STORAGE_KEY = 'visit-attribution';

/** The landing page's gclid, while advertising consent is not (yet) given; never written anywhere. */
let unconsentedGclid: string | undefined;

const advertisingConsent = () => readConsentChoice()?.advertising === true;

function read(): VisitAttribution | undefined {
  try {
    return parseAttribution(window.sessionStorage.getItem(ATTRIBUTION_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

function write(attribution: VisitAttribution): void {
  try {
    window.sessionStorage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(attribution));
  } catch {
    // Storage can be unavailable (private modes); the enquiry then goes without attribution.
  }
}

/**
 * The address this document was loaded from. It runs after load, when a quick visitor may already have followed a
 * link inside the app, so `location` can name a later page without the campaign's query.
 */
const loadedFrom = () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.name ?? window.location.href;

/** Keeps the first page of the visit; later pages of the same visit change nothing. */
export function rememberLanding(landingUrl: string = loadedFrom(), referrer = document.referrer): void {
  if (read()) return;
  const consent = advertisingConsent();
  write(landingAttribution(new URL(landingUrl), referrer, consent));
  if (!consent) unconsentedGclid = landingAttribution(new URL(landingUrl), referrer, true).gclid;
}

/**
 * What an enquiry sends about where it came from, by the consent given now: the page the form is on, and the visit's
 * attribution (a gclid held back is written once consent is given, and dropped once it is withdrawn).
 */
export function attributionForEnquiry(formPage = window.location.pathname): VisitAttribution & { sourcePage?: string } {
  const sourcePage = fitted('sourcePage', formPage);
  const stored = read();
  if (!stored) return { sourcePage };
  const consent = advertisingConsent();
  const visit = enquiryAttribution(consent && !stored.gclid && unconsentedGclid ? { ...stored, gclid: unconsentedGclid } : stored, consent);
  if (visit.gclid !== stored.gclid) write(visit);
  return { sourcePage, ...visit };
}
