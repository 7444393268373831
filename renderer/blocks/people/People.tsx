import { useId } from 'react';
import type { PeopleBlock } from '../../../schema/generated/types';
import { ActionButton } from '../../ui/ActionButton';
import { Section, SectionHeading } from '../../ui/Section';

export function People({ id, eyebrow, title, intro, tone, contacts }: PeopleBlock) {
  const headingId = useId();
  return (
    <Section id={id} tone={tone} labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} />
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {contacts.map((person) => {
          const { phone } = person;
          return (
            <li key={person.name} className="rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm large-text:p-3">
              <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-navy-900 text-xl font-extrabold text-white" aria-hidden="true">
                {person.name
                  .split(' ')
                  .map((part) => part[0])
                  .join('')}
              </span>
              <h3 className="mt-4 text-lg font-bold text-navy-900">{person.name}</h3>
              <p className="text-slate-500">{person.role}</p>
              {person.region ? <p className="text-sm text-slate-500">{person.region}</p> : null}
              <div className="mt-5 grid gap-2">
                <ActionButton action={{ label: `Call ${phone.display}`, href: phone.href, icon: 'phone', style: 'industrial' }} size="sm" />
                <ActionButton action={{ label: `WhatsApp ${person.name.split(' ')[0]}`, href: person.whatsapp, icon: 'message-circle', style: 'outline' }} size="sm" className="text-emerald-700" />
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
