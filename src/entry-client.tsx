// Hydrates the prerendered page; later navigations fetch each page's own data file.
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type HydrationState } from 'react-router-dom';
import { Document } from './Document';
import { NOT_FOUND_DATA_URL, pageDataUrl, ROUTE_DATA_ELEMENT_ID, type PageData } from './page-data';
import { createRoutes } from './routes';
import { routePaths } from './site';
import './styles.css';

async function fetchPage(url: string): Promise<PageData> {
  const response = await fetch(url);
  if (!response.ok) throw new Response(response.statusText, { status: response.status, statusText: response.statusText });
  return (await response.json()) as PageData;
}

function hydrationData(): HydrationState | undefined {
  const element = document.getElementById(ROUTE_DATA_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as HydrationState) : undefined;
}

const router = createBrowserRouter(
  createRoutes(routePaths, { page: (path) => fetchPage(pageDataUrl(path)), notFound: () => fetchPage(NOT_FOUND_DATA_URL) }),
  { hydrationData: hydrationData() },
);

hydrateRoot(
  document,
  <StrictMode>
    <Document>
      <RouterProvider router={router} />
    </Document>
  </StrictMode>,
);
