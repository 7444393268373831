// A first visit on a phone (390 × 844), before any cookie choice: the hero's first two buttons (call and quote) are on
// the first screen above the cookie banner, the banner links the privacy policy, and at the end of the page the banner
// covers none of the footer's links; the hero is laid out in the order it arrives.
import { expect, test } from './test';
import { onScreenReport } from './on-screen';
import { routes } from './routes';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, storageState: { cookies: [], origins: [] } });

const banner = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Cookie Settings' });

test("on every route the hero's first two buttons are on the first screen, above the cookie banner, and a tap reaches them", async ({ page }) => {
  test.setTimeout(routes.length * 4_000);
  const covered: string[] = [];
  let heroesWithButtons = 0;
  for (const route of routes) {
    await page.goto(route.path);
    await expect(banner(page)).toBeVisible();
    const buttons = page.locator('main section:has(h1)').first().locator('a[href], button');
    const count = Math.min(2, await buttons.count());
    if (count > 0) heroesWithButtons += 1;
    const bannerTop = (await banner(page).boundingBox())!.y;
    for (let index = 0; index < count; index += 1) {
      const report = await onScreenReport(buttons.nth(index));
      const bottom = report.rect.y + report.rect.height;
      if (!report.inside || !report.onTop || bottom > bannerTop) covered.push(`${route.path}: "${(await buttons.nth(index).textContent())?.trim()}" ends at ${bottom} px, banner from ${Math.round(bannerTop)} px; a tap reaches ${report.hit}`);
    }
  }
  expect(heroesWithButtons, 'routes whose hero has buttons').toBeGreaterThan(20);
  expect(covered).toEqual([]);
});

// A slow phone paints what has arrived and draws the rest as it comes: the hero is laid out in the order of its HTML,
// or a part placed above one that came before it moves what was already on screen (a layout shift).
test("on every route the hero's parts stand top to bottom in the order of the page's HTML", async ({ page }) => {
  test.setTimeout(routes.length * 4_000);
  const outOfOrder: string[] = [];
  for (const route of routes) {
    await page.goto(route.path);
    const parts = await page
      .locator('main section:has(h1)')
      .first()
      .locator('h1')
      .evaluate((heading) => [...heading.parentElement!.children].map((part) => ({ tag: part.tagName.toLowerCase(), text: (part.textContent ?? '').trim().slice(0, 30), top: part.getBoundingClientRect().top, bottom: part.getBoundingClientRect().bottom })));
    parts.slice(1).forEach((part, index) => {
      const before = parts[index]!;
      if (part.top < before.bottom - 1) outOfOrder.push(`${route.path}: ${part.tag} "${part.text}" at ${Math.round(part.top)} px comes after ${before.tag} "${before.text}" (${Math.round(before.top)}-${Math.round(before.bottom)} px) in the HTML`);
    });
  }
  expect(outOfOrder).toEqual([]);
});

test('the cookie banner links the privacy policy, and the link opens it', async ({ page }) => {
  await page.goto('/');
  const link = banner(page).getByRole('link', { name: 'Privacy policy' });
  const report = await onScreenReport(link);
  expect(report.onTop, `a tap on the link reaches ${report.hit}`).toBe(true);
  await link.click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Privacy');
});

test('at the end of a page the cookie banner sits below the footer: every footer link is on screen and a tap reaches it', async ({ page }) => {
  await page.goto('/contact');
  await expect(banner(page)).toBeVisible();
  await page.keyboard.press('End');
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const legal = page.getByRole('contentinfo').getByRole('link', { name: /Privacy Policy|Terms/ });
  expect(await legal.count()).toBeGreaterThan(0);
  for (const link of await legal.all()) {
    await link.scrollIntoViewIfNeeded();
    const report = await onScreenReport(link);
    expect(report.onTop, `${await link.textContent()}: a tap reaches ${report.hit}`).toBe(true);
  }
  const footerBottom = await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().bottom);
  const bannerTop = (await banner(page).boundingBox())!.y;
  expect(bannerTop, 'the banner starts where the footer ends').toBeGreaterThanOrEqual(footerBottom - 1);
});
