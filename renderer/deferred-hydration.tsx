// Prerendered content is already on screen and its links already work, so hydrating a block the visitor has not
// reached is work spent too early: a block below the fold hydrates when it comes near the viewport, or at once
// when the visitor presses, taps, types or focuses inside it, and only then downloads its code if the page has not.
// A navigation removes the page's blocks unhydrated; only what stays on screen hydrates for it (the footer: see
// `now`). Pages rendered by a navigation are not deferred.
import { Suspense, use, useEffect, useId, useSyncExternalStore, type ReactNode } from 'react';
import { isPlainClick } from './ui/plain-click';

/** How far outside the viewport a block starts hydrating, so it is ready by the time it scrolls into view. */
const NEAR_VIEWPORT = '400px 0px';
/** Events React treats as discrete: each hydrates the block it lands in before React handles it. */
const INTERACTIONS = ['pointerdown', 'mousedown', 'touchstart', 'keydown', 'focusin', 'click'] as const;
/** The longest a tap waits for its block's code: on a stalled network it then goes through as a plain click. */
const HOLD_LIMIT_MS = 1000;
/** Marks a deferred block's wrapper in the prerendered HTML, with the block's useId as value. */
const ATTRIBUTE = 'data-hydrate';

const noSubscription = () => () => {};
/** True while React hydrates prerendered HTML (it reads the server snapshot then), false in a client render. */
const useHydrating = () => useSyncExternalStore(noSubscription, () => false, () => true);

/** A promise React's `use` reads as resolved without waiting a microtask (its `status` convention). */
export type Wait = Promise<void> & { status?: 'fulfilled'; value?: undefined };

/** The deferred blocks not hydrated yet, by block id. */
const waits = new Map<string, { promise: Wait; release: () => void }>();
/** Clicks held while their block's code downloads, by block id: each is clicked again once the block has hydrated, or at its time limit. */
const heldClicks = new Map<string, { click: () => void; limit: ReturnType<typeof setTimeout> }>();
/** The element being clicked again, let through untouched. */
let replaying: EventTarget | undefined;
let observer: IntersectionObserver | undefined;

function release(wrapper: Element) {
  const id = wrapper.getAttribute(ATTRIBUTE);
  if (id !== null) waits.get(id)?.release();
  for (const child of wrapper.children) observer?.unobserve(child);
}

/** Hydrates every block still waiting: a link within the page the visitor is on updates its blocks, which React must hydrate first. */
export function hydrateEveryBlock() {
  for (const wait of waits.values()) wait.release();
  observer?.disconnect();
}

/** Whether the deferred block that holds `element` has hydrated (true of an element in no deferred block). */
export function hasHydrated(element: Element | null): boolean {
  const id = element?.closest(`[${ATTRIBUTE}]`)?.getAttribute(ATTRIBUTE);
  return id == null || !waits.has(id);
}

/** Hydrates the deferred block that holds `element` now, as when the visitor nears it. */
export function hydrateBlockOf(element: Element | null) {
  const wrapper = element?.closest(`[${ATTRIBUTE}]`);
  if (wrapper) release(wrapper);
}

function watch() {
  observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const wrapper = entry.isIntersecting ? entry.target.parentElement?.closest(`[${ATTRIBUTE}]`) : null;
        if (wrapper) release(wrapper);
      }
    },
    { rootMargin: NEAR_VIEWPORT },
  );
  // On window, in the capture phase: this runs before React's own listener on the document, which would stop an
  // event aimed at a block it cannot hydrate yet; releasing the block here lets React hydrate it and handle the event.
  const onInteraction = (event: Event) => {
    const wrapper = event.target instanceof Element ? event.target.closest(`[${ATTRIBUTE}]`) : null;
    if (!wrapper || event.target === replaying) return;
    release(wrapper);
    const id = wrapper.getAttribute(ATTRIBUTE)!;
    const wait = waits.get(id);
    if (event.type === 'click' && wait && wait.promise.status !== 'fulfilled' && isPlainClick(event) && !isDelegated(event)) holdClick(event, id);
  };
  for (const type of INTERACTIONS) window.addEventListener(type, onInteraction, { capture: true, passive: type !== 'click' });
}

