// What Back remembers of each page the visitor leaves, so that it can draw the page at once where the visitor was
// (src/app/shell/ScrollOnNavigate.tsx places it, PageView draws it): loaded once the app has started.

/** Each history entry's page as the visitor left it: each part's height, and how many of its blocks reached the screen. */
const leftPages = new Map<string, { parts: number[]; blocksOnScreen: number }>();
const pageParts = () => [...document.querySelectorAll<HTMLElement>('main .render-near-screen')];

/**
 * Remembers the page on screen, for Back to this history entry: given its height at once, a part far from the screen
 * need not be laid out to find the remembered place (on the home page at 4x CPU, laying out every part took 250 ms),
 * and the blocks below the screen can wait for the first frame. `leading` is how many elements of the page's main
 * precede its blocks, one element each. Call it while the page is still on screen.
 */
export function rememberPage(key: string, leading: number) {
  const blocks = [...document.querySelector('main')!.children].slice(leading);
  // A block's wrapper that only marks where it starts (display: contents) has no box of its own: its first child has.
  const below = blocks.findIndex((block) => ((block.className === 'contents' && block.firstElementChild) || block).getBoundingClientRect().top >= innerHeight);
  const parts = pageParts().map((part) => {
    const { paddingTop, paddingBottom } = getComputedStyle(part);
    return part.clientHeight - parseFloat(paddingTop) - parseFloat(paddingBottom);
  });
  // A few numbers per page visited: a visit of a thousand pages keeps a few kilobytes.
  leftPages.set(key, { parts, blocksOnScreen: below < 0 ? blocks.length : below });
}

/** How many of the page's blocks were on screen or above it when the visitor left this history entry. */
export const blocksOnScreen = (key: string) => leftPages.get(key)?.blocksOnScreen;

/** Gives each part of the page drawn so far its height from when the visitor left this entry. */
export function giveRememberedHeights(key: string): boolean {
  const heights = leftPages.get(key)?.parts;
  const parts = pageParts();
  if (!heights || heights.length < parts.length) return false;
  parts.forEach((part, index) => (part.style.containIntrinsicBlockSize = `auto ${heights[index]}px`));
  return true;
}
