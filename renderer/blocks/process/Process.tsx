import { useId } from 'react';
import type { ProcessBlock } from '../../../schema/generated/types';
import { ActionRow } from '../../ui/ActionButton';
import { Html } from '../../ui/Html';
import { Section, SectionHeading } from '../../ui/Section';

// Rows of equal length: six steps as two rows of three, seven or eight as rows of four.
const desktopColumns: Record<number, string> = { 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4', 5: 'lg:grid-cols-5', 6: 'lg:grid-cols-3' };
const columns = (count: number) => desktopColumns[count] ?? 'lg:grid-cols-4';

export function Process({ id, eyebrow, title, intro, tone, steps, actions }: ProcessBlock) {
  const headingId = useId();
  return (
    <Section id={id} tone={tone} labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} />
      <ol className={`grid gap-8 md:grid-cols-2 ${columns(steps.length)}`}>
        {steps.map((step, index) => (
          <li key={step.title} className="relative">
            <div className="flex items-center gap-4">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-navy-900 text-lg font-extrabold text-white ring-4 ring-orange-500/30 tone-dark:bg-orange-500">
                <span className="sr-only">Step </span>
                {index + 1}
              </span>
              <span className="hidden h-px flex-1 bg-slate-300 lg:block tone-dark:bg-white/15" aria-hidden="true" />
            </div>
            <h3 className="mt-5 text-lg font-bold text-navy-900 tone-dark:text-white">{step.title}</h3>
            <Html as="p" html={step.text} className="rich-text mt-2 leading-relaxed" />
          </li>
        ))}
      </ol>
      <ActionRow actions={actions} className="mt-12 justify-center" />
    </Section>
  );
}
