// The visitor's cookie choice and what it means for Google Consent Mode v2 (spec sections 3 and 4).

/** What localStorage holds under `cookie-consent`; functional is always true. */
export interface ConsentChoice {
  analytics: boolean;
  advertising: boolean;
  functional: true;
}

export const CONSENT_STORAGE_KEY = 'cookie-consent';

export const ACCEPT_ALL: ConsentChoice = { analytics: true, advertising: true, functional: true };
/** Reject All and the banner's close icon. */
export const REJECT_ALL: ConsentChoice = { analytics: false, advertising: false, functional: true };

type ConsentSignal = 'granted' | 'denied';
type ConsentModeState = Record<
  'ad_storage' | 'ad_user_data' | 'ad_personalization' | 'analytics_storage' | 'functionality_storage' | 'personalization_storage' | 'security_storage',
  ConsentSignal
>;

/** Before any choice (and before any tag loads): everything denied but security. */
export const DEFAULT_CONSENT_MODE: ConsentModeState = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'denied',
  personalization_storage: 'denied',
  security_storage: 'granted',
};

const signal = (granted: boolean): ConsentSignal => (granted ? 'granted' : 'denied');

/** The Consent Mode update for a choice: analytics → analytics storage; advertising → the ad signals and personalization storage. */
export function consentModeState(choice: ConsentChoice): ConsentModeState {
  return {
    ad_storage: signal(choice.advertising),
    ad_user_data: signal(choice.advertising),
    ad_personalization: signal(choice.advertising),
    analytics_storage: signal(choice.analytics),
    functionality_storage: signal(choice.functional),
    personalization_storage: signal(choice.advertising),
    security_storage: 'granted',
  };
}

/** Google's tag may load only once the visitor has allowed analytics or advertising. */
export const allowsTags = (choice: ConsentChoice) => choice.analytics || choice.advertising;

/** A stored choice, or undefined when there is none or it is unreadable (the banner then asks again). */
export function parseConsentChoice(stored: string | null): ConsentChoice | undefined {
  if (!stored) return undefined;
  try {
    const value = JSON.parse(stored) as Partial<Record<keyof ConsentChoice, unknown>> | null;
    if (!value || typeof value.analytics !== 'boolean' || typeof value.advertising !== 'boolean') return undefined;
    return { analytics: value.analytics, advertising: value.advertising, functional: true };
  } catch {
    return undefined;
  }
}
