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

/** The site last read from the backend (once signed in), for the preview; undefined until the first read. */
export function createSiteStore(validators: Validators, backend: () => ContentBackend | undefined) {
  let site: Site | undefined;
  let texts: ReadonlyMap<string, string> = new Map();
  let reading: Promise<void> | undefined;
  const listeners = new Set<Listener>();
  /** Reads the content afresh; a site whose content has problems still previews with what loaded. */
  const refresh = () =>
    (reading ??= (async () => {
      const from = backend();
      if (!from) return;
      texts = await readSiteTexts(from);
      const result = loadSite(texts, validators);
      site = result.site ?? result.partial?.site ?? site;
      for (const listener of listeners) listener();
    })().finally(() => (reading = undefined)));
  return {
    current: () => site,
    /** Every content file's text as last read (the Routes preview shows a page from its file). */
    texts: () => texts,
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      if (!site) void refresh();
      return () => listeners.delete(listener);
    },
    refresh,
  };
}

export type SiteStore = ReturnType<typeof createSiteStore>;
