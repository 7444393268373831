import { describe, expect, it } from 'vitest';
import { loadSite } from '../../scripts/content/load-site';
import { allPageData, notFoundPageData } from '../../scripts/content/page-data';
import { render } from '../../src/entry-server';
import { ROUTE_DATA_ELEMENT_ID, type PageData, type RouteData } from '../../src/page-data';

const site = loadSite().site!;
const pages = allPageData(site);
const notFound = notFoundPageData(site);

const routeData = (html: string) => {
  const match = html.match(new RegExp(`<script id="${ROUTE_DATA_ELEMENT_ID}" type="application/json">(.*?)</script>`));
  return JSON.parse(match![1]!) as RouteData;
};

describe('the prerendered document', () => {
  it('hands the browser exactly the page data it rendered, "$" patterns included', async () => {
    const home = pages.get('/')!;
    const tricky: PageData = { ...home, head: { ...home.head, description: "Prices from $$ to $& and $' — never patterns" } };
    const withTricky = new Map(pages).set('/', tricky);
    const { html } = await render({ url: '/', pages: withTricky, notFound, assetTags: '<link rel="x" href="/$&">' });
    expect(routeData(html)).toEqual({ key: '/', page: tricky });
    expect(html).toContain('<link rel="x" href="/$&">');
    expect(html).toContain('"priceRange":"$$"');
  });

  it('renders an unknown path as the not-found page, with status 404 and its data keyed for the browser', async () => {
    const { html, status } = await render({ url: '/no-such-page', pages, notFound, assetTags: '' });
    expect(status).toBe(404);
    expect(routeData(html).page).toEqual(notFound);
    expect(html).toContain(`<title>${notFound.head.title}</title>`);
  });

  it('renders a known path with a trailing slash as that page', async () => {
    const { html, status } = await render({ url: '/contact/', pages, notFound, assetTags: '' });
    expect(status).toBe(200);
    expect(routeData(html)).toMatchObject({ key: '/contact' });
    expect(html).toContain(`<title>${pages.get('/contact')!.head.title.replace(/&/g, '&amp;')}</title>`);
  });
});
