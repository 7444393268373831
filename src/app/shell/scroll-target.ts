// Where the window scrolls after a navigation, as data: declarative routing has no scroll restoration of its own.

type ScrollTarget = { top: number } | { anchor: string } | null;

interface Arrival {
  /** How the visitor got here: a link or redirect ('PUSH', 'REPLACE') or Back, Forward and reload ('POP'). */
  navigationType: 'POP' | 'PUSH' | 'REPLACE';
  hash: string;
  /** Where the visitor last was on this history entry, if anywhere. */
  saved: number | undefined;
  /** The page the browser loaded: it has already scrolled to its #anchor itself. */
  firstPage: boolean;
}

/** Back and Forward return to where the visitor was; a link opens at its #anchor, otherwise at the top. */
export function scrollTarget({ navigationType, hash, saved, firstPage }: Arrival): ScrollTarget {
  if (navigationType === 'POP' && saved !== undefined) return { top: saved };
  if (firstPage) return null;
  if (hash.length > 1) return { anchor: decodeURIComponent(hash.slice(1)) };
  return { top: 0 };
}
