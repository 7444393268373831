// Visual regression: every route at phone and desktop width (the viewport at the top of the page), and the states a
// visitor opens: drawer, dropdown, cookie banner and preferences, form errors, failed send, ROI result.
// Baselines live in tests/e2e/__screenshots__/ (playwright.config.ts); README.md says how to update them.
import type { Locator, Page } from '@playwright/test';
import { fillByLabel, fillValidEnquiry } from './fill-form';
import { settled } from './on-screen';
import { routes } from './routes';
import { expect, test } from './test';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const FUNCTION_PATH = '/functions/v1/send-contact-email';

/** A file name from a route: / -> home, /locations/perth -> locations-perth. */
const slug = (routePath: string) => routePath.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'home';

/** The box around the ROI result: the parent of the innermost element holding both net savings and payback. */
const roiResultPanel = (page: Page): Locator =>
  page.locator('div, section, aside, output').filter({ has: page.getByTestId('roi-netSavings') }).filter({ has: page.getByTestId('roi-paybackMonths') }).last().locator('xpath=..');

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    // One page visits every route: a fresh page per route costs more than the screenshot on a shared 2-core machine.
    test('every route looks as it did', async ({ page }) => {
      test.setTimeout(routes.length * 15_000);
      for (const route of routes) {
        await page.goto(route.path);
        await settled(page);
        await expect.soft(page, `${route.path} at ${viewport.width} px`).toHaveScreenshot(`${slug(route.path)}-${viewport.width}.png`);
      }
    });
  });
}

test.describe('at phone width', () => {
  test.use({ viewport: PHONE });

  test('the menu drawer with Services expanded looks as it did', async ({ page }) => {
    await page.goto('/');
    await settled(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('button', { name: 'Services' }).click();
    await expect(drawer.getByRole('link', { name: 'Rust Removal' })).toBeVisible();
    await expect(page).toHaveScreenshot('state-drawer-services-390.png');
  });
});

test.describe('at desktop width', () => {
  test.use({ viewport: DESKTOP });

  test('the Services dropdown looks as it did', async ({ page }) => {
    await page.goto('/');
    await settled(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).click();
    await expect(page.getByText('Core services', { exact: true })).toBeVisible();
    await expect(page).toHaveScreenshot('state-services-dropdown-1280.png');
  });
});

test.describe('a first visit, before any cookie choice', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  for (const viewport of [PHONE, DESKTOP]) {
    test(`the cookie banner at ${viewport.width} px looks as it did`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await settled(page);
      await expect(page.getByRole('region', { name: 'Cookie Settings' })).toBeVisible();
      await expect(page).toHaveScreenshot(`state-cookie-banner-${viewport.width}.png`);
    });
  }

  test('the cookie preferences dialog looks as it did', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await settled(page);
    await page.getByRole('button', { name: 'Customize' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookie Preferences' })).toBeVisible();
    await expect(page).toHaveScreenshot('state-cookie-preferences-390.png');
  });
});

test.describe('the contact form', () => {
  test.use({ viewport: PHONE });

  test('showing every error looks as it did', async ({ page }) => {
    await page.goto('/contact');
    await settled(page);
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send Request' }) });
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByLabel('First Name')).toHaveAttribute('aria-invalid', 'true');
    // The form is taller than the screen, so the capture is stitched while scrolling; a sticky header would land in it wherever the scroll ended.
    await page.getByRole('banner').evaluate((header) => (header.style.position = 'static'));
    await expect(form).toHaveScreenshot('state-contact-errors-390.png');
  });

  test('after a failed send, the notice looks as it did', async ({ page }) => {
    await page.route(`**${FUNCTION_PATH}`, (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal error"}' }) : route.continue()));
    await page.goto('/contact');
    await settled(page);
    await fillValidEnquiry(page);
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByText('Error sending message')).toBeVisible();
    await expect(page).toHaveScreenshot('state-failed-send-390.png');
  });
});

test('the home ROI result looks as it did', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/#roi');
  await settled(page);
  await fillByLabel(page, {
    Industry: 'mining', 'Project size': 'medium', 'Current cleaning method': 'sandblasting', 'Projects per year': '4',
    'Labour cost per hour (AUD)': '75', 'Material costs per project (AUD)': '5000', 'Downtime hours per project': '40',
  });
  await page.getByRole('form', { name: 'ROI calculator' }).getByRole('button', { name: 'Calculate' }).click();
  await expect(page.getByTestId('roi-netSavings')).toHaveText('$13,600');
  await expect(roiResultPanel(page)).toHaveScreenshot('state-roi-result-390.png');
});
