// A Ready draft scheduled in the editor's clone of a throwaway git copy of the project (no browser, no server): it is
// published by the due-runner at its time through the checked publish (one commit on the project's branch), a draft
// that would break the site stays Scheduled with the validator's words, and at the end time the new page is removed
// and its address sent to the page chosen, as one commit that npm run validate's check passes; unscheduled, a draft is left alone.
// A release scheduled likewise goes live as one commit holding all its drafts, and at its end is taken back, its new
// page's address sent to the page chosen; one that would break the site stays Scheduled with the validator's words.
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import cmsConfig from '../../src/editor/cms-config.json' with { type: 'json' };
import { routesIn } from '../../src/content/addresses';
import { BUSINESS_FILE, isContentFile } from '../../src/content/content-files';
import { clockInZone } from '../../src/editor/schedule';
import { openEditorRepo } from '../../src/server/editor-repo';
import { editorChecks, timeZoneIn } from '../../scripts/build/editor-checks';
import { editorReleases } from '../../scripts/build/editor-releases';
import { scheduledDrafts } from '../../scripts/schedule/scheduled-drafts';
import { copyProject, type ProjectCopy } from '../support/project-copy';
import { expect, test } from './test';

const NEW_PAGE = 'site/pages/spring-offer.yaml';
const NEW_ADDRESS = '/spring-offer';
const PAGE_TEXT = '# yaml-language-server: $schema=../../schema/page.schema.json\nblocks:\n  - type: hero\n    variant: page\n    eyebrow: Spring offer\n    title: Spring rust removal offer\n    intro: Book a spring rust removal before the offer ends.\n';
const ROUTE = `  - path: ${NEW_ADDRESS}\n    page: spring-offer.yaml\n    title: Spring Rust Removal Offer | Book Before It Ends\n    description: A spring offer on laser rust removal for structural steel and plant, for bookings made before the offer ends.\n    breadcrumb: Spring offer\n    index: false\n\n`;

let project: ProjectCopy;
let schedule: ReturnType<typeof scheduledDrafts>;
let releases: ReturnType<typeof editorReleases>;
let zone: string;
let clone: string;
const logged: string[] = [];

const inProject = (...args: string[]) => execFileSync('git', args, { cwd: project.root, encoding: 'utf8' }).trim();
const inClone = (...args: string[]) => execFileSync('git', args, { cwd: clone, encoding: 'utf8' }).trim();

/** A draft as Decap's Workflow leaves it in the clone: its branch with `files` changed, marked Ready unless told. */
function draft(collection: string, slug: string, files: Record<string, string>, status = 'pending_publish') {
  const branch = `cms/${collection}/${slug}`;
  inClone('checkout', '-q', '-b', branch, 'main');
  for (const [file, text] of Object.entries(files)) {
    writeFileSync(path.join(clone, file), text);
    inClone('add', file);
  }
  inClone('-c', 'user.name=Alex Marketer', '-c', 'user.email=', 'commit', '-q', '-m', 'Edit');
  inClone('config', `branch.${branch}.description`, `decap-cms/${status}`);
  inClone('checkout', '-q', 'main');
}

/** A moment `minutes` after `from`, typed as the team types it in the business's zone. */
const typedAt = (from: Date, minutes: number) => clockInZone(zone, from.getTime() + minutes * 60_000);

test.beforeAll(async () => {
  project = copyProject({ git: true });
  clone = path.join(project.root, '.build/editor-repo');
  const repo = await openEditorRepo({ project: project.root, repo: clone, isContentFile });
  zone = timeZoneIn(project.read(BUSINESS_FILE))!;
  const checks = editorChecks(repo);
  releases = editorReleases({ repo, config: cmsConfig.config, ...checks, log: (line) => logged.push(line) });
  schedule = scheduledDrafts({ repo, config: cmsConfig.config, checks, releases: releases.due, log: (line) => logged.push(line) });
});

test.afterAll(() => project?.remove());

