// The Schedule panel's calls on the live site (GitHub): the same answers as npm run edit's /_schedule/api (list,
// schedule, unschedule), kept where the scheduled workflow reads them: the marker in the draft's pull request body
// (schedule-marker.ts), written through the signed-in editor's own GitHub API. No end time here: the workflow does not
// take a page down (docs/editing.md), so one is refused rather than kept and never carried out. A release (the Releases
// panel's Schedule) is composed again first (`composeRelease`, github-releases.ts): its drafts all Ready, its one commit
// made from their heads now, so the check the workflow waits for is the check of what it merges.
import { parse } from 'yaml';
import { BUSINESS_FILE } from '../../content/content-files';
import { instantInZone, scheduleProblem, STATE_IN_WORDS, whenInWords } from '../schedule';
import { kindOfHead, readScheduleMarker, writeScheduleMarker } from '../schedule-marker';
import type { Schedule } from './SchedulePanel';

/** The part of Decap's GitHub API (API.ts `request`, `repoURL`) the calls go through, with the editor's token. */
export interface GitHubScheduleApi {
  /** /repos/owner/name */
  repoURL: string;
  request: (path: string, options?: { method: string; body: string }) => Promise<unknown>;
}

interface PullRequest {
  number: number;
  body: string | null;
  head: { ref: string };
  labels?: { name: string }[];
}

/** Decap's label for a draft whose Status is Ready. */
const READY_LABEL = 'decap-cms/pending_publish';

/** A call of the Schedule (or Releases) panel, as it posts it to /_schedule/api. */
interface Asked {
  action?: string;
  collection?: string;
  slug?: string;
  release?: string;
  publishAt?: string;
  endAt?: string;
  editor?: string;
}

/** The business's zone as published (site/business.yaml on main, `company.timeZone`), read through the editor's API. */
export async function publishedTimeZone(api: GitHubScheduleApi): Promise<string | undefined> {
  const folder = (await api.request(`${api.repoURL}/git/trees/main:site`)) as { tree: { path: string; sha: string }[] };
  const file = folder.tree.find((entry) => entry.path === BUSINESS_FILE.slice('site/'.length));
  if (!file) return undefined;
  const blob = (await api.request(`${api.repoURL}/git/blobs/${file.sha}`)) as { content: string };
  const text = new TextDecoder().decode(Uint8Array.from(atob(blob.content.replace(/\s/g, '')), (char) => char.charCodeAt(0)));
  return (parse(text) as { company?: { timeZone?: string } } | null)?.company?.timeZone;
}

export interface GitHubScheduleOptions {
  /** Makes a release ready to be scheduled (its drafts Ready, its commit composed again); its refusal in the panel's words. */
  composeRelease?: (id: string) => Promise<string | undefined>;
}

export async function askGitHubSchedule(api: GitHubScheduleApi, timeZone: string, asked: Asked, now = new Date(), { composeRelease }: GitHubScheduleOptions = {}): Promise<{ schedule?: Schedule; error?: string }> {
  const openPulls = async () => {
    const pulls: PullRequest[] = [];
    for (let page = 1; ; page += 1) {
      const batch = (await api.request(`${api.repoURL}/pulls?state=open&base=main&per_page=100&page=${page}`)) as PullRequest[];
      pulls.push(...batch);
      if (batch.length < 100) return pulls;
    }
  };
  const listed = async (): Promise<Schedule> => ({
    timeZone,
    items: (await openPulls()).flatMap((pull) => {
      const marker = pull.head.ref.startsWith('cms/') ? readScheduleMarker(pull.body) : undefined;
      if (!marker) return [];
      return [{ kind: kindOfHead(pull.head.ref), name: pull.head.ref.startsWith('cms/release/') ? pull.head.ref.slice('cms/release/'.length) : pull.head.ref, state: 'scheduled' as const, stateInWords: STATE_IN_WORDS.scheduled, publishInWords: whenInWords(timeZone, marker.publishAt), ...(marker.problem ? { problem: marker.problem } : {}) }];
    }),
  });
  if (asked.action === 'list') return { schedule: await listed() };

  const head = asked.release ? `cms/release/${asked.release}` : asked.collection && asked.slug ? `cms/${asked.collection}/${asked.slug}` : undefined;
  if (!head || (asked.action !== 'schedule' && asked.action !== 'unschedule')) return { error: 'The schedule knows the actions list, schedule (a draft or a release and a publish time) and unschedule (a draft or a release).' };
  const pullOf = async () => (await openPulls()).find((candidate) => candidate.head.ref === head);
  let pull = await pullOf();
  const setBody = async (body: string) => {
    await api.request(`${api.repoURL}/pulls/${pull!.number}`, { method: 'PATCH', body: JSON.stringify({ body }) });
    return { schedule: await listed() };
  };
  if (asked.action === 'unschedule') return pull ? setBody(writeScheduleMarker(pull.body, undefined)) : { schedule: await listed() };

  if (!pull) return { error: asked.release ? 'Not scheduled: this release has no pull request on GitHub yet.' : 'Not scheduled: this page has no saved draft. Save your changes, set the Status to Ready, then schedule.' };
  if (!asked.release && !pull.labels?.some((label) => label.name === READY_LABEL)) return { error: 'Not scheduled: only a Ready draft is scheduled. Set its Status to Ready once it has been read, then schedule.' };
  if (asked.endAt)
    return {
      error: asked.release
        ? "Not scheduled: on the live site a release's end time is not carried out yet. Leave End at empty, and change its pages back by hand at its end."
        : 'Not scheduled: on the live site an end time is not carried out yet. Leave the end empty, and take the page down by hand at its end.',
    };
  const publishAt = instantInZone(timeZone, asked.publishAt ?? '');
  if ('problem' in publishAt) return { error: `Not scheduled: ${publishAt.problem}` };
  const problem = scheduleProblem(timeZone, publishAt.instant, undefined, now);
  if (problem) return { error: `Not scheduled: ${problem}` };
  if (asked.release && composeRelease) {
    const refused = await composeRelease(asked.release);
    if (refused) return { error: refused };
    // Its body as composing left it: the release's marker with the heads it was made of.
    pull = await pullOf();
    if (!pull) return { error: 'Not scheduled: the release is no longer open on GitHub. Open Releases again.' };
  }
  // Who scheduled it: the name the editor gave, else the signed-in GitHub account's.
  const by = asked.editor ?? (await (api.request('/user') as Promise<{ name?: string | null; login?: string }>).then((user) => user.name || user.login, () => undefined));
  return setBody(writeScheduleMarker(pull.body, { publishAt: publishAt.instant, ...(by ? { by } : {}) }));
}
