// Whether the header's menu fits its row on the narrowest screen that shows it in full (1024 px), estimated from the
// labels: the content model has no browser to measure in, so the editor can refuse a menu that would spill past the
// screen's edge before anyone sees it. The browser tests measure the real row (tests/e2e/on-screen-nav.spec.ts).
import type { Navigation } from '../../schema/generated/types';
import { NAVIGATION_FILE } from './content-files';
import type { SiteProblem } from './problems';

/** The page column at 1024 px (1024 less 32 px each side). */
const ROW_PX = 960;
/** Beside the menu: the logo's mark, the call button, the gaps between them. */
const FIXED_PX = 40 + 44 + 8 + 2 * 16;
/** Measured in Chromium on the site's menu: an item's padding, and its letters' average width (14 px, semibold). */
const ITEM_PADDING_PX = 12;
const MENU_LETTER_PX = 8.5;
/** The Services item's arrow. */
const SERVICES_ARROW_PX = 20;
/** The quote button: its padding, and its letters' average width (15 px, semibold). */
const QUOTE_PADDING_PX = 32;
const QUOTE_LETTER_PX = 9.7;

const menuItemPx = (label: string) => ITEM_PADDING_PX + MENU_LETTER_PX * label.length;

/** The estimated width of the header's row at 1024 px, and the room it has. */
export function headerRowAt1024({ services, links, quote }: Navigation['header']): { needs: number; has: number } {
  const menu = menuItemPx(services.label) + SERVICES_ARROW_PX + links.reduce((sum, link) => sum + menuItemPx(link.label), 0);
  const quoteButton = QUOTE_PADDING_PX + QUOTE_LETTER_PX * quote.label.length;
  return { needs: Math.round(FIXED_PX + menu + quoteButton), has: ROW_PX };
}

/** A menu too long for its row: where it is, what happens, and the fix; none when it fits. */
export function headerFitProblems(header: Navigation['header']): SiteProblem[] {
  const { needs, has } = headerRowAt1024(header);
  if (needs <= has) return [];
  const message = `the header menu needs about ${needs} px on a 1024-px laptop screen, which has ${has}: it would spill past the edge of the screen`;
  const hint = `shorten a menu label by about ${Math.ceil((needs - has) / MENU_LETTER_PX)} letters, or move a link to the footer`;
  return [{ file: NAVIGATION_FILE, segments: ['header', 'links'], message, hint }];
}
