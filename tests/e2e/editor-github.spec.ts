// The live editor against GitHub: the built editor in production mode, served as Cloudflare Pages serves it (`wrangler
// pages dev` over dist/, its headers, CSP and opener policy), signs in through the sign-in popup and runs a marketer's
// path against a double of GitHub's API over a real git repository (tests/support/github-double). main is protected
// by the required check `checks passed`, whose state each test sets: Publish never writes main outside a merge.
// What each test guards, each seen failing without it: /admin's opener policy (same-origin-allow-popups) and the
// editorial workflow (test 1), preview_context (2), neverForced (3, 4), failedCheckProblems (5) (src/editor/backend.ts,
// checked-publish.ts); the Schedule panel's GitHub side and the scheduled workflow's refusal shown in it (6:
// scheduling/github-schedule.ts, scripts/schedule/github-due.ts); a release as one pull request merged once checked (7,
// src/editor/releases/github-releases.ts); its take-back as a pull request of its own, merged once checked, that puts
// main's tree back as it was before the release (8, src/editor/releases/github-take-back.ts); a release scheduled from
// the panel, merged by the workflow at its time (9: composeForSchedule and the schedule marker kept beside the release's).
import { execSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { parseDocument } from 'yaml';
import { loadSiteFrom, readValidators } from '../../scripts/build/content-files';
import { readPictures } from '../../scripts/build/pictures';
import { githubAnnotations } from '../../src/content/problems';
import { CHECKING_NOTICE, FAILED_CHECK_HEADING } from '../../src/editor/checked-publish';
import { RELEASE_LABEL } from '../../src/editor/releases/release-pulls';
import { BUSINESS_FILE } from '../../src/content/content-files';
import { clockInZone, whenInWords } from '../../src/editor/schedule';
import { readScheduleMarker } from '../../src/editor/schedule-marker';
import { timeZoneIn } from '../../scripts/build/editor-checks';
import { publishDueOnGitHub } from '../../scripts/schedule/github-due';
import { bareCopy, startGitHubDouble, type GitHubDouble } from '../support/github-double';
import { SIGN_IN_PROXY, signInProxy } from '../support/github-double/sign-in';
import { servePages, stopProcess } from '../support/processes';
import { markReady, saveDraft } from './editor-workflow';
import { boxWithValue } from './editor-copy';
import { expand } from './editor-form';
import { expect, test } from './test';

const root = path.join(import.meta.dirname, '../..');
const port = Number(process.env.E2E_PORT ?? 4173) + 9;
const site = `http://127.0.0.1:${port}`;
const NAVIGATION = 'site/navigation.yaml';
const HOME = 'site/pages/home.yaml';
const HERO_TITLE = 'Industrial Laser Cleaning Across Australia';
const SPRING_TITLE = 'Spring Laser Cleaning Offer Across Australia';
const DRAFT = 'cms/navigation/navigation';
const RELEASE = 'cms/release/spring-campaign';
const MARKETER = 'gho_marketerToken';
const ADMINISTRATOR = 'gho_administratorToken';
/** The address Cloudflare gives a branch's deploy, as the preview workflow posts it. */
const previewAddress = (branch: string) => `https://${branch.replaceAll('/', '-')}.laser-site.pages.dev/`;

test.describe.configure({ mode: 'serial', timeout: 120_000 });

let work: string;
let host: ChildProcess;
let github: GitHubDouble;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  work = mkdtempSync(path.join(tmpdir(), 'editor-github-'));
  bareCopy(root, path.join(work, 'repository.git'));
  github = await startGitHubDouble({
    folder: path.join(work, 'repository.git'),
    // The e2e build's repository (src/editor/backend.ts, with no VITE_CMS_REPO).
    repo: 'owner/repository',
    accounts: { [MARKETER]: { login: 'alex', name: 'Alex Marketer' }, [ADMINISTRATOR]: { login: 'sam', name: 'Sam Owner', administrator: true } },
    previewAddress,
  });
  host = await servePages(path.join(root, 'dist'), port);
});
test.afterAll(async ({}, testInfo) => {
  // What the editor asked GitHub for, in order: the calls the double answers (its header lists them).
  await testInfo.attach('github-calls.txt', { body: (github?.calls ?? []).join('\n') });
  writeFileSync(path.join(tmpdir(), 'editor-github-calls.txt'), (github?.calls ?? []).join('\n'));
  await stopProcess(host);
  await github?.close();
  rmSync(work, { recursive: true, force: true });
});

