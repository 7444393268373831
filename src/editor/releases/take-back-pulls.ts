// Taking a release back on the live site, pure (issue 56): a take-back is a pull request of its own, from
// `cms/release/<id>--take-back` to main, whose one commit on top of main puts back every file the release's merge
// changed as it was in that merge's first parent (main just before the release). Its body holds a marker the editor
// reads (`<!-- editor-take-back: {…} -->`), not a release's, so the list never reads it as a release; its label is a
// release's, so Decap's Workflow passes it over as it does a release. github-take-back.ts makes the calls.
import { STATE_WORDS } from '../../content/releases';
import type { ListedRelease } from './ReleasesPanel';
import { RELEASE_BRANCH_PREFIX, type ListedPull, type TreeEntry } from './release-pulls';

/** `--` never comes out of a release's id (its name's words joined by one -), so no release's branch is a take-back's. */
export const TAKE_BACK_SUFFIX = '--take-back';
export const takeBackBranch = (id: string) => `${RELEASE_BRANCH_PREFIX}${id}${TAKE_BACK_SUFFIX}`;
export const takeBackTitle = (name: string) => `Take back release "${name}"`;
/** Said while GitHub checks the take-back, to merge it once the checks pass. */
export const TAKING_BACK_WORDS = 'Taking back — checking';

export interface TakeBackMarker {
  /** The release's id (its branch cms/release/<id>) and name. */
  release: string;
  name: string;
  /** Who pressed Take back. */
  by?: string;
}

const MARKER = /<!-- editor-take-back: (\{.*?\}) -->/s;

export function takeBackBody(marker: TakeBackMarker) {
  const json = JSON.stringify(marker).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
  return `Takes back release "${marker.name}", from the site's editor: every page it changed goes back to how it was before it, as this one change.\n\n<!-- editor-take-back: ${json} -->\n`;
}

export function readTakeBackMarker(body: string | null | undefined): TakeBackMarker | undefined {
  const found = MARKER.exec(body ?? '');
  if (!found) return undefined;
  try {
    const value = JSON.parse(found[1]!) as Partial<TakeBackMarker>;
    if (typeof value.release !== 'string' || typeof value.name !== 'string') return undefined;
    return { release: value.release, name: value.name, ...(typeof value.by === 'string' && { by: value.by }) };
  } catch {
    return undefined;
  }
}

/** A pull request with what GitHub says of its merge (GET pulls lists `merge_commit_sha`). */
export type MergedPull = ListedPull & { merge_commit_sha?: string | null };

/**
 * Each release's take-back pull request (by the release's id): the newest one from its branch with its marker that is
 * open or merged (one closed without a merge was given up).
 */
export function takeBacksOfPulls(pulls: readonly ListedPull[]): Map<string, { pull: ListedPull; marker: TakeBackMarker }> {
  const found = new Map<string, { pull: ListedPull; marker: TakeBackMarker }>();
  for (const pull of [...pulls].sort((a, b) => a.number - b.number)) {
    const marker = readTakeBackMarker(pull.body);
    if (!marker || pull.head.ref !== takeBackBranch(marker.release) || (pull.state !== 'open' && !pull.merged_at)) continue;
    found.set(marker.release, { pull, marker });
  }
  return found;
}

/** A published release as the panel lists it, once its take-back is merged (Taken back) or while it is checked. */
export function withTakeBack(listed: ListedRelease, takeBack: { pull: ListedPull; marker: TakeBackMarker } | undefined, inWords: (date: string | null | undefined) => string): ListedRelease {
  if (!takeBack || listed.state !== 'published') return listed;
  const { pull, marker } = takeBack;
  if (pull.merged_at) return { ...listed, state: 'taken-back', stateInWords: STATE_WORDS['taken-back'], takenBackInWords: `${marker.by ?? pull.user?.login ?? 'the editor'}, ${inWords(pull.merged_at)}` };
  return pull.auto_merge ? { ...listed, stateInWords: TAKING_BACK_WORDS } : listed;
}

/** A file the release's merge changed: its blob before the release, in the merge, and on main now (null: no such file). */
export interface TakenBackFile {
  path: string;
  before: string | null;
  released: string | null;
  now: string | null;
}

/**
 * The take-back's one change: each file the release changed put back as it was before it. A file changed on main
 * since (neither as the release left it nor back as before) is not undone blindly: the refusal names those files.
 */
export function takeBackTree(files: readonly TakenBackFile[]): { tree: TreeEntry[] } | { changedSince: string[] } {
  const changedSince = files.filter((file) => file.now !== file.released && file.now !== file.before).map((file) => file.path);
  if (changedSince.length) return { changedSince };
  const tree = files.filter((file) => file.now !== file.before).map((file): TreeEntry => ({ path: file.path, mode: '100644', type: 'blob', sha: file.before }));
  return { tree: tree.sort((a, b) => a.path.localeCompare(b.path)) };
}

/** Why a take-back on the live site is refused when pages of the release were changed since. */
export const changedSinceRefusal = (name: string, files: readonly string[]) =>
  `Not taken back: ${files.join(', ')} changed on the site since "${name}" was published, and the editor on the live site does not undo a file changed since. Change ${files.length === 1 ? 'that page' : 'those pages'} back by hand (History restores one), then take the release back.`;
