import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { ActionButton } from '../../renderer/ui/ActionButton';
import { navigation } from '../site';
import { Logo } from './Logo';
import { Icon } from '../../renderer/ui/Icon';

const { services, links, call, quote } = navigation.header;

// Menu timings from the spec: a submenu opens after 100 ms and forgives the pointer for 300 ms.
const OPEN_DELAY_MS = 100;
const CLOSE_GRACE_MS = 300;

function ServicesMenu() {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const later = (next: boolean, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(next), ms);
  };
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onClick = (event: MouseEvent) => root.current && !root.current.contains(event.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <div ref={root} className="relative" onMouseEnter={() => later(true, OPEN_DELAY_MS)} onMouseLeave={() => later(false, CLOSE_GRACE_MS)}>
      <button
        type="button"
        className="flex items-center gap-1 rounded-md px-2.5 py-2 text-[0.95rem] font-semibold text-slate-700 hover:text-orange-700 focus-visible:outline-3 focus-visible:outline-orange-400"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          clearTimeout(timer.current);
          setOpen(!open);
        }}
      >
        {services.label}
        <Icon name="chevron-down" className={`size-4 transition ${open ? 'rotate-180' : ''}`} />
      </button>
      <div id={panelId} hidden={!open} className="absolute top-full left-0 z-50 mt-2 w-[44rem] rounded-xl border border-slate-200 bg-white p-6 shadow-xl">
        <div className="grid grid-cols-2 gap-8">
          {services.groups.map((group) => (
            <div key={group.title}>
              <p className="mb-3 text-xs font-bold tracking-widest text-orange-700 uppercase">{group.title}</p>
              <ul className="space-y-1">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href} onClick={() => setOpen(false)} className="block rounded-lg px-3 py-2 hover:bg-slate-50">
                      <span className="block font-semibold text-navy-900">{link.label}</span>
                      {link.description ? <span className="block text-sm text-slate-500">{link.description}</span> : null}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

function Drawer({ onClose }: { onClose: () => void }) {
  const [servicesOpen, setServicesOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const groupId = useId();
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    panel.current?.querySelector<HTMLElement>('button, a')?.focus();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = '';
      previous?.focus();
    };
  }, [onClose]);
  return (
    <div className="fixed inset-0 z-50 lg:hidden">
      <div className="absolute inset-0 bg-navy-950/60" onClick={onClose} aria-hidden="true" />
      <div ref={panel} role="dialog" aria-modal="true" aria-label="Menu" className="absolute inset-y-0 right-0 flex w-[min(22rem,88vw)] flex-col overflow-y-auto bg-white shadow-2xl">
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          <span className="font-bold text-navy-900">Menu</span>
          <button type="button" onClick={onClose} className="rounded-md p-2 text-slate-700 hover:bg-slate-100" aria-label="Close menu">
            <Icon name="x" className="size-6" />
          </button>
        </div>
        <nav aria-label="Mobile" className="flex-1 px-2 py-4">
          <button
            type="button"
            className="flex w-full items-center justify-between rounded-md px-3 py-3 text-left font-semibold text-navy-900 hover:bg-slate-50"
            aria-expanded={servicesOpen}
            aria-controls={groupId}
            onClick={() => setServicesOpen(!servicesOpen)}
          >
            {services.label}
            <Icon name="chevron-down" className={`size-5 transition ${servicesOpen ? 'rotate-180' : ''}`} />
          </button>
          <div id={groupId} hidden={!servicesOpen} className="pb-2 pl-3">
            {services.groups.map((group) => (
              <div key={group.title} className="mt-2">
                <p className="px-3 py-1 text-xs font-bold tracking-widest text-orange-700 uppercase">{group.title}</p>
                <ul>
                  {group.links.map((link) => (
                    <li key={link.href}>
                      <Link to={link.href} onClick={onClose} className="block rounded-md px-3 py-2 text-slate-700 hover:bg-slate-50">
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <Link to={link.href} onClick={onClose} className="block rounded-md px-3 py-3 font-semibold text-navy-900 hover:bg-slate-50">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="grid gap-3 border-t border-slate-200 p-4">
          <ActionButton action={{ ...call, style: 'industrial' }} />
          <ActionButton action={quote} />
        </div>
      </div>
    </div>
  );
}

export function Header() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { pathname, hash } = useLocation();
  useEffect(() => setDrawerOpen(false), [pathname, hash]);
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          <ServicesMenu />
          {links.map((link) => (
            <NavLink key={link.href} to={link.href} className="rounded-md px-2.5 py-2 text-[0.95rem] font-semibold whitespace-nowrap text-slate-700 hover:text-orange-700">
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="flex shrink-0 items-center gap-2">
          <a
            href={call.href}
            aria-label={`Call ${call.label}`}
            className="inline-flex min-h-11 items-center gap-2 rounded-md border-2 border-slate-200 px-3 font-semibold whitespace-nowrap text-navy-900 hover:border-orange-500 focus-visible:outline-3 focus-visible:outline-orange-400"
          >
            <Icon name="phone" className="size-5 text-orange-600" />
            <span className="hidden 2xl:inline">{call.label}</span>
          </a>
          <span className="hidden sm:block">
            <ActionButton action={quote} size="sm" />
          </span>
          <button type="button" className="rounded-md p-2 text-navy-900 hover:bg-slate-100 lg:hidden" aria-label="Open menu" aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
            <Icon name="menu" className="size-7" />
          </button>
        </div>
      </div>
      {drawerOpen ? <Drawer onClose={() => setDrawerOpen(false)} /> : null}
    </header>
  );
}
