// Releases on the live site (Decap's GitHub backend): the Releases panel's calls (release-calls.ts) made with GitHub.
// A release is a pull request from `cms/release/<id>`, one commit on top of main holding every file its drafts
// changed, composed again whenever a draft goes in or out and when it is published (release-pulls.ts). Its checks are
// the whole site checked as one change; its preview status is the release's whole-site preview. Publish release merges
// it; while its checks run GitHub refuses (405), and the release is left to GitHub's auto-merge with the same notice
// as a draft's Publish (checked-publish.ts): main is written by that merge only. Once merged, the panel's next read
// closes the drafts' pull requests and deletes their branches. Take back is a pull request of its own, merged the same
// way (github-take-back.ts). Its schedule (Schedule in the panel, github-schedule.ts) is
// a second marker in the same body, which every rewrite of the body keeps; before the time is written the release is
// composed again from its Ready drafts (composeForSchedule), and the scheduled workflow merges it at its time.
import { addDraft, deleteRelease, isRefusal, makeRelease, publishRefusal, removeDraft, renameRelease, STATE_WORDS, type Releases } from '../../content/releases';
import type { Problem } from '../../content/problems';
import { checkInsteadOfForcing, CHECKING_NOTICE, PRESS_AGAIN_NOTICE, type GitHubMergeApi } from '../checked-publish';
import { dateTimeIn } from '../dates';
import { readScheduleMarker, writeScheduleMarker } from '../schedule-marker';
import type { ListedRelease } from './ReleasesPanel';
import type { ReleaseAction, ReleaseAnswer, ReleaseCalls } from './release-calls';
import {
  composedTree,
  draftBranch,
  notReadyRefusal,
  publishedDrafts,
  RELEASE_LABEL,
  releaseBody,
  releaseBranch,
  releasesOfPulls,
  releaseTitle,
  staleComposition,
  statusOf,
  type ComparedFile,
  type ListedPull,
  type PulledRelease,
  type ReleaseMarker,
} from './release-pulls';
import { takeBackOnGitHub } from './github-take-back';
import { takeBacksOfPulls, withTakeBack } from './take-back-pulls';

/** The parts of Decap's GitHub API (decap-cms-backend-github API.ts, made at sign-in) the releases use. */
export interface GitHubReleasesApi extends GitHubMergeApi {
  repoURL?: string;
  /** The published branch (main). */
  branch?: string;
  user?: () => Promise<{ login: string; name?: string | null }>;
}

export interface GitHubReleasesOptions {
  /** Decap's GitHub API once signed in. */
  api: () => GitHubReleasesApi | undefined;
  /** A draft's name in the editor's words (Pages › spring-offer). */
  labelOf: (draft: string) => string;
  /** The business's time zone, for times in words. */
  timeZone: () => string | undefined;
  /** The commit status the preview workflow posts its address under (backend.ts preview_context). */
  previewContext: string;
}

/** The releases the pull requests hold, and each published one's take-back (take-back-pulls.ts). */
type Read = ReturnType<typeof releasesOfPulls> & { takeBacks: ReturnType<typeof takeBacksOfPulls> };

