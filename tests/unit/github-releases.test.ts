// Releases on the live site (issue 56), the pure part: a release is a pull request from cms/release/<id> whose body
// holds its name and drafts in a marker, and whose one commit holds every file its drafts changed (removals too).
import { describe, expect, it } from 'vitest';
import { decapGitHubApi, type Answers } from '../support/decap-github-api';
import {
  composedTree,
  notReadyRefusal,
  publishedDrafts,
  readMarker,
  releaseBody,
  releasesOfPulls,
  staleComposition,
  statusOf,
  type ListedPull,
} from '../../src/editor/releases/release-pulls';
import { githubReleaseCalls } from '../../src/editor/releases/github-releases';
import { CHECKING_NOTICE } from '../../src/editor/checked-publish';

const draftPull = (number: number, draft: string, sha: string, label = 'decap-cms/draft', state = 'open'): ListedPull => ({ number, state, head: { ref: `cms/${draft}`, sha }, labels: [{ name: label }] });
const releasePull = (number: number, id: string, marker: object, extra: Partial<ListedPull> = {}): ListedPull => ({
  number,
  state: 'open',
  head: { ref: `cms/release/${id}`, sha: `r${number}` },
  labels: [{ name: 'decap-cms/release' }],
  body: releaseBody(marker as never),
  ...extra,
});

describe('the marker in the pull request body', () => {
  it('is read back as written, with a line for people above it', () => {
    const marker = { name: 'Spring campaign', drafts: ['pages/spring-offer', 'navigation/navigation'], composed: { 'pages/spring-offer': 'a1', 'navigation/navigation': 'b2' }, publishedBy: 'Alex' };
    const body = releaseBody(marker, (draft) => (draft === 'pages/spring-offer' ? 'Pages › spring-offer' : draft));
    expect(body).toContain('- Pages › spring-offer (`cms/pages/spring-offer`)');
    expect(readMarker(body)).toEqual(marker);
  });

  it('keeps a name that would end an HTML comment inside it', () => {
    const marker = { name: 'Sale --> <b>now</b>', drafts: [] };
    const body = releaseBody(marker);
    expect(body.slice(body.indexOf('<!-- editor-release')).match(/-->/g)).toHaveLength(1);
    expect(readMarker(body)).toEqual(marker);
  });

  it('is none for a body without it, broken JSON or drafts the editor would not name', () => {
    expect(readMarker(undefined)).toBeUndefined();
    expect(readMarker('A pull request made by hand')).toBeUndefined();
    expect(readMarker('<!-- editor-release: {"name": -->')).toBeUndefined();
    expect(readMarker('<!-- editor-release: {"name":"x","drafts":["../../etc"]} -->')).toBeUndefined();
  });
});

describe('the releases the pull requests hold', () => {
  const pulls = [
    draftPull(1, 'pages/spring-offer', 'p1', 'decap-cms/pending_publish'),
    draftPull(2, 'navigation/navigation', 'n1', 'decap-cms/pending_review'),
    releasePull(3, 'spring-campaign', { name: 'Spring campaign', drafts: ['pages/spring-offer', 'navigation/navigation', 'pages/gone'] }),
    releasePull(4, 'winter', { name: 'Winter', drafts: ['pages/winter'] }, { state: 'closed', merged_at: '2026-06-01T00:00:00Z' }),
    releasePull(5, 'deleted', { name: 'Deleted', drafts: [] }, { state: 'closed', merged_at: null }),
    { ...releasePull(6, 'by-hand', { name: 'x', drafts: [] }), body: 'made on GitHub by hand' },
  ];
  const { releases, pulled, drafts } = releasesOfPulls(pulls);

  it('is open while its pull request is, published once merged; a closed one not merged was deleted', () => {
    expect(releases.releases.map(({ id, name, state }) => ({ id, name, state }))).toEqual([
      { id: 'spring-campaign', name: 'Spring campaign', state: 'open' },
      { id: 'winter', name: 'Winter', state: 'published' },
    ]);
    expect(pulled.map((each) => each.pull.number)).toEqual([3, 4]);
  });

  it('drops from an open release a draft that is no longer a draft (published alone, deleted); a published one keeps its drafts', () => {
    expect(releases.releases[0]!.drafts).toEqual(['pages/spring-offer', 'navigation/navigation']);
    expect(releases.releases[1]!.drafts).toEqual(['pages/winter']);
    expect([...drafts.keys()]).toEqual(['pages/spring-offer', 'navigation/navigation']);
  });

  it("reads each draft's status from its label, and refuses to publish a release with a draft not Ready", () => {
    expect(statusOf(drafts.get('pages/spring-offer'))).toBe('Ready');
    expect(statusOf(drafts.get('navigation/navigation'))).toBe('In review');
    expect(statusOf(undefined)).toBe('Draft');
    expect(notReadyRefusal(releases.releases[0]!, drafts)).toBe('Not published: the draft navigation/navigation is still In review: mark it Ready first (Set status in its toolbar), then publish the release.');
    expect(notReadyRefusal({ ...releases.releases[0]!, drafts: ['pages/spring-offer'] }, drafts)).toBeUndefined();
  });

  it('counts the newest pull request of a release branch', () => {
    const again = releasesOfPulls([releasePull(7, 'spring', { name: 'Old', drafts: [] }, { state: 'closed', merged_at: '2026-01-01T00:00:00Z' }), releasePull(9, 'spring', { name: 'New', drafts: [] })]);
    expect(again.releases.releases).toMatchObject([{ name: 'New', state: 'open' }]);
  });
});

