// Photos as a visitor gets them: AVIF/WebP copies at the width the slot needs, never over 250 KB on a phone, the
// largest paint preloaded.
import type { Page } from '@playwright/test';
import { expect, test } from './test';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const PHOTO_ROUTES = ['/resources/industrial-rust-removal-case-study'];
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
  test.use({ viewport: PHONE, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

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

test('the case study\'s hero photo, its largest paint, is preloaded as AVIF at high priority', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/resources/industrial-rust-removal-case-study');
  const preload = page.locator('head link[rel="preload"][as="image"][type="image/avif"]');
  await expect(preload).toHaveAttribute('imagesrcset', /girder-half-cleaned-1024\.[0-9a-f]{10}\.avif/);
  await expect(preload).toHaveAttribute('fetchpriority', 'high');
  const largest = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element; url?: string };
          resolve(`${last.element?.tagName}: ${last.url ?? ''}`);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  expect(largest).toMatch(/^IMG: .*girder-half-cleaned-\d+\.[0-9a-f]{10}\.avif$/);
});
