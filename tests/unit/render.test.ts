import { describe, expect, it } from 'vitest';
import { loadSiteFrom } from '../../scripts/build/content-files';
import { allPageData, notFoundPageData } from '../../src/content/site-pages';
import { render } from '../../src/app/entry-server';
import { NOT_FOUND_KEY, pageKeyFor, type PageData } from '../../src/content/page-data';

const site = loadSiteFrom().site!;
const pages = allPageData(site);
const notFound = notFoundPageData(site);
const escaped = (text: string) => text.replace(/&/g, '&amp;');

describe('the prerendered document', () => {
  it('places the asset tags and the page text as they are, "$" patterns included, and no copy of the page data', async () => {
    const home = pages.get('/')!;
    const tricky: PageData = { ...home, head: { ...home.head, description: "Prices from $$ to $& and $' — never patterns" } };
    const { html } = await render({ url: '/', pages: new Map(pages).set('/', tricky), notFound, assetTags: '<link rel="x" href="/$&">' });
    expect(html).toContain('<link rel="x" href="/$&">');
    expect(html).toContain(`<meta name="description" content="${escaped(tricky.head.description).replace(/'/g, '&#x27;')}"/>`);
    expect(html).toContain('"priceRange":"$$"');
    expect(html).not.toContain('"blocks":');
  });

  it('renders an unknown path as the not-found page, with status 404', async () => {
    const { html, status } = await render({ url: '/no-such-page', pages, notFound, assetTags: '' });
    expect(status).toBe(404);
    expect(html).toContain(`<title>${escaped(notFound.head.title)}</title>`);
  });

  it('renders a known path with a trailing slash as that page', async () => {
    const { html, status } = await render({ url: '/contact/', pages, notFound, assetTags: '' });
    expect(status).toBe(200);
    expect(html).toContain(`<title>${escaped(pages.get('/contact')!.head.title)}</title>`);
  });
});

describe('the page a URL path shows', () => {
  const known = new Set(['/', '/contact', '/locations/sydney']);

  it('is its route, a trailing slash ignored, or else the not-found page', () => {
    expect(pageKeyFor('/', known)).toBe('/');
    expect(pageKeyFor('/contact', known)).toBe('/contact');
    expect(pageKeyFor('/locations/sydney/', known)).toBe('/locations/sydney');
    expect(pageKeyFor('/locations', known)).toBe(NOT_FOUND_KEY);
    expect(pageKeyFor('/Contact', known)).toBe(NOT_FOUND_KEY);
  });
});
