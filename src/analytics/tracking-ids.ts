// Which Google ids the build was given, checked by the spec's rules (section 5) before anything is sent.

interface TrackingEnv {
  VITE_GA_MEASUREMENT_ID?: string;
  VITE_GOOGLE_ADS_ID?: string;
  VITE_ADS_LABEL_LEAD?: string;
  VITE_ADS_LABEL_PHONE?: string;
  VITE_ADS_LABEL_ROI?: string;
  VITE_ADS_LABEL_FAQ?: string;
}

/** The conversions the site records, each with its own label from the environment. */
export type ConversionKind = 'lead' | 'phone' | 'roi' | 'faq';

export interface TrackingConfig {
  /** Google Analytics 4; absent when missing or a placeholder (analytics disabled). */
  measurementId?: string;
  /** Google Ads; absent when missing or a placeholder (conversions disabled). */
  adsId?: string;
  conversionLabels: Partial<Record<ConversionKind, string>>;
  /** Console warnings to print once. */
  warnings: string[];
}

/** Placeholders left in from templates: anything naming MEASUREMENT_ID or CONVERSION_ID, or G-/AW- followed by X's. */
const isPlaceholder = (id: string) => /MEASUREMENT_ID|CONVERSION_ID/i.test(id) || /^(G|AW)-X+$/i.test(id);

/** Valid only if non-empty, longer than 5 characters and not a placeholder. */
export const isValidTrackingId = (id: string | undefined): id is string => !!id && id.trim().length > 5 && !isPlaceholder(id.trim());

export function trackingConfig(env: TrackingEnv): TrackingConfig {
  const warnings: string[] = [];
  const checked = (name: keyof TrackingEnv, what: string) => {
    const value = env[name]?.trim();
    if (isValidTrackingId(value)) return value;
    warnings.push(`${name} is ${value ? `invalid or a placeholder ("${value}")` : 'not set'}: ${what} is disabled`);
    return undefined;
  };
  const measurementId = checked('VITE_GA_MEASUREMENT_ID', 'Google Analytics tracking');
  const adsId = checked('VITE_GOOGLE_ADS_ID', 'Google Ads conversion tracking');
  const labels: Record<ConversionKind, string | undefined> = {
    lead: env.VITE_ADS_LABEL_LEAD,
    phone: env.VITE_ADS_LABEL_PHONE,
    roi: env.VITE_ADS_LABEL_ROI,
    faq: env.VITE_ADS_LABEL_FAQ,
  };
  const conversionLabels = Object.fromEntries(
    Object.entries(labels).flatMap(([kind, label]) => (label && label.trim() && !isPlaceholder(label.trim()) ? [[kind, label.trim()]] : [])),
  ) as Partial<Record<ConversionKind, string>>;
  return { measurementId, adsId, conversionLabels, warnings };
}
