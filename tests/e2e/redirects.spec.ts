// Addresses that keep working, as a marketer meets them: a page renamed and a page removed in the browser editor
// (`npm run edit` in a copy of the project that is its own git repository), each saved as a draft and published as one
// commit, leave their old addresses answering 301 to the right page, on `npm start` and in dist/_redirects; a hand
// edit of pages.yaml that drops a published address, committed, fails `npm run validate` naming it.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { editorInACopy } from './editor-copy';
import { expect, test } from './test';
import { stopProcess } from '../support/processes';
import { REMOVAL_FIELD } from '../../src/content/address-changes';
import { expand, listItem, openEntryAt } from './editor-form';
import { commitsOf, namedEditor, publish, saveDraft } from './editor-workflow';

const editing = editorInACopy({ portOffset: 303 });
const { site, sitePort } = editing;
const servePort = sitePort + 2;

// Someone who gave the editor their name, so a save is not held by the question.
test.use(namedEditor(site));

const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.invalid', ...args], { cwd: editing.project.root, encoding: 'utf8' });

const routesOf = () => parseDocument(editing.project.read('pages.yaml')).toJS().routes as { path: string; page: string; redirectFrom?: string[] }[];

/** Every content file but pages.yaml that still links to `address` (as a whole address, with or without #section). */
function filesLinkingTo(address: string): string[] {
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'site'], { cwd: editing.project.root, encoding: 'utf8' }).split('\n').filter((file) => file.endsWith('.yaml') && existsSync(path.join(editing.project.root, file)));
  const link = new RegExp(`[\\s"'(\\[]${address.replace(/\//g, '\\/')}(?=[\\s"')\\]#?,}]|$)`, 'm');
  return files.filter((file) => link.test(editing.project.read(file)));
}

