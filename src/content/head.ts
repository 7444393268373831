// Head tags of a page: title rule, canonical address, social preview and structured data.
import type { ArticleSummary, BusinessFacts, Page, Route } from '../../schema/generated/types';
import type { BreadcrumbItem, HeadTags } from './page-data';
import { structuredData } from './structured-data';

export const TITLE_LIMIT = 60;

/** What search results show whole: a title of up to 60 characters, a description of 70 to 160. */
export const SEARCH_LIMITS = { title: TITLE_LIMIT, description: { min: 70, max: 160 } } as const;

/** A title longer than 60 characters is cut to its first 57 characters plus '...'. */
export const truncateTitle = (title: string) => (title.length > TITLE_LIMIT ? title.slice(0, TITLE_LIMIT - 3) + '...' : title);

const absoluteUrl = (business: BusinessFacts, path: string) => business.company.siteUrl + path;

export function pageHead(route: Route, page: Page, business: BusinessFacts, breadcrumb: BreadcrumbItem[], articles: ArticleSummary[] = []): HeadTags {
  const title = truncateTitle(route.title);
  const canonical = absoluteUrl(business, route.canonical ?? route.path);
  return {
    title,
    description: route.description,
    canonical,
    robots: route.index === false ? 'noindex, follow' : undefined,
    openGraph: {
      type: page.article ? 'article' : 'website',
      url: canonical,
      title,
      description: route.description,
      image: absoluteUrl(business, business.company.socialImage),
      siteName: business.company.name,
      locale: business.company.locale.replace('-', '_'),
    },
    jsonLd: (route.structuredData ?? []).map((kind) => structuredData(kind, { route, page, business, breadcrumb, articles })),
  };
}