/** A browser whose calls to GitHub reach the double, and whose sign-in proxy hands out `token`. */
async function editorSignedInWith(browser: Browser, token: string) {
  const context = await browser.newContext();
  const proxyAsked = await signInProxy(context, token);
  await context.route('https://api.github.com/**', async (route) => {
    const asked = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${github.url}${asked.pathname}${asked.search}` }) });
  });
  await context.route('https://*.pages.dev/**', (route) => route.fulfill({ contentType: 'text/html', body: `<title>Deploy preview</title><h1>Preview of ${new URL(route.request().url()).host}</h1>` }));
  const page = await context.newPage();
  await page.goto(`${site}/admin/`);
  const popup = context.waitForEvent('page');
  await page.getByRole('button', { name: /Login with GitHub/i }).click({ timeout: 60_000 });
  await expect.poll(async () => (await popup).isClosed(), { timeout: 30_000 }).toBe(true);
  // A call the editor still has in flight is dropped with the browser, not failed: its answer, fetched as the browser
  // closed, was disposed under it ("Fetch response has been disposed") and failed a passing test in one CI run.
  const close = async () => {
    await context.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  };
  return { context, page, proxyAsked, close };
}

/** Opens the menu's entry and renames its FAQ link from `label` to `name`, then saves the draft. */
async function renameFaqLink(page: Page, label: string, name: string) {
  await editHeaderLink(page, label, label, name);
}

/** Opens the menu's entry, and in its header link labelled `label` changes the box holding `from` to `to`; saves the draft. */
async function editHeaderLink(page: Page, label: string, from: string, to: string) {
  await editHeaderLinks(page, [{ label, from, to }]);
}

/** Opens the menu's entry and makes each change in its header link labelled `label`, then saves the draft (`status` after it). */
async function editHeaderLinks(page: Page, changes: { label: string; from: string; to: string }[], status: string | RegExp = 'Status: Draft') {
  await page.goto(`${site}/admin/#/collections/navigation/entries/navigation`);
  await page.locator('div:has(> [data-testid="expand-button"])', { hasText: /^Header$/ }).getByTestId('expand-button').click({ timeout: 60_000 });
  for (const { label, from, to } of changes) {
    const link = page.locator(`[class*="listControlItem"]:has(> [class*="NestedObjectLabel"]:text-is(${JSON.stringify(label)}))`).filter({ visible: true });
    await link.locator('> [class*="TopBar"] > button').first().click();
    await (await boxWithValue(page, from)).fill(to);
  }
  await saveDraft(page);
  await expect(page.getByText('Entry saved')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: status })).toBeVisible({ timeout: 30_000 });
}

/** Publish → Publish now, answering Decap's "Are you sure?" with yes. */
async function pressPublish(page: Page) {
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Publish now' }).click();
}

/** The `::error` lines `npm run validate` prints in CI (scripts/validate.ts: the same load and annotations) for a branch's content. */
async function validateLog(branch: string) {
  const copy = mkdtempSync(path.join(tmpdir(), 'editor-github-check-'));
  execSync(`git -C ${path.join(work, 'repository.git')} archive ${branch} site pages.yaml | tar -x -C ${copy}`);
  const { problems, warnings } = loadSiteFrom(copy, readValidators(), await readPictures(copy));
  rmSync(copy, { recursive: true, force: true });
  return githubAnnotations(problems, warnings).join('\n');
}

