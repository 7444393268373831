// Publish on the live editor while the draft's checks are pending: GitHub refuses the merge (405) and Decap's GitHub
// API would force it onto main. With the editor's backend it asks GitHub to auto-merge instead, writes nothing on main,
// and the marketer reads the notice. Every call goes through a fetch double that records it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { projectRoot } from '../../scripts/build/content-files';
import type { Problem } from '../../src/content/problems';
import { CHECKING_NOTICE, FAILED_CHECK_HEADING, FAILED_CHECK_NOTICE, neverForced, PRESS_AGAIN_NOTICE } from '../../src/editor/checked-publish';
import { NOTICE_PHRASES, withPlainRefusals } from '../../src/editor/plain-notices';

const REPO = 'owner/site';
const BRANCH = 'cms/pages/faq';
const PULL = { number: 7, node_id: 'PR_kwDOfaq7', head: { ref: BRANCH, sha: 'h1' }, base: { ref: 'main', sha: 'b0' }, labels: [{ name: 'decap-cms/pending_publish' }] };

interface Call {
  method: string;
  path: string;
  body?: Record<string, unknown>;
}

/** A validate problem as the content job's annotation carries it (githubAnnotations: its field is the title). */
const ANNOTATION = { path: 'site/pages/faq.yaml', start_line: 12, end_line: 12, start_column: 9, annotation_level: 'failure', title: 'blocks.2.items.0.link', message: 'FAQ page, block 3 (FAQ), question 1, Link: the link to /sheet.pdf goes nowhere' };
/** GitHub's own line on a failed job, pinned to no file of the site. */
const EXIT_CODE = { path: '.github', start_line: 1, end_line: 1, start_column: null, annotation_level: 'failure', title: null, message: 'Process completed with exit code 1.' };

/**
 * GitHub's REST and GraphQL API as a publish meets it with its required checks pending (or `failed`, the content job
 * with `annotations`); `autoMerge` as the repository allows.
 */
function gitHubDouble(autoMerge: boolean, failed?: { annotations: object[] }) {
  const calls: Call[] = [];
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const call: Call = { method: request.method, path: url.pathname, ...(text ? { body: JSON.parse(text) as Record<string, unknown> } : {}) };
    calls.push(call);
    const route = `${call.method} ${call.path}`;
    if (route === `GET /repos/${REPO}/pulls`) return json([PULL]);
    if (route === `PUT /repos/${REPO}/pulls/7/merge`) return json({ message: 'Required status check "checks passed" is expected.' }, 405);
    if (route === `GET /repos/${REPO}/commits/h1/check-runs`) {
      const conclusion = failed ? 'failure' : null;
      return json({ total_count: 2, check_runs: [{ id: 11, name: 'content checks', conclusion }, { id: 12, name: 'checks passed', conclusion }] });
    }
    if (route === `GET /repos/${REPO}/check-runs/11/annotations`) return json(failed?.annotations ?? []);
    if (route === `GET /repos/${REPO}/check-runs/12/annotations`) return json([]);
    if (route === 'POST /graphql') {
      return autoMerge ? json({ data: { enablePullRequestAutoMerge: { clientMutationId: null } } }) : json({ data: { enablePullRequestAutoMerge: null }, errors: [{ message: 'Auto merge is not allowed for this repository' }] });
    }
    // What Decap's forced merge goes on to ask: the comparison, then a tree, a commit and main's ref moved to it.
    if (route === `GET /repos/${REPO}/compare/b0...h1`) return json({ files: [{ filename: 'site/pages/faq.yaml', status: 'modified', sha: 'blob1' }] });
    if (route === `GET /repos/${REPO}/branches/main`) return json({ name: 'main', commit: { sha: 'b0' } });
    if (route === `POST /repos/${REPO}/git/trees`) return json({ sha: 't1' }, 201);
    if (route === `POST /repos/${REPO}/git/commits`) return json({ sha: 'c1' }, 201);
    if (route === `PATCH /repos/${REPO}/git/refs/heads/main`) return json({ object: { sha: 'c1' } });
    return json({ message: 'Not Found' }, 404);
  });
  return { fetch, calls };
}

/**
 * Decap's GitHub API class (decap-cms-backend-github src/API.ts) in the calls a publish makes, over fetch: its library
 * bundle cannot load outside a browser, so its publishUnpublishedEntry, mergePR and forceMergePR are followed step by
 * step, and the last test holds them to the installed source.
 */
