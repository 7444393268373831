import { useId } from 'react';
import type { PeopleBlock } from '../../../schema/generated/types';
import { buttonStyles } from '../../ui/ActionButton';
import { Section, SectionHeading } from '../../ui/Section';
import { Icon } from '../../ui/Icon';

export function People({ id, eyebrow, title, intro, tone, contacts }: PeopleBlock) {
  const headingId = useId();
  return (
    <Section id={id} tone={tone} labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} />
      <ul className="grid gap-6 md:grid-cols-3">
        {contacts.map((person) => {
          const { phone } = person;
          return (
            <li key={person.name} className="rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm">
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
                <a href={phone.href} className={`${buttonStyles.industrial} min-h-11 px-4 py-2`}>
                  <Icon name="phone" className="size-4" /> Call {phone.display}
                </a>
                <a href={person.whatsapp} target="_blank" rel="noopener noreferrer" className={`${buttonStyles.outline} min-h-11 px-4 py-2 text-emerald-700`}>
                  <Icon name="message-circle" className="size-4" /> WhatsApp {person.name.split(' ')[0]}
                </a>
              </div>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
