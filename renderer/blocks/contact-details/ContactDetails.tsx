import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useId } from 'react';
import type { ContactDetailsBlock } from '../../../schema/generated/types';
import { business } from '../../../src/site';
import { telUrl } from '../../../src/contact-links';
import { Icon } from '../../ui/Icon';
import { Section, SectionHeading } from '../../ui/Section';

const row = 'flex gap-4';
const icon = 'mt-1 size-5 shrink-0 text-orange-600';

export function ContactDetails({ id, eyebrow, title, tone = 'muted', phones, emails = [], hours, showServiceAreas = true, receive }: ContactDetailsBlock) {
  const headingId = useId();
  const openingHours = hours ? business.hours[hours] : undefined;
  return (
    <Section id={id} tone={tone} labelledBy={headingId}>
      <div className={`grid gap-10 ${receive ? 'lg:grid-cols-2' : 'mx-auto max-w-2xl'}`}>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <SectionHeading id={headingId} eyebrow={eyebrow} title={title} align="left" />
          <ul className="-mt-4 space-y-6">
            {phones.map((name) => {
              const phone = business.phones[name]!;
              return (
                <li key={name} className={row}>
                  <Phone className={icon} aria-hidden="true" />
                  <span>
                    <span className="block text-sm text-slate-500">{phone.label}</span>
                    <a href={telUrl(phone)} className="text-lg font-bold text-navy-900 hover:text-orange-700">
                      {phone.display}
                    </a>
                  </span>
                </li>
              );
            })}
            {emails.map((name) => {
              const email = business.emails[name]!;
              return (
                <li key={name} className={row}>
                  <Mail className={icon} aria-hidden="true" />
                  <span>
                    <span className="block text-sm text-slate-500">{email.label}</span>
                    <a href={`mailto:${email.display}`} className="font-bold break-all text-navy-900 hover:text-orange-700">
                      {email.display}
                    </a>
                  </span>
                </li>
              );
            })}
            {openingHours ? (
              <li className={row}>
                <Clock className={icon} aria-hidden="true" />
                <span>
                  <span className="block text-sm text-slate-500">{openingHours.label}</span>
                  {openingHours.lines.map((line) => (
                    <span key={line.days} className="block font-semibold text-navy-900">
                      {line.days}: {line.hours}
                    </span>
                  ))}
                </span>
              </li>
            ) : null}
            {showServiceAreas ? (
              <li className={row}>
                <MapPin className={icon} aria-hidden="true" />
                <span>
                  <span className="block text-sm text-slate-500">Service areas</span>
                  <span className="block font-semibold text-navy-900">{business.serviceAreas.display}</span>
                </span>
              </li>
            ) : null}
          </ul>
        </div>
        {receive ? (
          <div>
            <h3 className="text-2xl font-extrabold text-navy-900">{receive.title}</h3>
            <ul className="mt-6 space-y-5">
              {receive.items.map((item) => (
                <li key={item.title} className="flex gap-4">
                  <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg bg-orange-100 text-orange-700">
                    <Icon name={item.icon ?? 'check-circle'} className="size-5" />
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
