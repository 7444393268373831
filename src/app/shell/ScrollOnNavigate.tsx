import { useLayoutEffect, useRef } from 'react';
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

/** Scrolls each new page as scrollTarget says and remembers where the visitor was on each history entry. */
export function ScrollOnNavigate() {
  const { key, hash } = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef<Map<string, number>>(null);
  const firstPage = useRef(true);

  useLayoutEffect(() => {
    positions.current ??= readPositions();
    history.scrollRestoration = 'manual';
    const target = scrollTarget({ navigationType, hash, saved: positions.current.get(key), firstPage: firstPage.current });
    firstPage.current = false;
    if (target && 'top' in target) window.scrollTo(0, target.top);
    else if (target) document.getElementById(target.anchor)?.scrollIntoView();
    const remember = () => positions.current?.set(key, window.scrollY);
    const store = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...(positions.current ?? [])].slice(-100)));
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', store);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', store);
    };
    // Once per history entry: an in-page #anchor link keeps the entry's key, and the browser has scrolled for it.
  }, [key]);
  return null;
}
