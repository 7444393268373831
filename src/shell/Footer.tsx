import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ActionRow } from '../../renderer/ui/ActionButton';
import { telUrl } from '../contact-links';
import { business, navigation } from '../site';
import { Logo } from './Logo';

const { banner, columns, contact, locationsTitle, legal } = navigation.footer;

const heading = 'mb-4 text-sm font-bold tracking-widest text-white uppercase';
const link = 'text-slate-300 hover:text-orange-300';

export function Footer() {
  const hours = business.hours[contact.hours]!;
  return (
    <footer className="tone-dark bg-navy-950 text-slate-300">
      <div className="bg-orange-600">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-10 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
          <div>
            <p className="text-2xl font-extrabold text-white">{banner.title}</p>
            <p className="mt-2 text-orange-50">{banner.text}</p>
          </div>
          <ActionRow actions={banner.actions.map((action) => ({ ...action, style: action.style === 'cta' ? 'industrial' : action.style }))} className="text-white" />
        </div>
      </div>
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 pt-14 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
        <Logo onDark />
        <p className="max-w-xl text-sm leading-relaxed text-slate-400">{business.company.tagline}</p>
      </div>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1fr_1fr_1.1fr_1.5fr_0.9fr] lg:px-8">
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <p className={heading}>{column.title}</p>
            <ul className="space-y-2 text-sm">
              {column.links.map((item) => (
                <li key={item.label}>
                  <Link to={item.href} className={link}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <p className={heading}>{contact.title}</p>
          <ul className="space-y-3 text-sm">
            {contact.phones.map((name) => {
              const phone = business.phones[name]!;
              return (
                <li key={name} className="flex gap-2">
                  <Phone className="mt-0.5 size-4 shrink-0 text-orange-400" aria-hidden="true" />
                  <span>
                    <span className="block text-slate-400">{phone.label}</span>
                    <a href={telUrl(phone)} className={`${link} font-semibold`}>
                      {phone.display}
                    </a>
                  </span>
                </li>
              );
            })}
            {contact.emails.map((name) => {
              const email = business.emails[name]!;
              return (
                <li key={name} className="flex gap-2">
                  <Mail className="mt-0.5 size-4 shrink-0 text-orange-400" aria-hidden="true" />
                  <a href={`mailto:${email.display}`} className={`${link} break-all`}>
                    {email.display}
                  </a>
                </li>
              );
            })}
            <li className="flex gap-2">
              <Clock className="mt-0.5 size-4 shrink-0 text-orange-400" aria-hidden="true" />
              <span>
                {hours.lines.map((line) => (
                  <span key={line.days} className="block">
                    {line.days}: {line.hours}
                  </span>
                ))}
              </span>
            </li>
          </ul>
        </div>
        <div>
          <p className={heading}>{locationsTitle}</p>
          <ul className="space-y-2 text-sm">
            {business.offices.map((office) => (
              <li key={office.id} className="flex gap-2">
                <MapPin className="mt-0.5 size-4 shrink-0 text-orange-400" aria-hidden="true" />
                {office.href ? (
                  <Link to={office.href} className={link}>
                    {office.label}
                  </Link>
                ) : (
                  <span>{office.label}</span>
                )}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-slate-400 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p>
            © {business.company.copyrightYear} {business.company.name}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            {legal.map((item) => (
              <li key={item.label}>
                <Link to={item.href} className={link}>
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
