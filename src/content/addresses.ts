// Addresses that keep working: every address the site has published (a route's path, an old address in redirectFrom)
// still leads to a page, each old address to one page and never to itself, within what the host can serve.
import type { Route } from '../../schema/generated/types';
import type { Segment } from './problems';
import { fastValues } from './yaml-source';

/** Cloudflare Pages follows at most 2,000 static redirects from _redirects (and 100 dynamic ones, which redirectFrom cannot write). */
export const STATIC_REDIRECT_LIMIT = 2000;

type RouteAddresses = Pick<Route, 'path' | 'page' | 'redirectFrom'>;

/** Every address the routes answer, with the page file it shows: each route's path and each old address that leads to it. */
export function addressesOf(routes: readonly RouteAddresses[]): Map<string, string> {
  const addresses = new Map<string, string>();
  for (const route of routes) {
    addresses.set(route.path, route.page);
    for (const from of route.redirectFrom ?? []) if (!addresses.has(from)) addresses.set(from, route.page);
  }
  return addresses;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** The routes of one pages.yaml text, read as leniently as an old version needs: whatever is not a route is passed over. */
export function routesIn(text: string | undefined): RouteAddresses[] {
  const values = text === undefined ? undefined : (fastValues(text)?.values as { routes?: unknown } | undefined);
  const routes = Array.isArray(values?.routes) ? (values.routes as Array<Record<string, unknown> | null>) : [];
  return routes.flatMap((route) =>
    route && isText(route.path) ? [{ path: route.path, page: isText(route.page) ? route.page : '', redirectFrom: Array.isArray(route.redirectFrom) ? route.redirectFrom.filter(isText) : [] }] : [],
  );
}

/** Every address any of these versions of pages.yaml published (oldest first), with the page file it showed last. */
export function publishedAddresses(versions: Iterable<string>): Map<string, string> {
  const published = new Map<string, string>();
  for (const version of versions) for (const [address, page] of addressesOf(routesIn(version))) published.set(address, page);
  return published;
}

/** A problem with the site's addresses, at its field of pages.yaml. */
export interface AddressProblem {
  segments: Segment[];
  message: string;
  hint: string;
}

const count = (n: number) => n.toLocaleString('en-AU');

/** Old addresses that lead to themselves, to a page of their own, or to two pages, and more of them than the host follows. */
export function redirectProblems(routes: readonly RouteAddresses[]): AddressProblem[] {
  const problems: AddressProblem[] = [];
  const pagePaths = new Map(routes.map((route) => [route.path, route] as const));
  const leadsTo = new Map<string, string>();
  routes.forEach((route, index) => {
    for (const [n, from] of (route.redirectFrom ?? []).entries()) {
      const segments = ['routes', index, 'redirectFrom', n];
      if (from === route.path) problems.push({ segments, message: `${from} is this page's own address: as an old address it would send visitors to itself, in a loop`, hint: 'remove it from redirectFrom' });
      else if (pagePaths.has(from)) problems.push({ segments, message: `${from} is a page of its own and cannot redirect`, hint: 'remove it from redirectFrom or remove its route' });
      else if (leadsTo.has(from)) problems.push({ segments, message: `${from} already leads to ${leadsTo.get(from)}: an old address can lead to one page only`, hint: `remove it here or from the route ${leadsTo.get(from)}` });
      else leadsTo.set(from, route.path);
    }
  });
  if (leadsTo.size > STATIC_REDIRECT_LIMIT) {
    problems.push({
      segments: ['routes'],
      message: `the routes list ${count(leadsTo.size)} old addresses; Cloudflare Pages, which serves the site, follows at most ${count(STATIC_REDIRECT_LIMIT)} redirects from _redirects`,
      hint: `keep ${count(STATIC_REDIRECT_LIMIT)} or fewer in redirectFrom: a developer can move the oldest to Cloudflare's Bulk Redirects`,
    });
  }
  return problems;
}

/** Each published address that no route or old address answers any more, with the fix: where to add it. */
export function vanishedAddresses(published: ReadonlyMap<string, string>, routes: readonly RouteAddresses[]): AddressProblem[] {
  const answered = addressesOf(routes);
  return [...published]
    .filter(([address]) => !answered.has(address))
    .map(([address, page]) => {
      const index = routes.findIndex((route) => route.page === page);
      const showsItsPage = index >= 0 ? routes[index] : undefined;
      return {
        segments: showsItsPage ? ['routes', index, 'path'] : ['routes'],
        message: `${address} was published and now leads nowhere: visitors, bookmarks and search engines following it would get "page not found"`,
        hint: showsItsPage
          ? `its page (${page}) is now at ${showsItsPage.path}: add ${address} to that route's old addresses (redirectFrom: [${address}])`
          : `add ${address} to the old addresses (redirectFrom) of the page its visitors should land on, or put its route back`,
      };
    });
}
