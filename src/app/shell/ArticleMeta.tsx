import { PageLink } from '../../../renderer/ui/PageLink';
import type { PageData } from '../../content/page-data';
import { Icon } from '../../../renderer/ui/Icon';

/** The line above an article: back to the list, its categories, date and reading time. */
export function ArticleMeta({ article }: { article: NonNullable<PageData['article']> }) {
  return (
    <div className="border-b border-slate-200 bg-slate-50">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-5 gap-y-2 px-4 py-3 text-sm sm:px-6 lg:px-8">
        <PageLink to="/resources" className="inline-flex min-h-11 items-center gap-1 font-semibold text-orange-700 hover:underline">
          <Icon name="arrow-left" className="size-4" /> Back to Resources
        </PageLink>
        <span className="flex flex-wrap gap-2">
          {[article.category, ...article.tags].map((tag) => (
            <span key={tag} className="rounded-full bg-orange-100 px-2.5 py-0.5 font-semibold text-orange-800">
              {tag}
            </span>
          ))}
        </span>
        <time dateTime={article.date} className="text-slate-600">
          {article.dateLabel}
        </time>
        <span className="inline-flex items-center gap-1 text-slate-600">
          <Icon name="clock" className="size-4" /> {article.readTime} min read
        </span>
      </div>
    </div>
  );
}
