// Photos as a visitor gets them: AVIF/WebP copies at the width the slot needs, never over 250 KB on a phone; the
// before/after slider by keyboard, touch and screen reader, side by side without JavaScript; the gallery's lightbox
// with no layout shift, plain links without JavaScript.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations, hydrated } from './axe';
import { expect, test } from './kept-page';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const PHOTO_ROUTES = ['/', '/laser-rust-removal', '/plant-maintenance', '/resources/industrial-rust-removal-case-study'];
const PHONE_BUDGET = 250_000;

/** Every picture the page downloads while scrolled from top to bottom, with its bytes. */
async function picturesDownloaded(page: Page, path: string) {
  const pictures: { url: string; type: string; bytes: number }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'image') return;
    pictures.push({ url: new URL(response.url()).pathname, type: response.headers()['content-type'] ?? '', bytes: (await response.body()).length });
  });
  await page.goto(path);
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.waitForLoadState('networkidle');
  return pictures;
}

test.describe('on a 390-px phone at 3x', () => {
  // What the page downloads is counted: a fresh cache, as a first visit has.
  test.use({ viewport: PHONE, deviceScaleFactor: 3, isMobile: true, hasTouch: true, keptPage: false });

  for (const path of PHOTO_ROUTES) {
    test(`${path}: every photo comes as AVIF and none is over 250 KB`, async ({ page }) => {
      const photos = (await picturesDownloaded(page, path)).filter((picture) => /\.[0-9a-f]{10}\.(avif|webp)$/.test(picture.url));
      expect(photos.length, 'photos downloaded').toBeGreaterThan(0);
      for (const photo of photos) {
        expect(photo.type, photo.url).toBe('image/avif');
        expect(photo.bytes, photo.url).toBeLessThanOrEqual(PHONE_BUDGET);
      }
    });
  }
});

test.describe('a drawing on a 390-px phone at 3x', () => {
  // What the page downloads is counted: a fresh cache, as a first visit has.
  test.use({ viewport: PHONE, deviceScaleFactor: 3, isMobile: true, hasTouch: true, keptPage: false });

  test("the guide's hero drawing comes as its SVG, gzipped, under its hash, with alt text and its size, drawn sharp at the phone's width", async ({ page }) => {
    const drawings: { url: string; type: string; encoding: string; bytes: number }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'image' || !new URL(response.url()).pathname.startsWith('/images/hero-')) return;
      const headers = await response.allHeaders();
      drawings.push({ url: new URL(response.url()).pathname, type: headers['content-type'] ?? '', encoding: headers['content-encoding'] ?? '', bytes: Number(headers['content-length'] ?? (await response.body()).length) });
    });
    await page.goto('/resources/ultimate-laser-rust-removal-guide');
    const hero = page.locator('main img').first();
    await hero.scrollIntoViewIfNeeded();
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    expect(await hero.getAttribute('alt')).toMatch(/rusted steel flange/);
    expect([await hero.getAttribute('width'), await hero.getAttribute('height')]).toEqual(['960', '720']);
    expect(await hero.getAttribute('srcset'), 'one file for every density').toBeNull();
    expect(await hero.evaluate((img) => img.closest('picture'))).toBeNull();
    expect(drawings).toEqual([{ url: expect.stringMatching(/^\/images\/hero-rust-removal\.[0-9a-f]{10}\.svg$/), type: 'image/svg+xml', encoding: 'gzip', bytes: expect.any(Number) }]);
    // Smaller than the 22.1 kB of the 960-px WebP it replaced, and than the 18.4 kB AVIF the phone's 1,170-px slot would take.
    expect(drawings[0]!.bytes).toBeLessThan(8_000);
    expect(drawings[0]!.bytes).toBeGreaterThan(1_000);
  });
});

test.describe('on a touch screen', () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('before/after: a tap on the photos moves the divide there', async ({ page }) => {
    await page.goto('/laser-rust-removal');
    await hydrated(page);
    const slider = page.locator('#before-after').getByRole('slider');
    await slider.scrollIntoViewIfNeeded();
    const box = (await slider.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width * 0.25, box.y + box.height / 2);
    await expect.poll(async () => Number(await slider.inputValue())).toBeLessThan(35);
    await expect(slider).toHaveAttribute('aria-valuetext', /^(2\d|3[0-4])% before/);
  });
});

test('a photo is a <picture> of AVIF and WebP copies with its slot\'s sizes, and an <img> with its width and height', async ({ page }) => {
  await page.goto('/resources/industrial-rust-removal-case-study');
  const picture = page.locator('main picture').first();
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /-480\.[0-9a-f]{10}\.avif 480w, .+-1024\.[0-9a-f]{10}\.avif 1024w, .+-1800\.[0-9a-f]{10}\.avif 1800w$/);
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /\.webp 480w/);
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('sizes', /^\(min-width: 1280px\) 556px, /);
  const img = picture.locator('img');
  await expect(img).toHaveAttribute('width', '1024');
  await expect(img).toHaveAttribute('height', '768');
  await expect(img).toHaveAttribute('alt', /^A conveyor support girder half cleaned/);
});

test('an article\'s photo heads its card in the resources list', async ({ page }) => {
  await page.goto('/resources');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /From Sandblasting to Laser/ }) });
  const img = card.getByRole('img', { name: /^A conveyor support girder half cleaned/ });
  await expect(img).toHaveAttribute('width', '1024');
  await expect(img).toHaveAttribute('loading', 'lazy');
  await expect(card.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /girder-half-cleaned-768\.[0-9a-f]{10}\.avif 768w/);
});

