// Accessibility assertions shared by the browser tests: axe-core's WCAG 2.2 AA and best-practice rules.
import AxeBuilder from '@axe-core/playwright';
import axeCore, { type AxeResults } from 'axe-core';
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * axe's results for a page with no frame inside it, as AxeBuilder's would be: axe.run in the page, put in once a
 * document (not again at each scan of the same document). AxeBuilder injects axe afresh at every scan, then opens a
 * blank page, injects it there too and joins the results in it, which is only needed to reach frames of other origins.
 */
async function runInPage(page: Page, within?: string): Promise<AxeResults> {
  const present = await page.evaluate(() => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!present) await page.evaluate(`${axeCore.source}\n;axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } });`);
  // The context AxeBuilder hands axe: the whole document, or only what `within` selects.
  const context = { exclude: [], include: within ? [within] : [] };
  return page.evaluate((context) => (window as unknown as { axe: { run: (context: unknown, options: object) => Promise<AxeResults> } }).axe.run(context, {}), context);
}

/** One line per rule broken (rule, help, first offending elements); `within` narrows the scan to one element. */
export async function axeViolations(page: Page, within?: string): Promise<string[]> {
  let results: AxeResults;
  // A page with a frame in it (none of the site's has one) is scanned by AxeBuilder, which reaches into every frame.
  if (page.frames().length === 1) results = await runInPage(page, within);
  else {
    const builder = new AxeBuilder({ page });
    if (within) builder.include(within);
    results = await builder.analyze();
  }
  const { violations } = results;
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
