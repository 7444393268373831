// Renders one route to a full HTML document string, from page data held in memory (used by prerender and dev).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { loadBlocks } from '../renderer/BlockList';
import { Document } from './Document';
import { jsonForScript, ROUTE_DATA_ELEMENT_ID, type PageData, type RouteData } from './page-data';
import { createPageStore, NOT_FOUND_KEY, PageStoreContext } from './page-store';
import { SiteRoutes } from './routes';
import { routePaths } from './site';

export interface RenderInput {
  url: string;
  pages: ReadonlyMap<string, PageData>;
  notFound: PageData;
  /** Tags for the built CSS and JS, placed before </head>. */
  assetTags: string;
}

export interface RenderResult {
  html: string;
  status: number;
}

const knownPaths = new Set(routePaths);

/**
 * The one route a URL can match (or none: not found). Rendering a page needs no other route, and building
 * the whole table for every page made prerendering grow with the square of the number of pages.
 */
function routesFor(url: URL): string[] {
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  return knownPaths.has(path) ? [path] : [];
}

export async function render({ url, pages, notFound, assetTags }: RenderInput): Promise<RenderResult> {
  const address = new URL(url, 'http://localhost');
  const paths = routesFor(address);
  const key = paths[0] ?? NOT_FOUND_KEY;
  const page = key === NOT_FOUND_KEY ? notFound : pages.get(key);
  if (!page) throw new Error(`no page data for ${key}`);
  await loadBlocks(page.blocks);
  const noFetching = () => Promise.reject(new Error(`${url}: prerendering needs only the page's own data`));
  const body = renderToString(
    <StrictMode>
      <Document>
        <PageStoreContext value={createPageStore(noFetching, [[key, page]])}>
          <StaticRouter location={address.pathname + address.search}>
            <SiteRoutes paths={paths} />
          </StaticRouter>
        </PageStoreContext>
      </Document>
    </StrictMode>,
  );
  const routeData: RouteData = { key, page };
  const hydration = `<script id="${ROUTE_DATA_ELEMENT_ID}" type="application/json">${jsonForScript(routeData)}</script>`;
  // Replacer functions, because a replacement string would read "$$" or "$&" in the page data as patterns.
  const html = '<!DOCTYPE html>' + body.replace('</head>', () => `${assetTags}</head>`).replace('</body>', () => `${hydration}</body>`);
  return { html, status: key === NOT_FOUND_KEY ? 404 : 200 };
}
