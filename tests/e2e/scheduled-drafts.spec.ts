// A Ready draft scheduled in the editor's clone of a throwaway git copy of the project (no browser, no server): it is
// published by the due-runner at its time through the checked publish (one commit on the project's branch), a draft
// that would break the site stays Scheduled with the validator's words, and at the end time the new page is removed
// and its address sent to the page chosen, as one commit that npm run validate's check passes; unscheduled, a draft is left alone.
import { execFileSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import cmsConfig from '../../src/editor/cms-config.json' with { type: 'json' };
import { routesIn } from '../../src/content/addresses';
import { BUSINESS_FILE, isContentFile } from '../../src/content/content-files';
import { clockInZone } from '../../src/editor/schedule';
import { openEditorRepo } from '../../src/server/editor-repo';
import { editorChecks, timeZoneIn } from '../../scripts/build/editor-checks';
import { scheduledDrafts } from '../../scripts/schedule/scheduled-drafts';
import { copyProject, type ProjectCopy } from '../support/project-copy';
import { expect, test } from './test';

const NEW_PAGE = 'site/pages/spring-offer.yaml';
const NEW_ADDRESS = '/spring-offer';
const PAGE_TEXT = '# yaml-language-server: $schema=../../schema/page.schema.json\nblocks:\n  - type: hero\n    variant: page\n    eyebrow: Spring offer\n    title: Spring rust removal offer\n    intro: Book a spring rust removal before the offer ends.\n';
const ROUTE = `  - path: ${NEW_ADDRESS}\n    page: spring-offer.yaml\n    title: Spring Rust Removal Offer | Book Before It Ends\n    description: A spring offer on laser rust removal for structural steel and plant, for bookings made before the offer ends.\n    breadcrumb: Spring offer\n    index: false\n\n`;

let project: ProjectCopy;
let schedule: ReturnType<typeof scheduledDrafts>;
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
  schedule = scheduledDrafts({ repo, config: cmsConfig.config, checks: editorChecks(repo), log: (line) => logged.push(line) });
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
