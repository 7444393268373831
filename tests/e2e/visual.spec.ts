// Visual regression: every route at phone and desktop width (the viewport at the top of the page), and the states a
// visitor opens: drawer, dropdown, cookie banner and preferences, form errors, failed send, ROI result.
// Baselines live in tests/e2e/__screenshots__/ (playwright.config.ts); README.md says how to update them.
// The pictures are of the design, not of the facts: the business facts the baselines were taken with are kept beside
// them, and a page shows those before it is compared, so a marketer's new phone, e-mail, hours or price keeps this green
// (the content tests check the facts themselves, from site/business.yaml).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { shownFacts } from '../support/business-facts';
import { unbreakableTimes } from '../../src/content/facts';
import { fillByLabel, fillValidEnquiry } from './fill-form';
import { settled } from './on-screen';
import { routes } from './routes';
import { expect, test } from './test';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const FUNCTION_PATH = '/functions/v1/send-contact-email';

const BASELINE_FACTS = path.join(import.meta.dirname, '__screenshots__/visual.spec.ts/business-facts.json');

/** The facts the baselines show: written when the baselines are, read otherwise. */
function baselineFacts(): Record<string, string> {
  if (['all', 'changed'].includes(test.info().config.updateSnapshots) || !existsSync(BASELINE_FACTS)) writeFileSync(BASELINE_FACTS, `${JSON.stringify(shownFacts(), null, 2)}\n`);
  return JSON.parse(readFileSync(BASELINE_FACTS, 'utf8')) as Record<string, string>;
}

/** Puts the baseline's facts where the page shows today's (a phone shows with no-break spaces), longest first. */
async function showBaselineFacts(page: Page): Promise<void> {
  const baseline = baselineFacts();
  const today = shownFacts();
  const swaps = Object.entries(today)
    .filter(([name, value]) => baseline[name] !== undefined && baseline[name] !== value)
    // As text, in a phone's no-break form, and in the hours' (time ranges kept together).
    .flatMap(([name, value]) => [[value, baseline[name]!], [value.replace(/ /g, '\u00a0'), baseline[name]!.replace(/ /g, '\u00a0')], [unbreakableTimes(value), unbreakableTimes(baseline[name]!)]])
    .sort(([a], [b]) => b!.length - a!.length);
  if (swaps.length === 0) return;
  // Hydration may still re-render a text the swap touched; swap until a quarter-second passes with nothing to swap.
  for (let pass = 0; pass < 20; pass += 1) {
    const swapped = await page.evaluate((pairs) => {
      let count = 0;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const [today, baseline] of pairs) {
          if (!node.nodeValue?.includes(today!)) continue;
          node.nodeValue = node.nodeValue.split(today!).join(baseline!);
          count += 1;
        }
      }
      return count;
    }, swaps);
    if (swapped === 0 && pass > 0) return;
    await page.waitForTimeout(250);
  }
}

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
        await showBaselineFacts(page);
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
    await drawer.locator('summary', { hasText: 'Services' }).click();
    await expect(drawer.getByRole('link', { name: 'Rust Removal' })).toBeVisible();
    await showBaselineFacts(page);
    await expect(page).toHaveScreenshot('state-drawer-services-390.png');
  });
});

test.describe('at desktop width', () => {
  test.use({ viewport: DESKTOP });

  test('the Services dropdown looks as it did', async ({ page }) => {
    await page.goto('/');
    await settled(page);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).click();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByText('Core services', { exact: true })).toBeVisible();
    await showBaselineFacts(page);
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
      await showBaselineFacts(page);
      await expect(page).toHaveScreenshot(`state-cookie-banner-${viewport.width}.png`);
    });
  }

  test('the cookie preferences dialog looks as it did', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await settled(page);
    await page.getByRole('button', { name: 'Customize' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookie Preferences' })).toBeVisible();
    await showBaselineFacts(page);
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
    await showBaselineFacts(page);
    await expect(form).toHaveScreenshot('state-contact-errors-390.png');
  });

  test('after a failed send, the notice looks as it did', async ({ page }) => {
    await page.route(`**${FUNCTION_PATH}`, (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal error"}' }) : route.continue()));
    await page.goto('/contact');
    await settled(page);
    await fillValidEnquiry(page);
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByText('Error sending message')).toBeVisible();
    await showBaselineFacts(page);
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
  await showBaselineFacts(page);
  await expect(roiResultPanel(page)).toHaveScreenshot('state-roi-result-390.png');
});
