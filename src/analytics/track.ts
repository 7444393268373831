// Sends analytics events through gtag (loaded on demand: pages that record nothing never download it).
import * as builders from './events';
import { conversionParams, type AnalyticsEvent } from './events';

export { builders };
import { gtag, tracking } from './gtag';

/** Analytics failures are only logged (spec section 8). */
export function send(event: AnalyticsEvent): void {
  try {
    if (tracking.measurementId) gtag('event', event.name, event.params);
    if (event.conversion) sendConversion(event.conversion.kind, event.conversion.value);
  } catch (error) {
    console.error('[analytics] could not record', event.name, error);
  }
}

function sendConversion(kind: NonNullable<AnalyticsEvent['conversion']>['kind'], value?: number): void {
  const label = tracking.conversionLabels[kind];
  if (!tracking.adsId || !label) {
    console.warn(`[analytics] ${kind} conversion skipped: ${tracking.adsId ? 'its label is missing or a placeholder' : 'no valid Google Ads id'}`);
    return;
  }
  gtag('event', 'conversion', conversionParams(tracking.adsId, label, value));
}

/** The page-view configuration on every route change. */
export function pageView(path: string, title: string): void {
  try {
    if (tracking.measurementId) gtag('config', tracking.measurementId, { page_path: path, page_title: title, page_location: window.location.href });
  } catch (error) {
    console.error('[analytics] could not record the page view', error);
  }
}
