import { describe, expect, it } from 'vitest';
import { loadSite } from '../../scripts/content/load-site';
import { allPageData, notFoundPageData } from '../../scripts/content/page-data';
import { render } from '../../src/entry-server';
import { ROUTE_DATA_ELEMENT_ID, type PageData } from '../../src/page-data';

const site = loadSite().site!;
const pages = allPageData(site);
const notFound = notFoundPageData(site);

const routeData = (html: string) => {
  const match = html.match(new RegExp(`<script id="${ROUTE_DATA_ELEMENT_ID}" type="application/json">(.*?)</script>`));
  return JSON.parse(match![1]!) as { loaderData: Record<string, PageData | null> };
};

describe('the prerendered document', () => {
  it('hands the browser exactly the page data it rendered, "$" patterns included', async () => {
    const home = pages.get('/')!;
    const tricky: PageData = { ...home, head: { ...home.head, description: "Prices from $$ to $& and $' — never patterns" } };
    const withTricky = new Map(pages).set('/', tricky);
    const { html } = await render({ url: '/', pages: withTricky, notFound, assetTags: '<link rel="x" href="/$&">' });
    expect(routeData(html).loaderData['page:/']).toEqual(tricky);
    expect(html).toContain('<link rel="x" href="/$&">');
    expect(html).toContain('"priceRange":"$$"');
  });
});
