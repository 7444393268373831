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

/** Dispatched on window when the visitor asks for the cookie preferences (the footer's Cookie Settings). */
export const OPEN_COOKIE_PREFERENCES = 'cookie-preferences:open';

/**
 * The footer's Cookie Settings button. Its press is heard here, on the document, from the moment the boot script runs:
 * the footer hydrates only when the visitor nears it, and its code may still be downloading when they press.
 * `data-delegated` also tells deferred hydration not to hold the click for the footer's code.
 */
export const COOKIE_SETTINGS_BUTTON = '[data-delegated="cookie-settings"]';

/** A press on Cookie Settings not yet answered: one before the app started is kept for the consent host. */
let preferencesAsked = false;

export function listenForCookieSettings(root: Document): void {
  const onClick = (event: Event) => {
    if (!(event.target instanceof Element && event.target.closest(COOKIE_SETTINGS_BUTTON))) return;
    preferencesAsked = true;
    window.dispatchEvent(new Event(OPEN_COOKIE_PREFERENCES));
  };
  // In the capture phase: React stops a click on a part it has not hydrated yet before the click can bubble.
  root.addEventListener('click', onClick, { capture: true });
}

/** Whether Cookie Settings was pressed since the last call. */
export function takeCookieSettingsPress(): boolean {
  const asked = preferencesAsked;
  preferencesAsked = false;
  return asked;
}
