// A prerendered page carries only the icons it shows (icon-sprite.ts); after load the sprite gets the rest, so a page
// the visitor navigates to draws all of its icons. One cached file of about 4 kB gzip, fetched once the page is ready.
import spriteUrl from './icons.svg?url';
import { SPRITE_ID } from './icon-sprite-id';
import { trustedHtml } from './trusted-html';

export async function completeIconSprite() {
  const sprite = document.getElementById(SPRITE_ID);
  if (!sprite) return;
  const response = await fetch(spriteUrl);
  if (!response.ok) return;
  const full = new DOMParser().parseFromString(trustedHtml(await response.text()) as string, 'image/svg+xml');
  for (const symbol of full.querySelectorAll('symbol')) if (!document.getElementById(symbol.id)) sprite.append(document.importNode(symbol, true));
}