/**
 * A control that needs no block code to answer: one the page's boot script handles for itself (`data-delegated`), or a
 * call or e-mail link, whose dialer or mail client must open at the tap (the tap is counted without React: src/analytics/tap-queue.ts).
 */
const isDelegated = (event: Event) => (event.target as Element).closest('[data-delegated],a[href^="tel:"],a[href^="mailto:"]') !== null;

/**
 * A click on a block whose code is still downloading would reach neither React nor the click tracking in time: a
 * link would leave by a full page load. It is held, and clicked again once the block has hydrated (or, if its code
 * cannot be had or takes longer than HOLD_LIMIT_MS, as it was, natively: a tap never waits on a stalled network).
 */
function holdClick(event: Event, id: string) {
  const target = event.target as HTMLElement;
  event.preventDefault();
  event.stopImmediatePropagation();
  // The first click waiting is the tap: a later one (a second tap, or the browser's own click of a tap that
  // src/app/moved-tap.ts rescued, on what press and release had in common) is let go.
  if (heldClicks.has(id)) return;
  const click = () => {
    replaying = target;
    target.click();
    replaying = undefined;
  };
  heldClicks.set(id, { click, limit: setTimeout(() => clickHeld(id), HOLD_LIMIT_MS) });
}

function clickHeld(id: string) {
  const held = heldClicks.get(id);
  if (!held) return;
  heldClicks.delete(id);
  clearTimeout(held.limit);
  held.click();
}

/** Resolves when the prerendered block with this id nears the viewport or is interacted with, and its code has loaded. */
function whenWanted(id: string, load: () => Wait): Promise<void> {
  const known = waits.get(id);
  if (known) return known.promise;
  let resolve = () => {};
  const promise: Wait = new Promise<void>((done) => (resolve = done));
  const fulfil = () => {
    promise.status = 'fulfilled';
    resolve();
  };
  // Code in hand is released at once, so that React can hydrate the block within the event that released it. A
  // download that failed is tried again on the next interaction; until then the prerendered block stays as it is.
  const releaseWait = () => {
    const code = load();
    if (code.status === 'fulfilled') fulfil();
    else code.then(fulfil, () => clickHeld(id));
  };
  waits.set(id, { promise, release: releaseWait });
  const wrapper = document.querySelector(`[${ATTRIBUTE}="${CSS.escape(id)}"]`);
  if (!wrapper || typeof IntersectionObserver === 'undefined') releaseWait();
  else {
    if (!observer) watch();
    for (const child of wrapper.children) observer!.observe(child);
  }
  return promise;
}

/** What the gate reads when there is nothing to wait for: `use` must be called on every render of a component. */
const noWait: Wait = Object.assign(Promise.resolve(), { status: 'fulfilled' as const });

function HydrationGate({ id, load, children }: { id: string; load: () => Wait; children: ReactNode }) {
  // Suspending while hydrating keeps the prerendered HTML in place; React hydrates it once the promise resolves.
  use(useHydrating() && typeof document !== 'undefined' ? whenWanted(id, load) : noWait);
  useEffect(() => {
    waits.delete(id);
    clickHeld(id);
  }, [id]);
  return children;
}

/**
 * Hydrates its children when they are wanted (see above), once `load` has brought their code, or `now`. The wrapper
 * has no box (`display: contents`), so layout and styles see the children as before; it only marks where the
 * prerendered block starts.
 */
export function DeferredHydration({ load, now = false, children }: { load: () => Wait; now?: boolean; children: ReactNode }) {
  const id = useId();
  // In render, not an effect: React holds a transition that updates a prerendered block until the block has hydrated.
  if (now) waits.get(id)?.release();
  return (
    <div className="contents" data-hydrate={id}>
      <Suspense>
        <HydrationGate id={id} load={load}>
          {children}
        </HydrationGate>
      </Suspense>
    </div>
  );
}
