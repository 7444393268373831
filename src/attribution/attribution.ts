// Where a visit came from: the first page's path, its UTM parameters and the referrer's origin, kept once per
// visit and sent with an enquiry. Google's click ids (gclid, gbraid, wbraid) are kept and sent only with advertising consent.
import enquirySchema from '../../schema/enquiry.schema.json';
import type { Enquiry } from '../../schema/generated/types';

/** The enquiry fields that say where a lead came from (schema/enquiry.schema.json). */
export type VisitAttribution = Pick<Enquiry, 'landingPage' | 'utmSource' | 'utmMedium' | 'utmCampaign' | 'utmTerm' | 'utmContent' | 'referrerOrigin' | ClickIdField>;

/** Google Ads' click ids: gclid, and gbraid/wbraid where iOS withholds the gclid. */
type ClickIdField = 'gclid' | 'gbraid' | 'wbraid';
export type ClickIds = Partial<Pick<Enquiry, ClickIdField>>;
const CLICK_ID_FIELDS: readonly ClickIdField[] = ['gclid', 'gbraid', 'wbraid'];

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
  gbraid: true,
  wbraid: true,
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

/** What the first page of a visit says about where it came from, click ids apart. */
export function landingAttribution(landing: URL, referrer: string): VisitAttribution {
  const utm = Object.fromEntries(Object.entries(UTM_PARAMETERS).map(([parameter, field]) => [field, fitted(field, landing.searchParams.get(parameter))]));
  return withoutEmpty({ landingPage: fitted('landingPage', landing.pathname), ...utm, referrerOrigin: referrerOrigin(referrer, landing.origin) });
}

/** The click ids in an address, each as the schema takes it. */
export function clickIdsOf(landing: URL): ClickIds {
  return withoutEmpty(Object.fromEntries(CLICK_ID_FIELDS.map((field) => [field, fitted(field, landing.searchParams.get(field))])));
}

/** A campaign's click or tagged link starts a new visit, as Google Analytics counts one. */
export const startsCampaign = (landing: URL): boolean => [...Object.keys(UTM_PARAMETERS), ...CLICK_ID_FIELDS].some((parameter) => landing.searchParams.has(parameter));

/** A visit ends after 30 minutes without a page, as Google Analytics counts one. */
export const VISIT_IDLE_MS = 30 * 60 * 1000;
/** Click ids are kept 90 days with consent, Google's conversion window. */
const CLICK_ID_DAYS = 90;

/** What localStorage holds for the visit: its attribution and when a page of it was last seen. */
export interface StoredVisit {
  attribution: VisitAttribution;
  lastSeenAt: number;
}

/** Whether a page loaded now belongs to the stored visit, or starts a new one. */
export const continuesVisit = (stored: StoredVisit | undefined, landing: URL, now: number): stored is StoredVisit =>
  stored !== undefined && now - stored.lastSeenAt < VISIT_IDLE_MS && !startsCampaign(landing);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Only the attribution fields, each as the schema takes it. */
function attributionFields(value: Record<string, unknown>): VisitAttribution {
  const fields = Object.entries(value).filter(([field, text]) => typeof text === 'string' && field in ATTRIBUTION_FIELDS);
  return withoutEmpty(Object.fromEntries(fields.map(([field, text]) => [field, fitted(field as AttributionField, text as string)])) as VisitAttribution);
}

/** The stored visit, or nothing when what is stored is not one. */
export function parseVisit(stored: string | null): StoredVisit | undefined {
  try {
    const value: unknown = JSON.parse(stored ?? 'null');
    if (!isRecord(value) || !isRecord(value.attribution) || typeof value.lastSeenAt !== 'number') return undefined;
    const attribution = Object.entries(attributionFields(value.attribution)).filter(([field]) => !CLICK_ID_FIELDS.includes(field as ClickIdField));
    return { attribution: Object.fromEntries(attribution) as VisitAttribution, lastSeenAt: value.lastSeenAt };
  } catch {
    return undefined;
  }
}

/** The stored click ids while they are younger than 90 days; nothing once they are older or unreadable. */
export function parseClickIds(stored: string | null, now: number): ClickIds | undefined {
  try {
    const value: unknown = JSON.parse(stored ?? 'null');
    if (!isRecord(value) || !isRecord(value.ids) || typeof value.storedAt !== 'number') return undefined;
    if (now - value.storedAt > CLICK_ID_DAYS * 24 * 60 * 60 * 1000) return undefined;
    const ids = attributionFields(value.ids);
    return withoutEmpty(Object.fromEntries(CLICK_ID_FIELDS.map((field) => [field, ids[field]])));
  } catch {
    return undefined;
  }
}