class DecapGitHubApi {
  mergeMethod = 'squash';
  repoURL = `/repos/${REPO}`;
  async request(url: string, options: { method?: string; body?: string; params?: Record<string, string> } = {}): Promise<unknown> {
    const query = options.params ? `?${new URLSearchParams(options.params)}` : '';
    const response = await fetch(`https://api.github.com${url}${query}`, { method: options.method ?? 'GET', body: options.body, headers: { authorization: 'token token' } });
    const body = (await response.json()) as { message?: string };
    if (!response.ok) throw Object.assign(new Error(body.message), { name: 'API_ERROR', status: response.status });
    return body;
  }
  async publishUnpublishedEntry(collection: string, slug: string) {
    const branch = `cms/${collection}/${slug}`;
    const [pullRequest] = (await this.request(`${this.repoURL}/pulls`, { params: { head: `owner:${branch}`, base: 'main', state: 'open' } })) as (typeof PULL)[];
    await this.mergePR(pullRequest!);
    await this.request(`${this.repoURL}/git/refs/heads/${encodeURIComponent(branch)}`, { method: 'DELETE' });
  }
  async mergePR(pullRequest: typeof PULL) {
    try {
      return await this.request(`${this.repoURL}/pulls/${pullRequest.number}/merge`, { method: 'PUT', body: JSON.stringify({ commit_message: 'Automatically generated. Merged on Decap CMS.', sha: pullRequest.head.sha, merge_method: this.mergeMethod }) });
    } catch (error) {
      if ((error as { status?: number }).status === 405) return this.forceMergePR(pullRequest);
      throw error;
    }
  }
  async forceMergePR(pullRequest: typeof PULL) {
    await this.request(`${this.repoURL}/compare/${pullRequest.base.sha}...${pullRequest.head.sha}`);
    const main = (await this.request(`${this.repoURL}/branches/main`)) as { commit: { sha: string } };
    const tree = (await this.request(`${this.repoURL}/git/trees`, { method: 'POST', body: JSON.stringify({ base_tree: main.commit.sha, tree: [] }) })) as { sha: string };
    const commit = (await this.request(`${this.repoURL}/git/commits`, { method: 'POST', body: JSON.stringify({ message: 'Automatically generated. Merged on Decap CMS', tree: tree.sha, parents: [main.commit.sha] }) })) as { sha: string };
    return this.request(`${this.repoURL}/git/refs/heads/main`, { method: 'PATCH', body: JSON.stringify({ sha: commit.sha, force: false }) });
  }
}

/** The live editor's GitHub backend as signed in (implementation.ts: publishUnpublishedEntry goes to its API), wrapped as main.tsx wraps it. */
function signedInBackend(showFailed?: (problems: Problem[]) => void) {
  const api = new DecapGitHubApi();
  const backend = { api, publishUnpublishedEntry: (collection: string, slug: string) => api.publishUnpublishedEntry(collection, slug) };
  return withPlainRefusals(neverForced(backend, showFailed));
}

/** What the marketer reads: Decap's publish-failure toast with the error in its place (plain-notices.ts). */
const toastOf = (error: unknown) => NOTICE_PHRASES.onFailToPublishEntry.replace('%{details}', String(error));

afterEach(() => vi.unstubAllGlobals());

const writes = (calls: Call[]) => calls.filter((call) => /\/git\/(refs|trees|commits)/.test(call.path) || (call.method === 'DELETE' && call.path.includes('/git/refs/')));

