// Take back on the live site (issue 56): the Releases panel's takeBackRelease made with GitHub, through the signed-in
// editor's own token (Decap's GitHub API). A published release's take-back is a pull request of its own
// (take-back-pulls.ts): one commit on top of main putting back each file the release's merge changed as it was in that
// merge's first parent, pages.yaml with the release's new addresses sent to the page the team typed (the same words
// and pure code as npm run edit: src/content/take-back-routes.ts). It is merged as Publish release is: while its checks
// run GitHub refuses (405) and auto-merge takes over with the Checking notice; a failed check is shown in the
// validator's words; main is written by that merge only.
import { ROUTES_FILE } from '../../content/content-files';
import type { Problem } from '../../content/problems';
import { isRefusal, takeBackRefusal, type Release } from '../../content/releases';
import { takeBackRoutes } from '../../content/take-back-routes';
import { checkInsteadOfForcing, CHECKING_NOTICE, PRESS_AGAIN_NOTICE, type GitHubMergeApi } from '../checked-publish';
import { RELEASE_LABEL, type ComparedFile, type ListedPull, type PulledRelease } from './release-pulls';
import { changedSinceRefusal, takeBackBody, takeBackBranch, takeBackTitle, takeBackTree, type MergedPull, type TakeBackMarker, type TakenBackFile } from './take-back-pulls';

interface TakeBackContext {
  api: GitHubMergeApi & { repoURL: string; user?: () => Promise<{ login: string; name?: string | null }> };
  /** A call of GitHub's API under the repository (/pulls, /git/trees…), as github-releases.ts makes them. */
  call: <T>(path: string, method?: string, body?: unknown) => Promise<T>;
  /** The published branch (main). */
  base: string;
  /** The release as read from its pull request, and its take-back's pull request if one was made. */
  pulled: PulledRelease;
  takeBack?: { pull: ListedPull; marker: TakeBackMarker };
}

/** Done (merged, or left to auto-merge with a notice), or refused in the editor's words. */
export type TakeBackOutcome = { notice?: string } | { refused: string };

interface TreeListing {
  sha: string;
  truncated?: boolean;
  tree: { path: string; type: string; sha: string }[];
}

const textOfBlob = (blob: { content: string; encoding?: string }) =>
  blob.encoding === 'base64' ? new TextDecoder().decode(Uint8Array.from(atob(blob.content.replace(/\s/g, '')), (char) => char.charCodeAt(0))) : blob.content;

