// Scheduled publishing over the editor's clone (npm run edit, npm run publish-due): a Ready draft scheduled, kept in
// the clone's git config beside its status; each due one published through the checked publish a person's Publish
// uses, and at its end time its new page removed with its address sent to the page the team chose, as one checked
// commit. A release (a named group of drafts) is the due-runner's second kind: published as its one checked commit at
// its time, and at its end taken back, its new pages' visitors sent to the page chosen (scripts/build/editor-releases.ts).
import { REMOVAL_FIELD, type EditedRoute } from '../../src/content/address-changes';
import { routesIn } from '../../src/content/addresses';
import { PAGES_DIR, ROUTES_FILE } from '../../src/content/content-files';
import type { PictureFiles } from '../../src/content/pictures';
import { routesSaveFiles } from '../../src/editor/route-changes';
import { instantInZone, runDue, scheduleProblem, STATE_IN_WORDS, whenInWords, type Scheduled, type ScheduledWork } from '../../src/editor/schedule';
import { readYaml } from '../../src/editor/yaml-edit';
import { draftPublishing, editorFiles, type EditorContentConfig } from '../../src/server/editor-backend';
import { draftBranch, MAIN_BRANCH, type Author, type EditorRepo } from '../../src/server/editor-repo';
import { readValidators } from '../build/content-files';
import type { editorChecks } from '../build/editor-checks';
import type { editorReleases } from '../build/editor-releases';

/** What the due-runner asks of the releases, in the turn it holds (editor-releases' `due`). */
type DueReleases = ReturnType<typeof editorReleases>['due'];

/** A scheduled draft or release as kept: who scheduled it (the author of its publish) and, for a draft with an end time, the page file it adds. */
export interface ScheduledDraft extends Scheduled {
  by?: string;
  page?: string;
  /** The commits (the draft's, or the release's and its drafts', and the published branch's) its refused publish was checked at: tried again once one moves. */
  refusedAt?: string;
}

/** The time zone when site/business.yaml names none: the computer's. */
const computerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const keyOf = (item: Pick<Scheduled, 'kind' | 'name'>) => `${item.kind}:${item.name}`;

/** The times of a schedule's request as typed in the business's zone, where the end sends visitors, who asked. */
interface ScheduleTimes {
  publishAt: string;
  endAt?: string;
  sendTo?: string;
  by?: string;
}

/** A draft's schedule, as the editor sends it. */
export interface ScheduleRequest extends ScheduleTimes {
  collection: string;
  slug: string;
}

/** A release's schedule, as the Releases panel sends it: the release by its id (or name). */
export interface ReleaseScheduleRequest extends ScheduleTimes {
  release: string;
}

