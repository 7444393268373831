// Publish on GitHub merges the draft's pull request and nothing else. Decap's GitHub backend, when GitHub refuses the
// merge (405: the required checks have not passed yet), writes main itself (API.forceMergePR: a tree, a commit and a
// ref update), which skips the checks for anyone the branch rule does not bind. Here a refused merge asks GitHub to
// merge once the checks pass (auto-merge) and tells the marketer so; main is left alone, and the draft kept open. A
// check that failed is shown instead: validate's problems, as its annotations on the check run carry them.
import type { Problem } from '../content/problems';

/** What the marketer reads when GitHub will merge the draft by itself once its checks pass. */
export const CHECKING_NOTICE = 'Checking — it goes live by itself when the checks pass (about 2 minutes).';
/** …and when the repository does not allow auto-merge: the draft stays Ready, to be published again. */
export const PRESS_AGAIN_NOTICE = 'Checking — it goes live once the checks pass and you press Publish again (about 2 minutes).';

/** The heading of the notice over the form listing a failed check's problems (RefusalNotice.tsx). */
export const FAILED_CHECK_HEADING = 'Not published: the checks found these';
/** What the marketer reads when a check failed without naming a field (the build, the pages' checks). */
export const FAILED_CHECK_NOTICE = 'the checks found a problem the site cannot go live with. A developer can read it in the pull request\'s checks on GitHub.';

/** The pull request as Decap's GitHub API reads it (GET /pulls): its GraphQL id is what auto-merge takes. */
interface PullRequest {
  number: number;
  node_id?: string;
  head?: { sha?: string };
}

/** A check run of the draft's head, and a line its steps pinned to a file (`::error file=…,line=…,col=…,title=field::…`). */
interface CheckRun {
  id: number;
  name: string;
  conclusion: string | null;
}
interface CheckAnnotation {
  path: string;
  start_line: number;
  start_column?: number | null;
  annotation_level: string;
  title?: string | null;
  message: string;
}

/** The parts of Decap's GitHub API (decap-cms-backend-github API.ts) a refused merge goes through. */
export interface GitHubMergeApi {
  mergeMethod?: string;
  /** /repos/owner/name */
  repoURL?: string;
  request: (path: string, options?: { method: string; body: string }) => Promise<unknown>;
  forceMergePR: (pullRequest: PullRequest) => Promise<unknown>;
}

const ENABLE_AUTO_MERGE = 'mutation($id: ID!, $method: PullRequestMergeMethod!) { enablePullRequestAutoMerge(input: { pullRequestId: $id, mergeMethod: $method }) { clientMutationId } }';

/** Asks GitHub to merge the pull request when its required checks pass; false where the repository does not allow it. */
async function enableAutoMerge(api: GitHubMergeApi, pullRequest: PullRequest): Promise<boolean> {
  if (!pullRequest.node_id) return false;
  const body = JSON.stringify({ query: ENABLE_AUTO_MERGE, variables: { id: pullRequest.node_id, method: (api.mergeMethod ?? 'merge').toUpperCase() } });
  // GraphQL answers 200 with `errors` when auto-merge is off for the repository or the pull request cannot take it.
  const answer = (await api.request('/graphql', { method: 'POST', body }).catch(() => undefined)) as { errors?: unknown[]; data?: { enablePullRequestAutoMerge?: unknown } } | undefined;
  return Boolean(answer && !answer.errors?.length && answer.data?.enablePullRequestAutoMerge);
}

/**
 * The problems of the draft's failed checks, each at its file, line and field as validate wrote it (its field is the
 * annotation's title); none when no check has failed; GitHub's own line about the job's exit code is left out.
 */
export async function failedCheckProblems(api: GitHubMergeApi, pullRequest: PullRequest): Promise<Problem[] | undefined> {
  if (!api.repoURL || !pullRequest.head?.sha) return undefined;
  const runs = ((await api.request(`${api.repoURL}/commits/${pullRequest.head.sha}/check-runs`).catch(() => undefined)) as { check_runs?: CheckRun[] } | undefined)?.check_runs ?? [];
  const failed = runs.filter((run) => run.conclusion === 'failure');
  if (!failed.length) return undefined;
  const annotations = (await Promise.all(failed.map((run) => api.request(`${api.repoURL}/check-runs/${run.id}/annotations`).catch(() => [])))).flat() as CheckAnnotation[];
  const pinned = annotations.filter((annotation) => annotation.annotation_level === 'failure' && !annotation.path.startsWith('.github'));
  const problems = pinned.map((annotation) => ({ file: annotation.path, line: annotation.start_line, col: annotation.start_column ?? 1, field: annotation.title ?? '', message: annotation.message }));
  return problems.filter((problem, index) => problems.findIndex((other) => other.file === problem.file && other.line === problem.line && other.message === problem.message) === index);
}

/** The notice's words for a publish refused by failed checks: a count when they are listed over the form. */
export const failedCheckMessage = (problems: Problem[]) =>
  problems.length ? `the checks found ${problems.length === 1 ? 'one problem' : `${problems.length} problems`} to fix, listed over the form.` : FAILED_CHECK_NOTICE;

/**
 * In place of Decap's forced merge: a failed check's problems shown (`showFailed`) and the publish stopped; else
 * auto-merge requested and the publish stopped with the notice. Either way no branch is deleted and main is not written.
 * A release's Publish release goes the same way when GitHub refuses its merge (releases/github-releases.ts).
 */
export async function checkInsteadOfForcing(api: GitHubMergeApi, pullRequest: PullRequest, showFailed: (problems: Problem[]) => void): Promise<never> {
  const failed = await failedCheckProblems(api, pullRequest);
  if (failed) {
    showFailed(failed);
    throw new Error(failedCheckMessage(failed));
  }
  throw new Error((await enableAutoMerge(api, pullRequest)) ? CHECKING_NOTICE : PRESS_AGAIN_NOTICE);
}

/** The backend with its GitHub API (made at sign-in) never forcing a merge; other backends as they are. */
export function neverForced<B extends object>(backend: B, showFailed: (problems: Problem[]) => void = () => undefined): B {
  const calls = backend as Record<string, unknown> & { api?: Partial<GitHubMergeApi> };
  const publish = calls.publishUnpublishedEntry;
  if (typeof publish !== 'function') return backend;
  calls.publishUnpublishedEntry = function (this: unknown, ...args: unknown[]) {
    const api = calls.api;
    if (api && typeof api.forceMergePR === 'function' && typeof api.request === 'function') {
      api.forceMergePR = (pullRequest) => checkInsteadOfForcing(api as GitHubMergeApi, pullRequest, showFailed);
    }
    return publish.apply(backend, args);
  };
  return backend;
}
