// Larger text, as a visitor sets it in the browser (its default font size, so rem-based breakpoints move with it):
// the header keeps every control on screen and tappable at 150 % and 200 %, from phone to desktop width.
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { hydrated } from './axe';

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
      await expect(header.getByRole('link', { name: /Southern Cross.*home/ })).toBeVisible();
    });
  }
}
