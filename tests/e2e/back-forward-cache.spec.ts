// Every page can be kept in the back/forward cache (Lighthouse's bf-cache audit): no unload handler, no no-store HTML,
// nothing open that holds it, so Back to a page opened as a document shows it at once, as it was.
import { expect, test } from './test';
import { hydrated } from './axe';
import { testBrowser } from '../support/desktop';
import { chromePath } from '../../scripts/build/chromium';

// Playwright turns the cache off in the browsers it starts; a visitor's Chrome has it on. The browser, not the headless
// shell the other specs run on: the shell keeps no back/forward cache.
test.use({ launchOptions: { ...testBrowser(), executablePath: chromePath(), ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

for (const route of ['/', '/contact', '/laser-rust-removal', '/faq', '/resources', '/resources/ultimate-laser-rust-removal-guide', '/emergency-rust-removal-sydney']) {
  test(`${route} is restored from it after the visitor opens another document and comes Back`, async ({ page }) => {
    await page.goto(route);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => addEventListener('pageshow', (event) => ((window as unknown as { restored?: boolean }).restored = event.persisted)));
    await page.goto('/robots.txt');
    await page.goBack({ waitUntil: 'commit' });
    await expect.poll(() => page.evaluate(() => (window as unknown as { restored?: boolean }).restored ?? null), { message: 'pageshow said persisted' }).toBe(true);
    const reasons = await page.evaluate(() => JSON.stringify((performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { notRestoredReasons?: unknown }).notRestoredReasons ?? null));
    expect(reasons).toBe('null');
  });
}
