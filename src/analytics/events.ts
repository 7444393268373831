// Every analytics event of the spec (section 7) with its exact name, parameters and value in AUD.
// Pure builders: components say what happened, this module says what Google is told.
import type { ConversionKind } from './tracking-ids';

export type EventParams = Record<string, string | number>;

export interface AnalyticsEvent {
  name: string;
  params: EventParams;
  /** An Ads conversion recorded with the event. */
  conversion?: { kind: ConversionKind; value?: number };
}

/** Section 9's values, AUD. */
export const EVENT_VALUES = {
  phoneClick: 300,
  emailClick: 150,
  roiView: 100,
  formStart: 200,
  roiCalculated: 800,
  equipmentEnquiry: 2000,
  enquiry: 1000,
} as const;

const CURRENCY = 'AUD';

export const formStart = (formType: string, label: string, value: number = EVENT_VALUES.formStart): AnalyticsEvent => ({
  name: 'form_start',
  params: { form_type: formType, event_category: 'engagement', event_label: label, value, currency: CURRENCY },
});

export const phoneCall = (): AnalyticsEvent => ({
  name: 'phone_call',
  params: { event_category: 'contact', event_label: 'phone_click' },
  conversion: { kind: 'phone', value: EVENT_VALUES.phoneClick },
});

export const emailClick = (): AnalyticsEvent => ({
  name: 'click',
  params: { event_label: 'email_click', link_classes: 'email-link', value: EVENT_VALUES.emailClick, currency: CURRENCY },
});

export const roiCalculatorView = (industry: string, projectedSavings: number): AnalyticsEvent => ({
  name: 'page_view',
  params: { industry_type: industry, projected_savings: projectedSavings, value: EVENT_VALUES.roiView, currency: CURRENCY },
});

export const servicePageView = (serviceName: string): AnalyticsEvent => ({ name: 'service_page_view', params: { service_name: serviceName } });

/** value is the savings in thousands, capped at 100. */
export const roiCalculated = (industry: string, projectedSavings: number, roiPercentage: number): AnalyticsEvent => ({
  name: 'roi_calculated',
  params: {
    industry,
    projected_savings: projectedSavings,
    roi_percentage: roiPercentage,
    value: Math.min(100, projectedSavings / 1000),
  },
  conversion: { kind: 'roi', value: EVENT_VALUES.roiCalculated },
});

export const faqContact = (label: string): AnalyticsEvent => ({
  name: 'faq_page_contact',
  params: { event_category: 'conversion', event_label: label },
  conversion: { kind: 'faq' },
});

/** The enquiry reached the business: worth 2000 for equipment, 1000 otherwise. */
export function enquirySent(interest: string, industry: string): AnalyticsEvent {
  const value = interest === 'equipment' ? EVENT_VALUES.equipmentEnquiry : EVENT_VALUES.enquiry;
  return {
    name: 'lead_generation',
    params: { event_category: 'conversion', event_label: interest, industry, value, currency: CURRENCY },
    conversion: { kind: 'lead', value },
  };
}

export const emergencyCallClick = (location: string, label: string): AnalyticsEvent => ({
  name: 'emergency-call-click',
  params: { event_category: 'emergency_response', event_label: label, location, service_type: 'emergency_rust_removal' },
});

export const emergencyQuoteClick = (location: string, label: string): AnalyticsEvent => ({
  name: 'emergency-quote-click',
  params: { event_category: 'emergency_response', event_label: label, location },
});

/** The gtag parameters of a conversion: send_to, plus value and currency when a value is given. */
export function conversionParams(adsId: string, label: string, value?: number): EventParams {
  return value === undefined ? { send_to: `${adsId}/${label}` } : { send_to: `${adsId}/${label}`, value, currency: CURRENCY };
}

/** What a click on a link or button means: tel: is a call, mailto: an e-mail, data-track a named action. */
export interface ClickTarget {
  href: string;
  track?: string;
  location?: string;
  label: string;
}

export function clickEvents(target: ClickTarget): AnalyticsEvent[] {
  const events: AnalyticsEvent[] = [];
  if (target.track === 'emergency-call') events.push(emergencyCallClick(target.location ?? '', target.label));
  if (target.track === 'emergency-quote') events.push(emergencyQuoteClick(target.location ?? '', target.label));
  if (target.track === 'faq-contact') events.push(faqContact(target.label));
  if (target.href.startsWith('tel:')) events.push(phoneCall());
  if (target.href.startsWith('mailto:')) events.push(emailClick());
  return events;
}
