// A campaign as a release (issue 56), in a throwaway git copy driven through `npm run edit`: a new page, a menu link
// to it and a hero change, saved as three drafts (through the backend, as the form saves them), put in a release from
// each entry's toolbar; the release's preview shows all three on real pages; with the page taken out it is refused in
// the validator's words and nothing is published; put back, it is scheduled and unscheduled from its Schedule, and
// Publish release makes ONE commit that validate passes; Take back puts every entry back in one more commit that
// validate passes.
import { execFileSync } from 'node:child_process';
import { request } from 'node:http';
import type { Page } from '@playwright/test';
import { routesIn } from '../../src/content/addresses';
import { BUSINESS_FILE } from '../../src/content/content-files';
import { clockInZone, whenInWords } from '../../src/editor/schedule';
import { timeZoneIn } from '../../scripts/build/editor-checks';
import { addRoute } from '../../src/content/new-page';
import { openEntryAt } from './editor-form';
import { commitsOf, editorFor } from './editor-workflow';
import { editorInACopy } from './editor-copy';
import { expect, test } from './test';

const editing = editorInACopy({ portOffset: 341 });
const { site, sitePort } = editing;
const HOME = 'site/pages/home.yaml';
const NAVIGATION = 'site/navigation.yaml';
const OFFER = 'site/pages/spring-rust-offer.yaml';
const HERO_TITLE = 'Industrial Laser Cleaning Across Australia';
const SPRING_TITLE = 'Spring Laser Cleaning Offer Across Australia';
/** The menu's last link, whose place the campaign's link takes (the menu has no room for one more). */
const MENU_ROI = '    - { label: ROI Calculator, href: "/#roi" }\n';
const MENU_OFFER = '    - { label: Spring offer, href: /spring-rust-offer }\n';
const DRAFTS = [
  { hash: '/collections/pages/entries/spring-rust-offer', collection: 'pages', slug: 'spring-rust-offer' },
  { hash: '/collections/navigation/entries/navigation', collection: 'navigation', slug: 'navigation' },
  { hash: '/collections/pages/entries/home', collection: 'pages', slug: 'home' },
];

/** A call of the editor's page to its backend (POST /api/v1), as Decap sends it. */
function api(action: string, params: Record<string, unknown>) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const port = sitePort + 1;
    const headers = { Host: `127.0.0.1:${port}`, Origin: site, 'Content-Type': 'application/json' };
    const sent = request({ host: '127.0.0.1', port, path: '/api/v1', method: 'POST', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, text }));
    });
    sent.on('error', reject);
    sent.end(JSON.stringify({ action, editor: 'Alex Marketer', params: { branch: 'main', ...params } }));
  });
}
const save = async (collection: string, slug: string, dataFiles: Array<{ path: string; raw: string }>) => {
  const saved = await api('persistEntry', { dataFiles: dataFiles.map((file) => ({ slug, ...file })), assets: [], options: { commitMessage: 'Edit', useWorkflow: true, status: 'draft', collectionName: collection } });
  expect(saved.status, saved.text).toBe(200);
};

/** The Releases panel, opened from an entry's toolbar (Release) or from the top bar of the editor's lists (Releases). */
async function openPanel(page: Page, button: 'Release' | 'Releases') {
  await page.getByRole('button', { name: button, exact: true }).click({ timeout: 30_000 });
  const panel = page.getByRole('dialog', { name: 'Releases' });
  await expect(panel.getByText('Reading the releases…')).toHaveCount(0, { timeout: 30_000 });
  return panel;
}

