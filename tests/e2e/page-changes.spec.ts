// Instant page changes: the next page's data is fetched on the visitor's intent and kept, Back shows the last page
// at once where the visitor was, and a page that has not started prerenders the next one by its speculation rules
// (back-forward-cache.spec.ts: every page can be kept in the back/forward cache).
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { hydrated } from './axe';

test.use({ viewport: { width: 1280, height: 800 } });

const dataRequests = (page: Page) => {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/_data/')) seen.push(pathname);
  });
  return seen;
};

/** Goes Back, recording every frame from then on: the heading and the scroll position it was drawn with. */
const backRecordingFrames = (page: Page) =>
  page.evaluate(() => {
    const frames: Array<{ heading: string; top: number }> = [];
    (window as unknown as { frames_: typeof frames }).frames_ = frames;
    const started = performance.now();
    // Every frame for 10 s of the page's own time, however few frames a loaded host draws in it (120 frames were not
    // always enough to reach the previous page on a busy one).
    const record = () => {
      frames.push({ heading: document.querySelector('main h1')?.textContent?.trim() ?? '', top: Math.round(scrollY) });
      if (performance.now() - started < 10_000) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
    history.back();
  });

/** The first frame recorded since Back that showed this heading. */
const firstFrameShowing = async (page: Page, heading: string) =>
  (await page.evaluate(() => (window as unknown as { frames_: Array<{ heading: string; top: number }> }).frames_)).find((frame) => frame.heading === heading);

/** A link added at the end of the page's content, as a page's own link would be (React leaves what it did not render). */
const addContentLink = (page: Page, href: string, label: string) =>
  page.evaluate(([to, text]) => {
    const link = document.createElement('a');
    link.href = to;
    link.textContent = text;
    link.style.display = 'block';
    link.style.padding = '1rem';
    document.querySelector('main')!.append(link);
  }, [href, label] as const);

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a finger on a link fetches the next page's data before the finger lifts, and the page then shows", async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page);
    await page.waitForLoadState('load');
    // A footer link: not in the page's content, and a finger does not hover, so only the press can fetch its page.
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service', exact: true });
    await link.scrollIntoViewIfNeeded();
    const requested = dataRequests(page);
    await page.waitForTimeout(500);
    expect(requested, 'nothing fetched it before the press').not.toContain('/_data/terms-of-service.json');
    const box = (await link.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: box.x + box.width / 2, y: box.y + box.height / 2 }] });
    await expect.poll(() => requested, { message: 'the data is asked for while the finger is still down' }).toContain('/_data/terms-of-service.json');
    await expect(page).toHaveURL('/contact');
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(page).toHaveURL('/terms-of-service');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Terms');
    expect(requested.filter((path) => path === '/_data/terms-of-service.json'), 'fetched once, and kept for the page').toHaveLength(1);
  });

  test('Back to /resources from an article far down its list shows the list where the visitor left it in its first frame, also when the parts above were never drawn', async ({ page }) => {
    await page.goto('/resources');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const heading = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    // Straight to the last article, as a jump from the keyboard or a search does: the parts between were never drawn.
    const link = page.locator('main a[href^="/resources/"]').last();
    await link.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await page.waitForTimeout(500);
    const leftAt = await page.evaluate(() => Math.round(scrollY));
    expect(leftAt, 'the link is far down the page').toBeGreaterThan(2000);
    await link.tap();
    await expect(page).toHaveURL(/\/resources\/.+/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(heading);
    await page.waitForLoadState('networkidle');
    await backRecordingFrames(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    const first = await firstFrameShowing(page, heading);
    expect(first, 'a frame showed /resources').toBeDefined();
    expect(first!.top, 'its first frame was where the visitor left it').toBe(leftAt);
    await page.waitForTimeout(1_000);
    expect(await page.evaluate(() => Math.round(scrollY)), 'and it stays there').toBe(leftAt);
    await expect(link).toBeInViewport();
  });

  test('Back returns to where the visitor scrolled even before the app had started', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/boot-[^/]+\.js$/, async (route) => (await held, route.continue()));
    await page.goto('/resources', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    const headingText = (await heading.textContent())!.trim();
    // Read and scrolled on a busy phone, before the app is there to hear the scrolling.
    const link = page.locator('main a[href^="/resources/"]').nth(6);
    await link.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const leftAt = await page.evaluate(() => Math.round(scrollY));
    expect(leftAt).toBeGreaterThan(1000);
    release();
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => Math.round(scrollY)), 'hydrating moved nothing').toBe(leftAt);
    await link.tap();
    await expect(heading).not.toHaveText(headingText);
    await page.waitForLoadState('networkidle');
    await page.goBack();
    await expect(heading).toHaveText(headingText);
    expect(await page.evaluate(() => Math.round(scrollY)), 'Back is where the visitor was, not at the top').toBe(leftAt);
  });

  test("a tap shows the next page without first downloading the code of the blocks the visitor never reached on the page left; that code comes after, for Back", async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/Testimonials-[^/]+\.js$/.test(request.url())) chunks.push(request.url());
    });
    // The home page's last block, far below the hero: the page has not asked for its code.
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/Testimonials-/.test(entry.name))), 'not fetched before the tap').toBe(false);
    const homeHeading = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    await page.evaluate((left) => {
      new MutationObserver((_, observer) => {
        const shown = document.querySelector('main h1')?.textContent?.trim();
        if (location.pathname !== '/contact' || !shown || shown === left) return;
        performance.mark('next heading');
        observer.disconnect();
      }).observe(document, { subtree: true, childList: true, characterData: true });
    }, homeHeading);
    await page.locator('main a[href="/contact"]').first().tap();
    await expect(page).toHaveURL('/contact');
    await expect.poll(() => chunks.length, { message: 'the code comes after the page has changed, for Back' }).toBe(1);
    // The page lists a download once it has finished, which on a busy host can be after the request was seen.
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/Testimonials-/.test(entry.name)))).toBe(true);
    const order = await page.evaluate(() => ({
      heading: performance.getEntriesByName('next heading')[0]?.startTime,
      chunk: performance.getEntriesByType('resource').find((entry) => /\/Testimonials-/.test(entry.name))?.startTime,
    }));
    expect(order.heading, 'the heading was shown').toBeDefined();
    expect(order.chunk!, 'the code was asked for after the next heading was on screen').toBeGreaterThan(order.heading!);
  });
});

