// Sends analytics events through gtag (loaded on demand: pages that record nothing never download it).
import * as builders from './events';
import { clickEvents, conversionParams, type AnalyticsEvent, type ClickTarget } from './events';
import type { QueuedTap } from './tap-queue';

export { builders };
import { eventsWelcome, gtag, tracking } from './gtag';

/** Records the event once the visitor's choice lets it in (see eventsWelcome). */
export function send(event: AnalyticsEvent): void {
  void eventsWelcome.then(() => record(event));
}

/** Records a queued tap's events once they may go, taking it from the queue in the same step: a tap is sent once, and a page left meanwhile hands it on. */
export function sendTap(queue: QueuedTap[], tap: QueuedTap): void {
  void eventsWelcome.then(() => {
    const index = queue.indexOf(tap);
    if (index < 0) return;
    queue.splice(index, 1);
    clickEvents(clickTarget(tap)).forEach(record);
  });
}

/** What a tap names, its text as read aloud: one space between words. */
export const clickTarget = ({ href, track, trackLocation, text }: QueuedTap): ClickTarget => ({ href: href ?? '', track, location: trackLocation, label: text.trim().replace(/\s+/g, ' ') });

/** Analytics failures are only logged (spec section 8). */
function record(event: AnalyticsEvent): void {
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
