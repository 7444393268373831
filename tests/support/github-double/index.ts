// A double of GitHub's REST API as Decap's GitHub backend (decap-cms-backend-github 3.8, editorial workflow) calls it,
// over a real git repository on disk (a shallow copy of the project's HEAD as `main`), with main's branch rule.
// Answers (recorded from the editor's own calls, tests/e2e/editor-github.spec.ts; anything else is 404 and listed in
// `unanswered`):
//   GET  /user, /users/:login, /repos/:repo (permissions), /repos/:repo/branches/:branch
//   GET  git/refs/heads/:branch; POST git/refs; PATCH and DELETE git/refs/heads/:branch
//   GET  git/trees/:branch:folder (recursive=1), git/blobs/:sha; POST git/blobs, git/trees (base_tree), git/commits
//   GET  compare/:base...:head, commits?path=&sha=, commits/:sha/status, commits/:sha/check-runs, check-runs/:id/annotations
//   GET  pulls (head, base, state), pulls/:n/commits; POST pulls; PATCH pulls/:n (state, title, body); PUT pulls/:n/merge
//   PUT  issues/:n/labels; GET search/issues (no notes); POST /graphql enablePullRequestAutoMerge
// The Releases panel (src/editor/releases/github-releases.ts) adds: GET pulls?state=all (each with its body and
// auto_merge), compare/main...<sha>; POST git/trees, git/commits, git/refs, pulls (with a body); PATCH git/refs (force)
// and pulls/:n (title, body; state=closed for a published release's drafts); DELETE git/refs/heads/<branch> (those
// drafts', and the release's own, which the merge deleted already: 422).
// Take back (src/editor/releases/github-take-back.ts) adds: a merged pull request's merge_commit_sha, GET
// git/commits/:sha (its parents), compare/<sha>...<sha>, git/trees/<tree>?recursive=1, and a take-back's own pull request.
//   and for the scheduled workflow (npm run publish-due): GET pulls/:n; GET, POST issues/:n/comments;
//   POST actions/workflows/:file/dispatches; a pull request's body; a merge's sha (409 when the head moved)
// The rule on main, as a protected branch with the required check `checks passed`: a merge is refused (405) while the
// check is pending or failed, auto-merge merges when it turns green, and main's ref is written only by a merge, except
// by the administrator, whom the rule does not bind. Each new head of a draft gets the preview's commit status, as
// .github/workflows/preview.yml posts it. The test sets the check's state (`setCheck`), and a failed one's log: its
// `::error file=…,line=…,col=…,title=…::…` lines are the content job's annotations, as GitHub Actions makes them.
import { execFileSync } from 'node:child_process';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const REQUIRED_CHECK = 'checks passed';
/** The context the editor reads the preview's address from (src/editor/backend.ts preview_context). */
export const PREVIEW_CONTEXT = 'deploy/cloudflare-pages';

export interface Account {
  login: string;
  name: string;
  /** Not bound by main's branch rule (GitHub's "Allow specified actors to bypass" / an administrator). */
  administrator?: boolean;
}

type CheckState = 'pending' | 'success' | 'failure';

interface PullRequest {
  number: number;
  node_id: string;
  title: string;
  /** The pull request's text (a release's marker, src/editor/releases/release-pulls.ts; a draft's schedule, src/editor/schedule-marker.ts). */
  body: string;
  head: string;
  state: 'open' | 'closed';
  merged_at: string | null;
  labels: string[];
  autoMerge: boolean;
  user: string;
  updated_at: string;
}

export interface GitHubDoubleOptions {
  /** A bare repository holding `main` (see `bareCopy`). */
  folder: string;
  /** owner/name as the editor's config names it. */
  repo: string;
  /** By token, the account it signs in as. */
  accounts: Record<string, Account>;
  /** The address the preview workflow would post for a draft's branch. */
  previewAddress: (branch: string) => string;
  allowAutoMerge?: boolean;
}

