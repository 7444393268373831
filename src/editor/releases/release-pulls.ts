// Releases on GitHub, pure (issue 56): a release is a pull request from `cms/release/<id>` to main, whose one commit
// on top of main holds every file its drafts changed, with its name and drafts in a marker in the pull request's body.
// GitHub is the store: the list of releases is read from the pull requests, and the releases model
// (src/content/releases.ts) applies each change to it; github-releases.ts makes the calls.
import { isDraftId, withoutGoneDrafts, type Release, type Releases } from '../../content/releases';

export const RELEASE_BRANCH_PREFIX = 'cms/release/';
/**
 * The release's label. Decap's GitHub backend lists every open pull request from a cms/ branch as a draft, and one
 * without a label of its prefix (decap-cms/) it "migrates" (renames its branch); with this one it reads it as an entry
 * of the collection `release`, which the editor does not have, and passes it over.
 */
export const RELEASE_LABEL = 'decap-cms/release';
/** Decap's workflow labels, as the panel says them. */
export const STATUS_WORDS: Record<string, string> = { 'decap-cms/draft': 'Draft', 'decap-cms/pending_review': 'In review', 'decap-cms/pending_publish': 'Ready' };

export const releaseBranch = (id: string) => `${RELEASE_BRANCH_PREFIX}${id}`;
/** A draft's branch as Decap names it: cms/<collection>/<slug>. */
export const draftBranch = (draft: string) => `cms/${draft}`;
export const releaseTitle = (name: string) => `Publish release "${name}"`;

/** What the pull request's body keeps of the release besides its title. */
export interface ReleaseMarker {
  name: string;
  drafts: string[];
  /** Each draft's head when the release's commit was made of it: a draft saved since is composed again. */
  composed?: Record<string, string>;
  /** Who pressed Publish release. */
  publishedBy?: string;
}

const MARKER = /<!-- editor-release: (\{.*?\}) -->/s;

/** The body: a line for whoever reads the pull request on GitHub, and the marker the editor reads. */
export function releaseBody(marker: ReleaseMarker, labelOf: (draft: string) => string = (draft) => draft) {
  // `<` and `>` escaped in the JSON, so that no name can end the comment.
  const json = JSON.stringify(marker).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');
  const drafts = marker.drafts.map((draft) => `- ${labelOf(draft)} (\`${draftBranch(draft)}\`)`).join('\n');
  return `Release "${marker.name}", made in the site's editor: its drafts go live together, as this one change.\n\n${drafts || '(no drafts yet)'}\n\n<!-- editor-release: ${json} -->\n`;
}

/** The marker a body holds; undefined for a body without one, or one the editor did not write. */
export function readMarker(body: string | null | undefined): ReleaseMarker | undefined {
  const found = MARKER.exec(body ?? '');
  if (!found) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(found[1]!);
  } catch {
    return undefined;
  }
  const marker = value as Partial<ReleaseMarker>;
  if (typeof marker.name !== 'string' || !Array.isArray(marker.drafts) || !marker.drafts.every(isDraftId)) return undefined;
  const composed = marker.composed && typeof marker.composed === 'object' ? Object.fromEntries(Object.entries(marker.composed).filter(([draft, sha]) => isDraftId(draft) && typeof sha === 'string')) : undefined;
  return { name: marker.name, drafts: [...new Set(marker.drafts)], ...(composed && { composed }), ...(typeof marker.publishedBy === 'string' && { publishedBy: marker.publishedBy }) };
}

/** A pull request as GET /pulls lists it, the parts read here. */
export interface ListedPull {
  number: number;
  node_id?: string;
  title?: string;
  body?: string | null;
  state: string;
  merged_at?: string | null;
  updated_at?: string;
  user?: { login?: string } | null;
  labels?: { name: string }[];
  auto_merge?: unknown;
  head: { ref: string; sha: string };
}

/** A release read from GitHub: the model's release, its pull request and marker. */
export interface PulledRelease {
  release: Release;
  pull: ListedPull;
  marker: ReleaseMarker;
}

/**
 * The releases the pull requests hold, the model's value: an open one is Not published yet, a merged one Published
 * (with the drafts it published), a closed one not merged was deleted. The newest pull request of a branch counts.
 * `drafts`: the open drafts' pull requests, by draft; a draft gone from them (published alone, deleted) leaves its open release.
 */
