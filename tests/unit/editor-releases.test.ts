// Releases in the local editor's backend (issue 56), over a git copy of the site's content and npm run validate's own
// check, through the calls the editor sends (POST /api/v1): no browser. A release of a new page, a menu link to it and
// a hero change is published as ONE commit that the whole site's check passes; with its page left out it is refused in
// the validator's words, naming the draft, and nothing is published; taking it back is one checked commit.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import cmsConfig from '../../src/editor/cms-config.json' with { type: 'json' };
import { removedPageFiles } from '../../src/content/address-changes';
import { routesIn } from '../../src/content/addresses';
import { isContentFile, ROUTES_FILE } from '../../src/content/content-files';
import { checkChanges, loadSite } from '../../src/content/load-site';
import { addRoute } from '../../src/content/new-page';
import { formatReport } from '../../src/content/problems';
import { dateTimeIn } from '../../src/editor/dates';
import { startEditorBackend } from '../../src/server/editor-backend';
import { openEditorRepo } from '../../src/server/editor-repo';
import { projectRoot, readContentTexts, readStaticFiles, readValidators } from '../../scripts/build/content-files';
import { editorReleases } from '../../scripts/build/editor-releases';

const EDITOR = 'http://127.0.0.1:5173';
const HOME = 'site/pages/home.yaml';
const NAVIGATION = 'site/navigation.yaml';
const OFFER = 'site/pages/spring-rust-offer.yaml';
const HERO_TITLE = 'title: Industrial Laser Cleaning Across Australia';
/** The menu's last link, which the campaign's link takes the place of (the menu has no room for one more). */
const MENU_ROI = '    - { label: ROI Calculator, href: "/#roi" }\n';
const MENU_OFFER = '    - { label: Spring offer, href: /spring-rust-offer }\n';

let root: string;
let server: Server;
let port: number;
let releases: ReturnType<typeof editorReleases>;
const validators = readValidators();

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
/** npm run validate's verdict on the copy's files as they are: its errors, empty when the site builds. */
const validate = () => loadSite(readContentTexts(root), validators, readStaticFiles(projectRoot)).problems;

/** A call of the editor's page to the backend, with the name the editor gave. */
function api(action: string, params: Record<string, unknown>) {
  return new Promise<{ status: number; body: Record<string, unknown> }>((resolve, reject) => {
    const headers = { Host: `127.0.0.1:${port}`, Origin: EDITOR, 'Content-Type': 'application/json' };
    const sent = request({ host: '127.0.0.1', port, path: '/api/v1', method: 'POST', headers }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body: JSON.parse(text) as Record<string, unknown> }));
    });
    sent.on('error', reject);
    sent.end(JSON.stringify({ action, editor: 'Alex Marketer', params: { branch: 'main', ...params } }));
  });
}

/** A draft's save as Decap sends it. */
const save = (collection: string, slug: string, dataFiles: Array<{ path: string; raw: string }>) =>
  api('persistEntry', { dataFiles: dataFiles.map((file) => ({ slug, ...file })), assets: [], options: { commitMessage: 'Edit', useWorkflow: true, status: 'draft', collectionName: collection } });
const ready = (collection: string, slug: string) => api('updateUnpublishedEntryStatus', { collection, slug, newStatus: 'pending_publish' });

/** The release of that id as the Releases view lists it. */
async function listed(id: string) {
  const { body } = await api('releases', {});
  return (body.releases as Array<{ id: string; state: string; stateInWords: string; previewUrl?: string; drafts: Array<Record<string, string>> }>).find((release) => release.id === id);
}

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'editor-releases-'));
  const files = execFileSync('git', ['ls-files', '--', 'pages.yaml', 'site'], { cwd: projectRoot, encoding: 'utf8' }).split('\n').filter(isContentFile);
  for (const file of files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), readFileSync(path.join(projectRoot, file)));
  }
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('-c', 'user.name=Developer', '-c', 'user.email=dev@example.com', 'commit', '-q', '-m', 'The site');
  const repo = await openEditorRepo({ project: root, repo: path.join(root, '.build/editor-repo'), isContentFile });
  const checked = {
    repo,
    config: cmsConfig.config,
    // npm run edit's check (scripts/edit.ts) without pictures: the copy holds none, and the check passes them over then.
    siteCheck: (texts: ReadonlyMap<string, string>, changes: ReadonlyMap<string, string>) => {
      const removed = removedPageFiles(texts.get(ROUTES_FILE), changes.get(ROUTES_FILE));
      const { problems } = checkChanges(texts, validators, changes, removed, { staticFiles: readStaticFiles(projectRoot) });
      return { removed, report: problems.length ? formatReport(problems) : undefined };
    },
    publishedAddress: async (rev: string, file: string) => routesIn(await repo.textAt(rev, ROUTES_FILE)).find((entry) => `site/pages/${entry.page}` === file)?.path,
    dateInWords: (date: string) => dateTimeIn('UTC', date),
    log: () => undefined,
  };
  releases = editorReleases({ ...checked, previewUrl: (id) => `${EDITOR}/_preview/release/${id}/` });
  server = await startEditorBackend({ ...checked, port: 0, editorOrigins: [EDITOR], photoNames: /\.jpg$/, previewUrl: () => EDITOR, releases: releases.calls });
  port = (server.address() as AddressInfo).port;
}, 60_000);

