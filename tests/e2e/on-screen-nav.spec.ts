// The header, its menus and the cookie preferences as a visitor meets them: what is on screen, on top, and focused.
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './kept-page';
import { logoLinkName } from '../support/business-facts';
import { hydrated } from './axe';
import { expectNoSidewaysScroll, expectOnScreen } from './on-screen';

const DRAWER_ROUTES = ['/', '/contact', '/laser-rust-removal', '/melbourne-rust-removal'];
const PHONE_AND_TABLET = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
];

/**
 * Every link and button inside a container, checked one by one after scrolling each into view within it. The
 * sticky header is checked where it stands: scrolling would bring a control cut off at the right back into view.
 */
async function expectEveryControlOnScreen(container: Locator, label: string, { scroll = true } = {}) {
  // A dialog opened by a click is drawn a frame later: count its controls once it is there.
  await expect(container, `${label}: shown`).toBeVisible();
  const controls = container.locator('a[href]:visible, button:visible');
  const count = await controls.count();
  expect(count, `${label}: controls found`).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const control = controls.nth(index);
    if (scroll) await control.scrollIntoViewIfNeeded();
    await expectOnScreen(control, `${label}: ${(await control.textContent())?.trim() || (await control.getAttribute('aria-label'))}`);
  }
}

/** What has keyboard focus, described so a failure says where focus went. */
const focusedElement = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element && element !== document.body ? `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 30)}"` : 'body';
  });

