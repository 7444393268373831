// Hydrates the prerendered page; later navigations fetch each page's own data file.
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { listenForTrackedClicks } from './analytics';
import { applyConsent, startConsentMode } from './analytics/gtag';
import { readConsentChoice } from './consent/consent-storage';
import { createBrowserRouter, RouterProvider, type HydrationState } from 'react-router-dom';
import { loadBlocks } from '../renderer/BlockList';
import { Document } from './Document';
import { NOT_FOUND_DATA_URL, pageDataUrl, ROUTE_DATA_ELEMENT_ID, type PageData } from './page-data';
import { createRoutes } from './routes';
import { routePaths } from './site';
import './styles.css';

// Consent Mode's denied defaults go first, before anything could load a tag; a stored choice is re-applied at once.
startConsentMode();
const storedConsent = readConsentChoice();
if (storedConsent) applyConsent(storedConsent);
listenForTrackedClicks(document);

async function fetchPage(url: string): Promise<PageData> {
  const response = await fetch(url);
  if (!response.ok) throw new Response(response.statusText, { status: response.status, statusText: response.statusText });
  const page = (await response.json()) as PageData;
  await loadBlocks(page.blocks);
  return page;
}

function hydrationData(): HydrationState | undefined {
  const element = document.getElementById(ROUTE_DATA_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as HydrationState) : undefined;
}

const initialState = hydrationData();
const router = createBrowserRouter(
  createRoutes(routePaths, { page: (path) => fetchPage(pageDataUrl(path)), notFound: () => fetchPage(NOT_FOUND_DATA_URL) }),
  { hydrationData: initialState },
);

// The prerendered page's interactive blocks must be loaded before hydrating it (see renderer/lazy-block.tsx).
const initialPages = Object.values(initialState?.loaderData ?? {}) as (PageData | undefined)[];
await loadBlocks(initialPages.flatMap((page) => page?.blocks ?? []));

// A task boundary after evaluating the modules, so that work and hydration are not one long task.
await new Promise((resolve) => setTimeout(resolve, 0));
// Hydrating in a transition lets React yield to the browser between components instead of blocking
// the main thread in one long task (React Router's own client entry does the same).
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <Document>
        <RouterProvider router={router} />
      </Document>
    </StrictMode>,
  );
});