describe('Publish while the draft\'s checks run', () => {
  it('asks GitHub to auto-merge the pull request, writes nothing on main, keeps the draft and says it goes live by itself', async () => {
    const github = gitHubDouble(true);
    vi.stubGlobal('fetch', github.fetch);
    const error = await signedInBackend().publishUnpublishedEntry('pages', 'faq').then(() => undefined, (reason: unknown) => reason);
    expect(toastOf(error)).toBe(`Not published: ${CHECKING_NOTICE}`);
    expect(writes(github.calls)).toEqual([]);
    expect(github.calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`)).toEqual([`PUT /repos/${REPO}/pulls/7/merge`, 'POST /graphql']);
    const autoMerge = github.calls.find((call) => call.path === '/graphql')!.body!;
    expect(autoMerge.query).toContain('enablePullRequestAutoMerge');
    expect(autoMerge.variables).toEqual({ id: PULL.node_id, method: 'SQUASH' });
  });

  it('where the repository allows no auto-merge, writes nothing on main either and says to publish again once checked', async () => {
    const github = gitHubDouble(false);
    vi.stubGlobal('fetch', github.fetch);
    const error = await signedInBackend().publishUnpublishedEntry('pages', 'faq').then(() => undefined, (reason: unknown) => reason);
    expect(toastOf(error)).toBe(`Not published: ${PRESS_AGAIN_NOTICE}`);
    expect(writes(github.calls)).toEqual([]);
  });

  it('after a failed check, shows its problems at their fields, asks for no auto-merge and writes nothing on main', async () => {
    const github = gitHubDouble(true, { annotations: [ANNOTATION, EXIT_CODE] });
    vi.stubGlobal('fetch', github.fetch);
    const shown: Problem[][] = [];
    const error = await signedInBackend((problems) => shown.push(problems)).publishUnpublishedEntry('pages', 'faq').then(() => undefined, (reason: unknown) => reason);
    expect(shown).toEqual([[{ file: ANNOTATION.path, line: 12, col: 9, field: ANNOTATION.title, message: ANNOTATION.message }]]);
    expect(toastOf(error)).toBe('Not published: the checks found one problem to fix, listed over the form.');
    expect(github.calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`)).toEqual([`PUT /repos/${REPO}/pulls/7/merge`]);
  });

  it('after a failed check pinned to no field (the build, the pages\' checks), says where a developer reads it', async () => {
    const github = gitHubDouble(true, { annotations: [EXIT_CODE] });
    vi.stubGlobal('fetch', github.fetch);
    const error = await signedInBackend().publishUnpublishedEntry('pages', 'faq').then(() => undefined, (reason: unknown) => reason);
    expect(toastOf(error)).toBe(`Not published: ${FAILED_CHECK_NOTICE}`);
    expect(writes(github.calls)).toEqual([]);
  });

  it('follows Decap\'s installed GitHub API: a 405 on the merge goes to forceMergePR, which writes a tree, a commit and main', () => {
    const source = readFileSync(path.join(projectRoot, 'node_modules/decap-cms-backend-github/src/API.ts'), 'utf8');
    const method = (name: string) => source.slice(source.indexOf(`  async ${name}(`), source.indexOf('\n  }\n', source.indexOf(`  async ${name}(`)));
    expect(method('publishUnpublishedEntry')).toMatch(/await this\.mergePR\(pullRequest\);\s+await this\.deleteBranch\(branch\);/);
    expect(method('mergePR')).toMatch(/error\.status === 405\) \{\s+return this\.forceMergePR\(pullrequest\);/);
    expect(method('forceMergePR')).toMatch(/updateTree[\s\S]*this\.commit\([\s\S]*this\.patchBranch\(this\.branch/);
  });

  it('needs no guard on GitLab: its installed backend publishes by the merge request\'s merge alone, never writing main', () => {
    const source = readFileSync(path.join(projectRoot, 'node_modules/decap-cms-backend-gitlab/src/API.ts'), 'utf8');
    const method = (name: string) => source.slice(source.indexOf(`  async ${name}(`), source.indexOf('\n  }\n', source.indexOf(`  async ${name}(`)));
    expect(method('publishUnpublishedEntry')).toMatch(/await this\.mergeMergeRequest\(mergeRequest\);\s*$/);
    expect(method('mergeMergeRequest')).toMatch(/method: 'PUT',\s+url: `\$\{this\.repoURL\}\/merge_requests\/\$\{mergeRequest\.iid\}\/merge`/);
    expect(source).not.toMatch(/forceMerge/);
  });

  it('is told in docs/editing.md as the marketer reads it', () => {
    const guide = readFileSync(path.join(projectRoot, 'docs/editing.md'), 'utf8').replace(/\s+/g, ' ');
    expect(guide).toContain(`*Not published: ${CHECKING_NOTICE}*`);
    expect(guide).toContain(`*${FAILED_CHECK_HEADING}*`);
    expect(guide).toContain(`*Not published: ${FAILED_CHECK_NOTICE.split('.')[0]}…*`);
  });
});

