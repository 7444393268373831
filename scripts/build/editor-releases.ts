// Releases in `npm run edit` (issue 56): named groups of drafts, kept as one file (releases.json) on a branch of the
// editor's clone that holds nothing else (editor-releases), published together as ONE commit on the site's branch after
// the whole site's check of main with all of them, and taken back together by one checked commit. The model is pure
// (src/content/releases.ts); this is its edge: git, the site's check, and the backend's calls.
import type { Author, EditorRepo } from '../../src/server/editor-repo';
import { draftBranch, MAIN_BRANCH } from '../../src/server/editor-repo';
import { conflictRefusal, draftPublishChecks, type EditorContentConfig, type ReleaseCalls } from '../../src/server/editor-backend';
import { ROUTES_FILE } from '../../src/content/content-files';
import {
  addDraft,
  deleteRelease,
  isRefusal,
  makeRelease,
  markPublished,
  markTakenBack,
  publishRefusal,
  readReleases,
  releaseById,
  removeDraft,
  renameRelease,
  STATE_WORDS,
  takeBackRefusal,
  withoutGoneDrafts,
  writeReleases,
  type Release,
  type Releases,
} from '../../src/content/releases';
import { takeBackRoutes } from '../../src/content/take-back-routes';

/** The branch of the editor's clone that keeps the releases, and its one file. */
export const RELEASES_BRANCH = 'editor-releases';
export const RELEASES_FILE = 'releases.json';

/** A release's publish or take-back: its commit, or why not in the editor's words (the validator's report included). */
export type ReleaseOutcome = { commit: string } | { status: number; refused: string };

/** Decap's statuses of a draft in the Workflow's words. */
const STATUS_WORDS: Record<string, string> = { draft: 'Draft', pending_review: 'In review', pending_publish: 'Ready' };

interface ReleaseOptions<Pictures> {
  repo: EditorRepo;
  config: EditorContentConfig;
  /** The backend's whole-site check (npm run validate's), as a single publish runs it. */
  siteCheck: (texts: ReadonlyMap<string, string>, changes: ReadonlyMap<string, string>, pictures?: { before: Pictures; after: Pictures }) => { removed: string[]; report?: string };
  picturesAt?: (rev: string) => Promise<Pictures>;
  publishedAddress: (rev: string, file: string) => Promise<string | undefined>;
  dateInWords: (date: string) => string | Promise<string>;
  /** The whole-site preview's address of a release (the site's origin + /_preview/release/<id>/); none without a server (npm run publish-due). */
  previewUrl?: (id: string) => string;
  log?: (line: string) => void;
}

const draftId = (branch: string) => branch.slice('cms/'.length);
const branchOf = (id: string) => `cms/${id}`;

