// Assembles what each route hands the browser: head tags, breadcrumb, article details and blocks.
import type { ArticleSummary, Block, Page, Route } from '../../schema/generated/types';
import type { PageData } from './page-data';
import { breadcrumbTrail } from './breadcrumb';
import { pageHead } from './head';
import type { Site } from './load-site';
import { headline } from './structured-data';

export const NOT_FOUND_PATH = '/404';

const breadcrumbLabels = (site: Site) => new Map(site.routes.flatMap((route) => (route.breadcrumb ? [[route.path, route.breadcrumb] as const] : [])));

const pageOf = (site: Site, file: string): Page => {
  const page = site.pages.get(file);
  if (!page) throw new Error(`page file ${file} was not loaded`);
  return page;
};

const dateFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A date as the site shows it (en-AU): 2024-01-20 -> 20 January 2024. */
export const dateLabel = (isoDate: string) => dateFormat.format(new Date(`${isoDate}T00:00:00Z`));

/** Every page with article details, featured first, then newest first. */
export function articleSummaries(site: Site): ArticleSummary[] {
  return site.routes
    .flatMap((route) => {
      const page = pageOf(site, route.page);
      if (!page.article) return [];
      const { summary, category, date, readTime, featured } = page.article;
      return [{ path: route.path, title: headline(page), summary, category, date, dateLabel: dateLabel(date), readTime, featured }];
    })
    .sort((a, b) => Number(b.featured) - Number(a.featured) || b.date.localeCompare(a.date));
}

/** Blocks that list site-wide content get it here, so their components only render. */
const withSiteContent = (blocks: Block[], articles: ArticleSummary[]): Block[] =>
  blocks.map((block) => (block.type === 'article-list' ? { ...block, articles } : block));

export function routePageData(site: Site, route: Route, labels = breadcrumbLabels(site), articles = articleSummaries(site)): PageData {
  const page = pageOf(site, route.page);
  const breadcrumb = breadcrumbTrail(route.path, labels);
  const article = page.article ? articles.find((item) => item.path === route.path) : undefined;
  return {
    path: route.path,
    head: pageHead(route, page, site.business, breadcrumb, articles),
    breadcrumb,
    ...(route.serviceType ? { service: route.serviceType } : {}),
    ...(article ? { article: { ...article, tags: page.article?.tags ?? [] } } : {}),
    blocks: withSiteContent(page.blocks, articles),
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
  const articles = articleSummaries(site);
  return new Map(site.routes.map((route) => [route.path, routePageData(site, route, labels, articles)]));
}
