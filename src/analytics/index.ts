// What the app calls to record something: the tracking code loads on first use, never before,
// so a page that records nothing downloads none of it.
import type * as eventBuilders from './events';
import type { AnalyticsEvent } from './events';
import type { QueuedTap } from './tap-queue';

type EventBuilders = typeof eventBuilders;
/** An event, or a function naming one from the builders (so callers need not load them up front). */
type EventSource = AnalyticsEvent | ((builders: EventBuilders) => AnalyticsEvent);

const tracker = () => import('./track');
const unavailable = (error: unknown) => console.error('[analytics] tracking unavailable', error);

export function track(...sources: EventSource[]): void {
  tracker()
    .then(({ send, builders }) => sources.forEach((source) => send(typeof source === 'function' ? source(builders) : source)))
    .catch(unavailable);
}

export function trackPageView(path: string, title: string): void {
  tracker()
    .then(({ pageView }) => pageView(path, title))
    .catch(unavailable);
}

/**
 * Sends the taps on calls, e-mails and named buttons that the page's starter queued (./tap-queue.ts), and each later
 * one as it is queued; each stays in the queue until it is sent.
 */
export function sendTrackedTaps(): void {
  const queue = window.trackedTaps;
  if (!queue) return;
  const sendTap = (tap: QueuedTap) =>
    tracker()
      .then((tracking) => tracking.sendTap(queue, tap))
      .catch(unavailable);
  queue.forEach(sendTap);
  queue.push = (...taps) => {
    taps.forEach(sendTap);
    return Array.prototype.push.apply(queue, taps);
  };
}
