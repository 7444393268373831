// A page created in the editor is one change, as with `npm run new-page`: the page file, its route in pages.yaml and
// its footer link are checked together before the save and written in one commit (one persistEntry of three files).
import type { BusinessFacts } from '../schema/generated/types';
import { NEW_PAGE_FIELD } from '../scripts/content/cms-config';
import { PAGES_DIR } from '../scripts/content/load-site';
import type { Problem } from '../scripts/content/problems';
import { existingRoutes, newPageChanges, pageFileFor, requestProblems, type PageKind } from '../scripts/content/scaffold';
import type { Validators } from '../scripts/content/schemas';
import { checkFile, refusal } from './validate-file';
import { savedText } from './yaml-edit';

export const PAGES_FILE = 'pages.yaml';
export const NAVIGATION_FILE = 'site/navigation.yaml';

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

/** The part of Decap's backend implementation (local decap-server, GitHub, GitLab) the new-page save uses. */
export interface BackendImplementation {
  getEntry: (path: string) => Promise<{ data: string }>;
  persistEntry: (entry: { dataFiles: DataFile[]; assets: unknown[] }, options: unknown) => Promise<unknown>;
}

/** A page entry's data as its file holds it: the new-page group is saved into pages.yaml, not the page. */
export function pageData(data: Record<string, unknown>): Record<string, unknown> {
  const { [NEW_PAGE_FIELD]: _newPage, ...page } = data;
  return page;
}

/** The folder a page collection keeps its files in, within site/pages ('' for the top level). */
export const folderOf = (collectionFolder: string) => collectionFolder.replace(/^site\/pages\/?/, '');

/** The file of a new page at `address` in `folder`: site/pages/locations/perth.yaml. */
export const pageFileOf = (folder: string, address: string) => `${PAGES_DIR}/${pageFileFor(`/${folder}/${address}`)}`;

/** What creating the page changes: every file with its new text, or the reasons it cannot be saved. */
export function newPageFiles(
  request: NewPageRequest,
  folder: string,
  pageEntry: Record<string, unknown>,
  current: { pages: string; navigation: string; pageExists: boolean },
  validators: Validators,
  business: BusinessFacts,
): { files: DataFile[]; problems: [] } | { files: []; problems: string[] } {
  const kind: PageKind = folder === 'resources' ? 'article' : 'page';
  const address = request.address?.trim() ?? '';
  if (!address || !request.title?.trim() || !request.description?.trim()) {
    return { files: [], problems: ["A new page needs its Address, Title and Description: fill them in under 'New page' at the top of the form."] };
  }
  const routePath = `/${folder}/${address}`;
  const pageFile = pageFileOf(folder, address);
  const requested = requestProblems({ path: routePath, title: request.title, file: pageFileFor(routePath) }, existingRoutes(current.pages), current.pageExists);
  if (requested.length) return { files: [], problems: requested };
  const changes = newPageChanges(kind, { path: routePath, title: request.title.trim(), description: request.description.trim() }, current);
  if (kind === 'page' && changes.navigation === current.navigation) {
    return { files: [], problems: [`No footer column lists pages under /${folder}/, so nothing would link to ${routePath}: create it with npm run new-page and link it in Navigation.`] };
  }
  const files: DataFile[] = [
    { path: pageFile, slug: address, raw: savedText(pageFile, '', pageData(pageEntry)) },
    { path: PAGES_FILE, slug: 'routes', raw: changes.pages },
    ...(changes.navigation === current.navigation ? [] : [{ path: NAVIGATION_FILE, slug: 'navigation', raw: changes.navigation }]),
  ];
  const problems: Problem[] = files.flatMap((file) => checkFile(validators, file.path, file.raw, business).problems);
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
