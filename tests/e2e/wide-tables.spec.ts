// Wide tables on a phone: the comparison scrolls in its frame, says so above it, and keeps each row's criterion in view;
// the coverage table never clips a column. On a wide screen the hint is gone.
import { expect, test } from './test';

test('at 390 px a comparison table says it scrolls sideways, scrolls, and keeps its criteria in view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/lead-paint-removal');
  const frame = page.getByRole('region', { name: /scrolls sideways/ }).first();
  await frame.scrollIntoViewIfNeeded();
  await expect(page.getByText(/Swipe sideways for all \d methods/).first()).toBeVisible();
  const scroll = await frame.evaluate((element) => ({ width: element.scrollWidth, shown: element.clientWidth }));
  expect(scroll.width, 'the table is wider than its frame').toBeGreaterThan(scroll.shown);
  const criterion = frame.locator('tbody th').first();
  const before = (await criterion.boundingBox())!.x;
  await frame.evaluate((element) => element.scrollBy(200, 0));
  await expect.poll(async () => (await criterion.boundingBox())!.x, { message: 'the criterion stays where it was' }).toBe(before);
});

test('at 1280 px the comparison fits and shows no hint', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/lead-paint-removal');
  await expect(page.getByText(/Swipe sideways for all \d methods/)).toBeHidden();
});

test('with the text at 200 % on a 360-px phone no coverage table clips a column', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
  for (const path of ['/locations/sydney', '/locations/brisbane', '/sydney-rust-removal']) {
    await page.goto(path);
    const frames = page.getByRole('region', { name: /: table$/ });
    expect(await frames.count(), `${path} has a coverage table`).toBeGreaterThan(0);
    for (const frame of await frames.all()) {
      // Scrolled to its end, the frame shows the whole of the last column (the response time of each area).
      const cut = await frame.evaluate((element) => {
        element.scrollLeft = element.scrollWidth;
        const edge = element.getBoundingClientRect().right;
        return [...element.querySelectorAll('tbody td:last-child')].filter((cell) => cell.getBoundingClientRect().right > edge + 1).length;
      });
      expect(cut, `${path}: response times cut off`).toBe(0);
    }
  }
});