afterAll(() => {
  server?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('a release in the local editor', () => {
  it('groups three drafts (a new page, a menu link to it, a hero change), listed with their status and who changed them last', async () => {
    expect(validate()).toEqual([]);
    const pages = read(ROUTES_FILE);
    const route = { path: '/spring-rust-offer', page: 'spring-rust-offer.yaml', title: 'Spring Rust Offer | Laser Rust Removal', description: 'Book laser rust removal this spring: on-site crews, no blast media, no chemicals and a fixed quote within 24 hours.', structuredData: ['BreadcrumbList'] };
    const page = read('site/pages/thank-you.yaml').replace('Enquiry received', 'Spring offer').replace('Thank You for Contacting Us!', 'Spring rust offer').replace('id: what-happens-next', 'id: how-it-works');
    expect((await save('pages', 'spring-rust-offer', [{ path: OFFER, raw: page }, { path: ROUTES_FILE, raw: addRoute(pages, route) }])).status).toBe(200);
    expect(read(NAVIGATION)).toContain(MENU_ROI);
    expect((await save('navigation', 'navigation', [{ path: NAVIGATION, raw: read(NAVIGATION).replace(MENU_ROI, MENU_OFFER) }])).status).toBe(200);
    expect((await save('pages', 'home', [{ path: HOME, raw: read(HOME).replace(HERO_TITLE, 'title: Spring Laser Cleaning Offer Across Australia') }])).status).toBe(200);

    const made = await api('makeRelease', { name: 'Spring campaign' });
    expect(made.status).toBe(200);
    expect(made.body.id).toBe('spring-campaign');
    for (const draft of ['pages/spring-rust-offer', 'navigation/navigation', 'pages/home']) expect((await api('addToRelease', { id: 'spring-campaign', draft })).status).toBe(200);
    expect((await api('addToRelease', { id: 'spring-campaign', draft: 'pages/faq' })).body.error).toBe('Save this entry first: only a draft goes in a release.');
    const release = await listed('spring-campaign');
    expect(release).toMatchObject({ state: 'open', stateInWords: 'Not published yet', previewUrl: `${EDITOR}/_preview/release/spring-campaign/` });
    expect(release!.drafts.map(({ label, status, changedBy }) => [label, status, changedBy])).toEqual([
      ['Pages › spring-rust-offer', 'Draft', 'Alex Marketer'],
      ['Navigation', 'Draft', 'Alex Marketer'],
      ['Pages › home', 'Draft', 'Alex Marketer'],
    ]);
    // Stored on a branch of the editor's clone that holds only the releases, never on the site's.
    expect(git('ls-tree', '--name-only', 'main')).not.toContain('releases.json');
  });

  it('is not published while a draft of it is not Ready, naming the draft', async () => {
    const before = git('rev-parse', 'HEAD');
    const refused = await api('publishRelease', { id: 'spring-campaign' });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/^Not published: the draft Pages › spring-rust-offer \(pages\/spring-rust-offer\) of "Spring campaign" cannot go yet\. this draft is still a Draft, and only a Ready draft is published/);
    expect(git('rev-parse', 'HEAD')).toBe(before);
  });

  it('whose combination breaks the site (its page left out, its menu link kept) is refused in the validator\'s words, naming the draft, and nothing is published', async () => {
    for (const [collection, slug] of [['pages', 'spring-rust-offer'], ['navigation', 'navigation'], ['pages', 'home']] as const) expect((await ready(collection, slug)).status).toBe(200);
    expect((await api('removeFromRelease', { id: 'spring-campaign', draft: 'pages/spring-rust-offer' })).status).toBe(200);
    const before = git('rev-parse', 'HEAD');
    const refused = await api('publishRelease', { id: 'spring-campaign' });
    expect(refused.status).toBe(422);
    const words = String(refused.body.error);
    expect(words).toMatch(/^Not published: "Spring campaign" together would break the site, so none of it went live\. Fix these first\.\n\nsite\/navigation\.yaml: changed by the draft Navigation \(navigation\/navigation\)\.\n\n/);
    // The validator's own report: the file, the line of the link, and what is wrong with it.
    const line = read(NAVIGATION).split('\n').indexOf(MENU_ROI.trimEnd()) + 1;
    expect(words).toMatch(new RegExp(`site/navigation\\.yaml \\(1 error\\)\\n\\s+site/navigation\\.yaml:${line}:\\d+\\s+error in Header, link 6 \\(Spring offer\\), Link: the link to /spring-rust-offer goes nowhere: no page has that address`));
    expect(git('rev-parse', 'HEAD')).toBe(before);
    expect(read(NAVIGATION)).not.toContain('spring-rust-offer');
    expect(read(HOME)).toContain(HERO_TITLE);
    expect(git('-C', '.build/editor-repo', 'branch', '--list', 'cms/*').split('\n').map((branch) => branch.trim())).toEqual(['cms/navigation/navigation', 'cms/pages/home', 'cms/pages/spring-rust-offer']);
  });

  it('is published as ONE commit holding all three drafts, which the whole site\'s check passes', async () => {
    expect((await api('addToRelease', { id: 'spring-campaign', draft: 'pages/spring-rust-offer' })).status).toBe(200);
    const before = git('rev-parse', 'HEAD');
    const published = await api('publishRelease', { id: 'spring-campaign' });
    expect(published.status, String(published.body.error)).toBe(200);
    expect(git('rev-list', '--count', `${before}..HEAD`)).toBe('1');
    expect(git('rev-parse', 'HEAD')).toBe(published.body.commit);
    expect(git('diff', '--name-only', `${before}`, 'HEAD').split('\n').sort()).toEqual([ROUTES_FILE, HOME, NAVIGATION, OFFER].sort());
    expect(git('log', '-1', '--format=%an %s')).toBe('Alex Marketer Publish release “Spring campaign” from the browser editor: navigation/navigation, pages/home, pages/spring-rust-offer');
    expect(read(NAVIGATION)).toContain(MENU_OFFER);
    expect(read(HOME)).toContain('Spring Laser Cleaning Offer Across Australia');
    expect(validate()).toEqual([]);
    expect(git('-C', '.build/editor-repo', 'branch', '--list', 'cms/*')).toBe('');
    expect(await listed('spring-campaign')).toMatchObject({ state: 'published', stateInWords: 'Published', drafts: [{ id: 'navigation/navigation' }, { id: 'pages/home' }, { id: 'pages/spring-rust-offer' }] });
    expect((await api('publishRelease', { id: 'spring-campaign' })).body.error).toMatch(/is Published/);
  });

  it('is taken back as one checked commit: every entry as before, its new page gone with its address sent where the team chose', async () => {
    const before = git('rev-parse', 'HEAD');
    const firstCommit = git('rev-list', '--max-parents=0', 'HEAD');
    const unsent = await api('takeBackRelease', { id: 'spring-campaign' });
    expect(unsent.status).toBe(422);
    expect(unsent.body.error).toMatch(/^Not taken back: choose the page the visitors of \/spring-rust-offer are sent to/);
    // The Releases view's one page for every address removed, refused when no page has it.
    const nowhere = await api('takeBackRelease', { id: 'spring-campaign', sendAllTo: '/no-such-page' });
    expect(nowhere.status).toBe(422);
    expect(nowhere.body.error).toBe('Not taken back: /spring-rust-offer cannot send its visitors to /no-such-page: no page that stays has that address. Write the address of a page of the site, like /contact.');
    expect(git('rev-parse', 'HEAD')).toBe(before);
    const takenBack = await api('takeBackRelease', { id: 'spring-campaign', sendTo: { '/spring-rust-offer': '/contact' } });
    expect(takenBack.status, String(takenBack.body.error)).toBe(200);
    expect(git('rev-list', '--count', `${before}..HEAD`)).toBe('1');
    for (const file of [HOME, NAVIGATION]) expect(git('diff', firstCommit, 'HEAD', '--', file)).toBe('');
    expect(git('ls-tree', '--name-only', 'HEAD', OFFER)).toBe('');
    const contact = routesIn(read(ROUTES_FILE)).find((route) => route.path === '/contact');
    expect(contact?.redirectFrom).toContain('/spring-rust-offer');
    expect(routesIn(read(ROUTES_FILE)).some((route) => route.path === '/spring-rust-offer')).toBe(false);
    expect(validate()).toEqual([]);
    expect(await listed('spring-campaign')).toMatchObject({ state: 'taken-back', stateInWords: 'Taken back' });
  });

  it('is published by name through publishRelease, as the scheduler calls it', async () => {
    const faq = read('site/pages/faq.yaml');
    const [firstTitle] = /title: .+/.exec(faq)!;
    expect((await save('pages', 'faq', [{ path: 'site/pages/faq.yaml', raw: faq.replace(firstTitle, `${firstTitle} (spring)`) }])).status).toBe(200);
    expect((await ready('pages', 'faq')).status).toBe(200);
    expect((await api('makeRelease', { name: 'FAQ refresh' })).status).toBe(200);
    expect((await api('addToRelease', { id: 'faq-refresh', draft: 'pages/faq' })).status).toBe(200);
    expect(await releases.publishRelease('No such release', 'Scheduler')).toEqual({ status: 404, refused: 'Not published: there is no release "No such release".' });
    const published = await releases.publishRelease('FAQ refresh', 'Scheduled publish');
    expect(published).toEqual({ commit: git('rev-parse', 'HEAD') });
    expect(git('log', '-1', '--format=%an')).toBe('Scheduled publish');
    expect(read('site/pages/faq.yaml')).toContain(`${firstTitle} (spring)`);
  });
});
