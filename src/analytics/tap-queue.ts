// Taps on tracked controls, heard from the first script a page runs (the inline starter calls queueTrackedTaps), so a
// tap before the app starts or while it hydrates is counted like a later one. Each tap waits in window.trackedTaps
// until the analytics module sends it (./index.ts); a page left with taps still waiting hands them to the visit's next page.
// Kept small: every page carries it inline. What a tap means is read later, by the module that sends it.

/** A tap as heard: the control's href, its data attributes (data-track, data-track-location) and its text as shown. */
export interface QueuedTap {
  href: string | null;
  track?: string;
  trackLocation?: string;
  text: string;
}

declare global {
  interface Window {
    trackedTaps?: QueuedTap[];
  }
}

/** Calls, e-mails and named actions (data-track): the controls whose tap is an analytics event. */
export const TRACKED = 'a[href^="tel:"],a[href^="mailto:"],[data-track]';
/** Where the taps of a page left before they were sent wait for the next page of the visit (this tab only). */
const UNSENT_TAPS_KEY = 'tracked-taps';

export const queuedTap = (control: HTMLElement): QueuedTap => ({ href: control.getAttribute('href'), ...control.dataset, text: control.textContent });

export function queueTrackedTaps(): void {
  let queue: QueuedTap[] = [];
  try {
    // The taps a page left unsent, taken out of storage, so that this page alone sends them.
    queue = JSON.parse(sessionStorage.getItem(UNSENT_TAPS_KEY) ?? '[]') as QueuedTap[];
    sessionStorage.removeItem(UNSENT_TAPS_KEY);
  } catch {
    // No storage (a private mode): nothing was handed on.
  }
  window.trackedTaps = queue;
  // On window in the capture phase, registered before any other listener, so nothing the page adds later can stop it.
  // Trusted clicks only: a tap held by the page and clicked again by its code once the block has hydrated is one tap.
  addEventListener(
    'click',
    (event) => {
      const control = event.isTrusted && (event.target as Element).closest?.<HTMLElement>(TRACKED);
      if (control) queue.push(queuedTap(control));
    },
    true,
  );
  // pagehide, not unload, which would keep the page out of the back/forward cache.
  addEventListener('pagehide', () => {
    try {
      if (queue.length) sessionStorage.setItem(UNSENT_TAPS_KEY, JSON.stringify(queue));
      queue.length = 0;
    } catch {
      // No storage: the taps stay with this page.
    }
  });
}
