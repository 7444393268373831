// `npm run publish-due` on GitHub (.github/workflows/publish-due.yml, every 5 minutes): the scheduled drafts and releases
// are the open pull requests with a `cms/` head whose body holds a schedule (src/editor/schedule-marker.ts). Each one
// due (schedule.ts dueAt, as the local due-runner decides) is merged through GitHub's merge call, the one way into the
// protected main, and only when its required check `checks passed` is green on its head: a check still running leaves
// it for the next run; a failed one leaves it unmerged and tells why once (a comment on the pull request, and the
// marker's problem for the editor), not on every run. A merge made with the workflow's token starts no other workflow,
// so after merging the runner asks for the Deploy workflow on main itself, once, naming the commit that was live before.
import { failedCheckProblems, FAILED_CHECK_NOTICE, type GitHubMergeApi } from '../../src/editor/checked-publish';
import { formatReport } from '../../src/content/problems';
import { dueAt, whenInWords } from '../../src/editor/schedule';
import { readScheduleMarker, scheduledOf, writeScheduleMarker, type ScheduleMarker } from '../../src/editor/schedule-marker';

/** The one job main's branch rule requires (.github/workflows/checks.yml `verdict`, docs/launch.md step 7.1). */
export const REQUIRED_CHECK = 'checks passed';
/** The workflow that takes main live; asked for after a merge (a merge by the workflow's token starts no push run). */
export const DEPLOY_WORKFLOW = 'deploy.yml';

export interface GitHubDueOptions {
  /** GitHub's REST address (GITHUB_API_URL: https://api.github.com, or a test's double). */
  api: string;
  /** owner/name (GITHUB_REPOSITORY). */
  repo: string;
  token: string;
  /** The business's zone, for the times in words. */
  timeZone: string;
  now?: Date;
  log?: (line: string) => void;
}

interface PullRequest {
  number: number;
  title: string;
  body: string | null;
  head: { ref: string; sha: string; repo: { full_name: string } | null };
  base: { ref: string };
}

interface CheckRun {
  id: number;
  name: string;
  status: string;
  conclusion: string | null;
}

/** What one pass did, by pull request head. */
export interface GitHubDueResult {
  merged: string[];
  /** Due, with its check still running: tried again next run. */
  waiting: string[];
  /** Due, its check green, but GitHub refused the merge (a setting, a conflict, a head moved): tried again next run, and the run fails. */
  unmerged: string[];
  /** Due, its check failed: told on its pull request this run. */
  refused: string[];
  /** Refused before at this head: nothing new to tell. */
  refusedBefore: string[];
  notDue: string[];
  /** The Deploy workflow asked for on main. */
  deployed: boolean;
}