test('the case study\'s hero photo, its largest paint, is preloaded as AVIF at high priority', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/resources/industrial-rust-removal-case-study');
  const preload = page.locator('head link[rel="preload"][as="image"][type="image/avif"]');
  await expect(preload).toHaveAttribute('imagesrcset', /girder-half-cleaned-1024\.[0-9a-f]{10}\.avif/);
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  // Read afresh until the photo has painted: on a busy host the heading's text is the largest paint for a while first.
  const largestPaint = () =>
    page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          new PerformanceObserver((list, observer) => {
            const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element; url?: string };
            observer.disconnect();
            resolve(`${last.element?.tagName}: ${last.url ?? ''}`);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
  await expect.poll(largestPaint, { timeout: 20_000 }).toMatch(/^IMG: .*girder-half-cleaned-\d+\.[0-9a-f]{10}\.avif$/);
});

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('before/after: the slider moves with the arrow keys, tells its value, and passes axe', async ({ page }, testInfo) => {
      await page.goto('/laser-rust-removal');
      await hydrated(page);
      const block = page.locator('#before-after');
      const slider = block.getByRole('slider', { name: /Compare before and after/ });
      await slider.focus();
      await expect(slider).toHaveAttribute('aria-valuetext', '50% before, 50% after');
      const after = block.locator('.before-after-after');
      const clipOf = () => after.evaluate((element) => getComputedStyle(element).clipPath);
      expect(await clipOf()).toBe('inset(0px 0px 0px 50%)');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect(slider).toHaveAttribute('aria-valuetext', '52% before, 48% after');
      expect(await clipOf()).toBe('inset(0px 0px 0px 52%)');
      await page.keyboard.press('ArrowLeft');
      await expect(slider).toHaveValue('51');
      await block.screenshot({ path: testInfo.outputPath(`before-after-${viewport.width}.png`) });
      await expectNoAxeViolations(page, { within: '#before-after' });
    });

    test('before/after without JavaScript: both photos show in full, side by side on a wide screen', async ({ browser }, testInfo) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport });
      const page = await context.newPage();
      await page.goto('/laser-rust-removal');
      const block = page.locator('#before-after');
      const [before, after] = [block.getByRole('img', { name: /before cleaning/ }), block.getByRole('img', { name: /after laser cleaning/ })];
      await before.scrollIntoViewIfNeeded();
      await expect(before).toBeVisible();
      await expect(after).toBeVisible();
      await expect(block.getByRole('slider')).toBeHidden();
      const [a, b] = [(await before.boundingBox())!, (await after.boundingBox())!];
      if (viewport.width >= 640) {
        expect(Math.abs(a.y - b.y), 'side by side').toBeLessThan(1);
        expect(b.x).toBeGreaterThanOrEqual(a.x + a.width);
      } else expect(b.y, 'stacked').toBeGreaterThanOrEqual(a.y + a.height);
      await block.screenshot({ path: testInfo.outputPath(`before-after-no-script-${viewport.width}.png`) });
      await context.close();
    });
    test('the gallery opens a photo large with no layout shift, steps through by button and arrow keys and closes by keyboard', async ({ page }, testInfo) => {
      await page.goto('/');
      await hydrated(page);
      const gallery = page.locator('#gallery');
      const first = gallery.getByRole('link', { name: /Enlarge: Bridge steelwork restoration/ });
      await first.scrollIntoViewIfNeeded();
      await page.evaluate(() => {
        (window as unknown as { shifted: number }).shifted = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) (window as unknown as { shifted: number }).shifted += entry.value;
        }).observe({ type: 'layout-shift' });
      });
      await first.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Bridge steelwork restoration' });
      await expect(dialog).toBeVisible();
      const large = dialog.getByRole('img', { name: /bridge girder web half cleaned/ });
      await expect(large).toBeVisible();
      await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      await page.screenshot({ path: testInfo.outputPath(`lightbox-${viewport.width}.png`) });
      await dialog.getByRole('button', { name: 'Next photo' }).click();
      await expect(page.getByRole('dialog', { name: 'Ship hull coating removal' })).toBeVisible();
      await expect(page.getByText('2 of 3')).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('dialog', { name: 'Pump flange face cleaning' })).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('dialog', { name: 'Bridge steelwork restoration' })).toBeVisible();
      await expect(page.getByText('1 of 3')).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await expect(page.getByRole('dialog', { name: 'Pump flange face cleaning' })).toBeVisible();
      await expect(page.getByText('3 of 3')).toBeVisible();
      await expectNoAxeViolations(page, { within: '#gallery' });
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(first).toBeFocused();
      expect(await page.evaluate(() => (window as unknown as { shifted: number }).shifted), 'cumulative layout shift').toBe(0);
    });
  });
}

test('without JavaScript a gallery photo is a plain link to its largest copy', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const link = page.locator('#gallery').getByRole('link', { name: /Enlarge: Ship hull coating removal/ });
  await expect(link).toHaveAttribute('href', /^\/images\/ship-hull-after-1800\.[0-9a-f]{10}\.webp$/);
  const [response] = await Promise.all([page.waitForEvent('response', (answer) => answer.url().endsWith('.webp')), link.click()]);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/webp');
  await context.close();
});
