// Publish on GitHub merges the draft's pull request and nothing else. Decap's GitHub backend, when GitHub refuses the
// merge (405: the required checks have not passed yet), writes main itself (API.forceMergePR: a tree, a commit and a
// ref update), which skips the checks for anyone the branch rule does not bind. Here a refused merge asks GitHub to
// merge once the checks pass (auto-merge) and tells the marketer so; main is left alone, and the draft kept open.

/** What the marketer reads when GitHub will merge the draft by itself once its checks pass. */
export const CHECKING_NOTICE = 'Checking — it goes live by itself when the checks pass (about 2 minutes).';
/** …and when the repository does not allow auto-merge: the draft stays Ready, to be published again. */
export const PRESS_AGAIN_NOTICE = 'Checking — it goes live once the checks pass and you press Publish again (about 2 minutes).';

/** The pull request as Decap's GitHub API reads it (GET /pulls): its GraphQL id is what auto-merge takes. */
interface PullRequest {
  number: number;
  node_id?: string;
}

/** The parts of Decap's GitHub API (decap-cms-backend-github API.ts) a refused merge goes through. */
export interface GitHubMergeApi {
  mergeMethod?: string;
  request: (path: string, options: { method: string; body: string }) => Promise<unknown>;
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

/** In place of Decap's forced merge: auto-merge requested, and the publish stopped with the notice, so no branch is deleted. */
async function checkInsteadOfForcing(api: GitHubMergeApi, pullRequest: PullRequest): Promise<never> {
  throw new Error((await enableAutoMerge(api, pullRequest)) ? CHECKING_NOTICE : PRESS_AGAIN_NOTICE);
}

/** The backend with its GitHub API (made at sign-in) never forcing a merge; other backends as they are. */
export function neverForced<B extends object>(backend: B): B {
  const calls = backend as Record<string, unknown> & { api?: Partial<GitHubMergeApi> };
  const publish = calls.publishUnpublishedEntry;
  if (typeof publish !== 'function') return backend;
  calls.publishUnpublishedEntry = function (this: unknown, ...args: unknown[]) {
    const api = calls.api;
    if (api && typeof api.forceMergePR === 'function' && typeof api.request === 'function') {
      api.forceMergePR = (pullRequest) => checkInsteadOfForcing(api as GitHubMergeApi, pullRequest);
    }
    return publish.apply(backend, args);
  };
  return backend;
}
