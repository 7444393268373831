import { useId, type KeyboardEvent } from 'react';
import type { FaqBlock } from '../../../schema/generated/types';
import { Html } from '../../ui/Html';
import { Section, SectionHeading } from '../../ui/Section';
import { accordionKeyTarget } from './accordion-keys';
import { Icon } from '../../ui/Icon';

function moveBetweenQuestions(event: KeyboardEvent<HTMLDivElement>) {
  const headers = [...event.currentTarget.querySelectorAll<HTMLElement>(':scope > details > summary')];
  const index = headers.indexOf(event.target as HTMLElement);
  if (index < 0) return;
  const target = accordionKeyTarget(event.key, index, headers.length);
  if (target === undefined) return;
  event.preventDefault();
  headers[target]?.focus();
}

/** Native details elements sharing a name: one answer open at a time, readable with JavaScript off. */
export function Faq({ id, eyebrow, title, intro, tone, items }: FaqBlock) {
  const headingId = useId();
  const group = `faq-${id ?? headingId}`;
  return (
    <Section id={id} tone={tone} labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} />
      <div onKeyDown={moveBetweenQuestions} className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
        {items.map((item) => (
          <details key={item.question} name={group} className="group">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-navy-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              <h3 className="text-base sm:text-lg">{item.question}</h3>
              <Icon name="chevron-down" className="size-5 shrink-0 text-orange-600 transition group-open:rotate-180" />
            </summary>
            <Html html={item.answer} className="rich-text px-5 pb-5 leading-relaxed text-slate-700" />
          </details>
        ))}
      </div>
    </Section>
  );
}
