import { expect, test } from './test';
import { hydrated } from './axe';

// No script file and nothing hydration downloads may compete with the first paint: the browser paints the prerendered page first.
for (const route of ['/', '/contact']) {
  test(`${route}: the page paints its content before any script file, the app and its data start downloading, then hydrates`, async ({ page }) => {
    const client = await page.context().newCDPSession(page);
    await client.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await page.goto(route);
    await hydrated(page);
    const timing = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      scriptAndDataDownloads: performance
        .getEntriesByType('resource')
        .filter((entry) => /\.js$|\/_data\//.test(new URL(entry.name).pathname))
        .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
    }));
    expect(timing.scriptAndDataDownloads.map((download) => new URL(download.name).pathname)).toEqual(expect.arrayContaining([expect.stringMatching(/\/assets\/boot-/), expect.stringMatching(/\/assets\/entry-client-/), expect.stringMatching(/\/_data\//)]));
    for (const download of timing.scriptAndDataDownloads) expect(download.startTime, download.name).toBeGreaterThan(timing.firstContentfulPaint);
  });
}

// On a poor signal the stylesheet alone can take seconds: until the page has painted, nothing else may compete with it.
// A page that links its stylesheet: a page past the first flight carries it inline (/laser-rust-removal, since its
// speculation rules and tap queue).
test('/steel-surface-preparation: a stylesheet that takes 5 s still has the line to itself until the page paints', async ({ page }) => {
  await page.route(/\/assets\/[^/]+\.css$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    await route.continue();
  });
  await page.goto('/steel-surface-preparation', { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  await hydrated(page);
  const timing = await page.evaluate(() => ({
    firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
    firstScript: Math.min(...performance.getEntriesByType('resource').filter((entry) => /\.js$/.test(new URL(entry.name).pathname)).map((entry) => entry.startTime)),
  }));
  expect(timing.firstContentfulPaint).toBeGreaterThan(4_500);
  expect(timing.firstScript).toBeGreaterThan(timing.firstContentfulPaint);
});

// A block below the first screen is no part of the first load: its code downloads once the visitor nears it.
test('/laser-rust-removal: a block below the first screen downloads its code only when the visitor scrolls near it', async ({ page }) => {
  const faqCode = (url: string) => /\/assets\/Faq-[^/]+\.js$/.test(new URL(url).pathname);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await page.goto('/laser-rust-removal');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(requested.filter(faqCode)).toEqual([]);
  await page.locator('#faq').scrollIntoViewIfNeeded();
  await expect.poll(() => requested.filter(faqCode).length).toBe(1);
});

// A tap on a block whose code is on its way waits for it, so the app handles it; on a stalled network, only a moment.
test('/laser-rust-removal: a link tapped in a block whose code never arrives still opens its page, within a moment', async ({ page }) => {
  await page.route(/\/assets\/Prose-[^/]+\.js$/, () => undefined);
  await page.goto('/laser-rust-removal');
  await hydrated(page);
  const link = page.locator('main').getByRole('link', { name: 'Steel Surface Preparation', exact: true }).first();
  await link.scrollIntoViewIfNeeded();
  const tapped = Date.now();
  await link.click();
  await expect(page).toHaveURL(/\/steel-surface-preparation$/, { timeout: 5_000 });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Steel Surface Preparation');
  expect(Date.now() - tapped).toBeLessThan(4_000);
});

// A link in a block's Markdown is the same element for the life of the page: re-rendering the block (as the form does
// when it wakes or shows its errors) rewrote it, and a tap landing in between was lost (14 of 20 taps on a 4x slower CPU).
test('/contact: showing the form\'s errors keeps the links in its privacy note as they were', async ({ page }) => {
  await page.goto('/contact');
  await hydrated(page);
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Send Request' }) });
  const link = form.getByRole('link', { name: 'privacy policy' });
  await link.evaluate((element) => element.setAttribute('data-seen', ''));
  await form.getByRole('button', { name: 'Send Request' }).click();
  await expect(form.getByText('First name must be at least 2 characters')).toBeVisible();
  await expect(link).toHaveAttribute('data-seen', '');
});
