// On GitHub a draft is a branch with a pull request, which Decap squash-merges into one commit on main. A Routes draft
// that removes pages cannot delete their files itself (Decap's drafts only write files), so its publish was two commits:
// pages.yaml first, which does not build (a page file no route uses), then the deletion. Committing the deletion onto
// the draft's branch just before the merge makes the publish one commit that builds.

/** The part of Decap's GitHub API (decap-cms-backend-github's API class) the deletion uses. */
export interface GitHubDraftApi {
  generateContentKey(collection: string, slug: string): string;
  getBranch(branch: string): Promise<{ commit: { sha: string } }>;
  updateTree(baseSha: string, files: Array<{ path: string; sha: null }>, branch?: string): Promise<{ sha: string; parentSha: string }>;
  commit(message: string, tree: { sha: string; parentSha: string }): Promise<{ sha: string }>;
  patchBranch(branch: string, sha: string): Promise<unknown>;
}

/** The GitHub API of the backend in use, or undefined on another backend (GitLab, the local one). */
export function gitHubDraftApi(implementation: unknown): GitHubDraftApi | undefined {
  const api = (implementation as { api?: Partial<GitHubDraftApi> } | undefined)?.api;
  const methods = ['generateContentKey', 'getBranch', 'updateTree', 'commit', 'patchBranch'] as const;
  return api && methods.every((method) => typeof api[method] === 'function') ? (api as GitHubDraftApi) : undefined;
}

/** A draft's branch, as Decap names it (decap-cms-lib-util's branchFromContentKey: `cms/` and the content key). */
export const draftBranch = (api: GitHubDraftApi, collection: string, slug: string) => `cms/${api.generateContentKey(collection, slug)}`;

/** Adds a commit deleting `paths` to the draft's branch, so its merge carries the deletion. */
export async function deleteInDraft(api: GitHubDraftApi, collection: string, slug: string, paths: readonly string[], message: string): Promise<void> {
  const branch = draftBranch(api, collection, slug);
  const head = await api.getBranch(branch);
  const tree = await api.updateTree(head.commit.sha, paths.map((path) => ({ path, sha: null })), branch);
  const commit = await api.commit(message, tree);
  await api.patchBranch(branch, commit.sha);
}