test.describe('a scheduled draft', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });
  // Whole minutes, as the editor's time field gives them.
  const now = new Date(Math.ceil(Date.now() / 60_000) * 60_000);
  const publishAt = new Date(now.getTime() + 60_000);
  const endAt = new Date(now.getTime() + 120_000);

  test('is refused unless Ready, in the future, and with an end only for a new page whose visitors go to a page of the site', async () => {
    const routes = project.read('pages.yaml');
    draft('pages', 'spring-offer', { [NEW_PAGE]: PAGE_TEXT, 'pages.yaml': routes.replace('  - path: /contact\n', `${ROUTE}  - path: /contact\n`) }, 'draft');
    const request = { collection: 'pages', slug: 'spring-offer', publishAt: typedAt(now, 1) };
    expect(await schedule.schedule(request, now)).toEqual({ refusal: 'Not scheduled: only a Ready draft is scheduled. Set its Status to Ready once it has been read, then schedule.' });
    inClone('config', 'branch.cms/pages/spring-offer.description', 'decap-cms/pending_publish');
    expect(await schedule.schedule({ ...request, publishAt: typedAt(now, -1) }, now)).toHaveProperty('refusal', expect.stringMatching(/^Not scheduled: .* has passed already/));
    expect(await schedule.schedule({ ...request, endAt: typedAt(now, 2), sendTo: '/no-such-page' }, now)).toHaveProperty('refusal', expect.stringMatching(/^Not scheduled: at the end, the page's visitors are sent to another page/));
    const faq = project.read('site/pages/faq.yaml');
    draft('pages', 'faq', { 'site/pages/faq.yaml': faq.replace(/title: .*/, 'title: Questions answered') });
    expect(await schedule.schedule({ collection: 'pages', slug: 'faq', publishAt: typedAt(now, 1), endAt: typedAt(now, 2), sendTo: '/contact' }, now)).toHaveProperty('refusal', expect.stringMatching(/an end time takes a new page down again, and this draft changes a page already on the site/));
    expect(await schedule.list()).toEqual([]);
  });

  test('is published at its time through the checked publish, one commit on the project\'s branch; one that would break the site stays Scheduled with the validator\'s words', async () => {
    expect(await schedule.schedule({ collection: 'pages', slug: 'spring-offer', publishAt: typedAt(now, 1), endAt: typedAt(now, 2), sendTo: '/contact', by: 'Alex Marketer' }, now)).toHaveProperty('item.state', 'scheduled');
    // The FAQ's draft names a block type the site does not have.
    const faq = project.read('site/pages/faq.yaml');
    inClone('branch', '-q', '-D', 'cms/pages/faq');
    draft('pages', 'faq', { 'site/pages/faq.yaml': faq.replace('  - type: ', '  - type: no-such-block\n    title: Broken\n\n  - type: ') });
    expect(await schedule.schedule({ collection: 'pages', slug: 'faq', publishAt: typedAt(now, 1) }, now)).toHaveProperty('item.state', 'scheduled');
    const [listed] = await schedule.list();
    expect(listed).toMatchObject({ name: 'cms/pages/spring-offer', stateInWords: 'Scheduled', sendTo: '/contact' });
    expect(listed!.publishInWords).toMatch(/^\w{3} \d{1,2} \w+, \d{1,2}:\d{2} \S+$/);

    const before = inProject('rev-parse', 'HEAD');
    expect(await schedule.runOnce(new Date(publishAt.getTime() - 1000))).toEqual([]);
    expect(inProject('rev-parse', 'HEAD')).toBe(before);

    const changed = await schedule.runOnce(publishAt);
    expect(changed.map(({ name, state }) => ({ name, state }))).toEqual([
      { name: 'cms/pages/spring-offer', state: 'published' },
      { name: 'cms/pages/faq', state: 'scheduled' },
    ]);
    expect(changed[1]!.problem).toMatch(/^Not published: fix these first\.\n\n[^]*site\/pages\/faq\.yaml:\d+:\d+ +error/);
    expect(inProject('log', '--format=%s|%an', `${before}..HEAD`)).toMatch(/^Publish pages “spring-offer” from the browser editor, scheduled for \w{3} \d{1,2} \w+, \d{1,2}:\d{2} \S+\|Alex Marketer$/);
    expect(project.read(NEW_PAGE)).toBe(PAGE_TEXT);
    expect(routesIn(project.read('pages.yaml')).some((route) => route.path === NEW_ADDRESS)).toBe(true);
    expect((await schedule.list()).map(({ name, stateInWords, problem }) => ({ name, stateInWords, refused: Boolean(problem) }))).toEqual([
      { name: 'cms/pages/spring-offer', stateInWords: 'Published', refused: false },
      { name: 'cms/pages/faq', stateInWords: 'Scheduled', refused: true },
    ]);
    // Neither the draft nor the site changed since: not checked again.
    expect(await schedule.runOnce(new Date(publishAt.getTime() + 15_000))).toEqual([]);
  });

  test('at its end has its page removed and its address sent to the page chosen, in one commit the whole-site check passes', async () => {
    const before = inProject('rev-parse', 'HEAD');
    const changed = await schedule.runOnce(endAt);
    expect(changed.filter((item) => item.state === 'ended').map((item) => item.name)).toEqual(['cms/pages/spring-offer']);
    expect(inProject('rev-list', '--count', `${before}..HEAD`)).toBe('1');
    expect(inProject('log', '-1', '--format=%s')).toBe(`End ${NEW_ADDRESS}: its page removed, its visitors sent to /contact (scheduled in the browser editor)`);
    expect(existsSync(path.join(project.root, NEW_PAGE))).toBe(false);
    const routes = routesIn(project.read('pages.yaml'));
    expect(routes.some((route) => route.path === NEW_ADDRESS)).toBe(false);
    expect(routes.find((route) => route.path === '/contact')?.redirectFrom).toContain(NEW_ADDRESS);
    const validated = project.run('validate');
    expect(validated.output).not.toMatch(/error/i);
    expect(validated.status).toBe(0);
  });

  test('unscheduled, is no longer tried: it stays a Ready draft', async () => {
    await schedule.unschedule('pages', 'faq');
    expect((await schedule.list()).map(({ name, stateInWords }) => ({ name, stateInWords }))).toEqual([{ name: 'cms/pages/spring-offer', stateInWords: 'Ended' }]);
    expect(await schedule.runOnce(new Date(endAt.getTime() + 60_000))).toEqual([]);
    expect(inClone('config', 'branch.cms/pages/faq.description')).toBe('decap-cms/pending_publish');
  });
});

