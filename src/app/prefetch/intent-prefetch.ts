// Fetches what the next page needs (its data and the code of its first screen) as soon as the visitor shows they are
// about to open it: a finger or a button pressed on its link, the pointer resting on it, or the link staying in view
// in the page's content. Loaded once the app has started, when the app opens the site's pages itself: the page's
// speculation rules, which prerender whole documents for a page that has not started, are removed then.
import type { PageData } from '../../content/page-data';
import { hydrateBlockOf } from '../../../renderer/deferred-hydration';
import { afterNextFrame } from '../after-next-frame';
import { clickMovedControls } from '../moved-tap';
import { SiteFooter } from '../shell/Layout';
import { neverAhead, routePaths } from '../site';
import { connectionAllowsPrefetch, pageAhead, type ConnectionFacts } from './next-page';

/** How long the pointer rests on a link before its page is fetched: a pointer passing over does not stop. */
const HOVER_MS = 65;
/** How long a link in the page's content stays in view before its page is fetched: a page scrolled past is not read. */
const IN_VIEW_MS = 250;
/** The links whose pages are fetched when they stay in view: those of the page's content, not the menu's or the footer's. */
const CONTENT_LINKS = 'main a[href]';

/** Loaded with this chunk, once the app has started (src/app/shell/ScrollOnNavigate.tsx: backMemory). */
export * as leftPages from '../left-pages';

/** `pages` is the app's page store: what it fetches, it keeps. */
export function startIntentPrefetch(pages: (key: string) => Promise<PageData>): void {
  for (const rules of document.querySelectorAll('script[type="speculationrules"]')) rules.remove();
  // Started with this chunk, as the first load has no byte to spare for it: a tap on a control moved from under the finger.
  clickMovedControls();
  const known = { routePaths: new Set(routePaths), neverAhead: new Set(neverAhead) };
  const connection = (navigator as Navigator & { connection?: ConnectionFacts }).connection;

  /** `pressed`: a finger or button on the link, or the pointer resting on it, rather than the link in view. */
  const ahead = (link: Element | null | undefined, pressed = true) => {
    if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    // Asked each time: the visitor can turn Save-Data on, or walk into a poor signal.
    if (!connectionAllowsPrefetch(connection)) return;
    const key = pageAhead(link.href, { here: location.href, ...known });
    if (!key) return;
    void pages(key);
    // The footer hydrates for the first navigation, which waits for it: its code comes now, and it hydrates when a
    // press or a rest of the pointer says the tap is near, rather than during the page change.
    void SiteFooter.load();
    if (pressed) hydrateBlockOf(document.querySelector('footer'));
  };
  const linkOf = (event: Event) => (event.target instanceof Element ? event.target.closest('a[href]') : null);

  // Capture, so that a press is seen even where a block stops it; a finger's touch is a pointerdown too.
  addEventListener('pointerdown', (event) => ahead(linkOf(event)), { capture: true, passive: true });

  let hovered: Element | null = null;
  let hoverTimer: ReturnType<typeof setTimeout> | undefined;
  addEventListener('pointerover', (event) => {
    const link = event.pointerType === 'mouse' ? linkOf(event) : null;
    if (link === hovered) return;
    clearTimeout(hoverTimer);
    hovered = link;
    if (link) hoverTimer = setTimeout(() => ahead(link), HOVER_MS);
  }, { passive: true });
  addEventListener('pointerout', (event) => {
    if (hovered && !(event.relatedTarget instanceof Node && hovered.contains(event.relatedTarget))) {
      clearTimeout(hoverTimer);
      hovered = null;
    }
  }, { passive: true });

  const main = document.querySelector('main');
  if (!main || typeof IntersectionObserver === 'undefined') return;
  const inView = new Map<Element, ReturnType<typeof setTimeout>>();
  const observer = new IntersectionObserver((entries) => {
    for (const { target, isIntersecting } of entries) {
      clearTimeout(inView.get(target));
      inView.delete(target);
      if (isIntersecting) inView.set(target, setTimeout(() => (observer.unobserve(target), ahead(target, false)), IN_VIEW_MS));
    }
  });
  const watched = new WeakSet<Element>();
  const watchContentLinks = () => {
    for (const link of document.querySelectorAll(CONTENT_LINKS)) if (!watched.has(link)) (watched.add(link), observer.observe(link));
  };
  // Once the page has loaded, so that nothing fetched ahead competes with the page itself; again for each new page,
  // once it is drawn: watching its links before its first frame held that frame back.
  let awaitingFrame = false;
  const watchOnceDrawn = () => {
    if (awaitingFrame) return;
    awaitingFrame = true;
    afterNextFrame(() => {
      awaitingFrame = false;
      watchContentLinks();
    });
  };
  const start = () => {
    watchContentLinks();
    new MutationObserver(watchOnceDrawn).observe(main, { childList: true, subtree: true });
  };
  if (document.readyState === 'complete') start();
  else addEventListener('load', start, { once: true });
}