export function editorReleases<Pictures>({ repo, config, siteCheck, picturesAt, publishedAddress, dateInWords, previewUrl, log = console.error }: ReleaseOptions<Pictures>) {
  const checks = draftPublishChecks({ repo, config, publishedAddress, dateInWords });

  /** A draft in the editor's words: its entry's label (Navigation), else its collection's and its name (Pages › home). */
  const draftInWords = (id: string) => {
    const [collection, slug] = id.split('/') as [string, string];
    const found = config.collections.find((entry) => entry.name === collection) as (EditorContentConfig['collections'][number] & { label?: string }) | undefined;
    const file = found?.files?.find((entry) => entry.name === slug);
    return file?.label ?? `${found?.label ?? collection} › ${slug}`;
  };

  const readKept = async () => readReleases(await repo.recordText(RELEASES_BRANCH, RELEASES_FILE));
  /** The releases as kept, open ones without drafts that have gone meanwhile (published alone or deleted). */
  const read = async (): Promise<Releases> => withoutGoneDrafts(await readKept(), (await repo.drafts()).map(draftId));
  const write = (releases: Releases, message: string, author: Author) => repo.writeRecord(RELEASES_BRANCH, RELEASES_FILE, writeReleases(releases), message, author);

  /** Each release with its drafts' status and who changed each last, in the editor's words, and its preview's address. */
  const list = async () => {
    const { releases } = await read();
    return Promise.all(
      releases.map(async (release) => ({
        ...release,
        stateInWords: STATE_WORDS[release.state],
        previewUrl: release.state === 'open' ? previewUrl?.(release.id) : undefined,
        publishedInWords: release.published ? `${release.published.by}, ${await dateInWords(release.published.at)}` : undefined,
        takenBackInWords: release.takenBack ? `${release.takenBack.by}, ${await dateInWords(release.takenBack.at)}` : undefined,
        drafts: await Promise.all(
          release.drafts.map(async (id) => {
            if (release.state !== 'open') return { id, label: draftInWords(id) };
            const [status, last] = await Promise.all([repo.draftStatus(branchOf(id)), repo.lastCommit(branchOf(id))]);
            return { id, label: draftInWords(id), status: STATUS_WORDS[status ?? 'draft'] ?? 'Draft', changedBy: last.author, changedInWords: await dateInWords(last.date) };
          }),
        ),
      })),
    );
  };

  /** The branches of an open release's drafts, for its preview; undefined when there is no such release. */
  const branchesOf = async (id: string) => {
    const release = releaseById(await read(), id);
    return release ? { name: release.name, branches: release.drafts.map(branchOf) } : undefined;
  };

  const picturesAround = async (tree: string) => (picturesAt ? { before: await picturesAt(MAIN_BRANCH), after: await picturesAt(tree) } : undefined);

  /** The report's files, each with the release's draft that changes it: the validator names the line, this the draft. */
  const whoChanged = async (release: Release, report: string) => {
    const lines: string[] = [];
    for (const id of release.drafts) {
      const files = (await repo.draftChanges(branchOf(id))).map(({ file }) => file).filter((file) => report.includes(`${file} (`));
      if (files.length) lines.push(`${files.join(', ')}: changed by the draft ${draftInWords(id)} (${id}).`);
    }
    return lines.length ? `${lines.join('\n')}\n\n` : '';
  };

  /** Publishes an open release (the caller holds the backend's turn, the clone on main): one checked commit, or nothing. */
  const publishNow = async (release: Release, author: Author): Promise<ReleaseOutcome> => {
    const refusal = publishRefusal(release);
    if (refusal) return { status: 409, refused: `Not published: ${refusal.refused}` };
    for (const id of release.drafts) {
      const [collection, slug] = id.split('/') as [string, string];
      const refused = await checks.publishRefusal(collection, slug);
      if (refused) return { status: refused.status, refused: `Not published: the draft ${draftInWords(id)} (${id}) of "${release.name}" cannot go yet. ${refused.error.replace(/^Not published: /, '')}` };
    }
    const branches = release.drafts.map(branchOf);
    const merged = await repo.mergeDrafts(branches);
    if ('conflicts' in merged) return { status: 409, refused: `The draft ${draftInWords(draftId(merged.branch))} of "${release.name}": ${conflictRefusal('published', merged.conflicts)}` };
    const { removed, report } = siteCheck(await repo.textsAt(MAIN_BRANCH), merged.changes, await picturesAround(merged.tree));
    if (report) return { status: 422, refused: `Not published: "${release.name}" together would break the site, so none of it went live. Fix these first.\n\n${await whoChanged(release, report)}${report}` };
    const tree = await repo.withoutFiles(merged.tree, removed);
    const message = `Publish release “${release.name}” from the browser editor: ${release.drafts.join(', ')}\n`;
    const commit = await repo.publishTree(tree, message, author, branches);
    // As kept, not as read: its drafts' branches are gone now, and a published release keeps their names.
    await write(markPublished(await readKept(), release, { commit, by: author.name, at: new Date().toISOString(), files: await repo.filesOf(commit) }), `Published “${release.name}”`, author);
    log(`editor published release ${release.id} as ${commit}`);
    return { commit };
  };

  /**
   * Takes a published release back (the caller holds the turn): every file it changed put back as it was before it,
   * later changes to other lines kept, its new pages' addresses sent to the pages `sendTo` names (else `sendAllTo`); one checked commit.
   */
  const takeBackNow = async (release: Release, author: Author, sendTo: ReadonlyMap<string, string>, sendAllTo = ''): Promise<ReleaseOutcome> => {
    const refusal = takeBackRefusal(release);
    if (refusal) return { status: 409, refused: `Not taken back: ${refusal.refused}` };
    const published = release.published!;
    const reverted = await repo.revertTree(published.commit);
    if ('conflicts' in reverted) {
      return { status: 409, refused: `Not taken back: ${reverted.conflicts.join(', ')} changed on the site since "${release.name}" was published, where the release changed it too, and git will not undo it blindly. Change those pages back by hand (History restores one), then take the rest back.` };
    }
    const texts = await repo.textsAt(MAIN_BRANCH);
    const taken = takeBackRoutes(release.name, texts.get(ROUTES_FILE), reverted.changes.get(ROUTES_FILE), sendTo, sendAllTo);
    if (isRefusal(taken)) return { status: 422, refused: taken.refused };
    const { routes } = taken;
    const changes = new Map(reverted.changes);
    if (routes !== undefined) changes.set(ROUTES_FILE, routes);
    const tree = routes === undefined ? reverted.tree : await repo.withTexts(reverted.tree, new Map([[ROUTES_FILE, routes]]));
    const { removed, report } = siteCheck(texts, changes, await picturesAround(tree));
    if (report) return { status: 422, refused: `Not taken back: the site as it was before "${release.name}", with what was published since, would not build. Fix these first.\n\n${report}` };
    const commit = await repo.publishTree(await repo.withoutFiles(tree, removed), `Take back release “${release.name}” from the browser editor\n`, author, []);
    await write(markTakenBack(await read(), release.id, { commit, by: author.name, at: new Date().toISOString() }), `Took back “${release.name}”`, author);
    log(`editor took back release ${release.id} as ${commit}`);
    return { commit };
  };

  const byNameOrId = (releases: Releases, name: string) => releases.releases.find((release) => release.id === name || release.name.toLowerCase() === name.trim().toLowerCase());

  /** A change of the list: the model's answer written, or its refusal. */
  const change = async (author: Author, edit: (releases: Releases) => Releases | { refused: string }, message: string) => {
    const edited = edit(await read());
    if (isRefusal(edited)) return { status: 422, body: { error: edited.refused } };
    await write(edited, message, author);
    return { status: 200, body: { releases: await list() } };
  };

  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const outcome = async (result: ReleaseOutcome) => ('refused' in result ? { status: result.status, body: { error: result.refused } } : { status: 200, body: { commit: result.commit, releases: await list() } });
  const found = async (id: unknown) => releaseById(await read(), id);
  const missing = { status: 404, body: { error: 'There is no such release (someone may have deleted it meanwhile). Reload the page.' } };

  /** The backend's release calls, each in its turn with the clone on main. */
  const calls: ReleaseCalls = {
    actions: new Set(['releases', 'makeRelease', 'renameRelease', 'deleteRelease', 'addToRelease', 'removeFromRelease', 'publishRelease', 'takeBackRelease']),
    run: async (action, params, author) => {
      switch (action) {
        case 'releases':
          return { status: 200, body: { releases: await list() } };
        case 'makeRelease': {
          const made = makeRelease(await read(), params.name);
          if (isRefusal(made)) return { status: 422, body: { error: made.refused } };
          await write(made.releases, `Made “${made.release.name}”`, author);
          return { status: 200, body: { id: made.release.id, releases: await list() } };
        }
        case 'renameRelease':
          return change(author, (releases) => renameRelease(releases, params.id, params.name), `Renamed a release “${text(params.name)}”`);
        case 'deleteRelease':
          return change(author, (releases) => deleteRelease(releases, params.id), `Deleted release ${text(params.id)}`);
        case 'addToRelease': {
          if (!(await repo.hasBranch(draftBranch(...(text(params.draft).split('/') as [string, string]))))) return { status: 404, body: { error: 'Save this entry first: only a draft goes in a release.' } };
          return change(author, (releases) => addDraft(releases, params.id, params.draft), `Added ${text(params.draft)} to release ${text(params.id)}`);
        }
        case 'removeFromRelease':
          return change(author, (releases) => removeDraft(releases, params.id, params.draft), `Removed ${text(params.draft)} from release ${text(params.id)}`);
        case 'publishRelease': {
          const release = await found(params.id);
          return release ? outcome(await publishNow(release, author)) : missing;
        }
        case 'takeBackRelease': {
          const release = await found(params.id);
          const sendTo = params.sendTo && typeof params.sendTo === 'object' ? new Map(Object.entries(params.sendTo as Record<string, unknown>).map(([from, to]) => [from, text(to).trim()])) : new Map<string, string>();
          // The Releases view asks one page for every address the take-back removes.
          const sendAllTo = text(params.sendAllTo).trim();
          return release ? outcome(await takeBackNow(release, author, sendTo, sendAllTo)) : missing;
        }
        default:
          return { status: 404, body: { error: `no release call ${action}` } };
      }
    },
  };

  /**
   * Publishes the release named `name` (or its id) as `by`, taking the backend's turn: what the scheduler calls when a
   * release is due. The commit, or the refusal in the editor's words.
   */
  const publishRelease = (name: string, by: string): Promise<ReleaseOutcome> =>
    repo.exclusive(async () => {
      await repo.syncIn();
      const release = byNameOrId(await read(), name);
      if (!release) return { status: 404, refused: `Not published: there is no release "${name}".` };
      return publishNow(release, { name: by, email: '' });
    });

  /**
   * The due-runner's work on releases (scripts/schedule/scheduled-drafts.ts), in the turn it holds already: whether a
   * release can be scheduled, its publish, and at its end its take-back with its new pages' visitors sent to `sendTo`.
   * Each answers the refusal in the editor's words, or undefined once done.
   */
  const due = {
    scheduleRefusal: async (name: string): Promise<{ refused: string } | { id: string; name: string }> => {
      const release = byNameOrId(await read(), name);
      if (!release) return { refused: `there is no release "${name}" (someone may have deleted it meanwhile). Reload the page.` };
      return publishRefusal(release) ?? { id: release.id, name: release.name };
    },
    isOpen: async (name: string) => byNameOrId(await read(), name)?.state === 'open',
    /** The commits of the release's list and of its drafts: a refused publish is tried again once one of them moves. */
    commitsOf: async (name: string) => {
      const release = byNameOrId(await read(), name);
      return [await repo.commitOf(RELEASES_BRANCH), ...(await Promise.all((release?.drafts ?? []).map((id) => repo.commitOf(branchOf(id)))))].join(' ');
    },
    publish: async (name: string, author: Author) => {
      const release = byNameOrId(await read(), name);
      if (!release) return `Not published: there is no release "${name}" (someone deleted it meanwhile).`;
      const done = await publishNow(release, author);
      return 'refused' in done ? done.refused : undefined;
    },
    end: async (name: string, author: Author, sendTo: string) => {
      const release = byNameOrId(await read(), name);
      if (!release) return `Not ended: there is no release "${name}" (someone deleted it meanwhile).`;
      // Taken back by hand already: nothing left to end.
      if (release.state === 'taken-back') return undefined;
      const done = await takeBackNow(release, author, new Map(), sendTo);
      return 'refused' in done ? done.refused.replace(/^Not taken back/, 'Not ended') : undefined;
    },
  };

  return { calls, list, branchesOf, publishRelease, due };
}