export function scheduledDrafts({ repo, config, checks, releases, log = console.log }: { repo: EditorRepo; config: EditorContentConfig; checks: ReturnType<typeof editorChecks>; releases?: DueReleases; log?: (line: string) => void }) {
  const files = editorFiles(config);
  const { publish } = draftPublishing<PictureFiles>({ repo, config, ...checks });
  const timeZone = async () => (await checks.timeZone()) ?? computerZone();
  const items = async () => (await repo.scheduleItems()) as ScheduledDraft[];
  const authorOf = async (item: ScheduledDraft): Promise<Author> => (item.by ? { name: item.by, email: '' } : repo.projectAuthor());

  /** The file of a folder collection's entry (a page file); undefined for a single-file entry. */
  const entryFile = (collection: string, slug: string) => {
    const found = config.collections.find((entry) => entry.name === collection);
    return found?.folder ? `${found.folder}/${slug}.${found.extension ?? 'md'}` : undefined;
  };

  /** Every item with its times and state in the editor's words, for the editor's list and the draft's Schedule control. */
  const list = async () => {
    const zone = await timeZone();
    return (await items()).map((item) => ({
      ...item,
      stateInWords: STATE_IN_WORDS[item.state],
      publishInWords: whenInWords(zone, item.publishAt),
      ...(item.endAt ? { endInWords: whenInWords(zone, item.endAt) } : {}),
    }));
  };

  /** Schedules a Ready draft; the refusal in the editor's words, or the item kept. */
  const schedule = async (request: ScheduleRequest, now = new Date()): Promise<{ refusal: string } | { item: ScheduledDraft }> => {
    if (!files.isDraft(request.collection, request.slug)) return { refusal: 'Not scheduled: the editor has no such draft.' };
    const branch = draftBranch(request.collection, request.slug);
    if (!(await repo.hasBranch(branch))) return { refusal: 'Not scheduled: this page has no saved draft. Save your changes, set the Status to Ready, then schedule.' };
    if ((await repo.draftStatus(branch)) !== 'pending_publish') return { refusal: 'Not scheduled: only a Ready draft is scheduled. Set its Status to Ready once it has been read, then schedule.' };
    const times = await timesOf(request, now);
    if ('refusal' in times) return times;
    let page: string | undefined;
    if (times.endAt) {
      page = entryFile(request.collection, request.slug);
      const adds = page !== undefined && (await repo.draftChanges(branch)).some((change) => change.file === page && change.kind === 'A');
      if (!adds) return { refusal: 'Not scheduled: an end time takes a new page down again, and this draft changes a page already on the site. Leave the end empty.' };
      const refused = await sendToRefusal(request.sendTo, "the page's visitors are");
      if (refused) return refused;
    }
    const item: ScheduledDraft = { kind: 'draft', name: branch, ...times, ...(page ? { page } : {}), state: 'scheduled', ...(request.by ? { by: request.by } : {}) };
    await repo.setScheduleItem(keyOf(item), item);
    return { item };
  };

  /** The request's times as instants (and where the end sends visitors), or why not in the editor's words. */
  const timesOf = async (request: ScheduleTimes, now: Date): Promise<{ refusal: string } | Pick<Scheduled, 'publishAt' | 'endAt' | 'sendTo'>> => {
    const zone = await timeZone();
    const publishAt = instantInZone(zone, request.publishAt);
    if ('problem' in publishAt) return { refusal: `Not scheduled: ${publishAt.problem}` };
    const endAt = request.endAt ? instantInZone(zone, request.endAt) : undefined;
    if (endAt && 'problem' in endAt) return { refusal: `Not scheduled: the end, ${endAt.problem}` };
    const problem = scheduleProblem(zone, publishAt.instant, endAt?.instant, now);
    if (problem) return { refusal: `Not scheduled: ${problem}` };
    return { publishAt: publishAt.instant, ...(endAt ? { endAt: endAt.instant, sendTo: request.sendTo?.trim() ?? '' } : {}) };
  };

  /** Why the end's page is not one visitors can be sent to: an address of the site's. */
  const sendToRefusal = async (sendTo: string | undefined, whose: string) => {
    const addresses = routesIn(await repo.textAt(MAIN_BRANCH, ROUTES_FILE)).map((route) => route.path);
    if (addresses.includes(sendTo?.trim() ?? '')) return undefined;
    return { refusal: `Not scheduled: at the end, ${whose} sent to another page: write the address of a page of the site, like ${addresses.includes('/contact') ? '/contact' : (addresses[0] ?? '/')}.` };
  };

  /** Schedules an unpublished release with drafts; at its end it is taken back, its new pages' visitors sent to `sendTo`. */
  const scheduleRelease = async (request: ReleaseScheduleRequest, now = new Date()): Promise<{ refusal: string } | { item: ScheduledDraft }> => {
    if (!releases) return { refusal: 'Not scheduled: releases are not kept on this computer.' };
    const release = await releases.scheduleRefusal(request.release);
    if ('refused' in release) return { refusal: `Not scheduled: ${release.refused}` };
    const times = await timesOf(request, now);
    if ('refusal' in times) return times;
    if (times.endAt) {
      const refused = await sendToRefusal(request.sendTo, "the visitors of its new pages are");
      if (refused) return refused;
    }
    const item: ScheduledDraft = { kind: 'release', name: release.id, ...times, state: 'scheduled', ...(request.by ? { by: request.by } : {}) };
    await repo.setScheduleItem(keyOf(item), item);
    return { item };
  };

  const unschedule = (collection: string, slug: string) => repo.setScheduleItem(keyOf({ kind: 'draft', name: draftBranch(collection, slug) }), undefined);
  const unscheduleRelease = (id: string) => repo.setScheduleItem(keyOf({ kind: 'release', name: id }), undefined);

  /** At its end: the draft's new page removed, its address sent to the page chosen, links to it following, as one checked commit. */
  const endPage = async (item: ScheduledDraft) => {
    const texts = await repo.textsAt(MAIN_BRANCH);
    const raw = texts.get(ROUTES_FILE) ?? '';
    const data = readYaml(raw);
    const routes = (Array.isArray(data.routes) ? data.routes : []) as EditedRoute[];
    const page = item.page?.slice(PAGES_DIR.length + 1);
    // Taken down by hand already: nothing left to end.
    if (!routes.some((route) => route.page === page)) return undefined;
    const saved = routesSaveFiles(texts, raw, { ...data, routes: routes.map((route) => (route.page === page ? { ...route, [REMOVAL_FIELD]: item.sendTo } : route)) }, readValidators());
    if ('refusal' in saved) return saved.refusal.replace(/^Not saved/, 'Not ended');
    const changes = new Map([[ROUTES_FILE, saved.text], ...saved.routeFiles.files.map((file) => [file.path, file.raw] as const)]);
    const pictures = await checks.picturesAt(MAIN_BRANCH);
    const { report } = checks.siteCheck(texts, changes, { before: pictures, after: pictures });
    if (report) return `Not ended: fix these first.\n\n${report}`;
    const address = routesIn(raw).find((route) => route.page === page)?.path;
    await repo.commitOnMain(changes, saved.routeFiles.removed, `End ${address}: its page removed, its visitors sent to ${item.sendTo} (scheduled in the browser editor)\n`, await authorOf(item));
    return undefined;
  };

  /** Publishes what is due at `now` and ends what has ended, in the clone's turn; logs and keeps what changed. */
  const runOnce = (now = new Date()) =>
    repo.exclusive(async () => {
      await repo.syncIn();
      const zone = await timeZone();
      const all = await items();
      // A draft published by hand or deleted since it was scheduled has nothing left to do.
      const gone: ScheduledDraft[] = [];
      for (const item of all) if (item.kind === 'draft' && item.state === 'scheduled' && !(await repo.hasBranch(item.name))) gone.push(item);
      // So has a release published by hand or deleted.
      if (releases) for (const item of all) if (item.kind === 'release' && item.state === 'scheduled' && !(await releases.isOpen(item.name))) gone.push(item);
      for (const item of gone) await repo.setScheduleItem(keyOf(item), undefined);
      // A refused draft or release is checked again only once it or the site changed: each check holds the clone for seconds.
      const commits = async (item: ScheduledDraft) => `${item.kind === 'draft' ? await repo.commitOf(item.name) : await releases?.commitsOf(item.name)} ${await repo.commitOf(MAIN_BRANCH)}`;
      const unchanged: ScheduledDraft[] = [];
      for (const item of all) if (item.state === 'scheduled' && item.refusedAt && item.refusedAt === (await commits(item))) unchanged.push(item);
      const work: ScheduledWork = {
        draft: {
          publish: async (name) => {
            const item = all.find((entry) => entry.kind === 'draft' && entry.name === name)!;
            const [, collection, slug] = name.split('/') as [string, string, string];
            const refused = await publish(collection, slug, await authorOf(item), `Publish ${collection} “${slug}” from the browser editor, scheduled for ${whenInWords(zone, item.publishAt)}\n`);
            return refused?.error;
          },
          end: (item) => endPage(item as ScheduledDraft),
        },
        release: {
          publish: async (name) => (releases ? releases.publish(name, await authorOf(all.find((entry) => entry.kind === 'release' && entry.name === name)!)) : 'Not published: releases are not kept on this computer.'),
          end: async (item) => (releases ? releases.end(item.name, await authorOf(item as ScheduledDraft), item.sendTo ?? '') : 'Not ended: releases are not kept on this computer.'),
        },
      };
      const changed = await runDue(
        all.filter((item) => !gone.includes(item) && !unchanged.includes(item)),
        now,
        work,
        zone,
      );
      for (const item of changed) {
        if (item.state === 'scheduled' && item.problem && (item.kind === 'release' || (await repo.hasBranch(item.name)))) item.refusedAt = await commits(item);
        // A refusal repeated every check is kept and told once.
        if (JSON.stringify(item) === JSON.stringify(all.find((entry) => keyOf(entry) === keyOf(item)))) continue;
        await repo.setScheduleItem(keyOf(item), item);
        log(`scheduled ${item.name}: ${item.problem ? `${STATE_IN_WORDS[item.state]}, ${item.problem.split('\n')[0]}` : STATE_IN_WORDS[item.state]}`);
      }
      return changed;
    });

  return { list, schedule, unschedule, scheduleRelease, unscheduleRelease, runOnce, timeZone };
}
