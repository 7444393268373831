// Releases: named groups of drafts ("Spring campaign") published, previewed and taken back together (issue 56). Pure:
// the list is a value in, a value or a refusal out; where it is kept (a branch of the editor's clone, a label on GitHub)
// is the edge's business. A draft is named as Decap names it, <collection>/<slug>, and belongs to at most one release.
import { isMap, isSeq, parseDocument, type YAMLMap } from 'yaml';
import { routesIn } from './addresses';

/** Not yet published (its drafts still drafts), published as one commit, or put back as it was before by a later one. */
export type ReleaseState = 'open' | 'published' | 'taken-back';

/** A publish or a take-back: its commit on the site's branch, who asked for it and when (ISO 8601). */
export interface ReleaseEvent {
  commit: string;
  by: string;
  at: string;
}

export interface Release {
  /** Its address in previews and calls, made once from its first name: a rename keeps it. */
  id: string;
  name: string;
  /** Its drafts, <collection>/<slug>; once published, those it published. */
  drafts: string[];
  state: ReleaseState;
  published?: ReleaseEvent & { files: string[] };
  takenBack?: ReleaseEvent;
}

export interface Releases {
  releases: Release[];
}

export type Refusal = { refused: string };
type Outcome<T> = T | Refusal;

export const isRefusal = (value: unknown): value is Refusal => !!value && typeof value === 'object' && 'refused' in value;

/** The words the editor shows for a release's state. */
export const STATE_WORDS: Record<ReleaseState, string> = { open: 'Not published yet', published: 'Published', 'taken-back': 'Taken back' };

/** A release's name: one line of up to 60 characters, with a letter or digit. */
export const MOST_NAME_LENGTH = 60;

/** A draft's name as Decap gives it (<collection>/<slug>), each part letters, digits, - and _. */
const DRAFT_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,99}\/[A-Za-z0-9][A-Za-z0-9_-]{0,99}$/;
export const isDraftId = (value: unknown): value is string => typeof value === 'string' && DRAFT_ID.test(value);

const ID = /^[a-z0-9][a-z0-9-]{0,59}$/;
const isText = (value: unknown): value is string => typeof value === 'string';

/** The releases a stored text holds; whatever is not a release is passed over (an empty list for no text). */
export function readReleases(text: string | undefined): Releases {
  let values: unknown;
  try {
    values = text ? JSON.parse(text) : undefined;
  } catch {
    values = undefined;
  }
  const list = values && typeof values === 'object' && Array.isArray((values as Releases).releases) ? (values as Releases).releases : [];
  const releases = list.flatMap((release): Release[] => {
    if (!release || !isText(release.id) || !ID.test(release.id) || !isText(release.name)) return [];
    const state: ReleaseState = release.state === 'published' || release.state === 'taken-back' ? release.state : 'open';
    return [{ ...release, state, drafts: Array.isArray(release.drafts) ? release.drafts.filter(isDraftId) : [] }];
  });
  return { releases };
}

/** The text the releases are stored as: one release a line's worth of JSON, readable in a diff. */
export const writeReleases = (releases: Releases) => `${JSON.stringify(releases, null, 2)}\n`;

/** A name as kept: control characters gone, spaces trimmed; or why it cannot be one. */
function cleanName(name: unknown, releases: Releases, except?: string): Outcome<string> {
  const clean = isText(name) ? name.replace(/\p{Cc}+/gu, ' ').replace(/\s+/g, ' ').trim() : '';
  if (!/[\p{L}\p{N}]/u.test(clean)) return { refused: 'Give the release a name with a letter or a digit, like "Spring campaign".' };
  if (clean.length > MOST_NAME_LENGTH) return { refused: `A release's name is at most ${MOST_NAME_LENGTH} characters; this one has ${clean.length}.` };
  const taken = releases.releases.find((release) => release.id !== except && release.name.toLowerCase() === clean.toLowerCase());
  if (taken) return { refused: `There is already a release named "${taken.name}": choose another name.` };
  return clean;
}

/** An id for a new release from its name: its words in lower case joined by -, numbered when taken. */
function newId(name: string, releases: Releases) {
  const base =
    name
      .normalize('NFKD')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 50) || 'release';
  const taken = new Set(releases.releases.map((release) => release.id));
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

export const releaseById = (releases: Releases, id: unknown) => releases.releases.find((release) => release.id === id);

/** The open release a draft belongs to, if any. */
export const releaseOf = (releases: Releases, draft: string) => releases.releases.find((release) => release.state === 'open' && release.drafts.includes(draft));

const replaced = (releases: Releases, release: Release): Releases => ({ releases: releases.releases.map((each) => (each.id === release.id ? release : each)) });

const found = (releases: Releases, id: unknown): Outcome<Release> => releaseById(releases, id) ?? { refused: 'There is no such release (someone may have deleted it meanwhile). Reload the page.' };

/** Why a release's drafts cannot change: it was published (it stays as it went live, to be taken back). */
const closed = (release: Release): Refusal | undefined =>
  release.state === 'open' ? undefined : { refused: `"${release.name}" is ${STATE_WORDS[release.state]}: its drafts are what went live and stay as they were. Make a new release for new changes.` };

