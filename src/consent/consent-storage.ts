// Reads and writes the visitor's choice; storage can be unavailable (private modes), which must not break the page.
import { CONSENT_STORAGE_KEY, parseConsentChoice, type ConsentChoice } from './consent-state';

export function readConsentChoice(): ConsentChoice | undefined {
  try {
    return parseConsentChoice(window.localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

/** Dispatched on window once a choice is stored, so what depends on it (the click ids kept) follows at once. */
export const CONSENT_CHANGED_EVENT = 'cookie-consent:changed';

export function storeConsentChoice(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
  } catch (error) {
    console.error('[consent] could not store the choice', error);
  }
  window.dispatchEvent(new Event(CONSENT_CHANGED_EVENT));
}

/** Dispatched by the footer's "Cookie settings" button to reopen the preferences. */
export const OPEN_COOKIE_PREFERENCES = 'cookie-preferences:open';
