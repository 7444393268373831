// The whole site's content as the editor's backend (decap-server, GitHub or GitLab) has it now: every save is checked
// in its context, and the preview shows the page with today's facts, not those the editor was built with.
import { BUSINESS_FILE, NAVIGATION_FILE, PAGES_DIR, ROUTES_FILE, type ContentTexts } from '../content/content-files';
import { checkChanges, loadSite, type Site, type SiteFiles } from '../content/load-site';
import { formatReport, type Problem } from '../content/problems';
import type { Validators } from '../content/schemas';

/** The part of Decap's backend implementation (local decap-server, GitHub, GitLab) the editor reads the site with. */
export interface ContentBackend {
  getEntry: (path: string) => Promise<{ data: string }>;
  entriesByFolder: (folder: string, extension: string, depth: number) => Promise<Array<{ data: string; file: { path: string } }>>;
  /** A draft's files; rejects when the entry has no draft. */
  unpublishedEntry?: (args: { collection: string; slug: string }) => Promise<{ diffs: Array<{ id: string; path: string }> }>;
  unpublishedEntryDataFile?: (collection: string, slug: string, path: string, id: string) => Promise<string>;
}

/** The editor's entry a file is edited as (Business facts: collection business, slug business). */
export interface EntryName {
  collection: string;
  slug: string;
}

/** The text of `file` in the draft of `entry`, or undefined when that entry has no draft (or the draft leaves the file as it is). */
async function draftText(backend: ContentBackend, entry: EntryName, file: string): Promise<string | undefined> {
  if (!backend.unpublishedEntry || !backend.unpublishedEntryDataFile) return undefined;
  const draft = await backend.unpublishedEntry(entry).catch(() => undefined);
  const diff = draft?.diffs.find((changed) => changed.path === file);
  return diff && backend.unpublishedEntryDataFile(entry.collection, entry.slug, diff.path, diff.id);
}

/** Deep enough for site/pages/<folder>/<page>.yaml and one folder more. */
const PAGE_FOLDER_DEPTH = 3;

/** Every content file's text as the backend has it now. */
export async function readSiteTexts(backend: ContentBackend): Promise<Map<string, string>> {
  const singles = [ROUTES_FILE, BUSINESS_FILE, NAVIGATION_FILE];
  const [pages, ...files] = await Promise.all([backend.entriesByFolder(PAGES_DIR, 'yaml', PAGE_FOLDER_DEPTH), ...singles.map((file) => backend.getEntry(file))]);
  return new Map([...singles.map((file, index) => [file, files[index]!.data] as const), ...pages.map((entry) => [entry.file.path, entry.data] as const)]);
}

/** The notice an editor reads when a save is refused: the same report as `npm run validate`. */
export const refusal = (problems: Problem[]) => `Not saved: fix these first.\n\n${formatReport(problems)}`;

/** What a save of `changes` (and deleting the files `removed`) would break, checked as the build checks the whole site. */
export const saveProblems = (texts: ContentTexts, validators: Validators, changes: ReadonlyMap<string, string>, removed: readonly string[] = [], files?: SiteFiles) =>
  checkChanges(texts, validators, changes, removed, files).problems;

type Listener = () => void;

/**
 * The site last read from the backend (once signed in), for the preview; undefined until the first read. Its facts are
 * those of the Business facts draft while one is saved (what the marketer last saved is what they check pages with),
 * else the published ones. Read again each time a preview opens and after each save and publish.
 */
export function createSiteStore(validators: Validators, backend: () => ContentBackend | undefined, factsEntry: EntryName) {
  let site: Site | undefined;
  let texts: ReadonlyMap<string, string> = new Map();
  /** The Business facts draft's text the site was read with, when there is one. */
  let factsDraft: string | undefined;
  let running: Promise<void> | undefined;
  let queued: Promise<void> | undefined;
  const listeners = new Set<Listener>();
  /** Reads the content afresh; a site whose content has problems still previews with what loaded. */
  const read = async () => {
    const from = backend();
    if (!from) return;
    const [published, drafted] = await Promise.all([readSiteTexts(from), draftText(from, factsEntry, BUSINESS_FILE)]);
    // Nothing changed since the last read: the preview is not drawn again.
    const unchanged = site && drafted === factsDraft && sameTexts(texts, published);
    texts = published;
    factsDraft = drafted;
    if (unchanged) return;
    const previewed = drafted === undefined ? published : new Map(published).set(BUSINESS_FILE, drafted);
    const result = loadSite(previewed, validators);
    site = result.site ?? result.partial?.site ?? site;
    for (const listener of listeners) listener();
  };
  /** One read at a time; a refresh asked for during a read gets a read of its own after it, so it sees what was just saved. */
  const refresh = (): Promise<void> => {
    if (!running) return (running = read().finally(() => (running = undefined)));
    return (queued ??= running.catch(() => undefined).then(() => ((queued = undefined), refresh())));
  };
  return {
    current: () => site,
    /** Whether the preview's facts are the Business facts draft's rather than the published ones. */
    factsDrafted: () => factsDraft !== undefined,
    /** Every content file's text as published, as last read (the Routes preview shows a page from its file). */
    texts: () => texts,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      void refresh();
      return () => listeners.delete(listener);
    },
    refresh,
  };
}

const sameTexts = (before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>) => before.size === after.size && [...after].every(([file, text]) => before.get(file) === text);

export type SiteStore = ReturnType<typeof createSiteStore>;
