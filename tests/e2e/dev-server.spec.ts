// `npm run dev` as an editor meets it: a mistake in one page file, the error page, and the fix picked up by itself.
// The dev server runs in a copy of the project, so the test can break a file without touching the real one.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './test';
import { copyProject, type ProjectCopy } from '../support/project-copy';
import { stopProcess } from '../support/processes';

const port = Number(process.env.E2E_PORT ?? 4173) + 102;
const site = `http://127.0.0.1:${port}`;
let project: ProjectCopy;
let server: ChildProcess | undefined;
/** What the dev server has printed, its errors included. */
let serverOutput = '';

// One dev server on one port for the file's tests, so they run in one worker.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  project = copyProject();
  server = spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--configLoader', 'runner', '--host', '127.0.0.1', '--port', String(port), '--strictPort'], {
    cwd: project.root,
    env: { ...process.env, FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [server.stdout!, server.stderr!]) stream.on('data', (chunk: Buffer) => (serverOutput += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    server!.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes(`${port}`) && resolve());
    server!.once('exit', (code) => reject(new Error(`the dev server exited with ${code}`)));
  });
});

// The copy is removed once the server has exited: while it runs, Vite may still write its cache into the copy.
test.afterAll(async () => {
  await stopProcess(server);
  project?.remove();
});

test('a mistake in one page file breaks only that page, and its error page reloads itself once the file is fixed', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const file = path.join(project.root, 'site/pages/faq.yaml');
  const original = readFileSync(file, 'utf8');
  writeFileSync(file, original.replace('title: Laser Cleaning FAQ', 'titel: Laser Cleaning FAQ'));

  // The broken page shows the report, at the line that has the mistake: at once, or when the page hears of the change.
  await page.goto(`${site}/faq`);
  await expect(page.getByRole('heading', { name: "This page's content has errors" }), serverOutput).toBeVisible({ timeout: 30_000 });
  expect((await page.request.get(`${site}/faq`, { headers: { accept: 'text/html' } })).status()).toBe(500);
  await expect(page.getByText(/site\/pages\/faq\.yaml:\d+:\d+ {2}error in FAQ page, block 1 \(Hero banner\): 'titel' is not a field of a Hero banner block/)).toBeVisible();

  // Every other page still works, without an error overlay.
  const other = await browser.newPage();
  const response = await other.goto(`${site}/contact`);
  expect(response?.status()).toBe(200);
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(other.locator('vite-error-overlay')).toHaveCount(0);
  await other.close();

  // The fix, saved the way many editors save (a new file renamed over the old), reloads the error page by itself.
  writeFileSync(`${file}.tmp`, original);
  renameSync(`${file}.tmp`, file);
  await expect(page.getByRole('heading', { level: 1, name: 'Laser Cleaning FAQ' })).toBeVisible({ timeout: 30_000 });
});

/** The FAQ page open as it is, and its file with the text it has. */
async function openFaq(page: Page) {
  const file = path.join(project.root, 'site/pages/faq.yaml');
  const original = readFileSync(file, 'utf8');
  await page.goto(`${site}/faq`);
  await expect(page.getByRole('heading', { level: 1, name: 'Laser Cleaning FAQ' })).toBeVisible();
  return { file, original };
}

test('a save that empties the file a moment before writing it, as the editor saves, shows the new text and not an error', async ({ page }) => {
  test.setTimeout(120_000);
  const { file, original } = await openFaq(page);
  const printedBefore = serverOutput.length;
  try {
    writeFileSync(file, '');
    await new Promise((resolve) => setTimeout(resolve, 10));
    writeFileSync(file, original.replace('title: Laser Cleaning FAQ', 'title: Laser Cleaning Questions'));
    await expect(page.getByRole('heading', { level: 1, name: 'Laser Cleaning Questions' })).toBeVisible({ timeout: 30_000 });
    // The empty file in between was never read: a page told of it would show its errors, and could miss the save after.
    expect(serverOutput.slice(printedBefore)).toContain('content reloaded: site/pages/faq.yaml');
    expect(serverOutput.slice(printedBefore)).not.toContain('content has errors');
  } finally {
    writeFileSync(file, original);
  }
});

test('a page still loading when the content changed catches up once it can listen', async ({ page }) => {
  test.setTimeout(120_000);
  const { file, original } = await openFaq(page);
  // From here each load of the page waits 3 s for the script that listens for changes, as a slow machine would.
  await page.route('**/@vite/client', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    await route.continue();
  });
  try {
    writeFileSync(file, original.replace('title: Laser Cleaning FAQ', 'titel: Laser Cleaning FAQ'));
    await expect(page.getByRole('heading', { name: "This page's content has errors" })).toBeVisible({ timeout: 30_000 });
    // The fix is announced while the error page cannot hear it yet.
    writeFileSync(file, original.replace('title: Laser Cleaning FAQ', 'title: Laser Cleaning Questions'));
    await expect(page.getByRole('heading', { level: 1, name: 'Laser Cleaning Questions' })).toBeVisible({ timeout: 30_000 });
  } finally {
    writeFileSync(file, original);
  }
});
