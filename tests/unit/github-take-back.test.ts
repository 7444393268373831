// Take back on the live site (issue 56): a published release's take-back is a pull request of its own whose one commit
// on top of main puts back each file the release's merge changed as it was before it, its new pages' addresses sent
// to the page the team typed; merged as Publish release is (auto-merge while checked). The GitHub calls against a
// stand-in for Decap's GitHub API, as tests/unit/github-releases.test.ts does; the browser's in editor-github.spec.ts.
import { describe, expect, it } from 'vitest';
import { decapGitHubApi, type Answers } from '../support/decap-github-api';
import { routesIn } from '../../src/content/addresses';
import { CHECKING_NOTICE } from '../../src/editor/checked-publish';
import { githubReleaseCalls } from '../../src/editor/releases/github-releases';
import { releaseBody, type ListedPull } from '../../src/editor/releases/release-pulls';
import { readTakeBackMarker, takeBackBody, takeBackBranch, takeBacksOfPulls, takeBackTree, withTakeBack } from '../../src/editor/releases/take-back-pulls';
import type { ListedRelease } from '../../src/editor/releases/ReleasesPanel';

const ROUTES_BEFORE = 'routes:\n  - path: /\n    page: home.yaml\n\n  - path: /contact\n    page: contact.yaml\n';
const ROUTES_RELEASED = `${ROUTES_BEFORE}\n  - path: /spring-offer\n    page: spring-offer.yaml\n`;

describe('the take-back, pure', () => {
  it('puts back each file as before the release, and skips one already back', () => {
    const files = [
      { path: 'site/pages/home.yaml', before: 'h0', released: 'h1', now: 'h1' },
      { path: 'site/pages/spring-offer.yaml', before: null, released: 'o1', now: 'o1' },
      { path: 'site/navigation.yaml', before: 'n0', released: 'n1', now: 'n0' },
    ];
    expect(takeBackTree(files)).toEqual({
      tree: [
        { path: 'site/pages/home.yaml', mode: '100644', type: 'blob', sha: 'h0' },
        { path: 'site/pages/spring-offer.yaml', mode: '100644', type: 'blob', sha: null },
      ],
    });
  });

  it('names each file changed on the site since, rather than undoing it blindly', () => {
    expect(takeBackTree([{ path: 'site/pages/home.yaml', before: 'h0', released: 'h1', now: 'h2' }, { path: 'pages.yaml', before: 'p0', released: 'p1', now: 'p1' }])).toEqual({ changedSince: ['site/pages/home.yaml'] });
  });

  it("is read from its own pull request, never as a release, and makes its release Taking back, then Taken back", () => {
    const marker = { release: 'spring-campaign', name: 'Spring --> <b>', by: 'Alex Marketer' };
    expect(readTakeBackMarker(takeBackBody(marker))).toEqual(marker);
    const pull = (number: number, extra: Partial<ListedPull>): ListedPull => ({ number, state: 'open', head: { ref: takeBackBranch('spring-campaign'), sha: `t${number}` }, body: takeBackBody(marker), ...extra });
    const listed: ListedRelease = { id: 'spring-campaign', name: 'Spring', state: 'published', stateInWords: 'Published', drafts: [] };
    const inWords = (date: string | null | undefined) => `at ${date}`;
    const given = takeBacksOfPulls([pull(3, { state: 'closed', merged_at: null }), pull(4, { auto_merge: {} }), { ...pull(5, {}), head: { ref: 'cms/release/other', sha: 'x' } }]);
    expect([...given.keys()]).toEqual(['spring-campaign']);
    expect(withTakeBack(listed, given.get('spring-campaign'), inWords)).toMatchObject({ state: 'published', stateInWords: 'Taking back — checking' });
    const merged = takeBacksOfPulls([pull(4, { state: 'closed', merged_at: '2026-06-01T00:00:00Z' })]);
    expect(withTakeBack(listed, merged.get('spring-campaign'), inWords)).toMatchObject({ state: 'taken-back', stateInWords: 'Taken back', takenBackInWords: 'Alex Marketer, at 2026-06-01T00:00:00Z' });
    expect(takeBackBranch('spring-campaign')).toBe('cms/release/spring-campaign--take-back');
  });
});

