import { PageLink } from '../ui/PageLink';
import { ActionRow } from '../ui/ActionButton';
import type { NavLink } from '../../schema/generated/types';
import { ContactLines } from '../ui/ContactLines';
import { useShell, type ShellParts } from './shell-context';
import { Logo } from './Logo';
import { Icon } from '../ui/Icon';

const heading = 'mb-4 text-sm font-bold tracking-widest text-white uppercase';
// 24 px tall at least, so every footer link is a target a thumb can hit (WCAG 2.5.8).
const link = 'inline-flex min-h-6 items-center text-slate-300 hover:text-orange-300';

function LinkItems({ links }: { links: NavLink[] }) {
  return links.map((item) => (
    <li key={item.label}>
      <PageLink to={item.href} className={link}>
        {item.label}
      </PageLink>
    </li>
  ));
}

/** `banner` and `contact` carry the page's phones: the main line's unless the page is read abroad. */
export function Footer(phones: Partial<Pick<ShellParts['footer'], 'banner' | 'contact'>>) {
  const { company, footer } = useShell();
  const { columns, locationsTitle, legal, offices } = footer;
  const { banner = footer.banner, contact = footer.contact } = phones;
  return (
    <footer className="tone-dark bg-navy-950 text-slate-300">
      <div className="bg-orange-700">
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
        <p className="max-w-xl text-sm leading-relaxed text-slate-400">{company.tagline}</p>
      </div>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-[1fr_1fr_1.1fr_1.5fr_0.9fr] lg:px-8">
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <p className={heading}>{column.title}</p>
            <ul className="space-y-1 text-sm">
              <LinkItems links={column.links} />
            </ul>
          </nav>
        ))}
        <div>
          <p className={heading}>{contact.title}</p>
          <ContactLines lines={contact.lines} size="sm" />
        </div>
        <div>
          <p className={heading}>{locationsTitle}</p>
          <ul className="space-y-1 text-sm">
            {offices.map((office) => (
              <li key={office.id} className="flex min-h-6 items-center gap-2">
                <Icon name="map-pin" className="size-4 shrink-0 text-orange-400" />
                {office.href ? (
                  <PageLink to={office.href} className={link}>
                    {office.label}
                  </PageLink>
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
            © {company.copyrightYear} {company.name}. All rights reserved.
          </p>
          <ul className="flex flex-wrap gap-x-6 gap-y-2">
            <LinkItems links={legal} />
            <li>
              {/* Heard by the boot script (src/consent/consent-storage.ts), so it answers before the footer hydrates. */}
              <button type="button" data-delegated="cookie-settings" className={`${link} underline-offset-4 hover:underline`}>
                Cookie Settings
              </button>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}
