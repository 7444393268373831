// Larger text, as a visitor sets it in the browser (its default font size, so rem-based breakpoints move with it):
// the header keeps every control on screen and tappable at 150 % and 200 %, from phone to desktop width, and no phone
// number, opening hours or e-mail address breaks mid-word, and no route is wider than the screen.
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { hydrated } from './axe';
import { routes } from './routes';
import { business, logoLinkName, shownHoursLines } from '../support/business-facts';

/** The browser's own text-size setting: 16 px becomes 24 or 32 px. */
async function textSize(page: Page, scale: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: Math.round(16 * scale), fixed: Math.round(13 * scale) } });
}

for (const scale of [1.5, 2]) {
  for (const width of [360, 390, 1024, 1280]) {
    test(`at ${scale * 100} % text and ${width} px the header fits, and its controls are on screen and tappable`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await textSize(page, scale);
      await page.goto('/contact');
      await hydrated(page);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(`${16 * scale}px`);
      const header = page.getByRole('banner');
      const spill = await header.evaluate((element) => Math.max(0, ...[...element.querySelectorAll('*')].map((child) => child.getBoundingClientRect().right - document.documentElement.clientWidth)));
      expect(spill, 'pixels of the header past the right edge').toBe(0);
      const controls = header.locator('a[href]:visible, button:visible');
      for (const control of await controls.all()) {
        const box = (await control.boundingBox())!;
        const name = (await control.getAttribute('aria-label')) ?? (await control.textContent());
        const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest('a, button')?.outerHTML.slice(0, 80), [box.x + box.width / 2, box.y + box.height / 2]);
        expect(hit, `${name} is what a tap at its centre reaches`).toBe(await control.evaluate((element) => element.outerHTML.slice(0, 80)));
      }
      // The logo link keeps its name when its words give way to the mark alone.
      await expect(header.getByRole('link', { name: logoLinkName })).toBeVisible();
    });
  }
}

/** The facts a reader must see whole: each phone number, each set of opening hours, and each part of an e-mail address
 * between the places it may wrap (after the @, before a dot). */
const unbreakable = [
  ...Object.values(business.phones).map((phone) => phone.display.replace(/ /g, '\u00a0')),
  // Times such as 8:30 AM-5:00 PM; "24 hours" is also a phrase of ordinary sentences, which wrap between words.
  ...Object.keys(business.hours).flatMap(shownHoursLines).filter((line) => /\d(:\d\d)?\s?[ap]m/i.test(line)),
  ...Object.values(business.emails).flatMap((email) => email.display.split(/(?<=@)|(?=\.)/)),
];

const WIDTHS = [360, 390, 1024, 1280];

// Each route loaded once a text size and laid out at every width in turn (the stylesheet's breakpoints follow the window
// as it changes): a load a layout took four times as long for the same checks.
for (const scale of [1, 1.5, 2]) {
  test(`at ${scale * 100} % text and ${WIDTHS.join(', ')} px no route scrolls sideways, and no phone number, opening hours or e-mail address breaks mid-word`, async ({ page }) => {
    test.setTimeout(routes.length * WIDTHS.length * 3_000);
    await textSize(page, scale);
    const spills: string[] = [];
    const broken: string[] = [];
    for (const route of routes) {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
      // The stylesheet is in by the load event (DOMContentLoaded may come before it).
      await page.goto(route.path);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        // Measured on the layout drawn at this width: a frame in the middle of the resize once spilled 1 px on a loaded host.
        await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
        const found = await page.evaluate((facts) => {
          const lines = (range: Range) => new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size;
          const out: string[] = [];
          const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if ((node.parentElement as HTMLElement | null)?.closest('dialog:not([open]), [hidden], script, template')) continue;
            for (const fact of facts) {
              const at = node.nodeValue!.indexOf(fact);
              if (at < 0) continue;
              const range = document.createRange();
              range.setStart(node, at);
              range.setEnd(node, at + fact.length);
              if (lines(range) > 1) out.push(fact);
            }
          }
          // An animation (the emergency button's halo) widens what it moves: measured at each of its keyframes, as a
          // halo grown past the edge once scrolled the page sideways only in the frames it was drawn at.
          const spillNow = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;
          let spill = spillNow();
          for (const animation of document.getAnimations()) {
            const duration = Number(animation.effect?.getComputedTiming().duration) || 0;
            if (!(animation.effect instanceof KeyframeEffect) || !duration) continue;
            animation.pause();
            for (const { offset } of animation.effect.getKeyframes()) {
              animation.currentTime = Math.min(offset ?? 0, 0.999) * duration;
              spill = Math.max(spill, spillNow());
            }
          }
          return { broken: out, spill, width: innerWidth };
        }, unbreakable);
        expect(found.width, `${route.path}: the window is ${width} px wide`).toBe(width);
        broken.push(...found.broken.map((fact) => `${route.path} at ${width} px: ${fact}`));
        if (found.spill > 0) spills.push(`${route.path} at ${width} px: ${found.spill} px`);
      }
    }
    expect(spills, 'routes wider than the screen').toEqual([]);
    expect(broken, 'facts on two lines').toEqual([]);
  });
}
