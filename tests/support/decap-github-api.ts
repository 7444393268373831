// A stand-in for the API object Decap's GitHub backend hands the editor's GitHub modules (decap-cms-backend-github
// API.ts): each REST call answered from patterns over "METHOD /path" (the repository's prefix taken off) and recorded
// in `calls`, GitHub's auto-merge accepted, and a forced merge an error (the editor never forces one).
export type Answers = Array<[RegExp, (body: any) => unknown]>;

export function decapGitHubApi({ repoURL, answers, calls, mergeMethod }: { repoURL: string; answers: Answers; calls: string[]; mergeMethod: string }) {
  return {
    repoURL,
    branch: 'main',
    mergeMethod,
    user: async () => ({ login: 'alex', name: 'Alex Marketer' }),
    forceMergePR: async () => {
      throw new Error('never forced');
    },
    request: async (path: string, options?: { method: string; body: string }) => {
      const call = `${options?.method ?? 'GET'} ${path.replace(repoURL, '')}`;
      calls.push(call);
      if (path === '/graphql') return { data: { enablePullRequestAutoMerge: { clientMutationId: null } } };
      const answer = answers.find(([pattern]) => pattern.test(call));
      if (!answer) throw Object.assign(new Error(`Not Found: ${call}`), { status: 404 });
      return answer[1](options?.body ? JSON.parse(options.body) : undefined);
    },
  };
}