/** A bare repository whose `main` is `source`'s HEAD, one commit deep. */
export function bareCopy(source: string, folder: string) {
  execFileSync('git', ['init', '-q', '--bare', '-b', 'main', folder]);
  execFileSync('git', ['-C', folder, 'fetch', '-q', '--depth=1', `file://${source}`, 'HEAD:refs/heads/main']);
}

export async function startGitHubDouble({ folder, repo, accounts, previewAddress, allowAutoMerge = true }: GitHubDoubleOptions) {
  const git = (args: string[], input?: string | Buffer, env: Record<string, string> = {}) =>
    execFileSync('git', ['-C', folder, ...args], { input, env: { ...process.env, ...env }, maxBuffer: 256 * 1024 * 1024 }).toString();
  const resolve = (ref: string) => git(['rev-parse', '--verify', '-q', ref.replace(/^[^:/]+:(?=cms\/)/, '')]).trim();
  const tryResolve = (ref: string) => {
    try {
      return resolve(ref);
    } catch {
      return undefined;
    }
  };

  const calls: string[] = [];
  const unanswered: string[] = [];
  const pulls: PullRequest[] = [];
  const statuses = new Map<string, { context: string; state: string; target_url: string }[]>();
  let check: { state: CheckState; annotations: Annotation[] } = { state: 'pending', annotations: [] };

  const commitJson = (sha: string) => {
    const [tree, parents, name, email, date, ...message] = git(['show', '-s', '--format=%T%n%P%n%an%n%ae%n%aI%n%B', sha]).split('\n');
    const person = { name, email, date };
    return { sha, node_id: `C_${sha}`, commit: { message: message.join('\n').trim(), tree: { sha: tree }, author: person, committer: person }, tree: { sha: tree }, parents: parents!.split(' ').filter(Boolean).map((parent) => ({ sha: parent })), author: person, committer: person, message: message.join('\n').trim() };
  };
  const branchHead = (branch: string) => tryResolve(`refs/heads/${branch}`);
  /** A merged draft's head as it was merged (its branch is gone by then). */
  const mergedHeads = new Map<number, string>();
  /** The commit each merge made on main (a pull request's merge_commit_sha). */
  const mergeCommits = new Map<number, string>();
  const pullJson = (pull: PullRequest) => {
    const sha = branchHead(pull.head) ?? mergedHeads.get(pull.number) ?? resolve('main');
    return {
      number: pull.number,
      node_id: pull.node_id,
      title: pull.title,
      body: pull.body,
      state: pull.state,
      auto_merge: pull.autoMerge && pull.state === 'open' ? { merge_method: 'squash', enabled_by: { login: pull.user } } : null,
      merged_at: pull.merged_at,
      merge_commit_sha: mergeCommits.get(pull.number) ?? null,
      updated_at: pull.updated_at,
      user: { login: pull.user },
      labels: pull.labels.map((name) => ({ name })),
      head: { ref: pull.head, sha, label: `${repo.split('/')[0]}:${pull.head}`, repo: forks.has(pull.number) ? { fork: true, full_name: `outsider/${repo.split('/')[1]}` } : { fork: false, full_name: repo } },
      base: { ref: 'main', sha: resolve('main'), repo: { full_name: repo } },
    };
  };

  /** Main's one way in: a squash of the draft's changes over main as it is now, one commit. */
  const merge = (pull: PullRequest, message: string) => {
    const head = branchHead(pull.head)!;
    mergedHeads.set(pull.number, head);
    const tree = git(['merge-tree', '--write-tree', 'main', head]).split('\n')[0]!.trim();
    const sha = git(['commit-tree', tree, '-p', 'main', '-m', message || pull.title], undefined, gitPerson(accounts[Object.keys(accounts)[0]!]!)).trim();
    git(['update-ref', 'refs/heads/main', sha]);
    mergeCommits.set(pull.number, sha);
    // The repository deletes a merged draft's branch ("Automatically delete head branches"), so its next edit starts anew.
    git(['update-ref', '-d', `refs/heads/${pull.head}`]);
    pull.state = 'closed';
    pull.merged_at = new Date().toISOString();
    return sha;
  };
  const checkPassed = (pull: PullRequest) => checkOf(branchHead(pull.head)).state === 'success';

  const routes: Array<[string, RegExp, (match: string[], body: any, account: Account, url: URL) => [number, unknown]]> = [
    ['GET', /^\/user$/, (_, __, account) => [200, userJson(account)]],
    ['GET', /^\/users\/([^/]+)$/, ([login]) => [200, userJson(Object.values(accounts).find((account) => account.login === login) ?? { login: login!, name: login! })]],
    ['GET', /^\/repos\/R$/, (_, __, account) => [200, { full_name: repo, name: repo.split('/')[1], owner: { login: repo.split('/')[0] }, default_branch: 'main', private: true, allow_auto_merge: allowAutoMerge, permissions: { admin: !!account.administrator, push: true, pull: true } }]],
    ['GET', /^\/repos\/R\/branches\/(.+)$/, ([branch]) => {
      const sha = branchHead(branch!);
      return sha ? [200, { name: branch, commit: commitJson(sha), protected: branch === 'main' }] : [404, { message: 'Branch not found' }];
    }],
    ['GET', /^\/repos\/R\/git\/refs\/heads\/(.+)$/, ([branch]) => {
      const sha = branchHead(branch!);
      return sha ? [200, { ref: `refs/heads/${branch}`, object: { sha, type: 'commit' } }] : [404, { message: 'Not Found' }];
    }],
    ['POST', /^\/repos\/R\/git\/refs$/, (_, { ref, sha }) => {
      if (tryResolve(ref)) return [422, { message: 'Reference already exists' }];
      git(['update-ref', ref, sha]);
      headChanged(ref.replace('refs/heads/', ''), sha);
      return [201, { ref, object: { sha, type: 'commit' } }];
    }],
    ['PATCH', /^\/repos\/R\/git\/refs\/heads\/(.+)$/, ([branch], { sha }, account) => {
      // The rule: main moves by a merge that passed its checks, unless the rule does not bind the account.
      if (branch === 'main' && !account.administrator) return [422, { message: `Protected branch update failed for refs/heads/main.\n\nRequired status check "${REQUIRED_CHECK}" is expected.` }];
      git(['update-ref', `refs/heads/${branch}`, sha]);
      headChanged(branch!, sha);
      return [200, { ref: `refs/heads/${branch}`, object: { sha, type: 'commit' } }];
    }],
    ['DELETE', /^\/repos\/R\/git\/refs\/heads\/(.+)$/, ([branch]) => {
      if (!branchHead(branch!)) return [422, { message: 'Reference does not exist' }];
      git(['update-ref', '-d', `refs/heads/${branch}`]);
      return [204, undefined];
    }],
    ['GET', /^\/repos\/R\/git\/trees\/(.+)$/, ([treeish], _, __, url) => {
      const object = tryResolve(treeish!);
      // branch:folder names a tree already; a commit's tree is its ^{tree} (`main:site^{tree}` would be a path).
      const sha = object && git(['cat-file', '-t', object]).trim() === 'commit' ? resolve(`${object}^{tree}`) : object;
      if (!sha) return [404, { message: 'Not Found' }];
      const listing = git(['ls-tree', '-l', ...(url.searchParams.get('recursive') ? ['-r', '-t'] : []), sha]).split('\n').filter(Boolean);
      const tree = listing.map((line) => {
        const [meta, path] = line.split('\t');
        const [mode, type, object, size] = meta!.split(/\s+/);
        return { path, mode, type, sha: object, ...(type === 'blob' && { size: Number(size) }) };
      });
      return [200, { sha, tree, truncated: false }];
    }],
    ['GET', /^\/repos\/R\/git\/blobs\/([0-9a-f]{40})$/, ([sha]) => {
      const content = execFileSync('git', ['-C', folder, 'cat-file', 'blob', sha!]);
      return [200, { sha, size: content.length, encoding: 'base64', content: content.toString('base64') }];
    }],
    ['POST', /^\/repos\/R\/git\/blobs$/, (_, { content, encoding }) => {
      const sha = git(['hash-object', '-w', '--stdin'], Buffer.from(content, encoding === 'base64' ? 'base64' : 'utf8')).trim();
      return [201, { sha }];
    }],
    ['POST', /^\/repos\/R\/git\/trees$/, (_, { base_tree, tree }) => {
      const index = `${folder}/double-index-${process.hrtime.bigint()}`;
      const env = { GIT_INDEX_FILE: index };
      if (base_tree) git(['read-tree', base_tree], undefined, env);
      else git(['read-tree', '--empty'], undefined, env);
      for (const entry of tree as { path: string; mode: string; sha: string | null }[]) {
        if (entry.sha === null) git(['update-index', '--force-remove', entry.path], undefined, env);
        else git(['update-index', '--add', '--cacheinfo', `${entry.mode},${entry.sha},${entry.path}`], undefined, env);
      }
      const sha = git(['write-tree'], undefined, env).trim();
      execFileSync('rm', ['-f', index]);
      return [201, { sha, tree: [] }];
    }],
    ['POST', /^\/repos\/R\/git\/commits$/, (_, { message, tree, parents }, account) => {
      const sha = git(['commit-tree', tree, ...(parents as string[]).flatMap((parent) => ['-p', parent]), '-m', message], undefined, gitPerson(account)).trim();
      return [201, commitJson(sha)];
    }],
    ['GET', /^\/repos\/R\/git\/commits\/([0-9a-f]{40})$/, ([sha]) => {
      const { commit, parents } = commitJson(sha!);
      return [200, { sha, tree: commit.tree, parents, message: commit.message, author: commit.author, committer: commit.committer }];
    }],
    ['GET', /^\/repos\/R\/compare\/(.+)\.\.\.(.+)$/, ([base, head]) => {
      const [from, to] = [resolve(decodeURIComponent(base!)), resolve(decodeURIComponent(head!))];
      const mergeBase = git(['merge-base', from, to]).trim();
      const commits = git(['rev-list', '--reverse', `${mergeBase}..${to}`]).split('\n').filter(Boolean).map(commitJson);
      const files = git(['diff', '--name-status', '--no-renames', mergeBase, to]).split('\n').filter(Boolean).map((line) => {
        const [status, filename] = line.split('\t');
        const removed = status === 'D';
        // A text file's diff has a patch; Decap reads a file without one as binary (a picture).
        return { filename, status: removed ? 'removed' : status === 'A' ? 'added' : 'modified', sha: removed ? null : resolve(`${to}:${filename}`), ...(!/\.(jpe?g|png|webp|avif|gif)$/i.test(filename!) && { patch: '@@' }) };
      });
      return [200, { base_commit: commitJson(from), merge_base_commit: commitJson(mergeBase), commits, files, status: 'ahead', ahead_by: commits.length }];
    }],
    ['GET', /^\/repos\/R\/commits$/, (_, __, ___, url) => {
      const shas = git(['rev-list', '-n', '30', url.searchParams.get('sha') ?? 'main', '--', ...(url.searchParams.get('path') ? [url.searchParams.get('path')!] : [])]).split('\n').filter(Boolean);
      return [200, shas.map(commitJson)];
    }],
    ['GET', /^\/repos\/R\/commits\/([^/]+)\/status$/, ([ref]) => {
      const list = statuses.get(resolve(ref!)) ?? [];
      return [200, { state: list.every((status) => status.state === 'success') ? 'success' : 'pending', statuses: list }];
    }],
    ['GET', /^\/repos\/R\/commits\/([^/]+)\/check-runs$/, ([ref]) => [200, { total_count: 2, check_runs: checkRunsJson(tryResolve(ref!)) }]],
    ['GET', /^\/repos\/R\/check-runs\/(\d+)\/annotations$/, ([id]) => [200, checkRunAnnotations(Number(id))]],
    ['GET', /^\/repos\/R\/pulls$/, (_, __, ___, url) => {
      const head = url.searchParams.get('head')?.replace(/^[^:]+:/, '');
      const state = url.searchParams.get('state') ?? 'open';
      return [200, pulls.filter((pull) => (!head || pull.head === head) && (state === 'all' || pull.state === state)).map(pullJson)];
    }],
    ['POST', /^\/repos\/R\/pulls$/, (_, { title, body, head }, account) => {
      const pull: PullRequest = { number: pulls.length + 1, node_id: `PR_${pulls.length + 1}`, title, body: body ?? '', head: head.replace(/^[^:]+:/, ''), state: 'open', merged_at: null, labels: [], autoMerge: false, user: account.login, updated_at: new Date().toISOString() };
      pulls.push(pull);
      return [201, pullJson(pull)];
    }],
    ['GET', /^\/repos\/R\/pulls\/(\d+)\/commits$/, ([number]) => {
      const pull = pulls[Number(number) - 1];
      return pull ? [200, git(['rev-list', '--reverse', `main..${branchHead(pull.head) ?? 'main'}`]).split('\n').filter(Boolean).map(commitJson)] : [404, { message: 'Not Found' }];
    }],
    ['PATCH', /^\/repos\/R\/pulls\/(\d+)$/, ([number], { state, title, body }) => {
      const pull = pulls[Number(number) - 1]!;
      if (state) pull.state = state;
      if (title !== undefined) pull.title = title;
      if (body !== undefined) pull.body = body;
      pull.updated_at = new Date().toISOString();
      return [200, pullJson(pull)];
    }],
    ['PUT', /^\/repos\/R\/pulls\/(\d+)\/merge$/, ([number], { commit_title, commit_message, sha }) => {
      const pull = pulls[Number(number) - 1];
      if (!pull || pull.state !== 'open') return [404, { message: 'Not Found' }];
      // GitHub refuses a merge of another head than the one the caller read (409).
      if (sha && sha !== branchHead(pull.head)) return [409, { message: 'Head branch was modified. Review and try the merge again.' }];
      if (!checkPassed(pull)) return [405, { message: `Required status check "${REQUIRED_CHECK}" is ${checkOf(branchHead(pull.head)).state === 'pending' ? 'expected' : 'failing'}.` }];
      return [200, { sha: merge(pull, commit_title ? `${commit_title}${commit_message ? `\n\n${commit_message}` : ''}` : commit_message), merged: true, message: 'Pull Request successfully merged' }];
    }],
    ['PUT', /^\/repos\/R\/issues\/(\d+)\/labels$/, ([number], { labels }) => {
      const pull = pulls[Number(number) - 1]!;
      pull.labels = labels;
      pull.updated_at = new Date().toISOString();
      return [200, labels.map((name: string) => ({ name }))];
    }],
    ['GET', /^\/search\/issues$/, () => [200, { total_count: 0, items: [] }]],
    ['POST', /^\/graphql$/, (_, { query, variables }) => {
      const pull = pulls.find((candidate) => candidate.node_id === variables?.id);
      if (!/enablePullRequestAutoMerge/.test(query) || !pull) return [200, { errors: [{ message: 'Could not resolve to a node' }] }];
      if (!allowAutoMerge) return [200, { errors: [{ type: 'UNPROCESSABLE', message: 'Pull request Auto merge is not allowed for this repository' }] }];
      pull.autoMerge = true;
      mergeWaiting();
      return [200, { data: { enablePullRequestAutoMerge: { clientMutationId: null } } }];
    }],
  ];

  function headChanged(branch: string, sha: string) {
    // The preview workflow posts the draft's address on each new head, as Cloudflare's deploy of the branch does.
    if (branch.startsWith('cms/')) statuses.set(sha, [{ context: PREVIEW_CONTEXT, state: 'success', target_url: previewAddress(branch) }]);
  }
  /** The content job, then the one required job that is green exactly when it is (scripts/checks/verdict.ts). */
  function checkRunsJson(sha?: string) {
    const { state, annotations, id: contentRun } = checkOf(sha);
    const done = state !== 'pending';
    const run = (id: number, name: string) => ({ id, name, head_sha: sha, status: done ? 'completed' : 'in_progress', conclusion: done ? state : null, output: { annotations_count: id === contentRun ? annotations.length : 0 } });
    return [run(contentRun, 'content checks'), run(contentRun + 1, REQUIRED_CHECK)];
  }
  function mergeWaiting() {
    for (const pull of pulls) if (pull.autoMerge && pull.state === 'open' && checkPassed(pull)) merge(pull, pull.title);
  }

  // ---- Scheduled publishing on GitHub (issue 56: npm run publish-due in .github/workflows/publish-due.yml) ----------
  // Each draft's own check (`setCheckOf`: one green, one pending, one failed at once), the pull request's body where
  // the schedule is kept (GET pulls/:n, PATCH pulls/:n body), its comments (GET and POST issues/:n/comments), and the
  // workflow dispatch the runner sends after a merge (POST actions/workflows/:file/dispatches), recorded.
  const headChecks = new Map<string, { state: CheckState; annotations: Annotation[]; id: number }>();
  /** The check of a head: its own when the test set one, else the one `setCheck` sets for every draft. */
  function checkOf(sha: string | undefined) {
    return (sha && headChecks.get(sha)) || { ...check, id: CONTENT_RUN };
  }
  function checkRunAnnotations(id: number) {
    const found = [...headChecks.values()].find((entry) => entry.id === id) ?? (id === CONTENT_RUN ? check : undefined);
    return found?.annotations ?? [];
  }
  const comments = new Map<number, { id: number; body: string; user: { login: string }; created_at: string }[]>();
  const dispatches: { workflow: string; ref: string; inputs: Record<string, string> }[] = [];
  /** Pull requests whose head is in another's fork (`fromFork`). */
  const forks = new Set<number>();
  routes.push(
    ['GET', /^\/repos\/R\/pulls\/(\d+)$/, ([number]) => {
      const pull = pulls[Number(number) - 1];
      return pull ? [200, pullJson(pull)] : [404, { message: 'Not Found' }];
    }],
    ['GET', /^\/repos\/R\/issues\/(\d+)\/comments$/, ([number]) => [200, comments.get(Number(number)) ?? []]],
    ['POST', /^\/repos\/R\/issues\/(\d+)\/comments$/, ([number], { body }, account) => {
      if (!pulls[Number(number) - 1]) return [404, { message: 'Not Found' }];
      const list = comments.get(Number(number)) ?? [];
      const comment = { id: 1000 + [...comments.values()].flat().length, body, user: { login: account.login }, created_at: new Date().toISOString() };
      comments.set(Number(number), [...list, comment]);
      return [201, comment];
    }],
    ['POST', /^\/repos\/R\/actions\/workflows\/([^/]+)\/dispatches$/, ([workflow], { ref, inputs }) => {
      if (!branchHead(ref)) return [422, { message: `No ref found for: ${ref}` }];
      dispatches.push({ workflow: workflow!, ref, inputs: inputs ?? {} });
      return [204, undefined];
    }],
  );
  const scheduling = {
    /** Sets `checks passed` on one draft's head (its branch as it is now), with the failed content job's log. */
    setCheckOf(branch: string, state: CheckState, log = '') {
      const sha = branchHead(branch);
      if (!sha) throw new Error(`No branch ${branch}`);
      headChecks.set(sha, { state, annotations: annotationsOf(log), id: 100 + 2 * headChecks.size });
    },
    /** The comments on a pull request, oldest first: their text. */
    commentsOn: (number: number) => (comments.get(number) ?? []).map((comment) => comment.body),
    /** The workflow runs asked for (POST …/dispatches), in order. */
    dispatches: () => [...dispatches],
    /** Makes a pull request's head another's fork of the repository, as an outsider's pull request is. */
    fromFork: (number: number) => void forks.add(number),
  };
  // ---- end of scheduled publishing ---------------------------------------------------------------------------------

  const answer = async (request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url!, 'http://double');
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString()) : {};
    const path = url.pathname.replace(`/repos/${repo}`, '/repos/R');
    calls.push(`${request.method} ${url.pathname}${url.search}`);
    const send = (status: number, json: unknown) => {
      // One connection a call: a kept-alive socket the server closes as the next call goes out reads as ECONNRESET.
      // 204 (a ref deleted) has no body, nor a type, as GitHub answers it.
      response.writeHead(status, { ...(status !== 204 && { 'content-type': 'application/json; charset=utf-8' }), 'access-control-allow-origin': '*', 'cache-control': 'no-store', connection: 'close' });
      response.end(json === undefined ? '' : JSON.stringify(json));
    };
    const account = accounts[(request.headers.authorization ?? '').replace(/^(token|bearer) /i, '')];
    if (!account) return send(401, { message: 'Bad credentials' });
    const route = routes.find(([method, pattern]) => method === request.method && pattern.test(path));
    if (!route) {
      unanswered.push(`${request.method} ${url.pathname}${url.search}`);
      return send(404, { message: 'Not Found' });
    }
    try {
      const [status, json] = route[2](path.match(route[1])!.slice(1).map(decodeURIComponent), body, account, url);
      send(status, json);
    } catch (error) {
      send(422, { message: String((error as Error).message) });
    }
  };
  const server = createServer((request, response) => void answer(request, response));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls,
    unanswered,
    /** Sets `checks passed` on every draft, with the failed content job's log; green merges the drafts waiting for it (auto-merge). */
    setCheck(state: CheckState, log = '') {
      check = { state, annotations: annotationsOf(log) };
      mergeWaiting();
    },
    /** Main's commits, newest first: subject lines. */
    mainLog: () => git(['log', '--format=%s', 'main']).split('\n').filter(Boolean),
    branches: () => git(['for-each-ref', '--format=%(refname:short)', 'refs/heads/']).split('\n').filter(Boolean),
    pullRequests: () => pulls.map(pullJson),
    /** A file's text on a branch. */
    show: (branch: string, file: string) => git(['show', `${branch}:${file}`]),
    close: () => new Promise<void>((done) => server.close(() => done())),
    ...scheduling,
  };
}

