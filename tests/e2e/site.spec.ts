import type { ConsoleMessage, Page } from '@playwright/test';
import { hydrated } from './axe';
import { routes } from './routes';
import { expect, test } from './kept-page';

/** Console errors and React warnings (hydration mismatches among them) a page logs. */
function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || (message.type() === 'warning' && /react|hydrat/i.test(message.text()))) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}


for (const route of routes) {
  test(`${route.path} answers 200 with its h1, title and no console error`, async ({ page }) => {
    const problems = watchConsole(page);
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('h1')).toBeVisible();
    await hydrated(page);
    await expect(page).toHaveTitle(route.title.length > 60 ? route.title.slice(0, 57) + '...' : route.title);
    expect(problems).toEqual([]);
  });
}

test('the prerendered HTML holds the whole page without JavaScript', async ({ request }) => {
  for (const route of routes) {
    const response = await request.get(route.path);
    const html = await response.text();
    expect(html, route.path).toMatch(/<h1[^>]*>[^<]+/);
    expect(html, route.path).toMatch(/<title>[^<]+<\/title>/);
    expect(html, route.path).toContain('<link rel="canonical" href="https://');
    expect(html, route.path).toContain('<meta property="og:image"');
  }
  const rust = await (await request.get('/laser-rust-removal')).text();
  const jsonLd = [...rust.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as { '@type': string; mainEntity?: unknown[] });
  expect(jsonLd.map((item) => item['@type'])).toEqual(['Service', 'FAQPage', 'BreadcrumbList']);
  expect(jsonLd[1]!.mainEntity).toHaveLength(4);
  expect(rust).toContain('No Surface Damage');
  expect(rust).toContain('Zero Chemicals');
});

test('an unknown path shows the not-found page with status 404 and logs the path', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  const response = await page.goto('/no-such-page/here');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await hydrated(page);
  await expect.poll(() => logged.some((line) => line.includes('/no-such-page/here'))).toBe(true);
  await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Oops! Page not found');
});

test('the inline icon sprite takes no room on screen and is hidden from assistive technology, and its icons draw', async ({ page }) => {
  await page.goto('/');
  const sprite = page.locator('body > svg:first-child');
  await expect(sprite).toHaveAttribute('aria-hidden', 'true');
  expect(await sprite.evaluate((svg) => { const box = svg.getBoundingClientRect(); return box.width * box.height; })).toBe(0);
  expect(await page.getByRole('img').evaluateAll((images) => images.filter((image) => image.closest('body > svg:first-child')).length)).toBe(0);
  const icon = page.locator('main svg use').first();
  expect(await icon.evaluate((use) => use.getBoundingClientRect().width)).toBeGreaterThan(0);
});

test('links navigate inside the app, updating content, title and canonical', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { stillSamePage: boolean }).stillSamePage = true));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const faq = routes.find((route) => route.path === '/faq')!;
  await expect(page).toHaveTitle(faq.title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/faq$/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('FAQ');
  expect(await page.evaluate(() => (window as unknown as { stillSamePage?: boolean }).stillSamePage)).toBe(true);
});

test('the desktop Services menu lists core and specialized services', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  await hydrated(page);
  const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByText('Core services', { exact: true })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByText('Specialized services', { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.click();
  await page.getByRole('link', { name: /^Rust Removal/ }).click();
  await expect(page).toHaveURL('/laser-rust-removal');
});

test.describe('the desktop Services menu without JavaScript', () => {
  test.use({ viewport: { width: 1280, height: 800 }, javaScriptEnabled: false });

  test('opens under its button, closes on Escape or a click elsewhere, and its links go to their pages', async ({ page }) => {
    await page.goto('/');
    const main = page.getByRole('navigation', { name: 'Main' });
    const button = main.getByRole('button', { name: 'Services' });
    const core = main.getByText('Core services', { exact: true });
    await expect(core).toBeHidden();
    await button.click();
    await expect(core).toBeInViewport();
    const buttonBox = (await button.boundingBox())!;
    const coreBox = (await core.boundingBox())!;
    expect(coreBox.y, 'the menu opens below its button').toBeGreaterThan(buttonBox.y + buttonBox.height);
    await page.keyboard.press('Escape');
    await expect(core).toBeHidden();
    await button.click();
    await page.mouse.click(1200, 600);
    await expect(core).toBeHidden();
    await button.click();
    await main.getByRole('link', { name: /^Rust Removal/ }).click();
    await expect(page).toHaveURL('/laser-rust-removal');
  });
});

test.describe('the phone menu before and without JavaScript', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  /** Opens the drawer, unfolds Services and follows a link, checking what is on screen at each step. */
  async function menuWorks(page: Page) {
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(drawer).toBeVisible();
    await drawer.locator('summary', { hasText: 'Services' }).click();
    const rust = drawer.getByRole('link', { name: 'Rust Removal' });
    await expect(rust).toBeInViewport();
    // A tap on the dimmed page beside the drawer closes it.
    await page.mouse.click(10, 400);
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await rust.click();
    await expect(page).toHaveURL('/laser-rust-removal');
  }

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });
    test('the menu opens, Services unfolds, a tap beside it closes it, and its links go to their pages', async ({ page }) => {
      await page.goto('/');
      await menuWorks(page);
    });
  });

  test('a tap before the app has loaded opens the menu, and it stays open when the app takes over', async ({ page }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    // The app's scripts wait until the menu has been opened: the tap lands on the page as first painted.
    await page.route('**/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(drawer).toBeVisible();
    expect(await page.evaluate(() => Object.keys(document).some((key) => key.startsWith('__reactContainer')))).toBe(false);
    release();
    await hydrated(page);
    await page.waitForTimeout(500);
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
  });
});

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the header opens a side drawer with a collapsible Services group', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    const rust = drawer.getByRole('link', { name: 'Rust Removal' });
    await expect(rust).toBeHidden();
    await drawer.locator('summary', { hasText: 'Services' }).click();
    await expect(rust).toBeVisible();
    await drawer.locator('summary', { hasText: 'Services' }).click();
    await expect(rust).toBeHidden();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.locator('summary', { hasText: 'Services' }).click();
    await drawer.getByRole('link', { name: 'Rust Removal' }).click();
    await expect(page).toHaveURL('/laser-rust-removal');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Laser Rust Removal');
  });

  test('the FAQ opens one answer at a time', async ({ page }) => {
    await page.goto('/laser-rust-removal');
    const questions = page.locator('#faq details');
    await expect(questions).toHaveCount(4);
    await questions.nth(0).locator('summary').click();
    await expect(questions.nth(0)).toHaveAttribute('open', '');
    await questions.nth(1).locator('summary').click();
    await expect(questions.nth(1)).toHaveAttribute('open', '');
    await expect(questions.nth(0)).not.toHaveAttribute('open', '');
  });
});
