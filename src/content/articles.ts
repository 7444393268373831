// The site's articles: every page with article details, as the resources list, the Blog structured data and each
// article's own header show them.
import type { ArticleSummary, Page, Route } from '../../schema/generated/types';
import { headline } from './structured-data';

const dateFormat = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A date as the site shows it (en-AU): 2024-01-20 -> 20 January 2024. */
const dateLabel = (isoDate: string) => dateFormat.format(new Date(`${isoDate}T00:00:00Z`));

/** Every page with article details, featured first, then newest first. */
export function articleSummaries(routes: readonly Route[], pages: ReadonlyMap<string, Page>): ArticleSummary[] {
  return routes
    .flatMap((route) => {
      const page = pages.get(route.page);
      if (!page?.article) return [];
      const { summary, category, date, readTime, featured, image } = page.article;
      return [{ path: route.path, title: headline(page), summary, category, date, dateLabel: dateLabel(date), readTime, featured, ...(image ? { image } : {}) }];
    })
    .sort((a, b) => Number(b.featured) - Number(a.featured) || b.date.localeCompare(a.date));
}
