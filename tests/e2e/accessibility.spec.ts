import type { Page } from '@playwright/test';
import { axeViolations, expectNoAxeViolations, hydrated } from './axe';
import { routes } from './routes';
import { expect, test } from './kept-page';

const WIDTHS = [390, 1280];

// Each route loaded once and scanned at every width in turn (the stylesheet follows the window as it changes), half the
// routes a test so the two halves share the workers; axe walks every node, slow on a shared 2-core machine.
const HALF = Math.ceil(routes.length / 2);
for (const [part, half] of [routes.slice(0, HALF), routes.slice(HALF)].entries()) {
  test(`no route has an axe violation at ${WIDTHS.join(' or ')} px (routes ${part * HALF + 1}-${part * HALF + half.length} of ${routes.length})`, async ({ page }) => {
    test.setTimeout(half.length * WIDTHS.length * 30_000);
    for (const route of half) {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
      await page.goto(route.path);
      await hydrated(page);
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        expect.soft(await axeViolations(page), `axe violations on ${route.path} at ${width} px`).toEqual([]);
      }
    }
  });
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('an open FAQ answer has no axe violation', async ({ page }) => {
      await page.goto('/laser-rust-removal');
      await hydrated(page);
      const question = page.locator('#faq details').first();
      await question.locator('summary').click();
      await expect(question).toHaveAttribute('open', '');
      await expectNoAxeViolations(page, { within: '#faq', label: `open FAQ answer at ${width} px` });
    });
  });
}

test('the open menu drawer at phone width has no axe violation', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.locator('summary', { hasText: 'Services' }).click();
  await expect(drawer.getByRole('link', { name: 'Rust Removal' })).toBeVisible();
  await expectNoAxeViolations(page, { within: 'header', label: 'open drawer' });
});

test('the open desktop Services menu has no axe violation', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByText('Core services', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, { within: 'header', label: 'open Services menu' });
});

/** Whether the focused element shows a focus indicator a sighted keyboard user can see: an outline or a ring, on it or on its stretched ::after. */
const focusIsVisible = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { name: 'body', visible: false };
    const rect = element.getBoundingClientRect();
    const shows = (style: CSSStyleDeclaration) => (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    const visible = shows(getComputedStyle(element)) || shows(getComputedStyle(element, '::after'));
    return { name: `${element.tagName.toLowerCase()} "${(element.textContent || element.getAttribute('aria-label') || '').trim().slice(0, 40)}"`, visible: visible && rect.width > 0 && rect.height > 0 };
  });

test.describe('keyboard', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the first Tab shows a skip link that moves focus past the header to the content', async ({ page }) => {
    await page.goto('/laser-rust-removal');
    await hydrated(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
    await page.keyboard.press('Tab');
    const insideMain = await page.evaluate(() => document.getElementById('main')?.contains(document.activeElement));
    expect(insideMain).toBe(true);
  });

  for (const path of ['/', '/contact', '/laser-rust-removal']) {
    test(`Tab reaches every link and button on ${path}, each with a visible focus indicator`, async ({ page }) => {
      await page.goto(path);
      await hydrated(page);
      // Tab stops: enabled controls not taken out of the order (the honeypot), and each radio group once (arrows move inside it).
      const tabbable = ['a[href]', 'button:enabled', 'summary', 'input:enabled:not([type=radio])', 'select:enabled', 'textarea:enabled'].map((selector) => `${selector}:not([tabindex="-1"]):visible`);
      const controls = await page.locator(tabbable.join(', ')).count();
      const radioGroups = new Set(await page.locator('input[type=radio]:visible').evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).name))).size;
      const interactive = controls + radioGroups;
      const reached: string[] = [];
      const unseen: string[] = [];
      for (let press = 0; press < interactive + 5; press++) {
        await page.keyboard.press('Tab');
        const focus = await focusIsVisible(page);
        if (focus.name === 'body' || reached.includes(focus.name + press)) break;
        reached.push(focus.name + press);
        if (!focus.visible) unseen.push(focus.name);
      }
      expect(reached.length, 'elements reached by Tab').toBeGreaterThanOrEqual(interactive);
      expect(unseen, 'focused elements without a visible indicator').toEqual([]);
    });
  }
});