test('a page opened by a link draws the blocks below its first screen in their order: one whose code comes last never appears above blocks already drawn', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  // The FAQ's questions, below its hero and above its closing call to action, are the blocks whose code is slow to come.
  await page.route(/\/assets\/Faq-[^/]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.evaluate(() => {
    const drawn: string[][] = [];
    (window as unknown as { drawn: typeof drawn }).drawn = drawn;
    new MutationObserver(() => {
      if (location.pathname !== '/faq') return;
      const blocks = [...document.querySelectorAll('main > :not(.contents, script), main > .contents > *')].map((block) => block.id || block.getAttribute('aria-label') || block.tagName);
      if (blocks.join() !== drawn.at(-1)?.join()) drawn.push(blocks);
    }).observe(document, { subtree: true, childList: true });
  });
  await page.getByRole('link', { name: 'FAQ', exact: true }).first().click();
  await expect(page.locator('main section#general')).toBeVisible();
  const drawn = await page.evaluate(() => (window as unknown as { drawn: string[][] }).drawn);
  const whole = drawn.at(-1)!;
  expect(whole.length, 'the whole page was drawn').toBeGreaterThan(8);
  for (const blocks of drawn) expect(whole.slice(0, blocks.length), 'each frame shows the top of the page, with nothing missing above its last block').toEqual(blocks);
});

test("a pointer resting on a link fetches the next page's data before any click; one passing over does not", async ({ page }) => {
  const requested = dataRequests(page);
  await page.goto('/contact');
  await hydrated(page);
  await page.waitForLoadState('load');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const faq = nav.getByRole('link', { name: 'FAQ' });
  const resources = nav.getByRole('link', { name: 'Resources' });
  // Across Resources and off again in the same task, as a pointer passing by: two moves of the mouse are as far apart as
  // the host is busy, and on a loaded host more than the 65 ms that make a rest.
  await resources.evaluate((link) => {
    link.dispatchEvent(new PointerEvent('pointerover', { bubbles: true, pointerType: 'mouse' }));
    link.dispatchEvent(new PointerEvent('pointerout', { bubbles: true, pointerType: 'mouse', relatedTarget: document.body }));
  });
  await faq.hover();
  await expect.poll(() => requested).toContain('/_data/faq.json');
  await page.waitForTimeout(500);
  expect(requested).not.toContain('/_data/resources.json');
  await faq.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('FAQ');
  expect(requested.filter((path) => path === '/_data/faq.json')).toHaveLength(1);
});