export function makeRelease(releases: Releases, name: unknown): Outcome<{ releases: Releases; release: Release }> {
  const clean = cleanName(name, releases);
  if (isRefusal(clean)) return clean;
  const release: Release = { id: newId(clean, releases), name: clean, drafts: [], state: 'open' };
  return { releases: { releases: [...releases.releases, release] }, release };
}

export function renameRelease(releases: Releases, id: unknown, name: unknown): Outcome<Releases> {
  const release = found(releases, id);
  if (isRefusal(release)) return release;
  const clean = cleanName(name, releases, release.id);
  if (isRefusal(clean)) return clean;
  return replaced(releases, { ...release, name: clean });
}

/** A release is deleted, its drafts kept as drafts; a published one stays, so that it can be taken back. */
export function deleteRelease(releases: Releases, id: unknown): Outcome<Releases> {
  const release = found(releases, id);
  if (isRefusal(release)) return release;
  if (release.state === 'published') return { refused: `"${release.name}" is Published: it stays in the list so that it can be taken back.` };
  return { releases: releases.releases.filter((each) => each.id !== release.id) };
}

/** The draft put in the release, and out of any other open release it was in (a draft belongs to at most one). */
export function addDraft(releases: Releases, id: unknown, draft: unknown): Outcome<Releases> {
  const release = found(releases, id);
  if (isRefusal(release)) return release;
  if (!isDraftId(draft)) return { refused: 'That is not a draft of the editor.' };
  const refusal = closed(release);
  if (refusal) return refusal;
  if (release.drafts.includes(draft)) return releases;
  return {
    releases: releases.releases.map((each) => {
      if (each.id === release.id) return { ...each, drafts: [...each.drafts, draft] };
      return each.state === 'open' ? { ...each, drafts: each.drafts.filter((other) => other !== draft) } : each;
    }),
  };
}

export function removeDraft(releases: Releases, id: unknown, draft: unknown): Outcome<Releases> {
  const release = found(releases, id);
  if (isRefusal(release)) return release;
  const refusal = closed(release);
  if (refusal) return refusal;
  return replaced(releases, { ...release, drafts: release.drafts.filter((each) => each !== draft) });
}

/** Open releases without the drafts that are gone (published alone or deleted): what is left of each. */
export function withoutGoneDrafts(releases: Releases, drafts: readonly string[]): Releases {
  const existing = new Set(drafts);
  return { releases: releases.releases.map((release) => (release.state === 'open' ? { ...release, drafts: release.drafts.filter((draft) => existing.has(draft)) } : release)) };
}

/** Why an open release cannot be published yet, before any check of the site: it has no drafts. */
export function publishRefusal(release: Release): Refusal | undefined {
  if (release.state !== 'open') return closed(release);
  if (!release.drafts.length) return { refused: `"${release.name}" has no drafts: add drafts to it from their toolbar (Release), then publish.` };
  return undefined;
}

/** The release published, with exactly the drafts it published (as `release` held them). */
export const markPublished = (releases: Releases, release: Release, published: ReleaseEvent & { files: string[] }): Releases => replaced(releases, { ...release, state: 'published', published });

/** Why a release cannot be taken back: only a Published one can, once. */
export function takeBackRefusal(release: Release): Refusal | undefined {
  if (release.state === 'published' && release.published) return undefined;
  return { refused: release.state === 'taken-back' ? `"${release.name}" was taken back already.` : `"${release.name}" is not published: there is nothing to take back. Delete it, or remove its drafts.` };
}

export function markTakenBack(releases: Releases, id: string, takenBack: ReleaseEvent): Releases {
  const release = releaseById(releases, id)!;
  return replaced(releases, { ...release, state: 'taken-back', takenBack });
}

/**
 * The addresses of pages a take-back removes (in `before`'s routes, in none of `after`'s): a release's new pages, each
 * to be sent to a page the team chooses.
 */
export function removedAddresses(before: string | undefined, after: string | undefined): string[] {
  const kept = new Set(routesIn(after).map((route) => route.path));
  return routesIn(before)
    .filter((route) => !kept.has(route.path))
    .map((route) => route.path);
}

/**
 * pages.yaml's text with each removed address (`sendTo`: address → the address of a page that stays) added to the old
 * addresses (redirectFrom) of the page it is sent to; or why not, in the editor's words.
 */
export function withRedirects(routesText: string, sendTo: ReadonlyMap<string, string>): Outcome<string> {
  if (!sendTo.size) return routesText;
  const doc = parseDocument(routesText);
  const routes = doc.get('routes');
  if (!isSeq(routes)) return { refused: 'pages.yaml has no routes list.' };
  const pathOf = (route: unknown) => (isMap(route) ? String((route as YAMLMap).get('path')) : undefined);
  for (const [from, to] of sendTo) {
    const target = routes.items.find((route) => pathOf(route) === to) as YAMLMap | undefined;
    if (!target) return { refused: `${from} cannot send its visitors to ${to}: no page that stays has that address. Write the address of a page of the site, like /contact.` };
    const old = target.get('redirectFrom');
    if (isSeq(old)) {
      if (!old.items.some((item) => String((item as { value?: unknown }).value ?? item) === from)) old.add(doc.createNode(from));
    } else {
      const list = doc.createNode([from]);
      list.flow = true;
      target.set('redirectFrom', list);
    }
  }
  // As the files write them: no folding of long lines, lists as [/a, /b].
  return doc.toString({ lineWidth: 0, flowCollectionPadding: false });
}
