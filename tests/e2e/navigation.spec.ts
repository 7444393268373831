import type { Page, Route } from '@playwright/test';
import { expect, test } from './test';
import { hydrated, isHydrated } from './axe';

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.use({ viewport: { width: 1280, height: 800 } });

test('a followed link opens the next page at its top, and Back returns to where the visitor was', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, 1500));
  await expect.poll(() => scrollY(page)).toBe(1500);
  await mainNav(page).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('FAQ');
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect.poll(() => scrollY(page)).toBe(1500);
  await page.reload();
  await expect.poll(() => scrollY(page)).toBe(1500);
});

test('Back returns to the same part of a long page, far down, though its parts are drawn only near the screen', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  // Read the way a visitor reads: a wheel step at a time, each part drawn as it nears the screen.
  while ((await scrollY(page)) < 6000) {
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(60);
  }
  const headingAtTop = () =>
    page.evaluate(() => [...document.querySelectorAll('main h2')].find((heading) => heading.getBoundingClientRect().bottom > 80)?.textContent?.trim());
  const seen = await headingAtTop();
  await mainNav(page).getByRole('link', { name: 'FAQ' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('FAQ');
  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect.poll(headingAtTop, { message: 'the section the visitor was reading is where it was' }).toBe(seen);
});

test('a link to an anchor on another page opens at that anchor, with focus on its heading', async ({ page }) => {
  await page.goto('/faq');
  await hydrated(page);
  await mainNav(page).getByRole('link', { name: 'ROI Calculator' }).click();
  await expect(page).toHaveURL('/#roi');
  await expect(page.locator('#roi')).toBeInViewport();
  // Focus follows: the next Tab starts from the calculator, and a screen reader reads its heading.
  await expect(page.locator('#roi').getByRole('heading').first()).toBeFocused();
});

test("each footer industry link, followed from the bottom of a page, lands on that industry's card with focus on its heading", async ({ page }) => {
  await page.goto('/laser-rust-removal');
  await hydrated(page);
  const footer = page.getByRole('contentinfo');
  const industries = await footer.getByRole('link').evaluateAll((links) => links.filter((link) => link.getAttribute('href')?.startsWith('/#industry-')).map((link) => [link.textContent!.trim(), link.getAttribute('href')!]));
  expect(industries.length).toBeGreaterThanOrEqual(8);
  for (const [label, href] of industries) {
    await page.goto('/laser-rust-removal');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await footer.getByRole('link', { name: label!, exact: true }).click();
    await expect(page).toHaveURL(href!);
    const card = page.locator(href!.slice(1));
    await expect(card, label).toBeInViewport();
    await expect(card.getByRole('heading'), label).toHaveText(label!);
    await expect(card.getByRole('heading'), label).toBeFocused();
  }
});

test('a page the browser loads opens at its top, not where the visitor was on the page before', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => window.scrollTo(0, 3000));
  await expect.poll(() => scrollY(page)).toBe(3000);
  // A document load, as a link in a block not yet hydrated makes: every such history entry used to share one remembered position.
  await page.evaluate(() => location.assign('/faq'));
  await expect(page).toHaveURL('/faq');
  await hydrated(page);
  await expect.poll(() => scrollY(page)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL('/');
  await hydrated(page);
  await expect.poll(() => scrollY(page)).toBe(3000);
});

test('the current page stays until the next one has loaded; a failed load says so, and the next visit tries again', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const homeHeading = await page.getByRole('heading', { level: 1 }).textContent();
  let release = () => {};
  const answered = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_data/faq.json', async (route) => {
    await answered;
    await route.fulfill({ status: 503, body: 'down for maintenance' });
  });
  await mainNav(page).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeHeading!);
  release();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unexpected Application Error!');
  await expect(page.getByRole('main')).toContainText('503 Service Unavailable');
  await page.unroute('**/_data/faq.json');
  await mainNav(page).getByRole('link', { name: 'Resources' }).click();
  await expect(page).toHaveURL('/resources');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Unexpected Application Error!');
  await mainNav(page).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('FAQ');
});

