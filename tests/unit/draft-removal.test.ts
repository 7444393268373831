// A Routes draft that removes a page, published on GitHub: the deletion is committed to the draft's branch before
// Decap squash-merges it, so main gets one commit, and that commit is a site the build accepts.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Route } from '../../schema/generated/types';
import { readContentTexts, readValidators } from '../../scripts/build/content-files';
import { REMOVAL_FIELD } from '../../src/content/address-changes';
import { deleteInDraft, gitHubDraftApi, type GitHubDraftApi } from '../../src/editor/draft-removal';
import { removalMessage, routesSaveFiles } from '../../src/editor/route-changes';
import { saveProblems } from '../../src/editor/site-content';

const texts = readContentTexts();
const validators = readValidators();

type Tree = Map<string, string>;

/** GitHub's git data in memory, as Decap's GitHub API class uses it: trees over a base, commits, branch heads. */
function gitHub(files: Tree) {
  const commits = new Map<string, { tree: Tree; message: string; parent?: string }>([['c0', { tree: files, message: 'The site' }]]);
  const trees = new Map<string, { tree: Tree; base: string }>();
  const branches = new Map([['main', 'c0']]);
  let made = 0;
  const api: GitHubDraftApi = {
    generateContentKey: (collection, slug) => `${collection}/${slug}`,
    getBranch: async (branch) => ({ commit: { sha: branches.get(branch)! } }),
    updateTree: async (baseSha, changes) => {
      const tree = new Map(commits.get(baseSha)!.tree);
      for (const { path } of changes) tree.delete(path);
      trees.set(`t${++made}`, { tree, base: baseSha });
      return { sha: `t${made}`, parentSha: baseSha };
    },
    commit: async (message, { sha }) => {
      commits.set(`c${++made}`, { tree: trees.get(sha)!.tree, message, parent: trees.get(sha)!.base });
      return { sha: `c${made}` };
    },
    patchBranch: async (branch, sha) => void branches.set(branch, sha),
  };
  return {
    api,
    /** A draft's save: a branch off main with these files written. */
    save(branch: string, written: Tree) {
      commits.set(`c${++made}`, { tree: new Map([...commits.get(branches.get('main')!)!.tree, ...written]), message: 'Edit routes', parent: branches.get('main') });
      branches.set(branch, `c${made}`);
    },
    /** The publish: the pull request squash-merged, one commit on main with the branch's tree. */
    squashMerge(branch: string) {
      commits.set(`c${++made}`, { tree: commits.get(branches.get(branch)!)!.tree, message: 'Automatically generated. Merged on Decap CMS.', parent: branches.get('main') });
      branches.set('main', `c${made}`);
    },
    /** main's commits, newest first. */
    history() {
      const list: Tree[] = [];
      for (let sha = branches.get('main'); sha; sha = commits.get(sha)!.parent) list.push(commits.get(sha)!.tree);
      return list;
    },
    messages: () => [...commits.values()].map((commit) => commit.message),
  };
}

/** The build's content check of a commit's files (as `npm run validate` and the build run it). */
function problemsOf(tree: Tree): string[] {
  const changes = new Map([...tree].filter(([path, text]) => texts.get(path) !== text));
  const removed = [...texts.keys()].filter((path) => !tree.has(path));
  return saveProblems(texts, validators, changes, removed).map((problem) => `${problem.file}: ${problem.message}`);
}

describe('a page removed in the live editor on GitHub', () => {
  it('publishes as one commit on main that builds, the deletion carried by the draft', async () => {
    const data = parse(texts.get('pages.yaml')!) as { routes: Route[] };
    const routes = data.routes.map((route) => (route.path === '/localised-rust-removal' ? { ...route, [REMOVAL_FIELD]: '/laser-rust-removal' } : route));
    const save = routesSaveFiles(texts, texts.get('pages.yaml')!, { ...data, routes }, validators);
    if ('refusal' in save) throw new Error(save.refusal);
    const host = gitHub(new Map(texts));
    host.save('cms/routes/routes', new Map([['pages.yaml', save.text], ...save.routeFiles.files.map((file) => [file.path, file.raw] as [string, string])]));
    // Published as before: the draft's merge alone, the deletion after it, is a commit the build refuses.
    const draft = host.history().length;
    expect(problemsOf(new Map([...new Map(texts), ['pages.yaml', save.text]]))).toContain('site/pages/localised-rust-removal.yaml: no route in pages.yaml uses this page file');

    await deleteInDraft(host.api, 'routes', 'routes', save.routeFiles.removed, removalMessage(save.routeFiles.removed));
    host.squashMerge('cms/routes/routes');
    const [published, ...before] = host.history();
    expect(before.length).toBe(draft);
    expect(published!.has('site/pages/localised-rust-removal.yaml')).toBe(false);
    expect(published!.get('pages.yaml')).toBe(save.text);
    expect(problemsOf(published!)).toEqual([]);
    expect(host.messages()).toContain('Remove site/pages/localised-rust-removal.yaml in the browser editor (its address leads to another page)');
  });

  it('is done this way on the GitHub backend only; GitLab and the local backend keep their own', () => {
    const api = gitHub(new Map()).api;
    expect(gitHubDraftApi({ api })).toBe(api);
    expect(gitHubDraftApi({ api: { generateContentKey: () => '' } })).toBeUndefined();
    expect(gitHubDraftApi({})).toBeUndefined();
  });
});
