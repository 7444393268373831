import { describe, expect, it } from 'vitest';
import * as events from '../../src/analytics/events';
import { clickTarget } from '../../src/analytics/track';
import { isValidTrackingId, trackingConfig } from '../../src/analytics/tracking-ids';
import { ACCEPT_ALL, consentModeState, DEFAULT_CONSENT_MODE, parseConsentChoice, REJECT_ALL } from '../../src/consent/consent-state';

describe('consent mapping (Consent Mode v2)', () => {
  it('denies everything but security storage before a choice', () => {
    expect(DEFAULT_CONSENT_MODE).toEqual({
      ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied',
      functionality_storage: 'denied', personalization_storage: 'denied', security_storage: 'granted',
    });
  });

  it('maps analytics to analytics storage and advertising to the ad signals and personalization storage', () => {
    expect(consentModeState({ analytics: true, advertising: false, functional: true })).toEqual({
      ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted',
      functionality_storage: 'granted', personalization_storage: 'denied', security_storage: 'granted',
    });
    expect(consentModeState({ analytics: false, advertising: true, functional: true })).toMatchObject({
      ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', personalization_storage: 'granted', analytics_storage: 'denied',
    });
    expect(consentModeState(REJECT_ALL).security_storage).toBe('granted');
    expect(Object.values(consentModeState(ACCEPT_ALL)).every((signal) => signal === 'granted')).toBe(true);
  });

  it('reads a stored choice, always with functional true, and ignores anything unreadable', () => {
    expect(parseConsentChoice('{"analytics":true,"advertising":false,"functional":false}')).toEqual({ analytics: true, advertising: false, functional: true });
    expect(parseConsentChoice(null)).toBeUndefined();
    expect(parseConsentChoice('not json')).toBeUndefined();
    expect(parseConsentChoice('{"analytics":"yes","advertising":false}')).toBeUndefined();
    expect(parseConsentChoice('null')).toBeUndefined();
  });
});

describe('tracking ids (spec section 5)', () => {
  it('accepts real-looking ids and refuses empty, short and placeholder ones', () => {
    expect(isValidTrackingId('G-ABC123DEF4')).toBe(true);
    expect(isValidTrackingId('AW-123456789')).toBe(true);
    for (const bad of [undefined, '', '   ', 'G-123', 'G-XXXXXXXXXX', 'AW-XXXXXXXXX', 'G-MEASUREMENT_ID', 'AW-CONVERSION_ID']) expect(isValidTrackingId(bad)).toBe(false);
  });

  it('disables what is missing with a warning and drops placeholder conversion labels', () => {
    const config = trackingConfig({ VITE_GA_MEASUREMENT_ID: 'G-XXXXXXXXXX', VITE_GOOGLE_ADS_ID: 'AW-123456789', VITE_ADS_LABEL_LEAD: 'abcDEF123', VITE_ADS_LABEL_PHONE: 'CONVERSION_ID_PHONE', VITE_ADS_LABEL_ROI: ' ' });
    expect(config.measurementId).toBeUndefined();
    expect(config.adsId).toBe('AW-123456789');
    expect(config.conversionLabels).toEqual({ lead: 'abcDEF123' });
    expect(config.warnings).toEqual(['VITE_GA_MEASUREMENT_ID is invalid or a placeholder ("G-XXXXXXXXXX"): Google Analytics tracking is disabled']);
    expect(trackingConfig({}).warnings).toHaveLength(2);
  });
});

describe('analytics events (spec section 7, values from section 9)', () => {
  it('records an enquiry worth 2000 for equipment and 1000 otherwise', () => {
    expect(events.enquirySent('equipment', 'marine')).toEqual({
      name: 'lead_generation',
      params: { event_category: 'conversion', event_label: 'equipment', industry: 'marine', value: 2000, currency: 'AUD' },
      conversion: { kind: 'lead', value: 2000 },
    });
    expect(events.enquirySent('services', 'other').conversion).toEqual({ kind: 'lead', value: 1000 });
  });

  it('caps the ROI event value at 100 (savings in thousands) and adds the 800 conversion', () => {
    expect(events.roiCalculated('mining', 13600, 60.7)).toEqual({
      name: 'roi_calculated',
      params: { industry: 'mining', projected_savings: 13600, roi_percentage: 60.7, value: 13.6 },
      conversion: { kind: 'roi', value: 800 },
    });
    expect(events.roiCalculated('mining', 250000, 80).params.value).toBe(100);
    expect(events.roiCalculatorView('energy', 5000).params).toEqual({ industry_type: 'energy', projected_savings: 5000, value: 100, currency: 'AUD' });
  });

  it('builds conversions with send_to, and value and AUD only when there is a value', () => {
    expect(events.conversionParams('AW-1234567', 'abc', 300)).toEqual({ send_to: 'AW-1234567/abc', value: 300, currency: 'AUD' });
    expect(events.conversionParams('AW-1234567', 'abc')).toEqual({ send_to: 'AW-1234567/abc' });
  });

  it('reads clicks: calls, e-mails and the named emergency and FAQ buttons', () => {
    expect(events.clickEvents({ href: 'tel:+61255500000', label: 'Call' })).toEqual([events.phoneCall()]);
    expect(events.phoneCall()).toMatchObject({ name: 'phone_call', params: { event_category: 'contact', event_label: 'phone_click' }, conversion: { kind: 'phone', value: 300 } });
    expect(events.clickEvents({ href: 'mailto:info@example.com', label: 'E-mail' })).toEqual([
      { name: 'click', params: { event_label: 'email_click', link_classes: 'email-link', value: 150, currency: 'AUD' } },
    ]);
    expect(events.clickEvents({ href: 'tel:+61455500000', track: 'emergency-call', location: 'Brisbane', label: 'EMERGENCY: 0455 500 000' })).toEqual([
      { name: 'emergency-call-click', params: { event_category: 'emergency_response', event_label: 'EMERGENCY: 0455 500 000', location: 'Brisbane', service_type: 'emergency_rust_removal' } },
      events.phoneCall(),
    ]);
    expect(events.clickEvents({ href: '/contact?service=emergency-rust-removal-sydney', track: 'emergency-quote', location: 'Sydney', label: 'Request Emergency Quote' })).toEqual([
      { name: 'emergency-quote-click', params: { event_category: 'emergency_response', event_label: 'Request Emergency Quote', location: 'Sydney' } },
    ]);
    expect(events.clickEvents({ href: '/contact', track: 'faq-contact', label: 'Ask a Question' })[0]).toMatchObject({ name: 'faq_page_contact', params: { event_category: 'conversion' } });
    expect(events.clickEvents({ href: '/faq', label: 'FAQ' })).toEqual([]);
  });

  it('reads a tap the page queued before the app started as the click it was: its text as shown, one space between words', () => {
    expect(clickTarget({ href: 'tel:+61455500000', track: 'emergency-call', trackLocation: 'Brisbane', text: '\n  EMERGENCY:\n   0455 500 000 ' })).toEqual({ href: 'tel:+61455500000', track: 'emergency-call', location: 'Brisbane', label: 'EMERGENCY: 0455 500 000' });
    expect(clickTarget({ href: null, track: 'faq-contact', text: 'Ask a Question' })).toEqual({ href: '', track: 'faq-contact', location: undefined, label: 'Ask a Question' });
  });

  it('starts a form with the default value of 200 AUD', () => {
    expect(events.formStart('contact', 'contact_form')).toEqual({
      name: 'form_start',
      params: { form_type: 'contact', event_category: 'engagement', event_label: 'contact_form', value: 200, currency: 'AUD' },
    });
  });
});
