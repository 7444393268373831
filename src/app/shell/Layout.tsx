import { memo, Suspense, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { DeferredHydration, hydrateEveryBlock } from '../../../renderer/deferred-hydration';
import { lazyBlock } from '../../../renderer/lazy-block';
import { ConsentHost } from '../consent/ConsentHost';
import { withSwaps } from '../../content/phones-abroad';
import { Header } from '../../../renderer/shell/Header';
import { ShellProvider } from '../../../renderer/shell/shell-context';
import { company, footer, header, phonesAbroad } from '../site';
import { RouteErrorBoundary } from './RouteError';
import { ScrollOnNavigate } from './ScrollOnNavigate';

const shell = { company, header, footer };
const noSwaps: Parameters<typeof withSwaps>[1] = [];
const SiteHeader = memo(Header);

/**
 * The footer's code is a chunk of its own, like a block's: it hydrates when the visitor nears it (or on the first
 * navigation), so no page downloads it before it is interactive. Prerendering loads it first (entry-server.tsx).
 */
export const SiteFooter = lazyBlock(() => import('../../../renderer/shell/Footer').then((module) => module.Footer));

export function Layout({ children }: { children: ReactNode }) {
  const { key, pathname } = useLocation();
  // A page read abroad offers its own phone and international numbers in the header, menu and footer.
  // The same phones are the same object, so a page change leaves the header and footer as they are (SiteHeader is memo).
  const swaps = phonesAbroad[pathname.replace(/(.)\/+$/, '$1')] ?? noSwaps;
  const phones = useMemo(() => ({ call: withSwaps(header.call, swaps), banner: withSwaps(footer.banner, swaps), contact: withSwaps(footer.contact, swaps) }), [swaps]);
  const siteFooter = useMemo(() => <SiteFooter banner={phones.banner} contact={phones.contact} />, [phones]);
  // React hands every change of the location to each part still waiting to hydrate, as an update it must hydrate first:
  // the footer hydrates for the first navigation; the old page's blocks are removed as they are, unhydrated. A link
  // within the first page (an #anchor) keeps its blocks, so they all hydrate, in render: else the transition waits on
  // blocks far from the screen and the page never scrolls to the anchor.
  const [firstVisit] = useState(key);
  const [firstPath] = useState(pathname);
  if (key !== firstVisit && pathname === firstPath) hydrateEveryBlock();
  return (
    <ShellProvider value={shell}>
      <a href="#main" className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-navy-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2">
        Skip to content
      </a>
      <SiteHeader call={phones.call} />
      <main id="main">
        <RouteErrorBoundary visit={key}>
          {/* Navigations are transitions, so the current page stays on screen while the next one loads. */}
          <Suspense>
            {children}
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <DeferredHydration load={SiteFooter.load} now={key !== firstVisit}>
        {siteFooter}
      </DeferredHydration>
      <ConsentHost />
      <ScrollOnNavigate />
    </ShellProvider>
  );
}
