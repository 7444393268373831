import { useId } from 'react';
import type { TestimonialsBlock } from '../../../schema/generated/types';
import { Section, SectionHeading } from '../../ui/Section';
import { Icon } from '../../ui/Icon';

export function Testimonials({ id, eyebrow, title, intro, tone, items }: TestimonialsBlock) {
  const headingId = useId();
  return (
    <Section id={id} tone={tone} labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} />
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.name}>
            <figure className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm tone-dark:border-white/10 tone-dark:bg-navy-800">
              <p className="flex text-amber-500" role="img" aria-label={`${item.rating} out of 5 stars`}>
                {Array.from({ length: item.rating }, (_, n) => (
                  <Icon key={n} name="star" className="size-5 fill-current" />
                ))}
              </p>
              <blockquote className="mt-4 flex-1 text-lg leading-relaxed text-navy-900 tone-dark:text-slate-100">“{item.quote}”</blockquote>
              <figcaption className="mt-6 border-t border-slate-100 pt-4 text-sm tone-dark:border-white/10">
                <span className="block font-bold text-navy-900 tone-dark:text-white">{item.name}</span>
                <span className="block text-slate-500 tone-dark:text-slate-400">
                  {item.role}
                  {item.company ? `, ${item.company}` : ''}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