export type GitHubDouble = Awaited<ReturnType<typeof startGitHubDouble>>;

const CONTENT_RUN = 1;

interface Annotation {
  path: string;
  start_line: number;
  end_line: number;
  start_column: number | null;
  annotation_level: 'failure' | 'warning';
  title: string | null;
  message: string;
}

/** GitHub Actions' reading of a log's workflow commands (`::error file=…,line=…,col=…,title=…::message`) as annotations. */
function annotationsOf(log: string): Annotation[] {
  const unescape = (text: string) => text.replace(/%0A/g, '\n').replace(/%0D/g, '\r').replace(/%3A/g, ':').replace(/%2C/g, ',').replace(/%25/g, '%');
  return [...log.matchAll(/^::(error|warning) ([^:]*)::(.*)$/gm)].map(([, level, properties, message]) => {
    const property = Object.fromEntries(properties!.split(',').map((pair) => pair.split('=') as [string, string]).map(([key, value]) => [key, unescape(value)]));
    return { path: property.file ?? '.github', start_line: Number(property.line ?? 1), end_line: Number(property.line ?? 1), start_column: property.col ? Number(property.col) : null, annotation_level: level === 'error' ? 'failure' : 'warning', title: property.title ?? null, message: unescape(message!) };
  });
}

const userJson = (account: Account) => ({ login: account.login, name: account.name, email: `${account.login}@example.com`, avatar_url: '' });
const gitPerson = (account: Account) => ({ GIT_AUTHOR_NAME: account.name, GIT_AUTHOR_EMAIL: `${account.login}@example.com`, GIT_COMMITTER_NAME: account.name, GIT_COMMITTER_EMAIL: `${account.login}@example.com` });
