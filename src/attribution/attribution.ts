// Where a visit came from: the first page's path, its UTM parameters and the referrer's origin, kept once per
// visit and sent with an enquiry. Google's click id is kept and sent only with advertising consent.
import enquirySchema from '../../schema/enquiry.schema.json';
import type { Enquiry } from '../../schema/generated/types';

/** The enquiry fields that say where a lead came from (schema/enquiry.schema.json). */
export type VisitAttribution = Pick<Enquiry, 'landingPage' | 'utmSource' | 'utmMedium' | 'utmCampaign' | 'utmTerm' | 'utmContent' | 'referrerOrigin' | 'gclid'>;

type AttributionField = keyof VisitAttribution;

/** Every attribution field, so what is read back from storage is checked field by field. */
const ATTRIBUTION_FIELDS: Record<AttributionField, true> = {
  landingPage: true,
  utmSource: true,
  utmMedium: true,
  utmCampaign: true,
  utmTerm: true,
  utmContent: true,
  referrerOrigin: true,
  gclid: true,
};

const UTM_PARAMETERS: Record<string, AttributionField> = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
};

const properties = enquirySchema.properties as Record<string, { maxLength?: number; pattern?: string }>;

/** A value as the schema takes it: cut to its maxLength, and left out when empty or not matching its pattern. */
export function fitted(field: AttributionField | 'sourcePage', value: string | null | undefined): string | undefined {
  const { maxLength, pattern } = properties[field] ?? {};
  const text = value?.trim().slice(0, maxLength);
  if (!text) return undefined;
  return pattern && !new RegExp(pattern).test(text) ? undefined : text;
}

/** The referrer reduced to its origin, and nothing when it is our own site or not a web address. */
export function referrerOrigin(referrer: string, ownOrigin: string): string | undefined {
  try {
    const { origin, protocol } = new URL(referrer);
    if (origin === ownOrigin || (protocol !== 'https:' && protocol !== 'http:')) return undefined;
    return fitted('referrerOrigin', origin);
  } catch {
    return undefined;
  }
}

const withoutEmpty = (attribution: VisitAttribution): VisitAttribution =>
  Object.fromEntries(Object.entries(attribution).filter(([, value]) => value !== undefined)) as VisitAttribution;

/** What the first page of a visit says about where it came from; the gclid only when advertising is consented to. */
export function landingAttribution(landing: URL, referrer: string, advertisingConsent: boolean): VisitAttribution {
  const utm = Object.fromEntries(Object.entries(UTM_PARAMETERS).map(([parameter, field]) => [field, fitted(field, landing.searchParams.get(parameter))]));
  return withoutEmpty({
    landingPage: fitted('landingPage', landing.pathname),
    ...utm,
    referrerOrigin: referrerOrigin(referrer, landing.origin),
    gclid: advertisingConsent ? fitted('gclid', landing.searchParams.get('gclid')) : undefined,
  });
}

/** What an enquiry carries: the visit's attribution, its gclid only while advertising is consented to. */
export function enquiryAttribution(visit: VisitAttribution | undefined, advertisingConsent: boolean): VisitAttribution {
  if (!visit) return {};
  const { gclid, ...rest } = visit;
  return withoutEmpty({ ...rest, gclid: advertisingConsent ? gclid : undefined });
}

/** The stored attribution, or nothing when what is stored is not an object of strings. */
export function parseAttribution(stored: string | null): VisitAttribution | undefined {
  if (!stored) return undefined;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const fields = Object.entries(value).filter(([field, text]) => typeof text === 'string' && field in ATTRIBUTION_FIELDS);
    return Object.fromEntries(fields.map(([field, text]) => [field, fitted(field as AttributionField, text as string)]).filter(([, text]) => text !== undefined)) as VisitAttribution;
  } catch {
    return undefined;
  }
}