export function githubReleaseCalls({ api: apiOf, labelOf, timeZone, previewContext }: GitHubReleasesOptions): ReleaseCalls {
  return async (action, params) => {
    const api = apiOf();
    if (!api?.repoURL) return { ok: false, error: 'The editor is not signed in to GitHub yet: sign in, then open Releases again.' };
    try {
      return await answer(api as GitHubReleasesApi & { repoURL: string }, action, params);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { ok: false, error: `GitHub did not do it (${message}). Open Releases again to see where the release is.` };
    }
  };

  async function answer(api: GitHubReleasesApi & { repoURL: string }, action: ReleaseAction, params: Record<string, unknown>): Promise<ReleaseAnswer> {
    const base = api.branch ?? 'main';
    const call = <T>(path: string, method?: string, body?: unknown) => api.request(`${api.repoURL}${path}`, method ? { method, body: JSON.stringify(body) } : undefined) as Promise<T>;
    const read = async (): Promise<Read> => {
      const pulls = await call<ListedPull[]>(`/pulls?state=all&base=${encodeURIComponent(base)}&per_page=100`);
      return { ...releasesOfPulls(pulls), takeBacks: takeBacksOfPulls(pulls) };
    };
    const refused = (error: string): ReleaseAnswer => ({ ok: false, error });

    /** The release's one commit on top of main, made from its drafts' heads now; its branch and pull request made or moved to it. */
    const compose = async (id: string, marker: ReleaseMarker, drafts: Read['drafts'], pull?: ListedPull): Promise<{ refused: string } | { pull: ListedPull }> => {
      const main = await call<{ commit: { sha: string; commit: { tree: { sha: string } } } }>(`/branches/${encodeURIComponent(base)}`);
      const present = marker.drafts.filter((draft) => drafts.has(draft));
      const changes = await Promise.all(
        present.map(async (draft) => {
          const head = drafts.get(draft)!.head.sha;
          const compared = await call<{ files?: ComparedFile[] }>(`/compare/${encodeURIComponent(base)}...${head}`);
          return { draft, head, files: compared.files ?? [] };
        }),
      );
      const composed = composedTree(changes, labelOf);
      if ('refused' in composed) return composed;
      // A release with no drafts yet is main's own tree: GitHub opens no pull request without a commit.
      const tree = composed.tree.length ? (await call<{ sha: string }>('/git/trees', 'POST', { base_tree: main.commit.commit.tree.sha, tree: composed.tree })).sha : main.commit.commit.tree.sha;
      const message = `${releaseTitle(marker.name)}\n\n${present.map((draft) => `- ${labelOf(draft)} (${draftBranch(draft)})`).join('\n')}`.trim();
      const commit = await call<{ sha: string }>('/git/commits', 'POST', { message, tree, parents: [main.commit.sha] });
      const next: ReleaseMarker = { ...marker, drafts: present, composed: Object.fromEntries(changes.map((change) => [change.draft, change.head])) };
      const branch = releaseBranch(id);
      const body = keepingSchedule(releaseBody(next, labelOf), pull);
      const moveBranch = () => call(`/git/refs/heads/${encodeURIComponent(branch)}`, 'PATCH', { sha: commit.sha, force: true });
      if (pull) {
        await moveBranch();
        return { pull: await call<ListedPull>(`/pulls/${pull.number}`, 'PATCH', { title: releaseTitle(marker.name), body }) };
      }
      // A branch left by a deleted release of the same name is moved rather than made.
      await call('/git/refs', 'POST', { ref: `refs/heads/${branch}`, sha: commit.sha }).catch(moveBranch);
      const made = await call<ListedPull>('/pulls', 'POST', { title: releaseTitle(marker.name), body, head: `${api.repoURL.split('/')[2]}:${branch}`, base });
      await call(`/issues/${made.number}/labels`, 'PUT', { labels: [RELEASE_LABEL] });
      return { pull: made };
    };

    /** Each open release whose drafts the model changed, composed again; the first refusal stops it. */
    const composeChanged = async (before: Read, after: Releases): Promise<string | undefined> => {
      for (const release of after.releases) {
        const was = before.pulled.find((each) => each.release.id === release.id);
        if (!was || release.state !== 'open' || was.release.drafts.join() === release.drafts.join()) continue;
        const done = await compose(release.id, { ...was.marker, drafts: release.drafts }, before.drafts, was.pull);
        if ('refused' in done) return `Not changed: ${done.refused}`;
      }
      return undefined;
    };

    /** A merged release's drafts closed, their branches deleted (as Decap does for a draft it publishes). */
    const tidyPublished = async (published: PulledRelease, drafts: Read['drafts']) => {
      const left = publishedDrafts(published.marker, drafts);
      if (!left.length) return;
      for (const pull of left) {
        await call(`/pulls/${pull.number}`, 'PATCH', { state: 'closed' });
        await call(`/git/refs/heads/${encodeURIComponent(pull.head.ref)}`, 'DELETE').catch(() => undefined);
        drafts.delete(pull.head.ref.slice('cms/'.length));
      }
      // Where the repository does not delete merged branches itself.
      await call(`/git/refs/heads/${encodeURIComponent(releaseBranch(published.release.id))}`, 'DELETE').catch(() => undefined);
    };

    const previewOf = async (sha: string) => {
      const status = await call<{ statuses?: { context: string; state: string; target_url?: string | null }[] }>(`/commits/${sha}/status`).catch(() => undefined);
      return status?.statuses?.find((each) => each.context === previewContext && each.state === 'success')?.target_url ?? undefined;
    };
    const inWords = (date: string | null | undefined) => (date ? dateTimeIn(timeZone(), date) : '');
    /** Who published it and when: who pressed Publish release, else (merged by the scheduled workflow) who scheduled it. */
    const publishedBy = (marker: ReleaseMarker, pull: ListedPull) => {
      const scheduledBy = marker.publishedBy ? undefined : readScheduleMarker(pull.body)?.by;
      return `${marker.publishedBy ?? scheduledBy ?? pull.user?.login ?? 'the editor'}, ${inWords(pull.merged_at)}${scheduledBy ? ', as scheduled' : ''}`;
    };

    /** The list as the panel shows it; merged releases tidied and open ones behind their drafts composed again first. */
    const list = async (given?: Read): Promise<ListedRelease[]> => {
      let current = given ?? (await read());
      let changed = false;
      for (const each of current.pulled) {
        if (each.release.state === 'published' && publishedDrafts(each.marker, current.drafts).length) {
          await tidyPublished(each, current.drafts);
          changed = true;
        } else if (each.release.state === 'open' && !each.pull.auto_merge && staleComposition(each.release, each.marker, current.drafts)) {
          // A draft saved since it went in: the release's commit (and so its preview and checks) follows it.
          changed = !('refused' in (await compose(each.release.id, { ...each.marker, drafts: each.release.drafts }, current.drafts, each.pull))) || changed;
        }
      }
      if (changed) current = await read();
      return Promise.all(
        current.pulled.map(async ({ release, pull, marker }): Promise<ListedRelease> => {
          const open = release.state === 'open';
          const drafts = await Promise.all(
            release.drafts.map(async (draft) => {
              if (!open) return { id: draft, label: labelOf(draft) };
              const head = await call<{ commit?: { commit?: { author?: { name?: string; date?: string } } } }>(`/branches/${encodeURIComponent(draftBranch(draft))}`).catch(() => undefined);
              const author = head?.commit?.commit?.author;
              return { id: draft, label: labelOf(draft), status: statusOf(current.drafts.get(draft)), changedBy: author?.name ?? '', changedInWords: inWords(author?.date) };
            }),
          );
          const shown: ListedRelease = {
            id: release.id,
            name: release.name,
            state: release.state,
            stateInWords: open && pull.auto_merge ? 'Checking' : STATE_WORDS[release.state],
            ...(open && { previewUrl: await previewOf(pull.head.sha) }),
            ...(!open && { publishedInWords: publishedBy(marker, pull) }),
            drafts,
          };
          return withTakeBack(shown, current.takeBacks.get(release.id), inWords);
        }),
      );
    };
    const before = await read();
    const listed = async (extra: Partial<ReleaseAnswer> = {}): Promise<ReleaseAnswer> => ({ ok: true, ...extra, releases: await list() });

    switch (action) {
      case 'releases':
        return { ok: true, releases: await list(before) };
      case 'makeRelease': {
        const made = makeRelease(before.releases, params.name);
        if (isRefusal(made)) return refused(made.refused);
        const done = await compose(made.release.id, { name: made.release.name, drafts: [] }, before.drafts);
        if ('refused' in done) return refused(done.refused);
        return listed({ id: made.release.id });
      }
      case 'renameRelease': {
        const renamed = renameRelease(before.releases, params.id, params.name);
        if (isRefusal(renamed)) return refused(renamed.refused);
        const was = before.pulled.find((each) => each.release.id === params.id)!;
        const name = renamed.releases.find((release) => release.id === params.id)!.name;
        await call(`/pulls/${was.pull.number}`, 'PATCH', { title: releaseTitle(name), body: keepingSchedule(releaseBody({ ...was.marker, name }, labelOf), was.pull) });
        return listed();
      }
      case 'deleteRelease': {
        const deleted = deleteRelease(before.releases, params.id);
        if (isRefusal(deleted)) return refused(deleted.refused);
        const was = before.pulled.find((each) => each.release.id === params.id)!;
        await call(`/pulls/${was.pull.number}`, 'PATCH', { state: 'closed' });
        await call(`/git/refs/heads/${encodeURIComponent(releaseBranch(was.release.id))}`, 'DELETE').catch(() => undefined);
        return listed();
      }
      case 'addToRelease':
      case 'removeFromRelease': {
        if (action === 'addToRelease' && typeof params.draft === 'string' && !before.drafts.has(params.draft)) return refused('Save the entry first: only a saved draft goes in a release.');
        const next = action === 'addToRelease' ? addDraft(before.releases, params.id, params.draft) : removeDraft(before.releases, params.id, params.draft);
        if (isRefusal(next)) return refused(next.refused);
        const refusal = await composeChanged(before, next);
        return refusal ? { ...refused(refusal), releases: await list() } : listed();
      }
      case 'publishRelease': {
        const was = before.pulled.find((each) => each.release.id === params.id);
        if (!was) return refused('There is no such release (someone may have deleted it meanwhile). Open Releases again.');
        const refusal = publishRefusal(was.release) ?? notReadyRefusal(was.release, before.drafts, labelOf);
        if (refusal) return refused(typeof refusal === 'string' ? refusal : `Not published: ${refusal.refused}`);
        if (was.pull.auto_merge) return listed({ notice: CHECKING_NOTICE });
        // Composed again from the drafts as they are now, on main as it is now: the change the checks see is the one merged.
        const by = await api.user?.().then((user) => user.name || user.login).catch(() => undefined);
        const done = await compose(was.release.id, { ...was.marker, drafts: was.release.drafts, ...(by && { publishedBy: by }) }, before.drafts, was.pull);
        if ('refused' in done) return { ...refused(`Not published: ${done.refused}`), releases: await list() };
        const pull = { number: done.pull.number, node_id: done.pull.node_id ?? was.pull.node_id, head: { sha: done.pull.head.sha } };
        try {
          await call(`/pulls/${pull.number}/merge`, 'PUT', { commit_message: releaseTitle(was.release.name), sha: pull.head.sha, merge_method: api.mergeMethod ?? 'merge' });
        } catch (error) {
          // 405: the checks have not passed. As a draft's Publish: a failed check's problems, else GitHub's auto-merge.
          if ((error as { status?: number }).status !== 405) throw error;
          let problems: Problem[] = [];
          const outcome = await checkInsteadOfForcing(api, pull, (found) => (problems = found)).catch((stopped: unknown) => (stopped instanceof Error ? stopped.message : String(stopped)));
          if (outcome === CHECKING_NOTICE || outcome === PRESS_AGAIN_NOTICE) return listed({ notice: outcome });
          return { ...refused(`Not published: ${outcome}${problems.map((problem) => `\n${problem.file}, line ${problem.line}${problem.field ? `, ${problem.field}` : ''}: ${problem.message}`).join('')}`), releases: await list() };
        }
        return listed();
      }
      case 'takeBackRelease': {
        const was = before.pulled.find((each) => each.release.id === params.id);
        if (!was) return refused('There is no such release (someone may have deleted it meanwhile). Open Releases again.');
        const done = await takeBackOnGitHub({ api, call, base, pulled: was, takeBack: before.takeBacks.get(was.release.id) }, params);
        return 'refused' in done ? { ...refused(done.refused), releases: await list() } : listed(done.notice ? { notice: done.notice } : {});
      }
      case 'composeForSchedule': {
        // As Publish release, but nothing merged: the commit the checks see is the one the scheduled workflow merges.
        const was = before.pulled.find((each) => each.release.id === params.id);
        if (!was) return refused('Not scheduled: there is no such release (someone may have deleted it meanwhile). Open Releases again.');
        if (was.release.state !== 'open') return refused('Not scheduled: this release is published already.');
        if (!was.release.drafts.length) return refused('Not scheduled: the release has no drafts yet.');
        const refusal = notReadyRefusal(was.release, before.drafts, labelOf, 'schedule');
        if (refusal) return refused(refusal);
        if (was.pull.auto_merge) return refused(`Not scheduled: it is being published already. ${CHECKING_NOTICE}`);
        const done = await compose(was.release.id, { ...was.marker, drafts: was.release.drafts }, before.drafts, was.pull);
        return 'refused' in done ? refused(`Not scheduled: ${done.refused}`) : { ok: true };
      }
      default:
        return refused(`There is no release call ${action}.`);
    }
  };
}

/** A release's new body with the schedule its pull request holds (the time, who, a refusal), as it was. */
const keepingSchedule = (body: string, pull?: ListedPull) => {
  const schedule = readScheduleMarker(pull?.body);
  return schedule ? writeScheduleMarker(body, schedule) : body;
};
