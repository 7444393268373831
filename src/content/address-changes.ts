// What renaming a page's address or removing a page changes, so that no address dies: the old address becomes one of
// the old addresses (redirectFrom) of the page its visitors now land on, with the old addresses it had itself, and
// every link in the content follows the move. Texts and values in, texts and values out: the editor's save uses it.
import { PAGES_DIR, ROUTES_FILE, type ContentTexts } from './content-files';
import { addressesOf, routesIn } from './addresses';

/** The field of a route in the editor's Routes form that removes its page: the address its visitors are sent to instead. */
export const REMOVAL_FIELD = 'removeSendVisitorsTo';

/** A route as the Routes form holds it: any fields, these read here. */
export interface EditedRoute {
  path?: unknown;
  page?: unknown;
  redirectFrom?: unknown;
  canonical?: unknown;
  [REMOVAL_FIELD]?: unknown;
}

export interface RoutesEdit {
  /** The routes to write: the removed ones gone, each old address on the page it now leads to, no removal field left. */
  routes: EditedRoute[];
  /** Each address that moved, to where its visitors now land. */
  moved: Map<string, string>;
  /** The page files of removed pages. */
  removedPages: string[];
  /** Why the edit cannot be saved, in plain words; empty when it can. */
  problems: string[];
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const oldAddressesOf = (route: EditedRoute) => (Array.isArray(route.redirectFrom) ? route.redirectFrom.filter((from): from is string => typeof from === 'string') : []);
const unique = (list: string[]) => [...new Set(list)];

/**
 * The routes as edited (`after`, the Routes form's values) compared with those saved (`before`), page file by page
 * file: a route whose path changed is a rename, one with REMOVAL_FIELD filled in is a removal, and a page whose route
 * is gone from the list without one is refused, since its address would die.
 */
export function editRoutes(before: ReadonlyArray<{ path: string; page: string; redirectFrom?: string[] }>, after: readonly EditedRoute[]): RoutesEdit {
  const problems: string[] = [];
  const moved = new Map<string, string>();
  const beforeByPage = new Map(before.map((route) => [route.page, route] as const));
  const removals = after.filter((route) => textOf(route[REMOVAL_FIELD]));
  const kept = after.filter((route) => !textOf(route[REMOVAL_FIELD])).map(({ [REMOVAL_FIELD]: _removal, ...route }): EditedRoute => ({ ...route }));
  const listed = new Set(after.map((route) => route.page));
  const removedPages: string[] = [];
  // A route gone from the list whose address another route took as an old one was removed before (a draft saved again).
  const takenOver = new Set(kept.flatMap(oldAddressesOf));
  for (const route of before) {
    if (listed.has(route.page)) continue;
    if (takenOver.has(route.path)) removedPages.push(route.page);
    else problems.push(`The page at ${route.path} is gone from the list, so its address would lead nowhere: keep its route and fill in "Remove this page, send its visitors to" instead.`);
  }

  for (const route of kept) {
    const was = beforeByPage.get(String(route.page));
    const path = textOf(route.path);
    if (!was || was.path === path) continue;
    if (was.path === '/') {
      problems.push(`The home page's address / cannot change.`);
      continue;
    }
    moved.set(was.path, path);
    route.redirectFrom = unique([...oldAddressesOf(route), was.path]).filter((from) => from !== path);
    if (route.canonical === was.path) route.canonical = path;
  }

  for (const removal of removals) {
    const was = beforeByPage.get(String(removal.page));
    const path = was?.path ?? textOf(removal.path);
    const goesTo = textOf(removal[REMOVAL_FIELD]);
    const ownAddresses = unique([path, textOf(removal.path), ...(was?.redirectFrom ?? []), ...oldAddressesOf(removal)]).filter(Boolean);
    // An old address names its page, so visitors sent to one land where it leads: no chain of redirects.
    const target = kept.find((route) => route.path === goesTo) ?? kept.find((route) => oldAddressesOf(route).includes(goesTo));
    if (path === '/') problems.push(`The home page cannot be removed.`);
    else if (ownAddresses.includes(goesTo)) problems.push(`${path} cannot send its visitors to ${goesTo}: that is its own address, so they would go round in a loop. Choose another page.`);
    else if (!target && removals.some((other) => other.path === goesTo)) problems.push(`${path} cannot send its visitors to ${goesTo}: that page is being removed too. Choose a page that stays.`);
    else if (!target) problems.push(`${path} cannot send its visitors to ${goesTo}: no page has that address. Write the address of a page of the site, like /contact.`);
    else {
      target.redirectFrom = unique([...oldAddressesOf(target), ...ownAddresses]);
      for (const address of ownAddresses) moved.set(address, String(target.path));
      removedPages.push(String(removal.page));
    }
  }
  // A page renamed and then removed, or removed onto a renamed page: every move ends at the page's address now.
  for (const [from, to] of moved) if (moved.has(to)) moved.set(from, moved.get(to)!);
  return { routes: kept, moved, removedPages, problems };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The text with every link to a moved address pointing where it moved: `href: /old`, `](/old)`, `href="/old#faq"`.
 * An address is matched whole, so moving /locations leaves /locations/perth and /locations-map alone.
 */
export function withLinksMoved(text: string, moved: ReadonlyMap<string, string>): string {
  const from = [...moved.keys()].filter((address) => address !== '/');
  if (!from.length) return text;
  const link = new RegExp(`(?<=[\\s"'(\\[,:=]|^)(${from.sort((a, b) => b.length - a.length).map(escape).join('|')})(?=[\\s"')\\]#?,}]|$)`, 'gm');
  return text.replace(link, (address) => moved.get(address)!);
}

export interface RouteSave {
  routes: EditedRoute[];
  /** Other content files whose links follow the move, with their new text. */
  files: Map<string, string>;
  /** The files of removed pages, to delete. */
  removed: string[];
  problems: string[];
}

/** What saving the edited routes changes across the site: the routes to write, the files whose links move, the page files to delete. */
export function routeSave(texts: ContentTexts, editedRoutes: readonly EditedRoute[]): RouteSave {
  const edit = editRoutes(routesIn(texts.get(ROUTES_FILE)), editedRoutes);
  if (edit.problems.length) return { routes: edit.routes, files: new Map(), removed: [], problems: edit.problems };
  const stillShown = new Set(edit.routes.map((route) => route.page));
  const removed = unique(edit.removedPages.filter((page) => !stillShown.has(page)).map((page) => `${PAGES_DIR}/${page}`)).filter((file) => texts.has(file));
  const files = new Map<string, string>();
  for (const [file, text] of texts) {
    if (file === ROUTES_FILE || removed.includes(file)) continue;
    const moved = withLinksMoved(text, edit.moved);
    if (moved !== text) files.set(file, moved);
  }
  return { routes: edit.routes, files, removed, problems: [] };
}

/**
 * The page files a new pages.yaml removes: those a route of `before` showed that no route of `after` shows, whose
 * address `after` sends to another page. A publish deletes them in its own commit (a draft cannot delete a file).
 */
export function removedPageFiles(before: string | undefined, after: string | undefined): string[] {
  const kept = routesIn(after);
  const shown = new Set(kept.map((route) => route.page));
  const answered = addressesOf(kept);
  return unique(routesIn(before).filter((route) => !shown.has(route.page) && answered.has(route.path)).map((route) => `${PAGES_DIR}/${route.page}`));
}