export async function takeBackOnGitHub({ api, call, base, pulled, takeBack }: TakeBackContext, params: Record<string, unknown>): Promise<TakeBackOutcome> {
  const name = pulled.release.name;
  const pull = pulled.pull as MergedPull;
  // The model's release as GitHub holds it: published by its pull request's merge, taken back by its take-back's.
  const release: Release = {
    ...pulled.release,
    ...(takeBack?.pull.merged_at && { state: 'taken-back' }),
    ...(pull.merged_at && { published: { commit: pull.merge_commit_sha ?? '', by: pulled.marker.publishedBy ?? '', at: pull.merged_at, files: [] } }),
  };
  const refusal = takeBackRefusal(release);
  if (refusal) return { refused: `Not taken back: ${refusal.refused}` };
  if (takeBack?.pull.state === 'open' && takeBack.pull.auto_merge) return { notice: CHECKING_NOTICE };

  // The release's merge and main just before it (its first parent): what the release changed is between the two.
  const merged = pull.merge_commit_sha ?? (await call<MergedPull>(`/pulls/${pull.number}`)).merge_commit_sha;
  if (!merged) return { refused: `Not taken back: GitHub does not say which commit published "${name}". Open Releases again.` };
  const mergeCommit = await call<{ tree: { sha: string }; parents: { sha: string }[] }>(`/git/commits/${merged}`);
  const parent = mergeCommit.parents[0]?.sha;
  if (!parent) return { refused: `Not taken back: "${name}" was the site's first commit; there is nothing before it to go back to.` };
  const compared = await call<{ files?: ComparedFile[] }>(`/compare/${parent}...${merged}`);
  const main = await call<{ commit: { sha: string; commit: { tree: { sha: string } } } }>(`/branches/${encodeURIComponent(base)}`);
  const parentCommit = await call<{ tree: { sha: string } }>(`/git/commits/${parent}`);
  const [beforeTree, nowTree] = await Promise.all([parentCommit.tree.sha, main.commit.commit.tree.sha].map((tree) => call<TreeListing>(`/git/trees/${tree}?recursive=1`)));
  if (beforeTree!.truncated || nowTree!.truncated) return { refused: `Not taken back: the site has more files than GitHub lists at once, so the editor cannot tell what changed since "${name}". Ask a developer to revert its pull request #${pull.number} on GitHub.` };
  const blobs = (listing: TreeListing) => new Map(listing.tree.filter((entry) => entry.type === 'blob').map((entry) => [entry.path, entry.sha]));
  const [before, now] = [blobs(beforeTree!), blobs(nowTree!)];
  const files: TakenBackFile[] = (compared.files ?? []).map((file) => ({ path: file.filename, before: before.get(file.filename) ?? null, released: file.status === 'removed' ? null : file.sha, now: now.get(file.filename) ?? null }));
  const reverted = takeBackTree(files);
  if ('changedSince' in reverted) return { refused: changedSinceRefusal(name, reverted.changedSince) };

  // pages.yaml as before the release, each address it added sent to the page the team typed (as npm run edit does).
  const tree = reverted.tree;
  const routesEntry = tree.find((entry) => entry.path === ROUTES_FILE);
  if (routesEntry?.sha) {
    const text = async (sha: string | undefined) => (sha ? textOfBlob(await call<{ content: string; encoding?: string }>(`/git/blobs/${sha}`)) : undefined);
    const sendTo = params.sendTo && typeof params.sendTo === 'object' ? new Map(Object.entries(params.sendTo as Record<string, unknown>).map(([from, to]) => [from, typeof to === 'string' ? to.trim() : ''])) : new Map<string, string>();
    const sendAllTo = typeof params.sendAllTo === 'string' ? params.sendAllTo.trim() : '';
    const beforeRoutes = await text(routesEntry.sha);
    const taken = takeBackRoutes(name, await text(now.get(ROUTES_FILE)), beforeRoutes, sendTo, sendAllTo);
    if (isRefusal(taken)) return taken;
    if (taken.routes !== undefined && taken.routes !== beforeRoutes) routesEntry.sha = (await call<{ sha: string }>('/git/blobs', 'POST', { content: taken.routes, encoding: 'utf-8' })).sha;
  }
  if (!tree.length) return { refused: `Not taken back: every page "${name}" changed is as it was before it already.` };

  const by = await api.user?.().then((user) => user.name || user.login).catch(() => undefined);
  const marker: TakeBackMarker = { release: pulled.release.id, name, ...(by && { by }) };
  const title = takeBackTitle(name);
  const made = await call<{ sha: string }>('/git/trees', 'POST', { base_tree: main.commit.commit.tree.sha, tree });
  const commit = await call<{ sha: string }>('/git/commits', 'POST', { message: `${title}\n\n${tree.map((entry) => `- ${entry.path}${entry.sha === null ? ' (removed: the release added it)' : ''}`).join('\n')}`, tree: made.sha, parents: [main.commit.sha] });
  const branch = takeBackBranch(pulled.release.id);
  const moveBranch = () => call(`/git/refs/heads/${encodeURIComponent(branch)}`, 'PATCH', { sha: commit.sha, force: true });
  let number: number;
  let nodeId: string | undefined;
  if (takeBack?.pull.state === 'open') {
    // A take-back refused before (a failed check, or no auto-merge): made again on main as it is now.
    await moveBranch();
    const patched = await call<ListedPull>(`/pulls/${takeBack.pull.number}`, 'PATCH', { title, body: takeBackBody(marker) });
    [number, nodeId] = [patched.number, patched.node_id ?? takeBack.pull.node_id];
  } else {
    // A branch left by a take-back that was given up is moved rather than made.
    await call('/git/refs', 'POST', { ref: `refs/heads/${branch}`, sha: commit.sha }).catch(moveBranch);
    const opened = await call<ListedPull>('/pulls', 'POST', { title, body: takeBackBody(marker), head: `${api.repoURL.split('/')[2]}:${branch}`, base });
    await call(`/issues/${opened.number}/labels`, 'PUT', { labels: [RELEASE_LABEL] });
    [number, nodeId] = [opened.number, opened.node_id];
  }
  try {
    await call(`/pulls/${number}/merge`, 'PUT', { commit_message: title, sha: commit.sha, merge_method: api.mergeMethod ?? 'merge' });
  } catch (error) {
    // 405: the checks have not passed. As Publish release: a failed check's problems, else GitHub's auto-merge.
    if ((error as { status?: number }).status !== 405) throw error;
    let problems: Problem[] = [];
    const outcome = await checkInsteadOfForcing(api, { number, ...(nodeId && { node_id: nodeId }), head: { sha: commit.sha } }, (found) => (problems = found)).catch((stopped: unknown) => (stopped instanceof Error ? stopped.message : String(stopped)));
    if (outcome === CHECKING_NOTICE || outcome === PRESS_AGAIN_NOTICE) return { notice: outcome };
    return { refused: `Not taken back: ${outcome}${problems.map((problem) => `\n${problem.file}, line ${problem.line}${problem.field ? `, ${problem.field}` : ''}: ${problem.message}`).join('')}` };
  }
  // Merged at once (its checks had passed): its branch deleted, where the repository does not delete merged branches itself.
  await call(`/git/refs/heads/${encodeURIComponent(branch)}`, 'DELETE').catch(() => undefined);
  return {};
}
