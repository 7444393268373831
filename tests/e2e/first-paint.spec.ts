import { expect, test } from './test';
import { hydrated } from './axe';

// What hydration downloads must not compete with the first paint: the browser paints the prerendered page first.
for (const route of ['/', '/contact']) {
  test(`${route}: the page paints its content before the app and its data start downloading, then hydrates`, async ({ page }) => {
    const client = await page.context().newCDPSession(page);
    await client.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await page.goto(route);
    await hydrated(page);
    const timing = await page.evaluate(() => ({
      firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      hydrationDownloads: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/entry-client-|\/_data\//.test(entry.name))
        .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
    }));
    expect(timing.hydrationDownloads.length).toBeGreaterThanOrEqual(2);
    for (const download of timing.hydrationDownloads) expect(download.startTime, download.name).toBeGreaterThan(timing.firstContentfulPaint);
  });
}