describe('Take back on GitHub, against a stand-in for Decap’s GitHub API', () => {
  const REPO = '/repos/owner/repository';
  /** Main m3 (tree t3) after the release's merge m2 (its parent m1, tree t1): the release changed the home page, and added /spring-offer. */
  function standIn({ homeNow = 'h1', conclusion = null as 'failure' | null } = {}) {
    const calls: string[] = [];
    const posted: Record<string, any> = {};
    const releasePr = { number: 5, node_id: 'PR_5', state: 'closed', merged_at: '2026-06-01T00:00:00Z', merge_commit_sha: 'm2', title: 'Publish release "Spring campaign"', body: releaseBody({ name: 'Spring campaign', drafts: ['pages/home', 'pages/spring-offer'] }), labels: [{ name: 'decap-cms/release' }], head: { ref: 'cms/release/spring-campaign', sha: 'r1' } };
    const blob = (text: string) => ({ encoding: 'base64', content: Buffer.from(text).toString('base64') });
    const tree = (entries: Record<string, string>) => ({ tree: Object.entries(entries).map(([path, sha]) => ({ path, type: 'blob', sha })) });
    const answers: Answers = [
      [/^GET \/pulls\?state=all/, () => [releasePr]],
      [/^GET \/git\/commits\/m2$/, () => ({ tree: { sha: 't2' }, parents: [{ sha: 'm1' }] })],
      [/^GET \/git\/commits\/m1$/, () => ({ tree: { sha: 't1' }, parents: [{ sha: 'm0' }] })],
      [/^GET \/compare\/m1\.\.\.m2$/, () => ({ files: [{ filename: 'pages.yaml', status: 'modified', sha: 'p1' }, { filename: 'site/pages/home.yaml', status: 'modified', sha: 'h1' }, { filename: 'site/pages/spring-offer.yaml', status: 'added', sha: 'o1' }] })],
      [/^GET \/branches\/main$/, () => ({ commit: { sha: 'm3', commit: { tree: { sha: 't3' } } } })],
      [/^GET \/git\/trees\/t1\?recursive=1$/, () => tree({ 'pages.yaml': 'p0', 'site/pages/home.yaml': 'h0', 'site/pages/contact.yaml': 'c0' })],
      [/^GET \/git\/trees\/t3\?recursive=1$/, () => tree({ 'pages.yaml': 'p1', 'site/pages/home.yaml': homeNow, 'site/pages/contact.yaml': 'c0', 'site/pages/spring-offer.yaml': 'o1' })],
      [/^GET \/git\/blobs\/p0$/, () => blob(ROUTES_BEFORE)],
      [/^GET \/git\/blobs\/p1$/, () => blob(ROUTES_RELEASED)],
      [/^POST \/git\/blobs$/, (body) => ((posted.blob = body), { sha: 'p2' })],
      [/^POST \/git\/trees$/, (body) => ((posted.tree = body), { sha: 't4' })],
      [/^POST \/git\/commits$/, (body) => ((posted.commit = body), { sha: 'c4' })],
      [/^POST \/git\/refs$/, (body) => ((posted.ref = body), {})],
      [/^POST \/pulls$/, (body) => ((posted.pull = body), { number: 6, node_id: 'PR_6', state: 'open', head: { ref: takeBackBranch('spring-campaign'), sha: 'c4' } })],
      [/^PUT \/issues\/6\/labels$/, (body) => ((posted.labels = body), [])],
      [/^PUT \/pulls\/6\/merge$/, (body) => {
        expect(body).toMatchObject({ sha: 'c4', commit_message: 'Take back release "Spring campaign"' });
        throw Object.assign(new Error('Required status check "checks passed" is expected.'), { status: 405 });
      }],
      [/^GET \/commits\/c4\/check-runs$/, () => ({ check_runs: [{ id: 1, name: 'content checks', conclusion }] })],
      [/^GET \/check-runs\/1\/annotations$/, () => [{ path: 'site/navigation.yaml', start_line: 12, start_column: 9, annotation_level: 'failure', title: 'Header, Links, Link', message: 'no page has the address /spring-offer' }]],
    ];
    const api = decapGitHubApi({ repoURL: REPO, answers, calls, mergeMethod: 'merge' });
    const releaseCalls = githubReleaseCalls({ api: () => api, labelOf: (draft) => draft, timeZone: () => 'Australia/Sydney', previewContext: 'deploy/cloudflare-pages' });
    return { calls, posted, takeBack: (params: Record<string, unknown>) => releaseCalls('takeBackRelease', { id: 'spring-campaign', ...params }) };
  }

  it('is one commit on top of main with every file as before the release, its new page gone and its address sent where the team typed; left to auto-merge while checked', async () => {
    const { calls, posted, takeBack } = standIn();
    const answer = await takeBack({ sendAllTo: '/contact' });
    expect(answer).toMatchObject({ ok: true, notice: CHECKING_NOTICE });
    expect(posted.tree).toEqual({
      base_tree: 't3',
      tree: [
        { path: 'pages.yaml', mode: '100644', type: 'blob', sha: 'p2' },
        { path: 'site/pages/home.yaml', mode: '100644', type: 'blob', sha: 'h0' },
        { path: 'site/pages/spring-offer.yaml', mode: '100644', type: 'blob', sha: null },
      ],
    });
    expect(routesIn(posted.blob.content)).toEqual([
      { path: '/', page: 'home.yaml', redirectFrom: [] },
      { path: '/contact', page: 'contact.yaml', redirectFrom: ['/spring-offer'] },
    ]);
    expect(posted.commit).toMatchObject({ tree: 't4', parents: ['m3'] });
    expect(posted.ref).toEqual({ ref: 'refs/heads/cms/release/spring-campaign--take-back', sha: 'c4' });
    expect(posted.pull).toMatchObject({ title: 'Take back release "Spring campaign"', head: 'owner:cms/release/spring-campaign--take-back', base: 'main' });
    expect(readTakeBackMarker(posted.pull.body)).toEqual({ release: 'spring-campaign', name: 'Spring campaign', by: 'Alex Marketer' });
    expect(posted.labels).toEqual({ labels: ['decap-cms/release'] });
    expect(calls).toContain('POST /graphql');
    expect(calls.filter((call) => /refs\/heads\/main/.test(call))).toEqual([]);
  });

  it("asks, in npm run edit's words, where the new page's visitors go; nothing made until it is told", async () => {
    const { calls, takeBack } = standIn();
    const answer = await takeBack({});
    expect(answer.error).toBe('Not taken back: choose the page the visitors of /spring-offer are sent to (a page that stays, like /contact): that page was published by "Spring campaign" and go with it.');
    expect(calls.filter((call) => !call.startsWith('GET '))).toEqual([]);
  });

  it('is refused, naming the file, when a page of the release was changed on the site since', async () => {
    const { calls, takeBack } = standIn({ homeNow: 'h2' });
    const answer = await takeBack({ sendAllTo: '/contact' });
    expect(answer.error).toMatch(/^Not taken back: site\/pages\/home\.yaml changed on the site since "Spring campaign" was published/);
    expect(calls.filter((call) => !call.startsWith('GET '))).toEqual([]);
  });

  it("is refused in the validator's words when its check failed: no auto-merge asked, main never written", async () => {
    const { calls, takeBack } = standIn({ conclusion: 'failure' });
    const answer = await takeBack({ sendAllTo: '/contact' });
    expect(answer.ok).toBe(false);
    expect(answer.error).toContain('Not taken back: the checks found one problem to fix');
    expect(answer.error).toContain('site/navigation.yaml, line 12, Header, Links, Link: no page has the address /spring-offer');
    expect(calls).not.toContain('POST /graphql');
    expect(calls.filter((call) => /refs\/heads\/main/.test(call))).toEqual([]);
  });
});
