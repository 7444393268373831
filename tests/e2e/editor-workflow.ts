// The editor's workflow as a marketer clicks it (npm run edit, Decap's editorial workflow): Save keeps a draft, its
// status goes to Ready, and Publish → Publish now (confirmed) puts it on the site.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { expect } from './test';

/** Saves the form as a draft (the save itself may be refused: the caller looks for what it expects). */
export async function saveDraft(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

/** The browser state of someone who gave the editor their name at `site` (asked once, kept in the browser), for test.use. */
export const namedEditor = (site: string, name = 'Jo Editor') => ({ storageState: { cookies: [], origins: [{ origin: site, localStorage: [{ name: 'editor-name', value: name }] }] } });

/** A browser page of someone who gave the editor their name (asked once, kept in the browser). */
export async function editorFor(browser: Browser, name: string) {
  const context = await browser.newContext();
  await context.addInitScript((given) => localStorage.setItem('editor-name', given), name);
  return context.newPage();
}

/** Saves the form as a draft, marks it Ready and publishes it, answering Decap's "Are you sure?" with yes. */
export async function publish(page: Page) {
  // A draft saved already (no change since) goes straight to Ready. The field typed in is left first, as a click on
  // Save leaves it: a text box hands its last letters to the form when left (shown-as-typed.tsx), and only then does
  // Save know there is something to save.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const save = page.getByRole('button', { name: 'Save', exact: true });
  if (await save.isEnabled()) {
    await saveDraft(page);
    await expect(page.getByText('Entry saved')).toBeVisible({ timeout: 60_000 });
  }
  // Decap reads the entry again after a draft's first save; its status shows once it has.
  await expect(page.getByRole('button', { name: /^Status: / })).toBeVisible({ timeout: 60_000 });
  await markReady(page);
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
  await expect(page.getByText(/Entry published|Not published/).first()).toBeVisible({ timeout: 60_000 });
}

/** Sets the open draft's status to Ready. */
export async function markReady(page: Page) {
  await page.getByRole('button', { name: /^Status: / }).click({ timeout: 30_000 });
  await page.getByRole('menuitem', { name: 'Ready' }).click();
  await expect(page.getByRole('button', { name: 'Status: Ready' })).toBeVisible({ timeout: 30_000 });
}

/** Deletes the open entry's draft (its unpublished changes), so the published version is what the form shows again. */
export async function discardDraft(page: Page) {
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: /^Delete unpublished (changes|entry)$/ }).click();
  await expect(page.getByText('Unpublished changes deleted')).toBeVisible({ timeout: 30_000 });
}

/** A file's text on a branch of the editor's own clone (drafts live there, never in the project folder). */
export const draftText = (projectRoot: string, branch: string, file: string) =>
  execFileSync('git', ['show', `${branch}:${file}`], { cwd: path.join(projectRoot, '.build/editor-repo'), encoding: 'utf8' });

/** The project's commits, newest first: author and subject. */
export const commitsOf = (projectRoot: string) => execFileSync('git', ['log', '--format=%an|%s'], { cwd: projectRoot, encoding: 'utf8' }).trim().split('\n');