export function releasesOfPulls(pulls: readonly ListedPull[]): { releases: Releases; pulled: PulledRelease[]; drafts: Map<string, ListedPull> } {
  const drafts = new Map<string, ListedPull>();
  for (const pull of pulls) {
    const draft = pull.head.ref.slice('cms/'.length);
    if (pull.state === 'open' && pull.head.ref.startsWith('cms/') && !pull.head.ref.startsWith(RELEASE_BRANCH_PREFIX) && isDraftId(draft)) drafts.set(draft, pull);
  }
  const newest = new Map<string, ListedPull>();
  for (const pull of pulls) {
    if (!pull.head.ref.startsWith(RELEASE_BRANCH_PREFIX) || !readMarker(pull.body)) continue;
    const seen = newest.get(pull.head.ref);
    if (!seen || seen.number < pull.number) newest.set(pull.head.ref, pull);
  }
  const pulled = [...newest.values()]
    .filter((pull) => pull.state === 'open' || pull.merged_at)
    .sort((a, b) => a.number - b.number)
    .map((pull) => {
      const marker = readMarker(pull.body)!;
      const release: Release = { id: pull.head.ref.slice(RELEASE_BRANCH_PREFIX.length), name: marker.name, drafts: marker.drafts, state: pull.merged_at ? 'published' : 'open' };
      return { release, pull, marker };
    });
  const releases = withoutGoneDrafts({ releases: pulled.map((each) => each.release) }, [...drafts.keys()]);
  return { releases, pulled: pulled.map((each, index) => ({ ...each, release: releases.releases[index]! })), drafts };
}

/** A file as GET compare/main...<draft> lists it. */
export interface ComparedFile {
  filename: string;
  status: string;
  sha: string | null;
}
/** An entry of POST git/trees: a file's new blob, or `sha: null` for a file removed. */
export interface TreeEntry {
  path: string;
  mode: '100644';
  type: 'blob';
  sha: string | null;
}

/**
 * The release's one change: every file each draft changed (as compared with main; removals too), for a tree on top of
 * main. Two drafts changing the same file are refused: the commit would keep one of them only.
 */
export function composedTree(changes: readonly { draft: string; files: readonly ComparedFile[] }[], labelOf: (draft: string) => string = (draft) => draft): { tree: TreeEntry[] } | { refused: string } {
  const byPath = new Map<string, { draft: string; entry: TreeEntry }>();
  const clashes: string[] = [];
  for (const { draft, files } of changes) {
    for (const file of files) {
      const seen = byPath.get(file.filename);
      if (seen && seen.draft !== draft) clashes.push(`${file.filename}: changed by ${labelOf(seen.draft)} and by ${labelOf(draft)}`);
      byPath.set(file.filename, { draft, entry: { path: file.filename, mode: '100644', type: 'blob', sha: file.status === 'removed' ? null : file.sha } });
    }
  }
  if (clashes.length) return { refused: `Two drafts of the release change the same file, and one change would be lost: ${clashes.join('; ')}. Publish one of them on its own first (or take it out of the release), then add it again.` };
  return { tree: [...byPath.values()].map((each) => each.entry).sort((a, b) => a.path.localeCompare(b.path)) };
}

/** Why an open release cannot be published (or scheduled) on GitHub before any check: a draft of it not marked Ready. */
export function notReadyRefusal(release: Release, drafts: ReadonlyMap<string, ListedPull>, labelOf: (draft: string) => string = (draft) => draft, verb: 'publish' | 'schedule' = 'publish'): string | undefined {
  const waiting = release.drafts.filter((draft) => statusOf(drafts.get(draft)) !== 'Ready');
  if (!waiting.length) return undefined;
  const still = (draft: string) => (statusOf(drafts.get(draft)) === 'Draft' ? 'a Draft' : 'In review');
  return `Not ${verb === 'publish' ? 'published' : 'scheduled'}: ${waiting.map((draft) => `the draft ${labelOf(draft)} is still ${still(draft)}`).join(', ')}: mark ${waiting.length === 1 ? 'it' : 'them'} Ready first (Set status in its toolbar), then ${verb} the release.`;
}

/** A draft's status in the editor's words, from its pull request's label. */
export const statusOf = (pull: ListedPull | undefined) => STATUS_WORDS[pull?.labels?.find((label) => label.name in STATUS_WORDS)?.name ?? ''] ?? 'Draft';

/** Whether a release's commit is behind its drafts: one was saved since, added or taken out. */
export function staleComposition(release: Release, marker: ReleaseMarker, drafts: ReadonlyMap<string, ListedPull>) {
  const composed = marker.composed ?? {};
  return Object.keys(composed).length !== release.drafts.length || release.drafts.some((draft) => composed[draft] !== drafts.get(draft)?.head.sha);
}

/**
 * The drafts' pull requests a merged release leaves behind, to be closed with their branches deleted: those still at
 * the head the release published (a draft saved again since is a new change, and stays).
 */
export function publishedDrafts(marker: ReleaseMarker, drafts: ReadonlyMap<string, ListedPull>): ListedPull[] {
  return marker.drafts.flatMap((draft) => {
    const pull = drafts.get(draft);
    return pull && marker.composed?.[draft] === pull.head.sha ? [pull] : [];
  });
}
