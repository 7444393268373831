import { useId } from 'react';
import type { CaseStudyBlock } from '../../../schema/generated/types';
import { ActionRow } from '../../ui/ActionButton';
import { Html } from '../../ui/Html';
import { Section, SectionHeading } from '../../ui/Section';
import { Icon } from '../../ui/Icon';

export function CaseStudy({ id, eyebrow, title, tone, facts, challenge, solution, results, quote, actions }: CaseStudyBlock) {
  const headingId = useId();
  return (
    <Section id={id} tone={tone} labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title} align="left" />
      <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-8">
          <div>
            <h3 className="text-lg font-bold text-navy-900 tone-dark:text-white">The challenge</h3>
            <Html html={challenge} className="rich-text mt-2 leading-relaxed" />
          </div>
          <div>
            <h3 className="text-lg font-bold text-navy-900 tone-dark:text-white">Our solution</h3>
            <Html html={solution} className="rich-text mt-2 leading-relaxed" />
          </div>
          {quote ? (
            <figure className="rounded-xl border-l-4 border-orange-500 bg-white p-6 shadow-sm tone-dark:bg-navy-800">
              <Icon name="quote" className="size-6 text-orange-500" />
              <blockquote className="mt-2 text-lg font-medium text-navy-900 italic tone-dark:text-white">{quote.text}</blockquote>
              <figcaption className="mt-3 text-sm text-slate-500">{quote.author}</figcaption>
            </figure>
          ) : null}
        </div>
        <aside className="space-y-6">
          <div className="rounded-xl bg-navy-900 p-6 text-white">
            <h3 className="text-sm font-bold tracking-widest text-orange-400 uppercase">Results</h3>
            <dl className="mt-4 grid grid-cols-2 gap-5 lg:grid-cols-1">
              {results.map((result) => (
                <div key={result.label}>
                  <dt className="sr-only">{result.label}</dt>
                  <dd>
                    <span className="block text-3xl font-extrabold text-white">{result.metric}</span>
                    <span className="block text-sm text-slate-300">{result.label}</span>
                  </dd>
                </div>
              ))}
            </dl>
          </div>
          {facts?.length ? (
            <dl className="rounded-xl border border-slate-200 bg-white p-6 text-sm tone-dark:border-white/10 tone-dark:bg-navy-800">
              {facts.map((fact) => (
                <div key={fact.label} className="flex justify-between gap-4 border-b border-slate-100 py-2 last:border-0 tone-dark:border-white/10">
                  <dt className="font-semibold text-navy-900 tone-dark:text-white">{fact.label}</dt>
                  <dd className="text-right">{fact.value}</dd>
                </div>
              ))}
            </dl>
          ) : null}
        </aside>
      </div>
      <ActionRow actions={actions} className="mt-10" />
    </Section>
  );
}
