import { useEffect, useId, useReducer, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { PageLink } from '../ui/PageLink';
import { ActionButton } from '../ui/ActionButton';
import { useShell, type ShellParts } from './shell-context';
import { keepFocusInside } from './keep-focus-inside';
import { Logo } from './Logo';
import { closedMenu, nextMenuState, type ServicesMenuEvent } from './services-menu';
import { Icon } from '../ui/Icon';


type Call = ShellParts['header']['call'];

// A menu item of the full header menu: smaller between 1024 and 1280 px, where the menu must fit beside the logo's mark.
const MENU_ITEM = 'rounded-md px-1.5 py-2 text-sm font-semibold text-slate-700 hover:text-orange-700 xl:px-2 xl:text-[0.95rem]';

// Menu timings from the spec: a submenu opens after 100 ms and forgives the pointer for 300 ms.
const OPEN_DELAY_MS = 100;
const CLOSE_GRACE_MS = 300;

/**
 * The desktop Services menu: a popover the button opens with no script (popovertarget), so it works from first paint
 * and without JavaScript, and the browser closes it on Escape or a click elsewhere. Once hydrated, the pointer opens
 * it on a pause and closes it after a grace period (services-menu.ts), and a press pins it open.
 */
function ServicesMenu() {
  const { services } = useShell().header;
  const [{ open }, dispatch] = useReducer(nextMenuState, closedMenu);
  const [hydrated, setHydrated] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
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
    setHydrated(true);
    const element = panel.current;
    // Opened by a press before the app took over: it stays open, as if pressed now.
    if (element?.matches(':popover-open')) dispatch('button-pressed');
    // Escape or a click elsewhere closed it (toggle does not bubble, so it is heard on the panel itself).
    const onToggle = (event: Event) => (event as ToggleEvent).newState === 'closed' && dispatch('dismissed');
    element?.addEventListener('toggle', onToggle);
    return () => {
      clearTimeout(timer.current);
      element?.removeEventListener('toggle', onToggle);
    };
  }, []);
  useEffect(() => {
    const element = panel.current;
    if (!element?.showPopover || element.matches(':popover-open') === open) return;
    // The button as its source: a press on it is not a click outside that would close the menu first.
    if (open) element.showPopover({ source: button.current ?? undefined });
    else element.hidePopover();
  }, [open]);
  return (
    <div
      className="relative"
      onMouseEnter={() => later('pointer-rested', OPEN_DELAY_MS)}
      onMouseLeave={() => later('pointer-left', CLOSE_GRACE_MS)}
      onBlur={(event) => open && !event.currentTarget.contains(event.relatedTarget) && now('dismissed')}
      // Focus goes back to the button before the browser closes the menu: closing it with focus inside returns focus to
      // wherever it was when the menu opened, which for a menu the pointer opened is the page itself.
      onKeyDown={(event) => event.key === 'Escape' && open && button.current?.focus()}
    >
      <button
        ref={button}
        type="button"
        popoverTarget={panelId}
        className={`flex items-center gap-1 ${MENU_ITEM} [anchor-name:--services-menu]`}
        // Before hydration the browser states whether the popover is open; after, the menu's own state does.
        aria-expanded={hydrated ? open : undefined}
        onClick={(event) => {
          event.preventDefault();
          now('button-pressed');
        }}
      >
        {services.label}
        <Icon name="chevron-down" className={`size-4 transition ${open ? 'rotate-180' : ''}`} />
      </button>
      <div
        ref={panel}
        id={panelId}
        popover="auto"
        className="services-menu w-[44rem] rounded-xl border border-slate-200 bg-white p-6 text-navy-900 shadow-xl"
      >
        <div className="grid grid-cols-2 gap-8">
          {services.groups.map((group) => (
            <div key={group.title}>
              <p className="mb-3 text-xs font-bold tracking-widest text-orange-700 uppercase">{group.title}</p>
              <ul className="space-y-1">
                {group.links.map((link) => (
                  <li key={link.href}>
                    <PageLink to={link.href} onClick={() => now('dismissed')} className="block rounded-lg px-3 py-2 hover:bg-slate-50">
                      <span className="block font-semibold text-navy-900">{link.label}</span>
                      {link.description ? <span className="block text-sm text-slate-500">{link.description}</span> : null}
                    </PageLink>
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

/** The drawer's id: the menu button opens it by name, with no script (commandfor). */
const DRAWER_ID = 'site-menu';

/** Buttons whose command the browser carries out itself; older browsers get it from the click handler once hydrated. */
const nativeCommands = () => typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype;

/**
 * The menu on phones, tablets and small laptops: a modal <dialog> in every page's HTML, so the menu button opens it
 * from first paint and without JavaScript (commandfor/command), a tap beside it or Escape closes it (closedby), and
 * Services folds with <details>. In the top layer it covers the screen whatever its ancestors' styles; the page
 * behind it is inert (styles.css also stops it scrolling); closing returns focus to the menu button.
 */
function Drawer({ dialog, call }: { dialog: RefObject<HTMLDialogElement | null>; call: Call }) {
  const { services, links, quote } = useShell().header;
  const close = () => dialog.current?.close();
  return (
    <dialog
      ref={dialog}
      id={DRAWER_ID}
      aria-label="Menu"
      closedby="any"
      onKeyDown={keepFocusInside}
      // Where closedby is not known: a click on the dimmed page beside the panel lands on the dialog itself.
      onClick={(event) => event.target === event.currentTarget && close()}
      className="m-0 ml-auto h-dvh max-h-none w-[min(22rem,88vw)] max-w-none overflow-y-auto overscroll-contain bg-white p-0 shadow-2xl backdrop:bg-navy-950/60"
    >
      <div className="flex min-h-full flex-col">
        <div className="sticky top-0 z-10 flex items-center justify-between border-b border-slate-200 bg-white px-4 py-3">
          <span className="font-bold text-navy-900">Menu</span>
          <button
            type="button"
            commandfor={DRAWER_ID}
            command="close"
            onClick={() => nativeCommands() || close()}
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100"
            aria-label="Close menu"
          >
            <Icon name="x" className="size-6" />
          </button>
        </div>
        <nav aria-label="Mobile" className="flex-1 px-2 py-4">
          <details className="group">
            <summary className="flex w-full cursor-pointer list-none items-center justify-between rounded-md px-3 py-3 text-left font-semibold text-navy-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden">
              {services.label}
              <Icon name="chevron-down" className="size-5 transition group-open:rotate-180" />
            </summary>
            <div className="pb-2 pl-3">
              {services.groups.map((group) => (
                <div key={group.title} className="mt-2">
                  <p className="px-3 py-1 text-xs font-bold tracking-widest text-orange-700 uppercase">{group.title}</p>
                  <ul>
                    {group.links.map((link) => (
                      <li key={link.href}>
                        <PageLink to={link.href} onClick={close} className="block rounded-md px-3 py-2.5 text-slate-700 hover:bg-slate-50">
                          {link.label}
                        </PageLink>
                      </li>
                    ))}
                  </ul>
                </div>
              ))}
            </div>
          </details>
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <PageLink to={link.href} onClick={close} className="block rounded-md px-3 py-3 font-semibold text-navy-900 hover:bg-slate-50">
                  {link.label}
                </PageLink>
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

/**
 * Closes the drawer on a navigation only: a drawer opened before hydration stays open when the app takes over. A
 * component of its own, so that a page change draws it again and not the whole header.
 */
function CloseOnNavigate({ drawer }: { drawer: RefObject<HTMLDialogElement | null> }) {
  const { key } = useLocation();
  const shownFor = useRef(key);
  useEffect(() => {
    if (shownFor.current === key) return;
    shownFor.current = key;
    drawer.current?.close();
  }, [key, drawer]);
  return null;
}

/** `call`: the line the header and menu offer, the main one unless the page is read abroad. */
export function Header({ call: pageCall }: { call?: Call }) {
  const { links, quote, call: mainCall } = useShell().header;
  const call = pageCall ?? mainCall;
  const drawer = useRef<HTMLDialogElement>(null);
  return (
    <>
      <CloseOnNavigate drawer={drawer} />
      <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="@container mx-auto flex h-18 max-w-7xl items-center justify-between gap-2 px-3 min-[360px]:px-4 sm:gap-4 sm:px-6 lg:px-8">
          <Logo inHeader />
          {/* From 1024 px the full menu, compact until 1280 px; below that the drawer holds it (docs/decisions.md). */}
          <nav aria-label="Main" className="hidden items-center lg:flex xl:gap-1">
            <ServicesMenu />
            {links.map((link) => (
              <PageLink key={link.href} to={link.href} marksCurrent className={`whitespace-nowrap ${MENU_ITEM}`}>
                {link.label}
              </PageLink>
            ))}
          </nav>
          <div className="flex shrink-0 items-center gap-1 min-[360px]:gap-2">
            <a
              href={call.href}
              aria-label={`Call ${call.label}`}
              className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md border-2 border-slate-200 px-2.5 font-semibold whitespace-nowrap text-navy-900 hover:border-orange-500"
            >
              <Icon name="phone" className="size-5 text-orange-600" />
              <span className="hidden md:inline lg:hidden">{call.label}</span>
            </a>
            <span className="hidden sm:block">
              <ActionButton action={quote} size="sm" />
            </span>
            <button
              type="button"
              commandfor={DRAWER_ID}
              command="show-modal"
              onClick={() => nativeCommands() || drawer.current?.showModal()}
              className="rounded-md p-2 text-navy-900 hover:bg-slate-100 lg:hidden"
              aria-label="Open menu"
              aria-haspopup="dialog"
            >
              <Icon name="menu" className="size-7" />
            </button>
          </div>
        </div>
      </header>
      <Drawer dialog={drawer} call={call} />
    </>
  );
}
