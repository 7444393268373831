import { useId } from 'react';
import { PageLink } from '../../ui/PageLink';
import type { ArticleListBlock, ArticleSummary } from '../../../schema/generated/types';
import { Section, SectionHeading } from '../../ui/Section';
import { Icon } from '../../ui/Icon';
import { Picture } from '../../ui/Picture';

function Meta({ article, onDark = false }: { article: ArticleSummary; onDark?: boolean }) {
  return (
    <p className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-sm ${onDark ? 'text-slate-300' : 'text-slate-500'}`}>
      <span className="rounded-full bg-orange-100 px-2.5 py-0.5 font-semibold text-orange-800">{article.category}</span>
      <time dateTime={article.date}>{article.dateLabel}</time>
      <span className="inline-flex items-center gap-1">
        <Icon name="clock" className="size-4" /> {article.readTime} min read
      </span>
    </p>
  );
}

export function ArticleList({ id, eyebrow, title, intro, tone, featuredLabel, articles = [] }: ArticleListBlock) {
  const headingId = useId();
  const featured = articles.find((article) => article.featured);
  const rest = articles.filter((article) => article !== featured);
  return (
    <Section id={id} tone={tone} labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} />
      {featured ? (
        <article className="relative mb-10 rounded-2xl bg-navy-900 p-8 text-slate-300 shadow-lg sm:p-10">
          <p className="mb-4 text-sm font-bold tracking-widest text-orange-400 uppercase">{featuredLabel}</p>
          <h3 className="text-2xl font-extrabold text-white sm:text-3xl">
            <PageLink to={featured.path} className="after:absolute after:inset-0 after:rounded-2xl hover:text-orange-200">
              {featured.title}
            </PageLink>
          </h3>
          <p className="mt-3 max-w-3xl text-lg">{featured.summary}</p>
          <div className="mt-5">
            <Meta article={featured} onDark />
          </div>
        </article>
      ) : null}
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {rest.map((article) => (
          <li key={article.path} className="group relative flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-orange-400 hover:shadow-md">
            {article.image ? <Picture image={article.image} slot="article" className="-mx-6 -mt-6 mb-6 aspect-[4/3] h-auto w-[calc(100%+--spacing(12))] max-w-none rounded-t-xl object-cover" /> : null}
            <Meta article={article} />
            <h3 className="mt-4 text-lg font-bold text-navy-900">
              <PageLink to={article.path} className="after:absolute after:inset-0 after:rounded-xl">
                {article.title}
              </PageLink>
            </h3>
            <p className="mt-2 flex-1 leading-relaxed">{article.summary}</p>
            <p className="mt-4 inline-flex items-center gap-1 font-semibold text-orange-700" aria-hidden="true">
              Read article <Icon name="arrow-right" className="size-4 transition group-hover:translate-x-1" />
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
