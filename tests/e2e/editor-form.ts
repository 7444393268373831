// Driving the browser editor's form as a marketer does: open an entry past the local sign-in, find a list item by its
// summary, open it (saving and publishing: editor-workflow.ts). Shared by the specs that run `npm run edit` in a copy
// of the project.
import type { Page } from '@playwright/test';
import { expect } from './test';

/** Opens an entry of the editor at `site`, past the local backend's sign-in button (shown once to a browser's pages). */
export async function openEntryAt(page: Page, site: string, hash: string) {
  await page.goto(`${site}/admin/#${hash}`);
  const login = page.getByRole('button', { name: 'Login' });
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(login.or(save)).toBeVisible({ timeout: 90_000 });
  if (await login.isVisible()) await login.click();
  await expect(save).toBeVisible({ timeout: 60_000 });
  await page.evaluate(() => ((window as { editorSession?: boolean }).editorSession = true));
}

/** A list item of the form (a block, a question, a card), found by the one-line summary Decap shows for it. */
export const listItem = (page: Page, summary: string) =>
  page.locator(`[class*="listControlItem"]:has(> [class*="NestedObjectLabel"]:text-is(${JSON.stringify(summary)}))`).filter({ visible: true });

/** Opens a collapsed list item with its arrow button, the first in its top bar. */
export async function expand(page: Page, summary: string) {
  const item = listItem(page, summary);
  await item.locator('> [class*="TopBar"] > button').first().click();
  return item;
}
