import { useId } from 'react';
import type { ContactDetailsBlock } from '../../../schema/generated/types';
import { ContactLines } from '../../ui/ContactLines';
import { Icon } from '../../ui/Icon';
import { Section, SectionHeading } from '../../ui/Section';

export function ContactDetails({ id, eyebrow, title, tone, lines, receive }: ContactDetailsBlock) {
  const headingId = useId();
  return (
    <Section id={id} tone={tone} labelledBy={headingId}>
      <div className={`grid gap-10 ${receive ? 'lg:grid-cols-2' : 'mx-auto max-w-2xl'}`}>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <SectionHeading id={headingId} eyebrow={eyebrow} title={title} align="left" />
          <div className="-mt-4">
            <ContactLines lines={lines} />
          </div>
        </div>
        {receive ? (
          <div>
            <h3 className="text-2xl font-extrabold text-navy-900">{receive.title}</h3>
            <ul className="mt-6 space-y-5">
              {receive.items.map((item) => (
                <li key={item.title} className="flex gap-4">
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-orange-100 text-orange-700">
                    <Icon name={item.icon} className="size-5" />
                  </span>
                  <span>
                    <span className="block font-bold text-navy-900">{item.title}</span>
                    {item.text ? <span className="block text-slate-600">{item.text}</span> : null}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </Section>
  );
}
