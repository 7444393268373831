// Assembles what each route hands the browser: head tags, breadcrumb, article details and blocks.
import type { Page, Route } from '../../schema/generated/types';
import { breadcrumbTrail } from './breadcrumb';
import { pageHead } from './head';
import type { Site } from './load-site';
import type { PageData } from './page-data';

export const NOT_FOUND_PATH = '/404';

const breadcrumbLabels = (site: Site) => new Map(site.routes.flatMap((route) => (route.breadcrumb ? [[route.path, route.breadcrumb] as const] : [])));

const pageOf = (site: Site, file: string): Page => {
  const page = site.pages.get(file);
  if (!page) throw new Error(`page file ${file} was not loaded`);
  return page;
};

function routePageData(site: Site, route: Route, labels = breadcrumbLabels(site)): PageData {
  const page = pageOf(site, route.page);
  const breadcrumb = breadcrumbTrail(route.path, labels);
  const article = page.article ? site.articles.find((item) => item.path === route.path) : undefined;
  return {
    path: route.path,
    head: pageHead(route, page, site.business, breadcrumb, site.articles),
    breadcrumb,
    ...(route.serviceType ? { service: route.serviceType } : {}),
    ...(article ? { article: { ...article, tags: page.article?.tags ?? [] } } : {}),
    blocks: page.blocks,
  };
}

export function notFoundPageData(site: Site): PageData {
  const page = pageOf(site, site.notFound.page);
  const route: Route = { path: NOT_FOUND_PATH, page: site.notFound.page, title: site.notFound.title, description: site.notFound.description, index: false };
  return { path: NOT_FOUND_PATH, head: pageHead(route, page, site.business, []), breadcrumb: [], blocks: page.blocks };
}

/** Every route's page data, keyed by path. */
export function allPageData(site: Site): Map<string, PageData> {
  const labels = breadcrumbLabels(site);
  return new Map(site.routes.map((route) => [route.path, routePageData(site, route, labels)]));
}
