// The Middle East page is read outside Australia: its header, menu and footer offer the Dubai team's number and show
// every other number in international format, never a 1800 or 13 main line, which cannot be dialled from there.
import { expect, test } from './test';
import { business } from '../support/business-facts';
import { parse } from 'yaml';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const routeTable = parse(readFileSync(path.join(import.meta.dirname, '../../pages.yaml'), 'utf8')) as { routes: Array<{ path: string; phone?: string }> };
const abroad = routeTable.routes.find((route) => route.path === '/locations/middle-east')!;
// The Dubai team's line, as pages.yaml names it for the page (the main line if it names none, which the tests reject).
const pagePhone = business.phones[abroad.phone ?? 'main']!;
const shown = (display: string) => display.replace(/ /g, '\u00a0');

/** Every tel: link in the header, the open menu and the footer, with the text it shows. */
async function shellCalls(page: import('@playwright/test').Page) {
  return page.locator('header a[href^="tel:"], dialog[open] a[href^="tel:"], footer a[href^="tel:"]').evaluateAll((links) => links.map((link) => ({ href: link.getAttribute('href')!, text: (link.textContent ?? '').trim() })));
}

test(`on ${abroad.path} the header, menu and footer offer its own phone and international numbers only`, async ({ page }) => {
  expect(abroad.phone, 'pages.yaml names the phone the page offers').toBeTruthy();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(abroad.path);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const calls = await shellCalls(page);
  expect(calls.length).toBeGreaterThan(2);
  expect(calls.map((call) => call.href)).toContain(`tel:${pagePhone.tel}`);
  // A 1800 or 13 main line cannot be dialled from abroad, so no link dials it; a geographic one is shown international.
  if (/^\+611/.test(business.phones.main!.tel)) expect(calls.filter((call) => call.href === `tel:${business.phones.main!.tel}`), 'links that dial the 1800 or 13 line').toEqual([]);
  const shellText = await page.locator('header, dialog[open], footer').evaluateAll((parts) => parts.map((part) => part.textContent).join(' '));
  expect(shellText).not.toContain(shown(business.phones.main!.display));
  expect(shellText, 'the emergency line as dialled from abroad').toContain(shown(`+61 ${business.phones.emergency!.tel.slice(3, 6)} ${business.phones.emergency!.tel.slice(6, 9)} ${business.phones.emergency!.tel.slice(9)}`));
  expect(shellText).not.toContain(shown(business.phones.emergency!.display));
});

test('a page read in Australia still offers the main line', async ({ page }) => {
  await page.goto('/contact');
  const calls = await shellCalls(page);
  expect(calls.map((call) => call.href)).toContain(`tel:${business.phones.main!.tel}`);
  expect(calls.map((call) => call.href)).not.toContain(`tel:${pagePhone.tel}`);
});

test(`arriving at ${abroad.path} from another page in the app swaps the numbers, and leaving swaps them back`, async ({ page }) => {
  await page.goto('/locations/sydney');
  await page.waitForLoadState('load');
  await page.getByRole('contentinfo').getByRole('link', { name: /Middle East|Dubai/ }).first().click();
  await expect(page).toHaveURL(new RegExp(`${abroad.path}$`));
  await expect(page.locator('header a[href^="tel:"]').first()).toHaveAttribute('href', `tel:${pagePhone.tel}`);
  await page.goBack();
  await expect(page.locator('header a[href^="tel:"]').first()).toHaveAttribute('href', `tel:${business.phones.main!.tel}`);
});
