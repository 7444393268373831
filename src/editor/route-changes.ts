// A save of the Routes form that renames or removes a page keeps its old address working: the preSave check hands the
// edited routes to the content model (address-changes.ts), saves pages.yaml with the old addresses added, and the
// backend writes the files whose links follow in the same change and then deletes the removed pages' files (a draft's
// publish deletes them instead).
import { REMOVAL_FIELD, routeSave, type EditedRoute } from '../content/address-changes';
import { ROUTES_FILE, type ContentTexts } from '../content/content-files';
import type { Validators } from '../content/schemas';
import type { CmsField } from './cms-config';
import type { BackendImplementation, DataFile } from './new-page';
import { refusal, saveProblems } from './site-content';
import { readYaml, savedText } from './yaml-edit';

const removalField: CmsField = {
  name: REMOVAL_FIELD,
  label: 'Remove this page, send its visitors to',
  widget: 'string',
  required: false,
  // No pattern: the save names an address that is no page, and what to write instead.
  hint: "Only to remove this page from the site: the address of the page its visitors should land on instead, like /contact. Publishing deletes the page; its address, and its old addresses, lead there from then on.",
};

interface Collection {
  name: string;
  files?: Array<{ fields: CmsField[] }>;
}

/** The editor's config with the removal field at the end of each route in the Routes form. */
export function withRouteRemoval<T extends { collections: readonly object[] }>(config: T): T {
  const withField = (field: CmsField): CmsField => (field.name === 'routes' && field.fields ? { ...field, fields: [...field.fields, removalField] } : field);
  const collections = (config.collections as Collection[]).map((collection) =>
    collection.name === 'routes' && collection.files ? { ...collection, files: collection.files.map((file) => ({ ...file, fields: file.fields.map(withField) })) } : collection,
  );
  return { ...config, collections };
}

/** What the backend writes besides pages.yaml: the files whose links follow the move, and the removed pages' files. */
export interface RouteFiles {
  files: DataFile[];
  removed: string[];
}

/**
 * The Routes form's save checked with the whole site: the values to save (old addresses added, removed routes gone)
 * and the other files that change, or the refusal to show.
 */
export function routesSaveFiles(
  texts: ContentTexts,
  raw: string,
  data: Record<string, unknown>,
  validators: Validators,
): { data: Record<string, unknown>; text: string; routeFiles: RouteFiles } | { refusal: string } {
  const edited: EditedRoute[] = Array.isArray(data.routes) ? data.routes : [];
  const save = routeSave(texts, edited);
  if (save.problems.length) return { refusal: `Not saved: ${save.problems.join('\n')}` };
  const saved = { ...data, routes: save.routes };
  const text = routesText(raw, data, edited, save.routes);
  const changes = new Map([[ROUTES_FILE, text], ...save.files]);
  const problems = saveProblems(texts, validators, changes, save.removed);
  if (problems.length) return { refusal: refusal(problems) };
  return { data: saved, text, routeFiles: { files: [...save.files].map(([path, text]) => ({ path, slug: path, raw: text })), removed: save.removed } };
}

/**
 * pages.yaml with the edit written in: first every route's changes with the removed routes still in place, then each
 * removed route on its own, since a list that changes length is written anew between its first and last change, and
 * the routes in between would lose their layout.
 */
function routesText(raw: string, data: Record<string, unknown>, edited: readonly EditedRoute[], routes: readonly EditedRoute[]): string {
  const savedByPage = new Map(routes.map((route) => [route.page, route] as const));
  const before = readYaml(raw).routes;
  const beforeByPage = new Map((Array.isArray(before) ? (before as EditedRoute[]) : []).map((route) => [route.page, route] as const));
  const removing = edited.filter((route) => !savedByPage.has(route.page));
  let list = edited.map((route) => savedByPage.get(route.page) ?? beforeByPage.get(route.page) ?? route);
  let text = savedText(ROUTES_FILE, raw, { ...data, routes: list });
  for (const removed of removing) {
    list = list.filter((route) => route.page !== removed.page);
    text = savedText(ROUTES_FILE, text, { ...data, routes: list });
  }
  return text;
}

/**
 * Lets the save of pages.yaml carry the files its moves change (one change), then delete the removed pages' files; a
 * draft (the editorial workflow) deletes nothing, as its publish deletes them in its own commit (editor-backend.ts).
 */
type DeletingBackend = BackendImplementation & { deleteFiles?: (paths: string[], message: string) => Promise<unknown> };

/** The message of the commit that deletes removed pages' files. */
export const removalMessage = (files: readonly string[]) => `Remove ${files.join(', ')} in the browser editor (its address leads to another page)`;

/** Deletes removed pages' files in one commit, once their addresses lead to other pages. */
export const deletePages = (implementation: DeletingBackend, files: readonly string[]) => implementation.deleteFiles!([...files], removalMessage(files));

export function withRouteFiles(implementation: DeletingBackend, take: () => RouteFiles | undefined): BackendImplementation {
  const persistEntry = implementation.persistEntry.bind(implementation);
  implementation.persistEntry = async (entry, options) => {
    const pending = take();
    if (!pending) return persistEntry(entry, options);
    const saved = await persistEntry({ ...entry, dataFiles: [...entry.dataFiles, ...pending.files] }, options);
    const draft = (options as { useWorkflow?: boolean } | undefined)?.useWorkflow === true;
    if (pending.removed.length && !draft) await deletePages(implementation, pending.removed);
    return saved;
  };
  return implementation;
}

/**
 * Opens the Routes entry again once a save that moved addresses is done: Decap keeps the form as typed (the removal
 * field filled, no old address added), so the marketer sees what was saved, and the next save starts from it. The
 * save's own success has to land first, or Decap would ask to leave unsaved changes. Called before Decap has drawn
 * the save, so the toolbar shows whether the entry was a draft already.
 */
export function reopenEntryAfterSave(delay = 1000) {
  // A draft's first save Decap reads back itself (its status shows once it has): opened again on top, the form was
  // drawn anew twice, the second time under the marketer's hands.
  if (![...document.querySelectorAll('button')].some((button) => button.textContent?.startsWith('Status:'))) return;
  const entry = window.location.hash;
  setTimeout(() => {
    window.addEventListener('hashchange', () => (window.location.hash = entry), { once: true });
    window.location.hash = entry.replace(/\/entries\/.*$/, '');
  }, delay);
}