describe("the release's one commit", () => {
  it("holds every draft's changed files, removals as a null blob", () => {
    const composed = composedTree([
      { draft: 'pages/spring-offer', files: [{ filename: 'site/pages/spring-offer.yaml', status: 'added', sha: 'aaa' }, { filename: 'pages.yaml', status: 'modified', sha: 'bbb' }] },
      { draft: 'pages/old-offer', files: [{ filename: 'site/pages/old-offer.yaml', status: 'removed', sha: null }] },
    ]);
    expect(composed).toEqual({
      tree: [
        { path: 'pages.yaml', mode: '100644', type: 'blob', sha: 'bbb' },
        { path: 'site/pages/old-offer.yaml', mode: '100644', type: 'blob', sha: null },
        { path: 'site/pages/spring-offer.yaml', mode: '100644', type: 'blob', sha: 'aaa' },
      ],
    });
  });

  it('is refused when two drafts change the same file, naming both', () => {
    const composed = composedTree(
      [
        { draft: 'pages/spring-offer', files: [{ filename: 'site/navigation.yaml', status: 'modified', sha: 'a' }] },
        { draft: 'navigation/navigation', files: [{ filename: 'site/navigation.yaml', status: 'modified', sha: 'b' }] },
      ],
      (draft) => (draft === 'navigation/navigation' ? 'Navigation' : 'Pages › spring-offer'),
    );
    expect(composed).toEqual({ refused: expect.stringContaining('site/navigation.yaml: changed by Pages › spring-offer and by Navigation') });
  });

  it('is made again when a draft was saved since, added or taken out', () => {
    const drafts = new Map([['pages/a', draftPull(1, 'pages/a', 'a2')]]);
    const release = { id: 'r', name: 'R', drafts: ['pages/a'], state: 'open' as const };
    expect(staleComposition(release, { name: 'R', drafts: ['pages/a'], composed: { 'pages/a': 'a2' } }, drafts)).toBe(false);
    expect(staleComposition(release, { name: 'R', drafts: ['pages/a'], composed: { 'pages/a': 'a1' } }, drafts)).toBe(true);
    expect(staleComposition(release, { name: 'R', drafts: ['pages/a'] }, drafts)).toBe(true);
    expect(staleComposition({ ...release, drafts: [] }, { name: 'R', drafts: [], composed: { 'pages/a': 'a2' } }, drafts)).toBe(true);
  });

  it("once merged, leaves to close the drafts' pull requests still at the head it published", () => {
    const drafts = new Map([
      ['pages/a', draftPull(1, 'pages/a', 'a1')],
      ['pages/b', draftPull(2, 'pages/b', 'b2')],
    ]);
    const marker = { name: 'R', drafts: ['pages/a', 'pages/b', 'pages/c'], composed: { 'pages/a': 'a1', 'pages/b': 'b1', 'pages/c': 'c1' } };
    expect(publishedDrafts(marker, drafts).map((pull) => pull.number)).toEqual([1]);
  });
});

