// What the app calls to record something: the tracking code loads on first use, never before,
// so a page that records nothing downloads none of it.
import type * as eventBuilders from './events';
import type { AnalyticsEvent, ClickTarget } from './events';

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

/** Calls, e-mails and named buttons everywhere are tracked here, from one listener, not per page. */
export function listenForTrackedClicks(root: Document): void {
  root.addEventListener(
    'click',
    (event) => {
      const element = event.target instanceof Element ? event.target.closest<HTMLElement>('a[href^="tel:"], a[href^="mailto:"], [data-track]') : null;
      if (!element) return;
      const target: ClickTarget = {
        href: element.getAttribute('href') ?? '',
        track: element.dataset.track,
        location: element.dataset.trackLocation,
        label: element.textContent.trim().replace(/\s+/g, ' '),
      };
      tracker()
        .then(({ send, builders }) => builders.clickEvents(target).forEach(send))
        .catch(unavailable);
    },
    { capture: true },
  );
}