const headerLinks = (text: string) => (parseDocument(text).toJS() as { header: { links: { label: string; href: string }[] } }).header.links;
const faqLabel = (text: string) => (parseDocument(text).toJS() as { header: { links: { label: string; href: string }[] } }).header.links.find((link) => link.href === '/faq')?.label;

let marketer: { context: BrowserContext; page: Page; close: () => Promise<void> };
let administrator: { page: Page; close: () => Promise<void> };

test('a marketer signs in through the popup, and a save makes a branch and a pull request', async ({ browser }) => {
  const published = github.mainLog();
  // The editor as Cloudflare Pages serves it: its own policy and opener rule (a dist/ without _headers has neither).
  const admin = await fetch(`${site}/admin/`);
  expect(admin.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  expect(admin.headers.get('content-security-policy')).toContain("connect-src 'self'");
  const { context, page, proxyAsked, close } = await editorSignedInWith(browser, MARKETER);
  marketer = { context, page, close };
  expect(new URL(proxyAsked[0]!).origin).toBe(SIGN_IN_PROXY);
  await expect(page.getByRole('button', { name: /Login with GitHub/i })).toBeHidden();
  await expect.poll(() => github.calls).toContain('GET /user');

  await renameFaqLink(page, 'FAQ', 'Answers');
  expect(github.branches()).toContain(DRAFT);
  expect(faqLabel(github.show(DRAFT, NAVIGATION))).toBe('Answers');
  const [pull] = github.pullRequests().filter((pullRequest) => pullRequest.head.ref === DRAFT);
  expect(pull).toMatchObject({ state: 'open', base: { ref: 'main' }, labels: [{ name: 'decap-cms/draft' }] });
  // main is as it was: a draft is its branch and pull request only.
  expect(github.mainLog()).toEqual(published);
  expect(faqLabel(github.show('main', NAVIGATION))).toBe('FAQ');
});

test('View Preview opens the address the preview workflow posted for the draft', async () => {
  const { page } = marketer;
  const previewLink = page.getByRole('link', { name: 'View Preview' });
  const check = page.getByRole('button', { name: 'Check for Preview' });
  await expect(async () => {
    if (await check.isVisible()) await check.click({ timeout: 2_000 }).catch(() => undefined);
    await expect(previewLink).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  expect(await previewLink.getAttribute('href')).toBe(previewAddress(DRAFT));
  const opened = marketer.context.waitForEvent('page');
  await previewLink.click();
  const preview = await opened;
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(`Preview of ${new URL(previewAddress(DRAFT)).host}`);
  await preview.close();
});

test('Publish while the check runs leaves main untouched and says so; main gets one merge once the check passes', async () => {
  const { page } = marketer;
  github.setCheck('pending');
  const before = github.mainLog();
  await markReady(page);
  await pressPublish(page);
  await expect(page.getByText(CHECKING_NOTICE)).toBeVisible({ timeout: 30_000 });
  expect(github.mainLog()).toEqual(before);
  expect(faqLabel(github.show('main', NAVIGATION))).toBe('FAQ');
  expect(github.branches()).toContain(DRAFT);

  // The check turns green: GitHub's auto-merge merges the draft, once.
  github.setCheck('success');
  expect(github.mainLog()).toHaveLength(before.length + 1);
  expect(faqLabel(github.show('main', NAVIGATION))).toBe('Answers');
  expect(github.pullRequests().find((pullRequest) => pullRequest.head.ref === DRAFT)).toMatchObject({ state: 'closed', merged_at: expect.any(String) });
  await marketer.close();
});

test("an administrator's Publish is not forced either: main waits for the check", async ({ browser }) => {
  github.setCheck('pending');
  const { page, close } = await editorSignedInWith(browser, ADMINISTRATOR);
  await renameFaqLink(page, 'Answers', 'Help');
  const before = github.mainLog();
  await markReady(page);
  await pressPublish(page);
  await expect(page.getByText(CHECKING_NOTICE)).toBeVisible({ timeout: 30_000 });
  expect(github.mainLog()).toEqual(before);
  expect(faqLabel(github.show('main', NAVIGATION))).toBe('Answers');
  github.setCheck('success');
  expect(github.mainLog()).toHaveLength(before.length + 1);
  expect(faqLabel(github.show('main', NAVIGATION))).toBe('Help');
  expect(github.unanswered).toEqual([]);
  administrator = { page, close };
});

test("a failed check is shown at its field in the validator's words, and the draft waits for the fix", async () => {
  const { page, close } = administrator;
  github.setCheck('pending');
  // The Workflow still holds the draft GitHub merged by itself; a reload reads the repository afresh, as a next visit does.
  await page.reload();
  // A link to a file the site does not have: only the check sees the site's files (the editor's own check cannot).
  const anchorLink = headerLinks(github.show('main', NAVIGATION)).find((link) => link.href.startsWith('/#'))!;
  const missingFile = '/brochure-not-uploaded.pdf';
  await editHeaderLink(page, anchorLink.label, anchorLink.href, missingFile);
  const log = await validateLog(DRAFT);
  const [pinned] = log.split('\n').filter((line) => line.startsWith(`::error file=${NAVIGATION},`));
  expect(pinned).toContain(missingFile);
  github.setCheck('failure', log);
  const before = github.mainLog();
  await markReady(page);
  await pressPublish(page);
  const notice = page.getByRole('alert', { name: FAILED_CHECK_HEADING });
  // validate's own words for the problem (its annotation's message), and its field opened and marked in the form.
  await expect(notice).toContainText(pinned!.slice(pinned!.indexOf('::', 2) + 2), { timeout: 30_000 });
  const marked = page.locator('[data-refused-field]');
  await expect(marked.getByRole('textbox')).toHaveValue(missingFile);
  await expect(marked).toBeInViewport();
  await expect(page.getByText(CHECKING_NOTICE)).toBeHidden();
  // No auto-merge was asked for: a later green check does not publish the draft the marketer is to fix.
  github.setCheck('success');
  expect(github.mainLog()).toEqual(before);
  expect(headerLinks(github.show('main', NAVIGATION))).toContainEqual(anchorLink);
  // This draft's pull request, the newest of its branch's (the earlier ones were merged).
  expect(github.pullRequests().filter((pullRequest) => pullRequest.head.ref === DRAFT).at(-1)).toMatchObject({ state: 'open', merged_at: null });
  expect(github.unanswered).toEqual([]);
  await close();
});

test('a Ready draft scheduled in its Schedule panel is kept on its pull request; at its time the workflow refuses it while its check fails, and the panel says why', async ({ browser }) => {
  const { page, close } = await editorSignedInWith(browser, MARKETER);
  const zone = timeZoneIn(github.show('main', BUSINESS_FILE))!;
  const publishAt = Math.ceil(Date.now() / 60_000) * 60_000 + 60 * 60_000;
  // The draft the failed check left Ready (the test before): scheduled an hour ahead.
  await page.goto(`${site}/admin/#/collections/navigation/entries/navigation`);
  await expect(page.getByRole('button', { name: 'Status: Ready' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  const panel = page.getByRole('dialog', { name: /^Schedule / });
  await panel.getByLabel(/^Publish at/).fill(clockInZone(zone, publishAt));
  await panel.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(panel.getByRole('status')).toContainText(`Scheduled ${whenInWords(zone, publishAt)}. It is published at that time, checked as Publish checks it, by the scheduled workflow on GitHub`);
  const pull = () => github.pullRequests().filter((pullRequest) => pullRequest.head.ref === DRAFT).at(-1)!;
  expect(readScheduleMarker(pull().body)).toEqual({ publishAt: new Date(publishAt).toISOString(), by: expect.any(String) });

  // At its time, its check failed: the workflow's run does not merge it and tells why, once.
  github.setCheckOf(DRAFT, 'failure', await validateLog(DRAFT));
  const before = github.mainLog();
  const run = await publishDueOnGitHub({ api: github.url, repo: 'owner/repository', token: MARKETER, timeZone: zone, now: new Date(publishAt + 60_000), log: () => undefined });
  expect(run).toMatchObject({ merged: [], refused: [DRAFT] });
  expect(github.mainLog()).toEqual(before);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Scheduled', exact: true })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Scheduled', exact: true }).click();
  await expect(panel.getByRole('alert')).toContainText(`It stays Scheduled: Not published at ${whenInWords(zone, publishAt)}: the checks found these.`);
  expect(github.unanswered).toEqual([]);
  await close();
});

test('a release of two drafts is one pull request: Publish release leaves main untouched while checked, then one merge holds both', async ({ browser }) => {
  github.setCheck('pending');
  const { page, close } = await editorSignedInWith(browser, MARKETER);
  // The menu's draft (test 5's, its link to a missing file put back) renames its FAQ link; the home page's gets a new hero title.
  const main = headerLinks(github.show('main', NAVIGATION));
  const anchorLink = main.find((link) => link.href.startsWith('/#'))!;
  const faq = main.find((link) => link.href === '/faq')!.label;
  await editHeaderLinks(page, [{ label: anchorLink.label, from: '/brochure-not-uploaded.pdf', to: anchorLink.href }, { label: faq, from: faq, to: 'Questions' }], /^Status: /);
  await markReady(page);
  await page.goto(`${site}/admin/#/collections/pages/entries/home`);
  await expand(page, HERO_TITLE);
  await (await boxWithValue(page, HERO_TITLE)).fill(SPRING_TITLE);
  await saveDraft(page);
  await expect(page.getByText('Entry saved')).toBeVisible({ timeout: 60_000 });
  await markReady(page);

  // Made from the home page's toolbar (Release), and each draft added from its own.
  const openPanel = async (button: 'Release' | 'Releases' = 'Release') => {
    await page.getByRole('button', { name: button, exact: true }).click({ timeout: 30_000 });
    const panel = page.getByRole('dialog', { name: 'Releases' });
    await expect(panel.getByText('Reading the releases…')).toHaveCount(0, { timeout: 30_000 });
    return panel;
  };
  let panel = await openPanel();
  await panel.getByLabel('New release').fill('Spring campaign');
  await panel.getByRole('button', { name: 'Make release' }).click();
  await expect(panel.getByRole('status')).toHaveText('Release “Spring campaign” made.', { timeout: 30_000 });
  await panel.getByRole('button', { name: 'Add to release' }).click();
  await expect(panel.getByText('In the release Spring campaign.')).toBeVisible({ timeout: 30_000 });
  await panel.getByRole('button', { name: 'Close' }).click();
  await page.goto(`${site}/admin/#/collections/navigation/entries/navigation`);
  await expect(page.getByRole('button', { name: 'Status: Ready' })).toBeVisible({ timeout: 60_000 });
  panel = await openPanel();
  await panel.getByRole('button', { name: 'Add to release' }).click();
  await expect(panel.getByText('In the release Spring campaign.')).toBeVisible({ timeout: 30_000 });
  const release = panel.getByRole('listitem', { name: 'Spring campaign' });
  for (const label of ['Navigation', 'Pages › home']) await expect(release.getByText(`${label} · Ready · changed by Alex Marketer`)).toBeVisible();
  // The release on GitHub: one pull request from its own branch, its preview the address the preview workflow posted for it.
  const [pull] = github.pullRequests().filter((pullRequest) => pullRequest.head.ref === RELEASE);
  expect(pull).toMatchObject({ state: 'open', title: 'Publish release "Spring campaign"', labels: [{ name: RELEASE_LABEL }] });
  await expect(release.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', previewAddress(RELEASE));
  // Schedule is there on the live site too (test 8 schedules a release).
  await expect(release.getByRole('button', { name: 'Schedule', exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('github-release-panel.png') });

  // Decap's Workflow passes the release's pull request over (no card, no migration), and lists the two drafts.
  await page.goto(`${site}/admin/#/workflow`);
  await expect(page.getByText('Ready', { exact: true }).first()).toBeVisible({ timeout: 60_000 });
  // (The top bar's own Releases button aside: it appears once the editor has started, sometimes after this point.)
  await expect(page.getByText(/Spring campaign|release/i).and(page.locator(':not(button)'))).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('github-release-workflow.png') });

  // Publish release, from the top bar's Releases, while the check runs: main as it was, and a draft's Publish's notice.
  panel = await openPanel('Releases');
  const before = github.mainLog();
  page.once('dialog', (dialog) => void dialog.accept());
  await release.getByRole('button', { name: 'Publish release' }).click();
  await expect(panel.getByRole('status')).toHaveText(CHECKING_NOTICE, { timeout: 30_000 });
  await expect(release.getByText('Checking', { exact: true })).toBeVisible();
  expect(github.mainLog()).toEqual(before);
  expect(faqLabel(github.show('main', NAVIGATION))).toBe(faq);
  expect(github.show('main', HOME)).toContain(`title: ${HERO_TITLE}`);

  // The check turns green: GitHub merges the release, once, both drafts in that one commit.
  github.setCheck('success');
  expect(github.mainLog()).toEqual(['Publish release "Spring campaign"', ...before]);
  expect(faqLabel(github.show('main', NAVIGATION))).toBe('Questions');
  expect(headerLinks(github.show('main', NAVIGATION))).toContainEqual(anchorLink);
  expect(github.show('main', HOME)).toContain(`title: ${SPRING_TITLE}`);
  const changed = execSync(`git -C ${path.join(work, 'repository.git')} show --name-only --format= main`, { encoding: 'utf8' }).trim().split('\n');
  expect(changed.sort()).toEqual([HOME, NAVIGATION].sort());

  // The panel's next read: the release Published, its drafts' pull requests closed and their branches gone.
  await panel.getByRole('button', { name: 'Close' }).click();
  panel = await openPanel('Releases');
  await expect(release.getByText('Published', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(release.getByText(/^Published by Alex Marketer, /)).toBeVisible();
  // Published: Take back is its one action (the test after this one).
  await expect(release.getByRole('button')).toHaveText(['Take back']);
  for (const branch of [DRAFT, 'cms/pages/home']) {
    expect(github.pullRequests().filter((pullRequest) => pullRequest.head.ref === branch).at(-1)).toMatchObject({ state: 'closed', merged_at: null });
    expect(github.branches()).not.toContain(branch);
  }
  expect(github.mainLog()).toHaveLength(before.length + 1);
  expect(github.unanswered).toEqual([]);
  await close();
});

test('Take back of the published release is a pull request of its own: main untouched while checked, then one merge puts every file back as it was before the release', async ({ browser }) => {
  github.setCheck('pending');
  const { page, close } = await editorSignedInWith(browser, MARKETER);
  const git = (args: string) => execSync(`git -C ${path.join(work, 'repository.git')} ${args}`, { encoding: 'utf8' }).trim();
  // The release's merge is main's newest commit (the test before); main just before the release is its first parent.
  expect(github.mainLog()[0]).toBe('Publish release "Spring campaign"');
  const releaseMerge = git('rev-parse main');
  const beforeRelease = git('rev-parse main^');
  const openPanel = async () => {
    await page.getByRole('button', { name: 'Releases', exact: true }).click({ timeout: 60_000 });
    const panel = page.getByRole('dialog', { name: 'Releases' });
    await expect(panel.getByText('Reading the releases…')).toHaveCount(0, { timeout: 30_000 });
    return panel;
  };
  let panel = await openPanel();
  const release = panel.getByRole('listitem', { name: 'Spring campaign' });
  await expect(release.getByText('Published', { exact: true })).toBeVisible();

  // Take back while the check runs: main as it was, the Checking notice, and the release Taking back.
  const before = github.mainLog();
  await release.getByRole('button', { name: 'Take back' }).click();
  await expect(panel.getByRole('status')).toHaveText(CHECKING_NOTICE, { timeout: 30_000 });
  await expect(release.getByText('Taking back — checking', { exact: true })).toBeVisible();
  expect(github.mainLog()).toEqual(before);
  expect(git('rev-parse main')).toBe(releaseMerge);
  const takeBack = () => github.pullRequests().filter((pullRequest) => pullRequest.head.ref === `${RELEASE}--take-back`);
  expect(takeBack()).toMatchObject([{ state: 'open', title: 'Take back release "Spring campaign"', labels: [{ name: RELEASE_LABEL }] }]);
  await page.screenshot({ path: test.info().outputPath('github-take-back-checking.png') });
  // Decap's Workflow passes the take-back's pull request over, as it does a release's.
  await page.goto(`${site}/admin/#/workflow`);
  await expect(page.getByText('Ready', { exact: true }).first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText(/Spring campaign|take back|release(?!s)/i)).toHaveCount(0);
  await page.goto(`${site}/admin/`);

  // The check turns green: GitHub merges the take-back, once; main's files are exactly as before the release.
  github.setCheck('success');
  expect(github.mainLog()).toEqual(['Take back release "Spring campaign"', ...before]);
  expect(git(`diff --name-only ${releaseMerge} main`).split('\n').sort()).toEqual([HOME, NAVIGATION].sort());
  expect(git('rev-parse main^{tree}')).toBe(git(`rev-parse ${beforeRelease}^{tree}`));
  expect(takeBack()).toMatchObject([{ state: 'closed', merged_at: expect.any(String) }]);

  // The panel's next read: Taken back, by whom and when, and nothing more to do with it.
  panel = await openPanel();
  await expect(release.getByText('Taken back', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(release.getByText(/^Taken back by Alex Marketer, /)).toBeVisible();
  await expect(release.getByRole('button')).toHaveCount(0);
  await page.screenshot({ path: test.info().outputPath('github-take-back-done.png') });
  expect(github.mainLog()).toHaveLength(before.length + 1);
  expect(github.unanswered).toEqual([]);
  await close();
});

test('a release of two Ready drafts scheduled from the panel is kept on its pull request beside its marker; the workflow merges it at its time as one commit, and the panel reads Published', async ({ browser }) => {
  const AUTUMN_TITLE = 'Autumn Laser Cleaning Offer Across Australia';
  const AUTUMN = 'cms/release/autumn-campaign';
  github.setCheck('pending');
  const { page, close } = await editorSignedInWith(browser, MARKETER);
  const zone = timeZoneIn(github.show('main', BUSINESS_FILE))!;
  // Two new drafts over main as the take-back left it: the FAQ link renamed, a new hero title; both Ready.
  const faq = faqLabel(github.show('main', NAVIGATION))!;
  await editHeaderLinks(page, [{ label: faq, from: faq, to: 'Questions' }]);
  await markReady(page);
  await page.goto(`${site}/admin/#/collections/pages/entries/home`);
  await expand(page, HERO_TITLE);
  await (await boxWithValue(page, HERO_TITLE)).fill(AUTUMN_TITLE);
  await saveDraft(page);
  await expect(page.getByText('Entry saved')).toBeVisible({ timeout: 60_000 });
  await markReady(page);
  const openPanel = async () => {
    await page.getByRole('button', { name: 'Release', exact: true }).click({ timeout: 30_000 });
    const panel = page.getByRole('dialog', { name: 'Releases' });
    await expect(panel.getByText('Reading the releases…')).toHaveCount(0, { timeout: 30_000 });
    return panel;
  };
  let panel = await openPanel();
  await panel.getByLabel('New release').fill('Autumn campaign');
  await panel.getByRole('button', { name: 'Make release' }).click();
  await expect(panel.getByRole('status')).toHaveText('Release “Autumn campaign” made.', { timeout: 30_000 });
  await panel.getByRole('button', { name: 'Add to release' }).click();
  await expect(panel.getByText('In the release Autumn campaign.')).toBeVisible({ timeout: 30_000 });
  await panel.getByRole('button', { name: 'Close' }).click();
  await page.goto(`${site}/admin/#/collections/navigation/entries/navigation`);
  await expect(page.getByRole('button', { name: 'Status: Ready' })).toBeVisible({ timeout: 60_000 });
  panel = await openPanel();
  await panel.getByRole('button', { name: 'Add to release' }).click();
  await expect(panel.getByText('In the release Autumn campaign.')).toBeVisible({ timeout: 30_000 });
  const release = panel.getByRole('listitem', { name: 'Autumn campaign' });

  // Schedule, from the panel: an end time is refused on the live site, in the panel's words; a publish time alone is kept.
  const publishAt = Math.ceil(Date.now() / 60_000) * 60_000 + 60 * 60_000;
  await release.getByRole('button', { name: 'Schedule', exact: true }).click();
  const form = panel.getByRole('region', { name: 'Schedule Autumn campaign' });
  await form.getByLabel(/^Publish at/).fill(clockInZone(zone, publishAt));
  await form.getByLabel(/^End at/).fill(clockInZone(zone, publishAt + 24 * 60 * 60_000));
  await form.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(panel.getByRole('alert')).toContainText("Not scheduled: on the live site a release's end time is not carried out yet.", { timeout: 30_000 });
  await form.getByLabel(/^End at/).fill('');
  await form.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(panel.getByRole('status')).toHaveText('“Autumn campaign” is scheduled.', { timeout: 30_000 });
  await expect(release.getByText(`Scheduled ${whenInWords(zone, publishAt)}`, { exact: true })).toBeVisible();
  await expect(release.getByRole('button', { name: 'Unschedule' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('github-release-scheduled.png') });
  const pull = () => github.pullRequests().filter((pullRequest) => pullRequest.head.ref === AUTUMN).at(-1)!;
  // Both markers in its body: the release's (its drafts, at the heads it was composed of) and the schedule's.
  expect(pull().body).toContain('<!-- editor-release: {"name":"Autumn campaign"');
  expect(readScheduleMarker(pull().body)).toEqual({ publishAt: new Date(publishAt).toISOString(), by: 'Alex Marketer' });

  // The scheduled workflow: before its time nothing; at its time, its check green, one merge holding both drafts.
  github.setCheckOf(AUTUMN, 'success');
  const before = github.mainLog();
  const runner = (now: number) => publishDueOnGitHub({ api: github.url, repo: 'owner/repository', token: MARKETER, timeZone: zone, now: new Date(now), log: () => undefined });
  expect(await runner(publishAt - 60_000)).toMatchObject({ merged: [], notDue: [AUTUMN] });
  expect(github.mainLog()).toEqual(before);
  expect(await runner(publishAt + 60_000)).toMatchObject({ merged: [AUTUMN], deployed: true });
  expect(github.mainLog()).toEqual([expect.stringMatching(/^Publish release "Autumn campaign" \(#\d+\)$/), ...before]);
  expect(faqLabel(github.show('main', NAVIGATION))).toBe('Questions');
  expect(github.show('main', HOME)).toContain(`title: ${AUTUMN_TITLE}`);
  const changed = execSync(`git -C ${path.join(work, 'repository.git')} show --name-only --format= main`, { encoding: 'utf8' }).trim().split('\n');
  expect(changed.sort()).toEqual([HOME, NAVIGATION].sort());

  // The panel's next read: Published, in the name of who scheduled it; the drafts' pull requests closed, their branches gone.
  await panel.getByRole('button', { name: 'Close' }).click();
  panel = await openPanel();
  await expect(release.getByText('Published', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(release.getByText(/^Published by Alex Marketer, .+, as scheduled$/)).toBeVisible();
  for (const branch of [DRAFT, 'cms/pages/home']) {
    expect(github.pullRequests().filter((pullRequest) => pullRequest.head.ref === branch).at(-1)).toMatchObject({ state: 'closed', merged_at: null });
    expect(github.branches()).not.toContain(branch);
  }
  expect(github.unanswered).toEqual([]);
  await close();
});
