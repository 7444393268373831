// Accessibility assertions shared by the browser tests: axe-core's WCAG 2.2 AA and best-practice rules.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

/** One line per rule broken (rule, help, first offending elements); `within` narrows the scan to one element. */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  if (within) builder.include(within);
  const { violations } = await builder.analyze();
  return violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}${violation.nodes.length > 3 ? ` and ${violation.nodes.length - 3} more` : ''}`);
}

/** Fails with one line per rule broken (rule, help, first offending elements); `within` narrows the scan to one element. */
export async function expectNoAxeViolations(page: Page, { within, label = page.url() }: { within?: string; label?: string } = {}) {
  expect(await axeViolations(page, within), `axe violations on ${label}`).toEqual([]);
}

/** True once React has hydrated the document, so what axe reads is what a visitor can use. */
export const hydrated = (page: Page) => page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('__reactContainer')) || Object.keys(document.documentElement).some((key) => key.startsWith('__react')));

/** True once React has hydrated this element: React marks every element it hydrates with its own properties. */
export const isHydrated = (element: Locator) => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));
