// Renders one route to a full HTML document string, from page data held in memory (used by prerender and dev).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { loadBlocks } from '../renderer/BlockList';
import { Document } from './Document';
import { jsonForScript, ROUTE_DATA_ELEMENT_ID, type PageData } from './page-data';
import { createRoutes } from './routes';
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

const page = async (pages: ReadonlyMap<string, PageData>, path: string) => {
  const data = pages.get(path);
  if (!data) throw new Error(`no page data for ${path}`);
  await loadBlocks(data.blocks);
  return data;
};

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
  const { query, dataRoutes } = createStaticHandler(createRoutes(routesFor(address), { page: (path) => page(pages, path), notFound: () => Promise.resolve(notFound) }));
  const context = await query(new Request(address));
  if (context instanceof Response) throw new Error(`${url}: a route answered with a redirect, which prerendering cannot store`);
  const router = createStaticRouter(dataRoutes, context);
  const body = renderToString(
    <StrictMode>
      <Document>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Document>
    </StrictMode>,
  );
  const hydration = `<script id="${ROUTE_DATA_ELEMENT_ID}" type="application/json">${jsonForScript({ loaderData: context.loaderData, errors: context.errors })}</script>`;
  const status = context.matches.some((match) => match.route.id === 'not-found') ? 404 : context.statusCode;
  // Replacer functions, because a replacement string would read "$$" or "$&" in the page data as patterns.
  const html = '<!DOCTYPE html>' + body.replace('</head>', () => `${assetTags}</head>`).replace('</body>', () => `${hydration}</body>`);
  return { html, status };
}
