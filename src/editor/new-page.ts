// A page created in the editor is one change, as with `npm run new-page`: the page file, its route in pages.yaml and
// (for a location page) its footer link are checked together before the save and written in one commit (one persistEntry).
// A landing page at the top level gets no link: the marketer links it where the campaign wants it.
import { NAVIGATION_FILE, PAGES_DIR, ROUTES_FILE, type ContentTexts } from '../content/content-files';
import { existingRoutes, newPageChanges, pageFileFor, requestProblems, type PageKind } from '../content/new-page';
import type { Validators } from '../content/schemas';
import { LISTED_AS, NEW_PAGE_FIELD } from './cms-config';
import { refusal, saveProblems, type ContentBackend } from './site-content';
import { savedText } from './yaml-edit';

export interface NewPageRequest {
  address?: string;
  title?: string;
  description?: string;
}

export interface DataFile {
  path: string;
  /** The backends want one for every file; for a file collection it is the file's own name. */
  slug: string;
  raw: string;
}

/** The part of Decap's backend implementation (local decap-server, GitHub, GitLab) the editor uses. */
export interface BackendImplementation extends ContentBackend {
  persistEntry: (entry: { dataFiles: DataFile[]; assets: unknown[] }, options: unknown) => Promise<unknown>;
}

/** A page entry's data as its file holds it: the new-page group is saved into pages.yaml, not the page; its listing not at all. */
export function pageData(data: Record<string, unknown>): Record<string, unknown> {
  const { [NEW_PAGE_FIELD]: _newPage, [LISTED_AS]: _listed, ...page } = data;
  return page;
}

/** The folder a page collection keeps its files in, within site/pages ('' for the top level). */
export const folderOf = (collectionFolder: string) => collectionFolder.replace(/^site\/pages\/?/, '');

/** The file of a new page at `address` in `folder`: site/pages/locations/perth.yaml. */
const pageFileOf = (folder: string, address: string) => `${PAGES_DIR}/${pageFileFor(routePathOf(folder, address))}`;

/** The address a new page in `folder` is served at: /spring-rust-offer at the top level, /locations/perth in locations. */
const routePathOf = (folder: string, address: string) => (folder ? `/${folder}/${address}` : `/${address}`);

/**
 * Whether a save of a page entry writes a new page (its route and link with it): a page not yet published whose form
 * holds its address, so a draft's second save still carries the title and description typed in its New page group.
 */
export const savesNewPage = (isNew: boolean, request: NewPageRequest | undefined, path: string, texts: ContentTexts) =>
  isNew || (!!request?.address?.trim() && !texts.has(path));

/** What Decap's entry says of its origin: `newRecord` while it is being created, `isModification` false for a draft that adds its file. */
export interface EntryOrigin {
  newRecord?: unknown;
  isModification?: unknown;
}

/**
 * Whether a page's form is for a page being created, and so shows its New page group: a new entry, or the draft of
 * a page not yet published. A published page's address, title and description are in Routes.
 */
export const createsPage = ({ newRecord, isModification }: EntryOrigin) => newRecord === true || isModification === false;

/** What creating the page changes (every file with its new text, checked with the whole site), or the reasons it cannot be saved. */
export function newPageFiles(
  request: NewPageRequest,
  folder: string,
  pageEntry: Record<string, unknown>,
  texts: ContentTexts,
  validators: Validators,
): { files: DataFile[]; problems: [] } | { files: []; problems: string[] } {
  const kind: PageKind = folder === 'resources' ? 'article' : 'page';
  const address = request.address?.trim() ?? '';
  if (!address || !request.title?.trim() || !request.description?.trim()) {
    return { files: [], problems: ["A new page needs its Address, Title and Description: fill them in under 'New page' at the top of the form."] };
  }
  const routePath = routePathOf(folder, address);
  const pageFile = pageFileOf(folder, address);
  const current = { pages: texts.get(ROUTES_FILE) ?? '', navigation: texts.get(NAVIGATION_FILE) ?? '' };
  const requested = requestProblems({ path: routePath, title: request.title, file: pageFileFor(routePath) }, existingRoutes(current.pages), texts.has(pageFile));
  if (requested.length) return { files: [], problems: requested };
  // A landing page is linked from nowhere until the marketer links it: till then search engines are not sent to it.
  const changes = newPageChanges(kind, { path: routePath, title: request.title.trim(), description: request.description.trim(), ...(!folder && { index: false as const }) }, current);
  if (kind === 'page' && folder && changes.navigation === current.navigation) {
    return { files: [], problems: [`No footer column lists pages under /${folder}/, so nothing would link to ${routePath}: create it with npm run new-page and link it in Navigation.`] };
  }
  const files: DataFile[] = [
    { path: pageFile, slug: address, raw: savedText(pageFile, '', pageData(pageEntry)) },
    { path: ROUTES_FILE, slug: 'routes', raw: changes.pages },
    ...(changes.navigation === current.navigation ? [] : [{ path: NAVIGATION_FILE, slug: 'navigation', raw: changes.navigation }]),
  ];
  const problems = saveProblems(texts, validators, new Map(files.map((file) => [file.path, file.raw])));
  return problems.length ? { files: [], problems: [refusal(problems)] } : { files, problems: [] };
}

/**
 * Lets a save carry the new page's route and link: Decap persists one file per entry, so the backend it creates is
 * given a persistEntry that adds the files the preSave check prepared for that page (and refuses any other path).
 */
export function withNewPageFiles(implementation: BackendImplementation, take: () => DataFile[] | undefined): BackendImplementation {
  const persistEntry = implementation.persistEntry.bind(implementation);
  implementation.persistEntry = (entry, options) => {
    const files = take();
    if (!files) return persistEntry(entry, options);
    const [page] = entry.dataFiles;
    if (page?.path !== files[0]!.path) throw new Error(`Not saved: the page would be written to ${page?.path}, not ${files[0]!.path}. Use lower-case words joined by hyphens for its address.`);
    return persistEntry({ ...entry, dataFiles: [{ ...page, raw: files[0]!.raw }, ...files.slice(1)] }, options);
  };
  return implementation;
}