export async function publishDueOnGitHub({ api, repo, token, timeZone, now = new Date(), log = console.log }: GitHubDueOptions): Promise<GitHubDueResult> {
  const repoURL = `/repos/${repo}`;
  /** One REST call; its JSON, or an error naming GitHub's answer. */
  const request = async (path: string, options: { method?: string; body?: string } = {}): Promise<unknown> => {
    const response = await fetch(`${api}${path}`, {
      method: options.method ?? 'GET',
      headers: { authorization: `Bearer ${token}`, accept: 'application/vnd.github+json', 'x-github-api-version': '2022-11-28', ...(options.body && { 'content-type': 'application/json' }) },
      ...(options.body && { body: options.body }),
    });
    const text = await response.text();
    if (!response.ok) throw Object.assign(new Error(`${options.method ?? 'GET'} ${path}: ${response.status} ${messageOf(text)}`), { status: response.status });
    return text ? JSON.parse(text) : undefined;
  };
  const github: GitHubMergeApi = { repoURL, request: (path, options) => request(path, options), forceMergePR: () => Promise.reject(new Error('never forced')) };

  // The open pull requests into main, a page of 100 at a time.
  const pulls: PullRequest[] = [];
  for (let page = 1; ; page += 1) {
    const batch = (await request(`${repoURL}/pulls?state=open&base=main&per_page=100&page=${page}`)) as PullRequest[];
    pulls.push(...batch);
    if (batch.length < 100) break;
  }
  const scheduled = pulls.flatMap((pull) => {
    // A draft's branch is in this repository (the editor's, as Decap's): a fork's pull request is an outsider's, whatever its branch is called.
    const marker = pull.head.ref.startsWith('cms/') && pull.head.repo?.full_name.toLowerCase() === repo.toLowerCase() ? readScheduleMarker(pull.body) : undefined;
    return marker ? [{ ...scheduledOf(pull.head.ref, marker), pull, marker }] : [];
  });
  const due = dueAt(scheduled, now);
  const result: GitHubDueResult = { merged: [], waiting: [], unmerged: [], refused: [], refusedBefore: [], notDue: [], deployed: false };
  result.notDue = scheduled.filter((item) => !due.publish.includes(item) && !due.missed.includes(item)).map((item) => item.name);

  /** Writes the refusal where the team reads it, once for this head: on the pull request, and in its marker for the editor. */
  const tell = async (item: (typeof scheduled)[number], problem: string) => {
    const marker: ScheduleMarker = { ...item.marker, problem, refusedAt: item.pull.head.sha };
    await request(`${repoURL}/issues/${item.pull.number}/comments`, { method: 'POST', body: JSON.stringify({ body: problem }) });
    await request(`${repoURL}/pulls/${item.pull.number}`, { method: 'PATCH', body: JSON.stringify({ body: writeScheduleMarker(item.pull.body, marker) }) });
  };

  for (const item of due.missed) {
    if (item.marker.refusedAt === item.pull.head.sha) continue;
    await tell(item, `Not published: its end, ${whenInWords(timeZone, item.endAt!)}, passed before it could be published. Choose new times, or unschedule it.`);
    result.refused.push(item.name);
  }

  let liveBefore: string | undefined;
  for (const item of due.publish) {
    const { pull } = item;
    if (item.marker.refusedAt === pull.head.sha) {
      result.refusedBefore.push(item.name);
      continue;
    }
    const runs = ((await request(`${repoURL}/commits/${pull.head.sha}/check-runs?check_name=${encodeURIComponent(REQUIRED_CHECK)}&filter=latest`)) as { check_runs: CheckRun[] }).check_runs;
    const check = runs.filter((run) => run.name === REQUIRED_CHECK).sort((a, b) => b.id - a.id)[0];
    if (!check || check.status !== 'completed') {
      log(`${item.name}: due since ${whenInWords(timeZone, item.publishAt)}, its checks are still running: the next run tries again.`);
      result.waiting.push(item.name);
      continue;
    }
    if (check.conclusion !== 'success') {
      const problems = await failedCheckProblems(github, { number: pull.number, head: { sha: pull.head.sha } });
      const words = problems?.length ? `the checks found these.\n\n${formatReport(problems)}` : FAILED_CHECK_NOTICE;
      await tell(item, `Not published at ${whenInWords(timeZone, item.publishAt)}: ${words}\n\nIt stays Scheduled: fix the draft and save it, and it is published at the next run once its checks pass; or unschedule it.`);
      log(`${item.name}: not published, its checks failed (told on pull request #${pull.number}).`);
      result.refused.push(item.name);
      continue;
    }
    liveBefore ??= ((await request(`${repoURL}/git/refs/heads/main`)) as { object: { sha: string } }).object.sha;
    try {
      // `sha`: GitHub merges exactly the head whose check was read, or refuses (409).
      await request(`${repoURL}/pulls/${pull.number}/merge`, {
        method: 'PUT',
        body: JSON.stringify({ merge_method: 'squash', sha: pull.head.sha, commit_title: `${pull.title} (#${pull.number})`, commit_message: `Published by the scheduled workflow, scheduled for ${whenInWords(timeZone, item.publishAt)}${item.by ? ` by ${item.by}` : ''}.` }),
      });
    } catch (error) {
      log(`${item.name}: due, its checks passed, but GitHub did not merge it (${(error as Error).message}): the next run tries again.`);
      result.unmerged.push(item.name);
      continue;
    }
    // As Decap's own Publish: the draft's branch goes (already gone where the repository deletes merged branches).
    await request(`${repoURL}/git/refs/heads/${pull.head.ref}`, { method: 'DELETE' }).catch(() => undefined);
    log(`${item.name}: published (pull request #${pull.number} merged), scheduled for ${whenInWords(timeZone, item.publishAt)}.`);
    result.merged.push(item.name);
  }

  if (result.merged.length) {
    await request(`${repoURL}/actions/workflows/${DEPLOY_WORKFLOW}/dispatches`, { method: 'POST', body: JSON.stringify({ ref: 'main', inputs: { before: liveBefore } }) });
    result.deployed = true;
    log(`Deploy asked for on main (${DEPLOY_WORKFLOW}).`);
  }
  return result;
}

/** GitHub's words for a refused call (its JSON's message), or the start of what it answered (a proxy's HTML page). */
function messageOf(text: string) {
  try {
    return (JSON.parse(text) as { message?: string }).message ?? '';
  } catch {
    return text.slice(0, 200);
  }
}
