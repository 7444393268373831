// Visual regression: every route at phone and desktop width (the viewport at the top of the page), and the states a
// visitor opens: drawer, dropdown, cookie banner and preferences, form errors, failed send, ROI result.
// Baselines live in tests/e2e/__screenshots__/ (playwright.config.ts); README.md says how to update them.
// The pictures are of the design, not of the facts: a page shows fixed stand-ins for the phones, e-mail, hours,
// prices and the company's name before it is compared, so a marketer's new phone, e-mail, hours, price or name keeps
// this green (the content tests check the facts themselves, from site/business.yaml).
import type { Locator, Page } from '@playwright/test';
import { business, shownFacts } from '../support/business-facts';
import { emailParts } from '../../src/content/email-breaks';
import { unbreakableTimes } from '../../src/content/facts';
import { fillByLabel, fillValidEnquiry } from './fill-form';
import { settled } from './on-screen';
import { routes } from './routes';
import { expect, test } from './kept-page';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const FUNCTION_PATH = '/functions/v1/send-contact-email';

/**
 * What the pictures show in place of each business fact: fixed stand-ins of the same kind, so the baselines hold no
 * fact of the site's own. Only facts no ordinary sentence contains are stood in for: phones, e-mail addresses, prices
 * and time ranges ("24 hours" or "Mon-Fri" are words of other sentences too).
 */
function standIn(name: string, value: string): string | undefined {
  if (name.startsWith('phones.')) return '0400 000 000';
  if (name.startsWith('emails.')) return 'hello@example.com';
  if (name.startsWith('prices.')) return '$10,000';
  if (/\d(:\d\d)?\s?[ap]m/i.test(value)) return /,/.test(value) ? 'Mon-Fri 9:00 AM-5:00 PM' : '9:00 AM-5:00 PM';
  return undefined;
}

/** The company's name the baselines were drawn with (the spec's), in full and as the logo shows its first two words. */
const STAND_IN_COMPANY = 'Southern Cross Laser Cleaning';
const logoWords = (name: string) => name.split(' ').slice(0, 2).join(' ');
const companySwaps = [[business.company.name, STAND_IN_COMPANY], [logoWords(business.company.name), logoWords(STAND_IN_COMPANY)]];

/** Puts the stand-ins where the page shows today's facts (as text, a phone's no-break form, the hours' kept-together form), longest first. */
async function showStandInFacts(page: Page): Promise<void> {
  const swaps = Object.entries(shownFacts())
    .flatMap(([name, value]) => {
      const shown = standIn(name, value);
      return shown === undefined ? [] : [[value, shown], [value.replace(/ /g, '\u00a0'), shown.replace(/ /g, '\u00a0')], [unbreakableTimes(value), unbreakableTimes(shown)]];
    })
    .concat(companySwaps)
    .filter(([today, shown]) => today !== shown)
    .sort(([a], [b]) => b!.length - a!.length);
  // An address that may wrap is split into text nodes at its <wbr>s: each part whole is its stand-in's part.
  const parts = Object.entries(shownFacts())
    .filter(([name]) => name.startsWith('emails.'))
    .flatMap(([name, value]) => {
      const [today, shown] = [emailParts(value), emailParts(standIn(name, value)!)];
      // An address of more parts than the stand-in's gives its extra parts up; one of fewer takes the rest on its last.
      return today.map((part, index) => [part, index < today.length - 1 ? (shown[index] ?? '') : shown.slice(index).join('')]);
    });
  if (swaps.length === 0) return;
  // Hydration may still re-render a text the swap touched; swap until a quarter-second passes with nothing to swap.
  for (let pass = 0; pass < 20; pass += 1) {
    const swapped = await page.evaluate(([pairs, wholeParts]) => {
      let count = 0;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const besideBreak = [node.previousSibling, node.nextSibling].some((sibling) => sibling?.nodeName === 'WBR');
        const part = besideBreak && wholeParts.find(([today]) => node.nodeValue!.endsWith(today!) || node.nodeValue!.startsWith(today!));
        if (part) {
          node.nodeValue = node.nodeValue!.replace(part[0]!, part[1]!);
          count += 1;
        }
        for (const [today, baseline] of pairs) {
          if (!node.nodeValue?.includes(today!)) continue;
          node.nodeValue = node.nodeValue.split(today!).join(baseline!);
          count += 1;
        }
      }
      return count;
    }, [swaps, parts] as const);
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
        await showStandInFacts(page);
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
    await showStandInFacts(page);
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
    await showStandInFacts(page);
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
      await showStandInFacts(page);
      await expect(page).toHaveScreenshot(`state-cookie-banner-${viewport.width}.png`);
    });
  }

  test('the cookie preferences dialog looks as it did', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/');
    await settled(page);
    await page.getByRole('button', { name: 'Customize' }).click();
    await expect(page.getByRole('dialog', { name: 'Cookie Preferences' })).toBeVisible();
    await showStandInFacts(page);
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
    await showStandInFacts(page);
    await expect(form).toHaveScreenshot('state-contact-errors-390.png');
  });

  test('after a failed send, the notice looks as it did', async ({ page }) => {
    await page.route(`**${FUNCTION_PATH}`, (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal error"}' }) : route.continue()));
    await page.goto('/contact');
    await settled(page);
    await fillValidEnquiry(page);
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page.getByText('Error sending message')).toBeVisible();
    await showStandInFacts(page);
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
  await showStandInFacts(page);
  await expect(roiResultPanel(page)).toHaveScreenshot('state-roi-result-390.png');
});
