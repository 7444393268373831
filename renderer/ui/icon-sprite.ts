// For server renders only (the prerendered pages and the development server): each page carries inline, first in its
// <body>, the symbols of the icons it shows, so an icon is a same-document <use href="#name"> with no request of its
// own and no shadow tree fetched from another document (measured on /: 15-24 ms less main-thread time than
// /icons.svg#name). The other icons come after load (complete-sprite.ts), for pages reached by navigation.
// React 19 skips elements it did not render at the top of <body> while hydrating, so no drawing is in the scripts.
// 0x0 and aria-hidden keep the sprite off screen and out of the accessibility tree; HTML forbids `hidden` on <svg>.
import { SPRITE_ID } from './icon-sprite-id';
import spriteFile from './icons.svg?raw';

const symbols = [...spriteFile.matchAll(/<symbol id="([^"]+)"[\s\S]*?<\/symbol>/g)].map(([markup, id]) => ({ id: id!, markup }));

/** The sprite with the symbols of the icons `html` uses (every symbol with `all`). */
export function spriteFor(html: string, all = false): string {
  const used = new Set([...html.matchAll(/href="#([^"]+)"/g)].map(([, id]) => id));
  const kept = symbols.filter((symbol) => all || used.has(symbol.id)).map((symbol) => symbol.markup);
  return `<svg xmlns="http://www.w3.org/2000/svg" id="${SPRITE_ID}" aria-hidden="true" width="0" height="0">${kept.join('')}</svg>`;
}

/** The page's HTML with the sprite of its icons as the first child of its <body>. */
export const withIconSprite = (html: string, all = false) => html.replace(/<body[^>]*>/, (body) => body + spriteFor(html, all));