test('a release of a new page, a menu link to it and a hero change: previewed together, refused whole when broken, published as one commit', async ({ browser }) => {
  const read = editing.project.read;
  const route = { path: '/spring-rust-offer', page: 'spring-rust-offer.yaml', title: 'Spring Rust Offer | Laser Rust Removal', description: 'Book laser rust removal this spring: on-site crews, no blast media, no chemicals and a fixed quote within 24 hours.', structuredData: ['BreadcrumbList'] };
  const offer = read('site/pages/thank-you.yaml').replace('Enquiry received', 'Spring offer').replace('Thank You for Contacting Us!', 'Spring rust offer').replace('id: what-happens-next', 'id: how-it-works');
  await save('pages', 'spring-rust-offer', [{ path: OFFER, raw: offer }, { path: 'pages.yaml', raw: addRoute(read('pages.yaml'), route) }]);
  expect(read(NAVIGATION)).toContain(MENU_ROI);
  await save('navigation', 'navigation', [{ path: NAVIGATION, raw: read(NAVIGATION).replace(MENU_ROI, MENU_OFFER) }]);
  expect(read(HOME)).toContain(HERO_TITLE);
  await save('pages', 'home', [{ path: HOME, raw: read(HOME).replace(HERO_TITLE, SPRING_TITLE) }]);
  for (const { collection, slug } of DRAFTS) expect((await api('updateUnpublishedEntryStatus', { collection, slug, newStatus: 'pending_publish' })).status).toBe(200);

  // A release made in the Releases view (the top bar, beside Workflow), and each draft put in it from its entry's toolbar.
  const page = await editorFor(browser, 'Alex Marketer');
  await openEntryAt(page, site, DRAFTS[2]!.hash);
  await page.goto(`${site}/admin/#/workflow`);
  let panel = await openPanel(page, 'Releases');
  await panel.getByLabel('New release').fill('Spring campaign');
  await panel.getByRole('button', { name: 'Make release' }).click();
  await expect(panel.getByRole('status')).toHaveText('Release “Spring campaign” made.');
  await page.screenshot({ path: test.info().outputPath('releases-view.png') });
  await panel.getByRole('button', { name: 'Close' }).click();
  for (const { hash } of DRAFTS) {
    await openEntryAt(page, site, hash);
    panel = await openPanel(page, 'Release');
    await panel.getByRole('button', { name: 'Add to release' }).click();
    await expect(panel.getByText('In the release Spring campaign.')).toBeVisible();
  }
  const release = panel.getByRole('listitem', { name: 'Spring campaign' });
  for (const label of ['Pages › spring-rust-offer', 'Navigation', 'Pages › home']) await expect(release.getByText(`${label} · Ready · changed by Alex Marketer`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('release-panel.png') });

  // Its preview: the whole site with exactly the release's drafts, on real pages.
  const previewUrl = (await release.getByRole('link', { name: 'Preview' }).getAttribute('href'))!;
  const preview = await page.context().newPage();
  await preview.goto(previewUrl, { timeout: 60_000 });
  await expect(preview.getByRole('note')).toContainText('Preview: the site with the release “Spring campaign” (3 drafts)');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(SPRING_TITLE);
  const menuLink = preview.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Spring offer', exact: true });
  await expect(menuLink).toBeVisible();
  await menuLink.click();
  await expect(preview).toHaveURL(/\/_preview\/release\/spring-campaign\/spring-rust-offer$/);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Spring rust offer');
  await preview.screenshot({ path: test.info().outputPath('release-preview.png') });
  await preview.close();

  // The page taken out, its menu link kept: refused in the validator's words, naming the draft; nothing published.
  const commits = commitsOf(editing.project.root).length;
  await openEntryAt(page, site, DRAFTS[0]!.hash);
  panel = await openPanel(page, 'Release');
  await panel.getByRole('button', { name: 'Remove from release' }).click();
  await expect(panel.getByRole('status')).toContainText('is out of “Spring campaign”');
  page.on('dialog', (dialog) => void dialog.accept());
  await release.getByRole('button', { name: 'Publish release' }).click();
  const refusal = panel.getByRole('alert');
  await expect(refusal).toContainText('Not published: "Spring campaign" together would break the site, so none of it went live.', { timeout: 60_000 });
  await expect(refusal).toContainText('site/navigation.yaml: changed by the draft Navigation (navigation/navigation).');
  await expect(refusal).toContainText('error in Header, link 6 (Spring offer), Link: the link to /spring-rust-offer goes nowhere: no page has that address');
  expect(commitsOf(editing.project.root)).toHaveLength(commits);
  expect(read(NAVIGATION)).not.toContain('spring-rust-offer');
  expect(read(HOME)).toContain(HERO_TITLE);

  // Put back whole: one commit holding all three, which npm run validate passes.
  await panel.getByRole('button', { name: 'Add to release' }).click();
  await expect(panel.getByText('In the release Spring campaign.')).toBeVisible();
  // Scheduled an hour ahead from its Schedule (a draft's time fields), then unscheduled: it waits for Publish release.
  const zone = timeZoneIn(read(BUSINESS_FILE))!;
  const publishAt = Math.ceil(Date.now() / 60_000) * 60_000 + 3_600_000;
  await release.getByRole('button', { name: 'Schedule', exact: true }).click();
  const times = release.getByRole('region', { name: 'Schedule Spring campaign' });
  await times.getByLabel(/^Publish at/).fill(clockInZone(zone, publishAt));
  await times.getByRole('button', { name: 'Schedule', exact: true }).click();
  await expect(panel.getByRole('status')).toHaveText('“Spring campaign” is scheduled.');
  await expect(release.getByText(`Scheduled ${whenInWords(zone, publishAt)}`, { exact: true })).toBeVisible();
  await expect(release.getByText('Scheduled', { exact: true })).toBeVisible();
  await release.getByRole('button', { name: 'Unschedule' }).click();
  await expect(release.getByText('Not published yet', { exact: true })).toBeVisible();
  await release.getByRole('button', { name: 'Publish release' }).click();
  await expect(panel.getByRole('status')).toHaveText('“Spring campaign” is published.', { timeout: 60_000 });
  await expect(release.getByText('Published', { exact: true })).toBeVisible();
  expect(commitsOf(editing.project.root)).toHaveLength(commits + 1);
  expect(commitsOf(editing.project.root)[0]).toBe('Alex Marketer|Publish release “Spring campaign” from the browser editor: navigation/navigation, pages/home, pages/spring-rust-offer');
  const files = execFileSync('git', ['show', '--name-only', '--format=', 'HEAD'], { cwd: editing.project.root, encoding: 'utf8' }).trim().split('\n');
  expect(files.sort()).toEqual(['pages.yaml', HOME, NAVIGATION, OFFER].sort());
  expect(read(NAVIGATION)).toContain(MENU_OFFER);
  expect(read(HOME)).toContain(SPRING_TITLE);
  const validate = editing.project.run('validate');
  expect(validate.status, validate.output).toBe(0);

  // Taken back from the Releases view: one commit, every entry as before, the new page's visitors sent to /contact.
  await release.getByLabel('Send visitors of its new pages to').fill('/contact');
  await release.getByRole('button', { name: 'Take back' }).click();
  await expect(panel.getByRole('status')).toHaveText('“Spring campaign” is taken back: its pages are as they were before it.', { timeout: 60_000 });
  await expect(release.getByText('Taken back', { exact: true })).toBeVisible();
  expect(commitsOf(editing.project.root)).toHaveLength(commits + 2);
  expect(commitsOf(editing.project.root)[0]).toBe('Alex Marketer|Take back release “Spring campaign” from the browser editor');
  expect(read(NAVIGATION)).toContain(MENU_ROI);
  expect(read(HOME)).toContain(HERO_TITLE);
  expect(routesIn(read('pages.yaml')).find((entry) => entry.path === '/contact')?.redirectFrom).toContain('/spring-rust-offer');
  expect(routesIn(read('pages.yaml')).some((entry) => entry.path === '/spring-rust-offer')).toBe(false);
  const validateTakenBack = editing.project.run('validate');
  expect(validateTakenBack.status, validateTakenBack.output).toBe(0);
});