for (const viewport of PHONE_AND_TABLET) {
  test.describe(`the menu drawer at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of DRAWER_ROUTES) {
      test(`${path}: the drawer covers the screen and every control in it is on screen, with Services open`, async ({ page }) => {
        await page.goto(path);
        await hydrated(page);
        await page.getByRole('button', { name: 'Open menu' }).click();
        const drawer = page.getByRole('dialog', { name: 'Menu' });
        await expect(drawer).toBeVisible();
        const box = (await drawer.boundingBox())!;
        expect(box.height, `drawer is ${Math.round(box.height)} px tall in a ${viewport.height} px screen`).toBeGreaterThanOrEqual(viewport.height * 0.9);
        await expectEveryControlOnScreen(drawer, `${path} drawer`);
        await drawer.locator('summary', { hasText: 'Services' }).click();
        await expect(drawer.getByRole('link', { name: 'Compliance & Certification' })).toBeVisible();
        await expectEveryControlOnScreen(drawer, `${path} drawer with Services open`);
      });
    }

    test('the drawer keeps focus inside, locks the page scroll, and Escape or Close return focus to the opener', async ({ page }) => {
      await page.goto('/laser-rust-removal');
      await hydrated(page);
      const opener = page.getByRole('button', { name: 'Open menu' });
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await opener.click();
      await expect(drawer).toBeVisible();
      await drawer.locator('summary', { hasText: 'Services' }).click();
      const stops = await drawer.locator('a[href]:visible, button:visible, summary:visible').count();
      for (let press = 0; press < stops + 3; press++) {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"], dialog'))), `focus after ${press + 1} Tab: ${await focusedElement(page)}`).toBe(true);
      }
      // A wheel over the dimmed page beside the drawer does not scroll the page behind it.
      await page.mouse.move(8, viewport.height / 2);
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => window.scrollY), 'page scrolled behind the open drawer').toBe(0);

      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect.poll(() => focusedElement(page), { message: 'focus after Escape' }).toBe('button "Open menu"');

      await opener.click();
      await drawer.getByRole('button', { name: 'Close menu' }).click();
      await expect(drawer).toBeHidden();
      await expect.poll(() => focusedElement(page), { message: 'focus after Close menu' }).toBe('button "Open menu"');
    });
  });
}

test.describe('the header at every width', () => {
  // At phone widths the page body has other engineers' layout to answer for; the header's own controls are checked.
  for (const width of [320, 360]) {
    test(`at ${width} px every header control is on screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto('/contact');
      await hydrated(page);
      await expectEveryControlOnScreen(page.getByRole('banner'), `header at ${width} px`, { scroll: false });
    });
  }

  for (const width of [1024, 1100, 1180, 1240, 1280, 1440, 1600]) {
    test(`at ${width} px it shows the full menu and fits: no sideways scroll and every header control on screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const path of ['/', '/contact']) {
        await page.goto(path);
        await hydrated(page);
        await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'ROI Calculator' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
        await expectNoSidewaysScroll(page, `${path} at ${width} px`);
        await expectEveryControlOnScreen(page.getByRole('banner'), `${path} header at ${width} px`, { scroll: false });
      }
    });
  }
});

test.describe('the desktop Services menu', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  const servicesButton = (page: Page) => page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Services' });
  const panel = (page: Page) => page.getByRole('navigation', { name: 'Main' }).locator('[id]').filter({ has: page.getByRole('link', { name: /^Rust Removal/ }) });

  /** The pointer comes onto the menu (again, should it have arrived before the header hydrated) and rests there until it opens. */
  const openByHover = (page: Page, button: Locator) =>
    expect(async () => {
      await page.mouse.move(640, 400);
      await button.hover();
      await expect(button).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
    }).toPass();

  test('hover then click leaves it open, with every link on screen', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const button = servicesButton(page);
    // A visitor who hovers and clicks once the menu has opened under the pointer, and one who clicks at once.
    await openByHover(page, button);
    await button.click();
    await page.waitForTimeout(400);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expectEveryControlOnScreen(panel(page), 'Services menu after hover and click');

    await page.mouse.move(640, 780);
    await page.mouse.click(640, 780);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.hover();
    await button.click();
    await page.waitForTimeout(400);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expectOnScreen(panel(page).getByRole('link', { name: /^Compliance & Certification/ }), 'last Services link after a quick hover and click');
  });

  test('Escape from a menu item closes it and puts focus back on Services', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const button = servicesButton(page);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focusedElement(page)).toMatch(/^a "Lead Paint Removal/);
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  /** However the menu was opened, focus is on one of its items when Escape is pressed. */
  const openings: Record<string, (page: Page, button: Locator) => Promise<void>> = {
    'the pointer: hover, click, move into the menu, Tab': async (page, button) => {
      await openByHover(page, button);
      await button.click();
      await panel(page).getByRole('link', { name: /^Rust Removal/ }).hover();
      await page.keyboard.press('Tab');
    },
    'the pointer alone: hover, then into the menu, where an item takes focus': async (page, button) => {
      await openByHover(page, button);
      const item = panel(page).getByRole('link', { name: /^Rust Removal/ });
      await item.hover();
      await item.focus();
    },
    'a click, then Tab': async (page, button) => {
      await button.click();
      await page.keyboard.press('Tab');
    },
    'the keyboard: Enter on Services, then Tab': async (page, button) => {
      await button.focus();
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
    },
  };
  for (const [opening, open] of Object.entries(openings)) {
    test(`Escape from an item returns focus to Services after opening it by ${opening}`, async ({ page }) => {
      await page.goto('/');
      await hydrated(page);
      const button = servicesButton(page);
      await open(page, button);
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      expect(await focusedElement(page), 'focus is on an item of the menu').toMatch(/^a "/);
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(panel(page).getByRole('link', { name: /^Rust Removal/ })).toBeHidden();
      expect(await button.evaluate((element) => document.activeElement === element), 'document.activeElement is the Services button').toBe(true);
      // The next Tab goes on from Services, not from the top of the page.
      await page.keyboard.press('Tab');
      expect(await focusedElement(page)).not.toBe('a "Skip to content"');
    });
  }

  test('Tab past the last item closes it', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const button = servicesButton(page);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const last = panel(page).getByRole('link', { name: /^Compliance & Certification/ });
    await last.focus();
    await page.keyboard.press('Tab');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(last).toBeHidden();
    expect(await focusedElement(page)).toBe('a "Equipment Sales"');
  });
});

test.describe('the cookie preferences', () => {
  test.use({ storageState: { cookies: [], origins: [] }, viewport: { width: 390, height: 844 } });

  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Cookie Preferences' });

  /** Opens the preferences from `opener`, checks every control is on screen, then Cancel and Escape each return focus to it. */
  async function expectFocusReturnedTo(page: Page, opener: Locator, label: string) {
    await opener.click();
    await expectEveryControlOnScreen(dialog(page), label);
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(opener).toBeFocused();
    await opener.click();
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(opener).toBeFocused();
  }

  test('opened from the banner: controls on screen; Cancel and Escape return focus to Customize', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expectFocusReturnedTo(page, page.getByRole('button', { name: 'Customize' }), 'preferences from the banner');
  });

  test('opened from the footer: controls on screen; Cancel and Escape return focus to Cookie Settings', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('button', { name: 'Reject All' }).click();
    await expectFocusReturnedTo(page, page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Settings' }), 'preferences from the footer');
  });
});

test.describe('focus is plain to see', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  /** The focused element's outline, as the browser draws it. */
  const focusOutline = (page: Page) =>
    page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });

  test('a header link, the header buttons and a footer link show a solid outline of at least 2 px', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const focusByTab = async (target: Locator, label: string) => {
      // Focus the element before the target, then Tab onto it: :focus-visible matches as for a keyboard user.
      await target.evaluate((element) => {
        const all = [...document.querySelectorAll<HTMLElement>('a[href], button:not(:disabled), input, select, textarea')];
        all[all.indexOf(element as HTMLElement) - 1]?.focus();
      });
      await page.keyboard.press('Tab');
      await expect(target, label).toBeFocused();
      const outline = await focusOutline(page);
      expect(outline.style, `${label}: outline style`).toBe('solid');
      expect(outline.width, `${label}: outline width`).toBeGreaterThanOrEqual(2);
    };
    const main = page.getByRole('navigation', { name: 'Main' });
    await focusByTab(page.getByRole('banner').getByRole('link', { name: logoLinkName }), 'logo');
    await focusByTab(main.getByRole('button', { name: 'Services' }), 'Services');
    await focusByTab(main.getByRole('link', { name: 'Resources' }), 'header link');
    await focusByTab(page.getByRole('banner').getByRole('link', { name: /^Call/ }), 'call button');
    await focusByTab(page.getByRole('banner').getByRole('link', { name: 'Get Quote' }), 'Get Quote');
    await focusByTab(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }), 'footer link');
    await focusByTab(page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Settings' }), 'footer button');
  });
});

test('the logo link names itself with the words it shows (WCAG 2.5.3)', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const { violations } = await new AxeBuilder({ page }).withRules(['label-content-name-mismatch']).analyze();
  expect(violations.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')}`))).toEqual([]);
});

test('the main menu tells a screen reader which page it is on, and never calls a link to a section of the page the current page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const menu = page.getByRole('navigation', { name: 'Main' });
  const current = () => menu.locator('[aria-current="page"]').evaluateAll((links) => links.map((link) => link.textContent));
  await page.goto('/');
  await hydrated(page);
  await expect(menu.getByRole('link', { name: 'ROI Calculator' })).toBeVisible();
  expect(await current()).toEqual([]);
  await page.goto('/faq');
  await hydrated(page);
  expect(await current()).toEqual(['FAQ']);
});