test('a tap on a link whose next page is slow changes the address and shows progress at once, then opens the page', async ({ page }) => {
  // /contact's own heading, and the code of its blocks: the scripts its HTML preloads that /enhanced-faq's does not.
  const preloads = (html: string) => new Set([...html.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g)].map((match) => match[1]!));
  const contactHtml = await (await page.request.get('/contact')).text();
  const contactHeading = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(contactHtml)![1]!.replace(/<[^>]+>/g, '').trim();
  const faqPreloads = preloads(await (await page.request.get('/enhanced-faq')).text());
  const contactCode = [...preloads(contactHtml)].filter((file) => !faqPreloads.has(file));
  expect(contactCode.length, 'the contact page has block code of its own').toBeGreaterThan(0);
  // A network that stalls: neither is answered sooner than 3 s after the tap (the app fetches a page ahead when its link
  // is in view or pressed, so a request can start before it). The page asks for the code once it has the data.
  let tapped = (_at: number) => {};
  const tap = new Promise<number>((resolve) => (tapped = resolve));
  const late = async (route: Route) => {
    const at = await tap;
    await new Promise((resolve) => setTimeout(resolve, at + 3000 - Date.now()));
    await route.continue().catch(() => {});
  };
  await page.route('**/_data/contact.json', late);
  await page.route((url) => contactCode.includes(url.pathname), late);
  // The tap's time, and the address and the loading state's first moment, as the page itself saw them.
  await page.addInitScript(() => {
    const seen: { tap?: number; progress?: { at: number; path: string } } = ((window as unknown as { seen: object }).seen = {});
    addEventListener('click', (event) => event.isTrusted && (seen.tap ??= performance.now()), true);
    new MutationObserver(() => {
      if (document.documentElement.hasAttribute('data-loading')) seen.progress ??= { at: performance.now(), path: location.pathname };
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-loading'] });
  });
  await page.goto('/enhanced-faq');
  await hydrated(page);
  const faqHeading = await page.getByRole('heading', { level: 1 }).textContent();
  const started = Date.now();
  tapped(started);
  await page.getByRole('banner').getByRole('link', { name: 'Get Quote' }).click();
  await expect(page).toHaveURL('/contact');
  const seen = await page.evaluate(() => (window as unknown as { seen: { tap: number; progress?: { at: number; path: string } } }).seen);
  expect(seen.progress, 'the page shows it is loading the next one').toBeDefined();
  expect(seen.progress!.path).toBe('/contact');
  expect(seen.progress!.at - seen.tap).toBeLessThan(100);
  // Still waiting: the bar along the top of the window is drawn, over the page being left.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(faqHeading!);
  const bar = await page.evaluate(() => {
    const style = getComputedStyle(document.body, '::before');
    return { content: style.content, position: style.position, top: style.top, height: parseFloat(style.height), width: parseFloat(style.width) };
  });
  expect(bar).toMatchObject({ content: '""', position: 'fixed', top: '0px' });
  expect(bar.height).toBeGreaterThanOrEqual(3);
  expect(bar.width).toBe(page.viewportSize()!.width);
  await page.screenshot({ path: test.info().outputPath('loading.png') });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactHeading, { timeout: 4000 - (Date.now() - started) });
  await expect(page.locator('html')).not.toHaveAttribute('data-loading');
});

test('blocks below the fold hydrate when the visitor reaches them, and their links then navigate inside the app', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const deferred = page.locator('[data-hydrate]');
  const block = (index: number) => deferred.nth(index).locator(':scope > *').first();
  await expect.poll(() => isHydrated(block(0))).toBe(true);
  const last = (await deferred.count()) - 1;
  expect(await isHydrated(block(last))).toBe(false);
  await page.evaluate(() => ((window as unknown as { stillSamePage: boolean }).stillSamePage = true));
  await page.locator('footer').getByRole('link', { name: 'Lead Paint Removal' }).click();
  await expect(page).toHaveURL('/lead-paint-removal');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lead');
  expect(await page.evaluate(() => (window as unknown as { stillSamePage?: boolean }).stillSamePage)).toBe(true);
  // The icon sprite came with the first page's HTML, outside what React renders, and stays for the next page's icons.
  await expect(page.locator('body > svg > symbol#arrow-right')).toHaveCount(1);
});

test('a page reached by navigation draws every icon, though the first page carried only its own', async ({ page }) => {
  /** Icons on screen whose symbol is missing, so they draw nothing; and how big each drawn one is. */
  const blankIcons = () =>
    page.evaluate(() =>
      [...document.querySelectorAll('main svg use')]
        .map((use) => use.getAttribute('href')!.slice(1))
        .filter((id) => !(document.getElementById(id) instanceof SVGSymbolElement)),
    );
  // /contact, as sent, carries the handful of icons it shows; the home page shows many more.
  const carried = ((await (await page.request.get('/contact')).text()).match(/<symbol /g) ?? []).length;
  expect(carried).toBeGreaterThan(0);
  expect(carried).toBeLessThan(20);
  await page.goto('/contact');
  await hydrated(page);
  await expect.poll(() => page.locator('#icons symbol').count(), { message: 'the rest of the icons arrive after load' }).toBeGreaterThan(carried);
  await page.getByRole('link', { name: /home/i }).first().click();
  await expect(page).toHaveURL('/');
  // The contact page stays on screen until the home page's data has come, so wait for the home page's own heading.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Industrial Laser Cleaning');
  expect(await page.locator('main svg use').count()).toBeGreaterThan(10);
  expect(await blankIcons()).toEqual([]);
  // A drawn icon has a size on screen: the first one in the hero is painted, not an empty box.
  const box = await page.locator('main svg:has(use)').first().boundingBox();
  expect(box!.width).toBeGreaterThan(8);
});
