import type { ReactNode } from 'react';
import { EmailAddress } from './EmailAddress';
import type { ContactLines as Lines } from '../../schema/generated/types';
import { Icon } from './Icon';
import type { SpriteIconName } from './icon-set';

const sizes = {
  md: { list: 'space-y-6', icon: 'mt-1 size-5', value: 'text-lg font-bold fits-line' },
  sm: { list: 'space-y-3 text-sm', icon: 'mt-0.5 size-4', value: 'font-semibold' },
};

/** The business's phones, e-mail, hours and service areas, each labelled: the contact card and the footer share it. */
export function ContactLines({ lines, size = 'md' }: { lines: Lines; size?: keyof typeof sizes }) {
  const look = sizes[size];
  const line = (key: string, glyph: SpriteIconName, label: string, value: ReactNode) => (
    <li key={key} className="flex gap-3">
      <Icon name={glyph} className={`${look.icon} shrink-0 large-text:hidden text-orange-600 tone-dark:text-orange-400`} />
      <span>
        <span className="block text-slate-500 tone-dark:text-slate-400">{label}</span>
        {value}
      </span>
    </li>
  );
  const valueLink = `${look.value} text-navy-900 hover:text-orange-700 tone-dark:text-white tone-dark:hover:text-orange-300`;
  const { hours } = lines;
  return (
    <ul className={look.list}>
      {lines.phones.map((phone) => line(`phone-${phone.href}`, 'phone', phone.label, <a href={phone.href} className={valueLink}>{phone.display}</a>))}
      {lines.emails.map((email) => line(`email-${email.href}`, 'mail', email.label, <a href={email.href} className={`${valueLink} wrap-break-word`}><EmailAddress address={email.display} /></a>))}
      {hours
        ? line(
            'hours',
            'clock',
            hours.label,
            hours.lines.map((entry) => (
              <span key={entry.days} className={`block ${look.value} text-navy-900 tone-dark:text-slate-200`}>
                {entry.days}: {entry.hours}
              </span>
            )),
          )
        : null}
      {lines.serviceAreas ? line('areas', 'map-pin', 'Service areas', <span className={`block ${look.value} text-navy-900 tone-dark:text-slate-200`}>{lines.serviceAreas}</span>) : null}
    </ul>
  );
}
