import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/build/content-files';
import { LISTED_AS } from '../../src/editor/cms-config';
import { pageData, type BackendImplementation } from '../../src/editor/new-page';
import { createPageListing, listedAs } from '../../src/editor/page-list';

const routesText = readFileSync(path.join(projectRoot, 'pages.yaml'), 'utf8');
const routes = (parse(routesText) as { routes: Array<{ path: string; page: string; title: string }> }).routes;
const routeOf = (page: string) => routes.find((route) => route.page === page)!;

describe("the Pages lists' title and address of a page file", () => {
  it('are its route title and path from pages.yaml, in a folder too', () => {
    for (const page of ['enhanced-faq.yaml', 'home.yaml', 'locations/sydney.yaml']) {
      expect(listedAs(routesText, `site/pages/${page}`)).toEqual({ title: routeOf(page).title, address: routeOf(page).path });
    }
  });

  it('name a file no route names yet, and a pages.yaml that does not read, by the file', () => {
    expect(listedAs(routesText, 'site/pages/locations/perth.yaml')).toEqual({ title: 'locations/perth', address: 'no address yet' });
    expect(listedAs('routes: [', 'site/pages/faq.yaml')).toEqual({ title: 'faq', address: 'no address yet' });
  });

  it('are known for the texts the backend lists as page files, not for other files, and never saved', async () => {
    const files = new Map([['pages.yaml', routesText], ['site/pages/faq.yaml', 'blocks: []\n'], ['site/business.yaml', 'company: {}\n']]);
    const backend: BackendImplementation = {
      getEntry: async (file: string) => ({ data: files.get(file)!, file: { path: file } }),
      entriesByFolder: async () => [{ data: files.get('site/pages/faq.yaml')!, file: { path: 'site/pages/faq.yaml' } }],
      persistEntry: async () => undefined,
    };
    const listing = createPageListing();
    const wrapped = listing.wrap(backend);
    expect(listing.of('blocks: []\n')).toBeUndefined();
    await wrapped.entriesByFolder('site/pages', 'yaml', 3);
    await wrapped.getEntry('site/business.yaml');
    expect(listing.of('blocks: []\n')).toEqual({ title: routeOf('faq.yaml').title, address: '/faq' });
    expect(listing.of('company: {}\n')).toBeUndefined();
    expect(pageData({ blocks: [], [LISTED_AS]: listing.of('blocks: []\n') })).toEqual({ blocks: [] });
  });
});