describe('Publish release on GitHub, against a stand-in for Decap’s GitHub API', () => {
  const REPO = '/repos/owner/repository';
  const marker = { name: 'Spring campaign', drafts: ['pages/home'], composed: { 'pages/home': 'h1' } };
  /** A repository with one Ready draft (pages/home) in the release "Spring campaign"; its merge refused (405), its check `conclusion`. */
  function standIn(conclusion: 'failure' | null) {
    const calls: string[] = [];
    const releasePr = { number: 5, node_id: 'PR_5', state: 'open', merged_at: null, auto_merge: null, title: 'Publish release "Spring campaign"', body: releaseBody(marker), labels: [{ name: 'decap-cms/release' }], head: { ref: 'cms/release/spring-campaign', sha: 'r1' } };
    const answers: Answers = [
      [/^GET \/pulls\?state=all/, () => [draftPull(4, 'pages/home', 'h1', 'decap-cms/pending_publish'), releasePr]],
      [/^GET \/branches\/main$/, () => ({ commit: { sha: 'm1', commit: { tree: { sha: 't0' } } } })],
      [/^GET \/compare\/main\.\.\.h1$/, () => ({ files: [{ filename: 'site/pages/home.yaml', status: 'modified', sha: 'b1' }] })],
      [/^POST \/git\/trees$/, (body) => (expect(body).toEqual({ base_tree: 't0', tree: [{ path: 'site/pages/home.yaml', mode: '100644', type: 'blob', sha: 'b1' }] }), { sha: 't1' })],
      [/^POST \/git\/commits$/, (body) => (expect(body).toMatchObject({ tree: 't1', parents: ['m1'] }), { sha: 'c1' })],
      [/^PATCH \/git\/refs\/heads\/cms%2Frelease%2Fspring-campaign$/, (body) => (expect(body).toEqual({ sha: 'c1', force: true }), {})],
      [/^PATCH \/pulls\/5$/, (body) => ({ ...releasePr, body: body.body, head: { ...releasePr.head, sha: 'c1' } })],
      [/^PUT \/pulls\/5\/merge$/, (body) => {
        expect(body).toMatchObject({ sha: 'c1', merge_method: 'squash' });
        throw Object.assign(new Error('Required status check "checks passed" is expected.'), { status: 405 });
      }],
      [/^GET \/commits\/c1\/check-runs$/, () => ({ check_runs: [{ id: 1, name: 'content checks', conclusion }] })],
      [/^GET \/check-runs\/1\/annotations$/, () => [{ path: 'site/pages/home.yaml', start_line: 7, start_column: 5, annotation_level: 'failure', title: 'Hero banner, Title', message: 'the title is empty: write one' }]],
      [/^GET \/branches\/cms%2Fpages%2Fhome$/, () => ({ commit: { commit: { author: { name: 'Alex Marketer', date: '2026-06-01T00:00:00Z' } } } })],
      [/^GET \/commits\/\w+\/status$/, () => ({ statuses: [] })],
    ];
    const api = decapGitHubApi({ repoURL: REPO, answers, calls, mergeMethod: 'squash' });
    const calls_ = githubReleaseCalls({ api: () => api, labelOf: (draft) => draft, timeZone: () => 'Australia/Sydney', previewContext: 'deploy/cloudflare-pages' });
    return { calls, publish: () => calls_('publishRelease', { id: 'spring-campaign' }) };
  }

  it("is refused in the validator's words when a check failed: no auto-merge asked, main never written", async () => {
    const { calls, publish } = standIn('failure');
    const answer = await publish();
    expect(answer.ok).toBe(false);
    expect(answer.error).toContain('Not published: the checks found one problem to fix');
    expect(answer.error).toContain('site/pages/home.yaml, line 7, Hero banner, Title: the title is empty: write one');
    expect(calls).not.toContain('POST /graphql');
    expect(calls.filter((call) => /refs\/heads\/main/.test(call))).toEqual([]);
  });

  it('while the checks run, asks GitHub to merge it when they pass and says Checking, as a draft’s Publish does', async () => {
    const { calls, publish } = standIn(null);
    const answer = await publish();
    expect(answer).toMatchObject({ ok: true, notice: CHECKING_NOTICE });
    expect(calls).toContain('POST /graphql');
    expect(calls.filter((call) => /refs\/heads\/main/.test(call))).toEqual([]);
  });
});
