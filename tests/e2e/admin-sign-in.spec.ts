// The live editor's GitHub sign-in, under the production headers as Cloudflare Pages serves them (`wrangler pages dev`
// over dist/): Decap opens the OAuth proxy (VITE_CMS_AUTH_URL, else Netlify's) in a popup, which hands the token back
// through window.opener. A stand-in proxy answers at that origin as the real one does after GitHub's consent; the test
// follows the token until the editor calls GitHub's API with it. Under the site's own `same-origin` opener policy the
// popup has no opener and the sign-in never ends, which the second test shows on a deploy whose /admin/ keeps it.
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { expect, test } from './test';
import { servePages, stopProcess } from '../support/processes';
import { SIGN_IN_PROXY, signInProxy } from '../support/github-double/sign-in';

const root = path.join(import.meta.dirname, '../..');
const base = Number(process.env.E2E_PORT ?? 4173);
const TOKEN = 'gho_standInTokenFromTheProxy';

test.describe.configure({ mode: 'serial' });

/** The stand-in proxy, and GitHub's API recording the credentials the editor sends. */
async function standIns(context: BrowserContext) {
  const authorizations: string[] = [];
  const proxyAsked = await signInProxy(context, TOKEN);
  await context.route('https://api.github.com/**', (route) => {
    authorizations.push(route.request().headers().authorization ?? '');
    return route.fulfill({ status: 200, contentType: 'application/json', headers: { 'access-control-allow-origin': '*' }, body: JSON.stringify({ login: 'marketer', name: 'Marketer', avatar_url: '' }) });
  });
  return { authorizations, proxyAsked };
}

let work: string;
const hosts: ChildProcess[] = [];
test.beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'admin-sign-in-'));
});
test.afterAll(async () => {
  for (const host of hosts) await stopProcess(host);
  rmSync(work, { recursive: true, force: true });
});

test('the GitHub sign-in popup hands its token to the editor under the production headers', async ({ page, context }) => {
  test.setTimeout(120_000);
  const port = base + 7;
  hosts.push(await servePages(path.join(root, 'dist'), port));
  const admin = await page.request.get(`http://127.0.0.1:${port}/admin/`);
  expect(admin.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  expect((await page.request.get(`http://127.0.0.1:${port}/contact`)).headers()['cross-origin-opener-policy']).toBe('same-origin');

  const { authorizations, proxyAsked } = await standIns(context);
  await page.goto(`http://127.0.0.1:${port}/admin/`);
  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: /Login with GitHub/i }).click({ timeout: 60_000 });
  const popup = await opened;
  expect(new URL(proxyAsked[0]!).origin).toBe(SIGN_IN_PROXY);
  expect(new URL(proxyAsked[0]!).searchParams.get('provider')).toBe('github');
  // The editor took the token: its first call to GitHub carries it, and Decap closed the popup.
  await expect.poll(() => authorizations[0], { timeout: 30_000 }).toBe(`token ${TOKEN}`);
  await expect.poll(() => popup.isClosed()).toBe(true);
  await expect(page.getByRole('button', { name: /Login with GitHub/i })).toBeHidden();
});

test("under the site's own same-origin opener policy the popup cannot answer, and the editor gets no token", async ({ page, context }) => {
  test.setTimeout(120_000);
  const port = base + 8;
  const folder = path.join(work, 'dist');
  cpSync(path.join(root, 'dist'), folder, { recursive: true });
  const headers = path.join(folder, '_headers');
  // The /admin/ section as it was before it had an opener policy of its own.
  writeFileSync(headers, readFileSync(headers, 'utf8').replace(/ {2}! Cross-Origin-Opener-Policy\n {2}Cross-Origin-Opener-Policy: same-origin-allow-popups\n/, ''));
  hosts.push(await servePages(folder, port));
  expect((await page.request.get(`http://127.0.0.1:${port}/admin/`)).headers()['cross-origin-opener-policy']).toBe('same-origin');

  const { authorizations } = await standIns(context);
  await page.goto(`http://127.0.0.1:${port}/admin/`);
  const opened = context.waitForEvent('page');
  await page.getByRole('button', { name: /Login with GitHub/i }).click({ timeout: 60_000 });
  const popup = await opened;
  await expect(popup.locator('#state')).toHaveText('no opener');
  await page.waitForTimeout(2000);
  expect(authorizations).toEqual([]);
  await expect(page.getByRole('button', { name: /Login with GitHub/i })).toBeVisible();
});
