// Renders one route to a full HTML document string, from page data held in memory (used by prerender and dev).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { loadBlocks } from '../../renderer/BlockList';
import { withIconSprite } from '../../renderer/ui/icon-sprite';
import { Document } from './Document';
import { NOT_FOUND_KEY, pageKeyFor, type PageData } from '../content/page-data';
import { createPageStore, PageStoreContext } from './page-store';
import { SiteRoutes } from './routes';
import { SiteFooter } from './shell/Layout';
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
 * The page is rendered with its own route only (none for not found): rendering a page needs no other route, and
 * building the whole table for every page made prerendering grow with the square of the number of pages.
 * The HTML carries no copy of the page's data: the browser fetches the page's data file to hydrate.
 */
export async function render({ url, pages, notFound, assetTags }: RenderInput): Promise<RenderResult> {
  const address = new URL(url, 'http://localhost');
  const key = pageKeyFor(address.pathname, knownPaths);
  const paths = key === NOT_FOUND_KEY ? [] : [key];
  const page = key === NOT_FOUND_KEY ? notFound : pages.get(key);
  if (!page) throw new Error(`no page data for ${key}`);
  await Promise.all([loadBlocks(page.blocks), SiteFooter.load()]);
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
  // A replacer function, because a replacement string would read "$$" or "$&" in the tags as patterns.
  const html = '<!DOCTYPE html>' + withIconSprite(body.replace('</head>', () => `${assetTags}</head>`));
  return { html, status: key === NOT_FOUND_KEY ? 404 : 200 };
}
