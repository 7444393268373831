// Scheduling as a marketer meets it: `npm run edit` in a throwaway copy, a Ready draft of a new campaign page scheduled
// a minute ahead in its Schedule panel with an end a minute later; the editor publishes it on its own within 60 s of
// its time, and at the end the page is removed and its address sends visitors to the page chosen.
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BUSINESS_FILE } from '../../src/content/content-files';
import { clockInZone, whenInWords } from '../../src/editor/schedule';
import { timeZoneIn } from '../../scripts/build/editor-checks';
import { editorInACopy } from './editor-copy';
import { openEntryAt } from './editor-form';
import { namedEditor } from './editor-workflow';
import { expect, test } from './test';

const editing = editorInACopy({ portOffset: 317, testTimeout: 360_000 });
const { site } = editing;
test.use(namedEditor(site, 'Jo Editor'));

const PAGE = 'site/pages/spring-offer.yaml';
const ADDRESS = '/spring-offer';
const TITLE = 'Spring rust removal offer';
const PAGE_TEXT = `# yaml-language-server: $schema=../../schema/page.schema.json\nblocks:\n  - type: hero\n    variant: page\n    eyebrow: Spring offer\n    title: ${TITLE}\n    intro: Book a spring rust removal before the offer ends.\n`;
const ROUTE = `  - path: ${ADDRESS}\n    page: spring-offer.yaml\n    title: Spring Rust Removal Offer | Book Before It Ends\n    description: A spring offer on laser rust removal for structural steel and plant, for bookings made before the offer ends.\n    breadcrumb: Spring offer\n    index: false\n\n`;

/**
 * The least time from the open Schedule panel to the publish time: filling and saving the panel, then the Workflow list
 * reloaded, which must still show the draft as scheduled, and the page not yet on the site (1.3 s at load 7-9; the
 * editor looks for what is due every 15 s, so a publish comes 0-15 s after its time).
 */
const LEAD_MS = 20_000;

const inProject = (...args: string[]) => execFileSync('git', args, { cwd: editing.project.root, encoding: 'utf8' }).trim();

/** The new page's draft as Decap's Workflow leaves it in the editor's clone, marked Ready. */
function readyDraft() {
  const clone = path.join(editing.project.root, '.build/editor-repo');
  const inClone = (...args: string[]) => execFileSync('git', args, { cwd: clone, encoding: 'utf8' });
  inClone('checkout', '-q', '-b', 'cms/pages/spring-offer', 'main');
  writeFileSync(path.join(clone, PAGE), PAGE_TEXT);
  writeFileSync(path.join(clone, 'pages.yaml'), editing.project.read('pages.yaml').replace('  - path: /contact\n', `${ROUTE}  - path: /contact\n`));
  inClone('add', PAGE, 'pages.yaml');
  inClone('-c', 'user.name=Alex Marketer', '-c', 'user.email=', 'commit', '-q', '-m', 'Spring offer');
  inClone('config', 'branch.cms/pages/spring-offer.description', 'decap-cms/pending_publish');
  inClone('checkout', '-q', 'main');
}

/** What a visitor of the editor's site gets at the new page's address: its status, where it sends them, its text. */
async function visit(request: import('@playwright/test').APIRequestContext) {
  const response = await request.get(`${site}${ADDRESS}`, { headers: { Accept: 'text/html' }, maxRedirects: 0 });
  return { status: response.status(), location: response.headers().location, shows: (await response.text()).includes(TITLE) };
}

test('a Ready draft scheduled a minute ahead is published on its own within 60 s of its time, and at its end its page goes and its address leads to the page chosen', async ({ page, request }) => {
  readyDraft();
  const zone = timeZoneIn(editing.project.read(BUSINESS_FILE))!;

  await openEntryAt(page, site, '/collections/pages/entries/spring-offer');
  await expect(page.getByRole('button', { name: 'Status: Ready' })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Schedule', exact: true }).click();
  const panel = page.getByRole('dialog', { name: /^Schedule / });
  await expect(panel.getByLabel(/^Publish at/)).toBeVisible();
  // Whole minutes, as the time field takes them: the first that leaves LEAD_MS to schedule it and see it listed as
  // scheduled (the time taken at the open panel, not before the entry opens: at most a minute idle, not two), and the
  // end a minute after.
  const publishAt = Math.ceil((Date.now() + LEAD_MS) / 60_000) * 60_000;
  const endAt = publishAt + 60_000;
  await panel.getByLabel(/^Publish at/).fill(clockInZone(zone, publishAt));
  await expect(panel.getByText(whenInWords(zone, publishAt), { exact: true })).toBeVisible();
  await panel.getByLabel(/^End at/).fill(clockInZone(zone, endAt));
  await panel.getByLabel(/^At the end, send visitors to/).fill('/contact');
  await panel.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(panel.getByRole('status')).toContainText(`Scheduled ${whenInWords(zone, publishAt)}, ends ${whenInWords(zone, endAt)} (visitors then go to /contact)`);
  await expect(page.getByRole('button', { name: 'Scheduled', exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Close' }).click();
  // The Workflow list says when it goes live.
  await page.goto(`${site}/admin/#/workflow`);
  await expect(page.getByText(`Scheduled ${whenInWords(zone, publishAt)}`)).toBeVisible({ timeout: 30_000 });
  expect(await visit(request)).toMatchObject({ status: 404, shows: false });
  await page.close();

  // Published by npm run edit on its own: one commit on the project's branch, made within 60 s after its time.
  const published = /^Publish pages “spring-offer” from the browser editor, scheduled for /;
  await expect.poll(() => inProject('log', '-1', '--format=%s'), { timeout: publishAt + 60_000 - Date.now(), intervals: [1000] }).toMatch(published);
  const [subject, author, committed] = inProject('log', '-1', '--format=%s|%an|%ct').split('|') as [string, string, string];
  expect(subject).toBe(`Publish pages “spring-offer” from the browser editor, scheduled for ${whenInWords(zone, publishAt)}`);
  expect(author).toBe('Jo Editor');
  expect(Number(committed) * 1000).toBeGreaterThanOrEqual(publishAt - 1000);
  expect(editing.project.read(PAGE)).toBe(PAGE_TEXT);
  await expect.poll(() => visit(request), { timeout: 30_000 }).toMatchObject({ status: 200, shows: true });

  // At its end: the page removed and its address sent to /contact, one commit, within 60 s after the end.
  await expect.poll(() => inProject('log', '-1', '--format=%s'), { timeout: endAt + 60_000 - Date.now(), intervals: [1000] }).toBe(`End ${ADDRESS}: its page removed, its visitors sent to /contact (scheduled in the browser editor)`);
  expect(existsSync(path.join(editing.project.root, PAGE))).toBe(false);
  await expect.poll(() => visit(request), { timeout: 30_000 }).toMatchObject({ status: 301, location: '/contact' });
});
