// Hydrates the prerendered page (src/boot.ts loads it after first paint); later navigations fetch each page's own data file.
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { loadBlocks } from '../renderer/BlockList';
import { Document } from './Document';
import { NOT_FOUND_DATA_URL, pageDataUrl, ROUTE_DATA_ELEMENT_ID, type PageData, type RouteData } from './page-data';
import { createPageStore, NOT_FOUND_KEY, PageStoreContext } from './page-store';
import { SiteRoutes } from './routes';
import { routePaths } from './site';

async function fetchPage(key: string): Promise<PageData> {
  const response = await fetch(key === NOT_FOUND_KEY ? NOT_FOUND_DATA_URL : pageDataUrl(key));
  if (!response.ok) throw new Error(`${response.status} ${response.statusText || 'Could not load this page'}`);
  const page = (await response.json()) as PageData;
  await loadBlocks(page.blocks);
  return page;
}

const routeData = JSON.parse(document.getElementById(ROUTE_DATA_ELEMENT_ID)?.textContent ?? 'null') as RouteData | null;
// The prerendered page's interactive blocks must be loaded before hydrating it (see renderer/lazy-block.tsx).
if (routeData) await loadBlocks(routeData.page.blocks);
const pages = createPageStore(fetchPage, routeData ? [[routeData.key, routeData.page]] : []);

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
          <BrowserRouter>
            <SiteRoutes paths={routePaths} />
          </BrowserRouter>
        </PageStoreContext>
      </Document>
    </StrictMode>,
  );
});