test.describe('a scheduled release', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  const now = new Date(Math.ceil(Date.now() / 60_000) * 60_000);
  const publishAt = new Date(now.getTime() + 60_000);
  const endAt = new Date(now.getTime() + 120_000);
  const author = { name: 'Alex Marketer', email: '' };
  const OFFER_PAGE = 'site/pages/autumn-offer.yaml';
  const OFFER_ADDRESS = '/autumn-offer';
  const GUIDE = 'site/pages/safety-guidelines.yaml';
  let guide: string;

  /** A release made in the Releases panel's calls, holding `drafts` (<collection>/<slug>); its id. */
  async function release(name: string, drafts: string[]) {
    const made = await releases.calls.run('makeRelease', { name }, author);
    const id = (made.body as { id: string }).id;
    for (const each of drafts) expect((await releases.calls.run('addToRelease', { id, draft: each }, author)).status).toBe(200);
    return id;
  }

  test('is published at its time as one commit holding all its drafts; one that would break the site stays Scheduled with the validator\'s words', async () => {
    guide = project.read(GUIDE);
    const routes = project.read('pages.yaml');
    draft('pages', 'autumn-offer', {
      [OFFER_PAGE]: PAGE_TEXT.replaceAll('Spring', 'Autumn').replaceAll('spring', 'autumn'),
      'pages.yaml': routes.replace('  - path: /contact\n', `${ROUTE.replaceAll('spring', 'autumn').replaceAll('Spring', 'Autumn')}  - path: /contact\n`),
    });
    draft('pages', 'safety-guidelines', { [GUIDE]: guide.replace('title: Laser Cleaning Safety Guidelines', 'title: Laser Safety Guidelines for Your Site') });
    const autumn = await release('Autumn campaign', ['pages/autumn-offer', 'pages/safety-guidelines']);
    const thankYou = project.read('site/pages/thank-you.yaml');
    draft('pages', 'thank-you', { 'site/pages/thank-you.yaml': thankYou.replace('  - type: ', '  - type: no-such-block\n    title: Broken\n\n  - type: ') });
    const broken = await release('Broken release', ['pages/thank-you']);
    const empty = await release('Empty release', []);

    expect(await schedule.scheduleRelease({ release: empty, publishAt: typedAt(now, 1) }, now)).toHaveProperty('refusal', expect.stringMatching(/^Not scheduled: "Empty release" has no drafts/));
    expect(await schedule.scheduleRelease({ release: autumn, publishAt: typedAt(now, 1), endAt: typedAt(now, 2), sendTo: '/no-such-page' }, now)).toHaveProperty('refusal', expect.stringMatching(/^Not scheduled: at the end, the visitors of its new pages are sent to another page/));
    expect(await schedule.scheduleRelease({ release: autumn, publishAt: typedAt(now, 1), endAt: typedAt(now, 2), sendTo: '/contact', by: 'Alex Marketer' }, now)).toHaveProperty('item.state', 'scheduled');
    expect(await schedule.scheduleRelease({ release: broken, publishAt: typedAt(now, 1) }, now)).toHaveProperty('item.state', 'scheduled');
    const releaseItems = async () => (await schedule.list()).filter((item) => item.kind === 'release');
    expect((await releaseItems()).map(({ name, stateInWords }) => ({ name, stateInWords }))).toEqual([
      { name: autumn, stateInWords: 'Scheduled' },
      { name: broken, stateInWords: 'Scheduled' },
    ]);

    const before = inProject('rev-parse', 'HEAD');
    expect(await schedule.runOnce(new Date(publishAt.getTime() - 1000))).toEqual([]);
    expect(inProject('rev-parse', 'HEAD')).toBe(before);

    const changed = (await schedule.runOnce(publishAt)).filter((item) => item.kind === 'release');
    expect(changed.map(({ name, state }) => ({ name, state }))).toEqual([
      { name: autumn, state: 'published' },
      { name: broken, state: 'scheduled' },
    ]);
    expect(changed[1]!.problem).toMatch(/^Not published: "Broken release" together would break the site[^]*site\/pages\/thank-you\.yaml:\d+:\d+ +error/);
    expect(inProject('rev-list', '--count', `${before}..HEAD`)).toBe('1');
    expect(inProject('log', '-1', '--format=%s|%an')).toBe('Publish release “Autumn campaign” from the browser editor: pages/autumn-offer, pages/safety-guidelines|Alex Marketer');
    expect(inProject('show', '--format=', '--name-only', 'HEAD').split('\n').sort()).toEqual(['pages.yaml', GUIDE, OFFER_PAGE].sort());
    expect(routesIn(project.read('pages.yaml')).some((route) => route.path === OFFER_ADDRESS)).toBe(true);
    expect(project.read(GUIDE)).toContain('title: Laser Safety Guidelines for Your Site');
    expect((await releaseItems()).map(({ name, stateInWords, problem }) => ({ name, stateInWords, refused: Boolean(problem) }))).toEqual([
      { name: autumn, stateInWords: 'Published', refused: false },
      { name: broken, stateInWords: 'Scheduled', refused: true },
    ]);
    expect((await releases.list()).find((each) => each.id === autumn)?.state).toBe('published');
    // Neither its drafts nor the site changed since: not checked again.
    expect((await schedule.runOnce(new Date(publishAt.getTime() + 15_000))).filter((item) => item.kind === 'release')).toEqual([]);
  });

  test('at its end is taken back: its new page removed and its address sent to the page chosen, in one commit the whole-site check passes', async () => {
    const before = inProject('rev-parse', 'HEAD');
    const changed = await schedule.runOnce(endAt);
    expect(changed.filter((item) => item.state === 'ended').map((item) => item.name)).toEqual(['autumn-campaign']);
    expect(inProject('rev-list', '--count', `${before}..HEAD`)).toBe('1');
    expect(inProject('log', '-1', '--format=%s|%an')).toBe('Take back release “Autumn campaign” from the browser editor|Alex Marketer');
    expect(existsSync(path.join(project.root, OFFER_PAGE))).toBe(false);
    const routes = routesIn(project.read('pages.yaml'));
    expect(routes.some((route) => route.path === OFFER_ADDRESS)).toBe(false);
    expect(routes.find((route) => route.path === '/contact')?.redirectFrom).toContain(OFFER_ADDRESS);
    expect(project.read(GUIDE)).toBe(guide);
    expect((await schedule.list()).find((item) => item.name === 'autumn-campaign')?.stateInWords).toBe('Ended');
    const validated = project.run('validate');
    expect(validated.output).not.toMatch(/error/i);
    expect(validated.status).toBe(0);
  });

  test('unscheduled, is no longer tried: it stays an unpublished release', async () => {
    await schedule.unscheduleRelease('broken-release');
    expect((await schedule.list()).some((item) => item.name === 'broken-release')).toBe(false);
    expect((await releases.list()).find((each) => each.id === 'broken-release')?.state).toBe('open');
  });
});