test('renaming a page in Routes keeps its old address as one of its old addresses, and every link follows', async ({ page }) => {
  expect(filesLinkingTo('/plant-maintenance').length).toBeGreaterThan(0);
  await openEntryAt(page, site, '/collections/routes/entries/routes');
  // Routes are listed by address, then title.
  const route = await expand(page, '/plant-maintenance · Plant Maintenance | Scheduled Laser Cleaning & Inspection');
  await route.getByLabel('Address', { exact: true }).fill('/plant-maintenance-programmes');
  await saveDraft(page);
  await expect(page.getByText('Entry saved')).toBeVisible({ timeout: 60_000 });
  // The editor reads the draft back, so the form shows what was saved: the old address now leads here. The route
  // stays open, where the marketer was.
  await expect(page.getByRole('button', { name: 'Status: Draft' })).toBeVisible({ timeout: 60_000 });
  const saved = listItem(page, '/plant-maintenance-programmes · Plant Maintenance | Scheduled Laser Cleaning & Inspection');
  await expect(saved.getByLabel('Address', { exact: true })).toHaveValue('/plant-maintenance-programmes');
  await saved.getByText('1 old address', { exact: true }).click();
  await expect(saved.getByText('/plant-maintenance', { exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('renamed.png'), fullPage: false });
  // A draft: nothing in the project's files until it is published, then all of it in one commit.
  expect(routesOf().find((entry) => entry.page === 'plant-maintenance.yaml')!.path).toBe('/plant-maintenance');
  const commits = commitsOf(editing.project.root).length;
  await publish(page);
  await expect(page.getByText('Entry published')).toBeVisible();
  expect(commitsOf(editing.project.root)).toHaveLength(commits + 1);

  expect(routesOf().find((entry) => entry.page === 'plant-maintenance.yaml')).toMatchObject({ path: '/plant-maintenance-programmes', redirectFrom: ['/plant-maintenance'] });
  expect(filesLinkingTo('/plant-maintenance')).toEqual([]);
  expect(editing.project.read('site/navigation.yaml')).toContain('href: /plant-maintenance-programmes');
  const validate = editing.project.run('validate');
  expect(validate.status, validate.output).toBe(0);
});

test('removing a page asks where its visitors go: a page that does not exist is refused, another page takes its address and links', async ({ page }) => {
  await openEntryAt(page, site, '/collections/routes/entries/routes');
  const route = await expand(page, '/localised-rust-removal · Localised Rust Removal | Targeted Laser Spot Repairs');
  const sendTo = route.getByLabel('Remove this page, send its visitors to');
  await sendTo.fill('/rust-removal');
  await saveDraft(page);
  await expect(page.getByText(/\/localised-rust-removal cannot send its visitors to \/rust-removal: no page has that address/)).toBeVisible({ timeout: 60_000 });
  expect(existsSync(path.join(editing.project.root, 'site/pages/localised-rust-removal.yaml'))).toBe(true);

  // As a marketer replaces a field's text: select it all and type over it.
  await sendTo.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText('/laser-rust-removal');
  await expect(sendTo).toHaveValue('/laser-rust-removal');
  await saveDraft(page);
  await expect(page.getByText('Entry saved')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('/localised-rust-removal · Localised Rust Removal | Targeted Laser Spot Repairs', { exact: true })).toHaveCount(0, { timeout: 30_000 });
  // The draft deletes nothing: the page stays on the site until the publish, which deletes it in its own commit.
  expect(existsSync(path.join(editing.project.root, 'site/pages/localised-rust-removal.yaml'))).toBe(true);
  await expect(page.getByRole('button', { name: 'Status: Draft' })).toBeVisible({ timeout: 60_000 });
  await publish(page);
  await expect(page.getByText('Entry published')).toBeVisible();
  expect(git('show', '--name-status', '--format=', 'HEAD').trim().split('\n')).toEqual(expect.arrayContaining(['M\tpages.yaml', 'D\tsite/pages/localised-rust-removal.yaml']));

  expect(routesOf().some((entry) => entry.page === 'localised-rust-removal.yaml')).toBe(false);
  expect(routesOf().find((entry) => entry.path === '/laser-rust-removal')!.redirectFrom).toEqual(['/localised-rust-removal']);
  expect(existsSync(path.join(editing.project.root, 'site/pages/localised-rust-removal.yaml'))).toBe(false);
  expect(filesLinkingTo('/localised-rust-removal')).toEqual([]);
  expect(editing.project.read('pages.yaml')).not.toContain(REMOVAL_FIELD);
  const validate = editing.project.run('validate');
  expect(validate.status, validate.output).toBe(0);
});

test('the old addresses answer 301 to their page on npm start and in dist/_redirects', async () => {
  const build = editing.project.run('build', '--no-admin');
  expect(build.status, build.output).toBe(0);
  const redirectsFile = readFileSync(path.join(editing.project.root, 'dist/_redirects'), 'utf8').trim().split('\n');
  expect(redirectsFile).toEqual(expect.arrayContaining(['/plant-maintenance /plant-maintenance-programmes 301', '/localised-rust-removal /laser-rust-removal 301', '/services/compliance-certification /compliance-certification 301']));

  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--serve-only'], {
    cwd: editing.project.root,
    env: { ...process.env, PORT: String(servePort), DATA_DIR: path.join(editing.project.root, '.data'), FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  try {
    await new Promise<void>((resolve, reject) => {
      let output = '';
      server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()).includes('Site running') && resolve());
      server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      server.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
    });
    const base = `http://127.0.0.1:${servePort}`;
    for (const [from, to] of [['/plant-maintenance', '/plant-maintenance-programmes'], ['/localised-rust-removal', '/laser-rust-removal']] as const) {
      const response = await fetch(base + from, { redirect: 'manual' });
      expect(response.status, from).toBe(301);
      expect(response.headers.get('location'), from).toBe(to);
      const landed = await fetch(base + from);
      expect(landed.url).toBe(base + to);
      expect(landed.status).toBe(200);
    }
  } finally {
    await stopProcess(server);
  }
});

test('a hand edit of pages.yaml that drops a published address, committed, fails validate naming it and the fix', async () => {
  // The rename and the removal are commits already: the editor published them.
  expect(git('status', '--porcelain', '--', 'pages.yaml', 'site')).toBe('');
  const pagesYaml = editing.project.read('pages.yaml');
  const dropped = pagesYaml.replace(/\n {4}redirectFrom:\n {6}- \/localised-rust-removal/, '');
  expect(dropped).not.toBe(pagesYaml);
  editing.project.write('pages.yaml', dropped);
  git('commit', '-qam', 'Tidy pages.yaml by hand');

  const validate = editing.project.run('validate');
  expect(validate.status).toBe(1);
  expect(validate.output).toContain('/localised-rust-removal was published and now leads nowhere');
  // The fix names the page the address led to last.
  expect(validate.output).toContain("its page (laser-rust-removal.yaml) is now at /laser-rust-removal: add /localised-rust-removal to that route's old addresses (redirectFrom: [/localised-rust-removal])");

  // Without the history (a tarball of the site) the check is skipped, and said once.
  renameSync(path.join(editing.project.root, '.git'), path.join(editing.project.root, '.git-away'));
  try {
    const withoutGit = editing.project.run('validate');
    expect(withoutGit.status, withoutGit.output).toBe(0);
    expect(withoutGit.output.match(/the check that every published address still leads to a page is skipped/g)).toHaveLength(1);
  } finally {
    renameSync(path.join(editing.project.root, '.git-away'), path.join(editing.project.root, '.git'));
  }
});
