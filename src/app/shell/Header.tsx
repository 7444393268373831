import { useEffect, useId, useReducer, useRef, useState, type RefObject } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { ActionButton } from '../../../renderer/ui/ActionButton';
import { header } from '../site';
import { keepFocusInside } from './keep-focus-inside';
import { Logo } from './Logo';
import { closedMenu, nextMenuState, type ServicesMenuEvent } from './services-menu';
import { Icon } from '../../../renderer/ui/Icon';

const { services, links, call, quote } = header;

// Menu timings from the spec: a submenu opens after 100 ms and forgives the pointer for 300 ms.
const OPEN_DELAY_MS = 100;
const CLOSE_GRACE_MS = 300;

function ServicesMenu() {
  const [{ open }, dispatch] = useReducer(nextMenuState, closedMenu);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const now = (event: ServicesMenuEvent) => {
    clearTimeout(timer.current);
    dispatch(event);
  };
  const later = (event: ServicesMenuEvent, ms: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => dispatch(event), ms);
  };
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focusWasInside = root.current?.contains(document.activeElement);
      now('dismissed');
      if (focusWasInside) button.current?.focus();
    };
    const onClick = (event: MouseEvent) => root.current && !root.current.contains(event.target as Node) && now('dismissed');
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [open]);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <div
      ref={root}
      className="relative"
      onMouseEnter={() => later('pointer-rested', OPEN_DELAY_MS)}
      onMouseLeave={() => later('pointer-left', CLOSE_GRACE_MS)}
      onBlur={(event) => open && !event.currentTarget.contains(event.relatedTarget) && now('dismissed')}
    >
      <button
        ref={button}
        type="button"
        className="flex items-center gap-1 rounded-md px-2 py-2 text-[0.95rem] font-semibold text-slate-700 hover:text-orange-700"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => now('button-pressed')}
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
                    <Link to={link.href} onClick={() => now('dismissed')} className="block rounded-lg px-3 py-2 hover:bg-slate-50">
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

/**
 * The menu on phones, tablets and small laptops: a modal <dialog>, so it sits in the top layer over the whole
 * screen whatever its ancestors' styles, and the page behind it is inert (styles.css also stops it scrolling).
 */
function Drawer({ opener, onClose }: { opener: RefObject<HTMLButtonElement | null>; onClose: () => void }) {
  const [servicesOpen, setServicesOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const groupId = useId();
  useEffect(() => {
    const element = dialog.current;
    const returnTo = opener.current;
    if (element && !element.open) element.showModal();
    return () => {
      element?.close();
      returnTo?.focus({ preventScroll: true });
    };
  }, [opener]);
  return (
    <dialog
      ref={dialog}
      aria-label="Menu"
      onClose={onClose}
      onKeyDown={keepFocusInside}
      // A click on the dimmed page beside the panel lands on the dialog itself: the panel fills it.
      onClick={(event) => event.target === event.currentTarget && onClose()}
      className="m-0 ml-auto h-dvh max-h-none w-[min(22rem,88vw)] max-w-none overflow-y-auto overscroll-contain bg-white p-0 shadow-2xl backdrop:bg-navy-950/60"
    >
      <div className="flex min-h-full flex-col">
        <div className="sticky top-0 z-10 flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3">
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
                      <Link to={link.href} onClick={onClose} className="block rounded-md px-3 py-2.5 text-slate-700 hover:bg-slate-50">
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
    </dialog>
  );
}

export function Header() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { pathname, hash } = useLocation();
  useEffect(() => setDrawerOpen(false), [pathname, hash]);
  return (
    <>
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-18 max-w-7xl items-center justify-between gap-2 px-3 min-[360px]:px-4 sm:gap-4 sm:px-6 lg:px-8">
          <Logo />
          {/* The full menu needs about 1,200 px; below that the drawer holds it (docs/decisions.md). */}
          <nav aria-label="Main" className="hidden items-center gap-1 xl:flex">
            <ServicesMenu />
            {links.map((link) => {
              // A link to a section of a page (/#roi) is not the page itself, so only page links may be marked current.
              const PageLink = link.href.includes('#') ? Link : NavLink;
              return (
                <PageLink key={link.href} to={link.href} className="rounded-md px-2 py-2 text-[0.95rem] font-semibold whitespace-nowrap text-slate-700 hover:text-orange-700">
                  {link.label}
                </PageLink>
              );
            })}
          </nav>
          <div className="flex shrink-0 items-center gap-1 min-[360px]:gap-2">
            <a
              href={call.href}
              aria-label={`Call ${call.label}`}
              className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md border-2 border-slate-200 px-2.5 font-semibold whitespace-nowrap text-navy-900 hover:border-orange-500"
            >
              <Icon name="phone" className="size-5 text-orange-600" />
              <span className="hidden md:inline xl:hidden">{call.label}</span>
            </a>
            <span className="hidden sm:block">
              <ActionButton action={quote} size="sm" />
            </span>
            <button ref={menuButton} type="button" className="rounded-md p-2 text-navy-900 hover:bg-slate-100 xl:hidden" aria-label="Open menu" aria-expanded={drawerOpen} onClick={() => setDrawerOpen(true)}>
              <Icon name="menu" className="size-7" />
            </button>
          </div>
        </div>
      </header>
      {drawerOpen ? <Drawer opener={menuButton} onClose={() => setDrawerOpen(false)} /> : null}
    </>
  );
}
