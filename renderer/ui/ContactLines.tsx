import type { ReactNode } from 'react';
import { telUrl } from '../../src/content/contact-links';
import { business } from '../../src/app/site';
import { Icon } from './Icon';
import type { SpriteIconName } from './icon-set';

interface ContactLinesProps {
  /** Names of phones, e-mail addresses and opening hours in site/business.yaml. */
  phones: string[];
  emails?: string[];
  hours?: string;
  serviceAreas?: boolean;
  size?: 'md' | 'sm';
}

const sizes = {
  md: { list: 'space-y-6', icon: 'mt-1 size-5', value: 'text-lg font-bold' },
  sm: { list: 'space-y-3 text-sm', icon: 'mt-0.5 size-4', value: 'font-semibold' },
};

/** The business's phones, e-mail, hours and service areas, each labelled: the contact card and the footer share it. */
export function ContactLines({ phones, emails = [], hours, serviceAreas = false, size = 'md' }: ContactLinesProps) {
  const look = sizes[size];
  const line = (key: string, glyph: SpriteIconName, label: string, value: ReactNode) => (
    <li key={key} className="flex gap-3">
      <Icon name={glyph} className={`${look.icon} shrink-0 text-orange-600 tone-dark:text-orange-400`} />
      <span>
        <span className="block text-slate-500 tone-dark:text-slate-400">{label}</span>
        {value}
      </span>
    </li>
  );
  const valueLink = `${look.value} text-navy-900 hover:text-orange-700 tone-dark:text-white tone-dark:hover:text-orange-300`;
  const openingHours = hours ? business.hours[hours] : undefined;
  return (
    <ul className={look.list}>
      {phones.map((name) => {
        const phone = business.phones[name]!;
        return line(`phone-${name}`, 'phone', phone.label, <a href={telUrl(phone)} className={valueLink}>{phone.display}</a>);
      })}
      {emails.map((name) => {
        const email = business.emails[name]!;
        return line(`email-${name}`, 'mail', email.label, <a href={`mailto:${email.display}`} className={`${valueLink} break-all`}>{email.display}</a>);
      })}
      {openingHours
        ? line(
            'hours',
            'clock',
            openingHours.label,
            openingHours.lines.map((entry) => (
              <span key={entry.days} className={`block ${look.value} text-navy-900 tone-dark:text-slate-200`}>
                {entry.days}: {entry.hours}
              </span>
            )),
          )
        : null}
      {serviceAreas ? line('areas', 'map-pin', 'Service areas', <span className={`block ${look.value} text-navy-900 tone-dark:text-slate-200`}>{business.serviceAreas.display}</span>) : null}
    </ul>
  );
}