test('the main calls to action in view are fetched once the page has loaded; the thank-you page never is, in view, hovered or pressed', async ({ page }) => {
  const requested = dataRequests(page);
  await page.goto('/laser-rust-removal');
  await hydrated(page);
  // The hero's quote button leads to /contact.
  await expect.poll(() => requested, { message: "the hero's call to action is fetched without a touch" }).toContain('/_data/contact.json');
  await addContentLink(page, '/thank-you', 'Thanks');
  const thanks = page.locator('main > a[href="/thank-you"]');
  await thanks.scrollIntoViewIfNeeded();
  await thanks.hover();
  await page.mouse.down();
  await page.waitForTimeout(1_000);
  expect(requested).not.toContain('/_data/thank-you.json');
});

test('a visitor who asked to save data gets nothing fetched ahead: the page is fetched on the click', async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
  await page.goto('/laser-rust-removal');
  await hydrated(page);
  expect(await page.evaluate(() => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData)).toBe(true);
  await page.waitForLoadState('networkidle');
  const requested = dataRequests(page);
  const faq = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' });
  await faq.hover();
  await page.mouse.down();
  await page.waitForTimeout(1_500);
  expect(requested, 'nothing in view, hovered or pressed was fetched').toEqual([]);
  await page.mouse.up();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('FAQ');
  expect(requested).toEqual(['/_data/faq.json']);
});

test("Back shows the last page at once where the visitor was: its first frame has its heading at its scroll position, and nothing is fetched", async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const homeHeading = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  // Read the way a visitor reads, down to the middle of the page.
  while ((await page.evaluate(() => scrollY)) < 3000) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(60);
  }
  const leftAt = await page.evaluate(() => Math.round(scrollY));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('FAQ');
  await page.waitForLoadState('networkidle');
  const requested = dataRequests(page);
  await backRecordingFrames(page);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHeading);
  const firstHome = await firstFrameShowing(page, homeHeading);
  expect(firstHome, 'a frame showed the home page').toBeDefined();
  expect(firstHome!.top, 'the home page was first drawn where the visitor left it').toBe(leftAt);
  expect(requested, 'the home page came from what the app kept').toEqual([]);
});

test("a page the app has not started offers Chrome its links to prerender, by speculation rules Chrome accepts, and never the thank-you page", async ({ page }) => {
  // The app never starts: the page stays the document the browser loaded. (Chrome prerenders nothing while a test
  // intercepts requests, so what is checked is what Chrome would prerender on intent: the links its rules match.)
  await page.route(/\/assets\/boot-[^/]+\.js$/, (route) => route.abort());
  const cdp = await page.context().newCDPSession(page);
  const sets: Array<{ sourceText: string; errorType?: string }> = [];
  let candidates: string[] = [];
  cdp.on('Preload.ruleSetUpdated', ({ ruleSet }) => sets.push(ruleSet));
  cdp.on('Preload.preloadingAttemptSourcesUpdated', ({ preloadingAttemptSources }) => {
    candidates = preloadingAttemptSources.filter((source) => source.key.action === 'Prerender').map((source) => new URL(source.key.url).pathname);
  });
  await cdp.send('Preload.enable');
  await page.goto('/contact');
  await expect.poll(() => sets.length).toBeGreaterThan(0);
  expect(sets.map((set) => set.errorType ?? 'accepted')).toEqual(['accepted']);
  const rules = JSON.parse(sets[0]!.sourceText) as { prerender: Array<{ eagerness: string; where: { and: Array<{ not?: { href_matches: string[] } }> } }> };
  expect(rules.prerender[0]!.eagerness).toBe('moderate');
  expect(rules.prerender[0]!.where.and[1]!.not!.href_matches).toContain('/thank-you');
  await addContentLink(page, '/thank-you', 'Thanks');
  await addContentLink(page, '/images/og-default.png', 'A picture');
  await addContentLink(page, '/resources', 'Resources, once more');
  await expect.poll(() => candidates, { message: "the site's pages are offered" }).toEqual(expect.arrayContaining(['/faq', '/', '/resources']));
  expect(candidates).not.toContain('/thank-you');
  expect(candidates).not.toContain('/images/og-default.png');
});

test('once the app has started it opens pages itself: the speculation rules are gone, so nothing is prerendered beside it', async ({ page }) => {
  expect(await (await page.request.get('/contact')).text()).toContain('<script type="speculationrules">');
  await page.goto('/contact');
  await hydrated(page);
  await expect(page.locator('script[type="speculationrules"]')).toHaveCount(0);
});
