import { useId } from 'react';
import type { ProseBlock } from '../../../schema/generated/types';
import { Html } from '../../ui/Html';
import { Section, SectionHeading } from '../../ui/Section';
import { Icon } from '../../ui/Icon';

export function Prose({ id, eyebrow, title, tone, body, aside }: ProseBlock) {
  const headingId = useId();
  return (
    <Section id={id} tone={tone} labelledBy={title ? headingId : undefined}>
      <div className={`grid gap-12 ${aside ? 'lg:grid-cols-[2fr_1fr]' : 'mx-auto max-w-3xl'}`}>
        <div>
          <SectionHeading id={headingId} eyebrow={eyebrow} title={title} align="left" />
          <Html html={body} className="rich-text prose-body text-lg leading-relaxed" />
        </div>
        {aside ? (
          <aside className="self-start rounded-xl border border-slate-200 bg-slate-50 p-6 tone-dark:border-white/10 tone-dark:bg-navy-800">
            <h3 className="text-lg font-bold text-navy-900 tone-dark:text-white">{aside.title}</h3>
            <ul className="mt-4 space-y-3">
              {aside.items.map((item) => (
                <li key={item} className="flex gap-3">
                  <Icon name="check-circle" className="mt-0.5 size-5 shrink-0 text-orange-600" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </aside>
        ) : null}
      </div>
    </Section>
  );
}
