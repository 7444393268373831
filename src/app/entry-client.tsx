// Hydrates the prerendered page (src/boot.ts loads it after first paint); later navigations fetch each page's own data file.
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Location } from 'react-router-dom';
import { blocksNeededToHydrate, loadBlocks } from '../../renderer/BlockList';
import { hasHydrated } from '../../renderer/deferred-hydration';
import { Document } from './Document';
import { dataUrlFor, pageKeyFor, type PageData } from '../content/page-data';
import { createPageStore, PageStoreContext } from './page-store';
import { SiteRoutes } from './routes';
import { backMemory } from './shell/ScrollOnNavigate';
import { SiteRouter, type LocationChange } from './shell/SiteRouter';
import { routePaths } from './site';

async function fetchPageData(key: string): Promise<PageData> {
  const response = await fetch(dataUrlFor(key));
  if (!response.ok) throw new Error(`${response.status} ${response.statusText || 'Could not load this page'}`);
  return (await response.json()) as PageData;
}

/**
 * A page navigated to shows once its data and the code of its first screen and interactive blocks are in hand; its
 * other blocks ask for their code as they render. Fetched on the visitor's intent (./prefetch), kept for Back and Forward.
 */
async function fetchPage(key: string): Promise<PageData> {
  const page = await fetchPageData(key);
  await loadBlocks(blocksNeededToHydrate(page.blocks));
  return page;
}

// Each document the browser loads opens a history entry without React Router's key, so every such entry would be
// "default" and share one remembered scroll position: a link followed before its block hydrated opened the next page
// where the visitor had been on the last one. A key of its own keeps each entry apart; a reload and Back keep it.
if (!(history.state as { key?: unknown } | null)?.key) history.replaceState({ ...(history.state as object | null), key: Math.random().toString(36).slice(2, 10) }, '');

/**
 * The prerendered page's data file and the code of the blocks it hydrates at once (both preloaded by boot with the
 * app's chunks) are in hand before hydrating, so hydration renders exactly what was prerendered; the other blocks
 * load their code when they are wanted (renderer/deferred-hydration.tsx). Not awaited at the top of the module: this
 * module shares its chunk with the parts the blocks import, and a block's chunk cannot run until that chunk has.
 */
async function hydrate(): Promise<(key: string) => Promise<PageData>> {
  const known = new Set(routePaths);
  const firstKey = pageKeyFor(location.pathname, known);
  const firstPage = await fetchPageData(firstKey);
  await loadBlocks(blocksNeededToHydrate(firstPage.blocks));
  const pages = createPageStore(fetchPage, [[firstKey, firstPage]]);
  // Drawn at once: another page, in hand, once the footer has hydrated (a change of location reaches every prerendered
  // part still waiting to hydrate, which React would then hydrate within the tap), and not at an #anchor, which waits
  // for the code of every block above it. Back and Forward draw the blocks that were on screen: all their code in hand.
  const drawsAtOnce = ({ action, location: next }: LocationChange, shown: Location) => {
    const key = pageKeyFor(next.pathname, known);
    const { value: page } = pages(key, next.key);
    if (!page || key === pageKeyFor(shown.pathname, known) || next.hash.length > 1 || !hasHydrated(document.querySelector('footer'))) return false;
    return action !== 'POP' || loadBlocks(page.blocks).status === 'fulfilled';
  };

  // A task boundary after evaluating the modules, so that work and hydration are not one long task.
  await new Promise((resolve) => setTimeout(resolve, 0));
  // Hydrating in a transition lets React yield to the browser between components instead of blocking
  // the main thread in one long task (React Router's own client entry does the same).
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <Document>
          <PageStoreContext value={pages}>
            <SiteRouter drawsAtOnce={drawsAtOnce}>
              <SiteRoutes paths={routePaths} />
            </SiteRouter>
          </PageStoreContext>
        </Document>
      </StrictMode>,
    );
  });
  return pages;
}

// Offline support, visit attribution and the icons of other pages load once the page has loaded, never on the
// first-paint path, and after hydration has started.
const afterLoad = () => {
  void import('./offline/start-offline').then((offline) => offline.startOffline());
  void import('../../renderer/ui/complete-sprite').then((sprite) => sprite.completeIconSprite());
};
void hydrate().then((pages) => {
  // The app opens the site's pages from now: the next one is fetched when the visitor shows they are about to open it.
  // Back's memory of the pages left comes in the same chunk, after hydration: every page's first load has no byte to spare.
  void import('./prefetch/intent-prefetch').then((prefetch) => {
    prefetch.startIntentPrefetch(pages);
    backMemory.of = prefetch.leftPages;
  });
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
});
