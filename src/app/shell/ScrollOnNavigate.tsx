import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { scrollTarget } from './scroll-target';

const STORAGE_KEY = 'scroll-positions';

/** Scroll positions by history entry, kept in the tab's session storage so a reload returns to the same place. */
function readPositions(): Map<string, number> {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][]);
  } catch {
    return new Map();
  }
}

const HEADING = 'h1, h2, h3, h4, h5, h6';

/**
 * After a navigation inside the app, focus goes where the visitor arrived, so the keyboard carries on from there and a
 * screen reader reads it: the anchor's heading (the anchor itself when it has none), or the page's main heading.
 * Without scrolling: the window is placed already.
 */
function focusArrival(anchor: HTMLElement | null) {
  const arrival = anchor ? (anchor.matches(HEADING) ? anchor : (anchor.querySelector<HTMLElement>(HEADING) ?? anchor)) : document.querySelector<HTMLElement>('main h1');
  if (!arrival) return;
  if (arrival.tabIndex < 0 && !arrival.hasAttribute('tabindex')) arrival.setAttribute('tabindex', '-1');
  arrival.focus({ preventScroll: true });
}

/**
 * Parts of a page far from the screen are not laid out (`render-near-screen` in renderer/styles.css) and stand at a
 * placeholder height, so a place measured among them would be wrong once they are drawn. While placing, every part is
 * laid out; after a frame has been drawn each keeps its real height as its placeholder, and the attribute goes.
 */
function placeWithEveryPartLaidOut(place: () => void) {
  const root = document.documentElement;
  root.dataset.placing = '';
  place();
  requestAnimationFrame(() => requestAnimationFrame(() => delete root.dataset.placing));
}

/**
 * What Back remembers of each page left (src/app/left-pages.ts), in a chunk loaded once the app has started, as every page's
 * first load has no byte to spare; until it has come, Back lays out every part to find its place.
 */
export const backMemory: { of?: typeof import('../left-pages') } = {};

/** Scrolls each new page as scrollTarget says, moves focus there, and remembers where the visitor was on each history entry. */
export function ScrollOnNavigate() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number>>(null);
  // The page the browser loaded, told apart by its entry's key rather than by a first run, which StrictMode repeats in development.
  const landing = useRef({ key, left: false });

  useLayoutEffect(() => {
    positions.current ??= readPositions();
    history.scrollRestoration = 'manual';
    if (key !== landing.current.key) landing.current.left = true;
    const arrivedFirst = !landing.current.left;
    const target = scrollTarget({ navigationType, hash, saved: positions.current.get(key), firstPage: arrivedFirst });
    // Instant: the page's smooth scrolling is for anchors within a page, not for arriving on a new one.
    const place = () => (target && 'top' in target ? window.scrollTo({ top: target.top, behavior: 'instant' }) : target && document.getElementById(target.anchor)?.scrollIntoView({ behavior: 'instant' }));
    // The top of a page is where it is whatever the height of the parts below, and a remembered place is where the parts
    // above it have their remembered heights: laying out a long page costs a frame or more.
    if (target && 'top' in target && (target.top === 0 || backMemory.of?.giveRememberedHeights(key))) place();
    else if (target) placeWithEveryPartLaidOut(place);
    if (!arrivedFirst) focusArrival(target && 'anchor' in target ? document.getElementById(target.anchor) : null);
    const remember = () => positions.current?.set(key, window.scrollY);
    // Where the page is now, also when the visitor scrolled before the app had started to listen (on a busy phone the
    // first page can be read, scrolled and left before it hydrates): Back then returned to its top.
    remember();
    const store = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...(positions.current ?? [])].slice(-100)));
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', store);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', store);
    };
    // Once per history entry: an in-page #anchor link keeps the entry's key, and the browser has scrolled for it.
  }, [key]);

  // A link to a section of the same page is the browser's own navigation: it scrolls there, and focus follows here.
  useEffect(() => {
    const follow = () => location.hash.length > 1 && focusArrival(document.getElementById(decodeURIComponent(location.hash.slice(1))));
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return null;
}
