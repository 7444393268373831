import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/build/content-files';
import { LISTED_AS } from '../../src/editor/cms-config';
import { pageData, type BackendImplementation } from '../../src/editor/new-page';
import { createPageListing, draftedNewPage, listedAs } from '../../src/editor/page-list';

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

describe("a new page's draft read back", () => {
  const draftRoutes = routesText.replace(
    'routes:\n',
    'routes:\n  - path: /spring-rust-offer\n    page: spring-rust-offer.yaml\n    title: Spring Rust Offer | Laser Rust Removal\n    description: Laser rust removal at a spring price.\n',
  );

  it("shows the address, title and description its draft's route holds", () => {
    expect(draftRoutes).not.toBe(routesText);
    expect(draftedNewPage(draftRoutes, routesText, 'site/pages/spring-rust-offer.yaml')).toEqual({
      address: 'spring-rust-offer',
      title: 'Spring Rust Offer | Laser Rust Removal',
      description: 'Laser rust removal at a spring price.',
    });
  });

  it("is read by the page's path from its draft, and no longer once the page is read as published", async () => {
    const page = 'blocks: [{ type: hero, title: Spring }]\n';
    const draft = new Map([['pages.yaml', draftRoutes], ['site/pages/spring-rust-offer.yaml', page]]);
    const backend = {
      getEntry: async (file: string) => ({ data: file === 'pages.yaml' ? routesText : page, file: { path: file } }),
      entriesByFolder: async () => [],
      persistEntry: async () => undefined,
      // As the local backend answers: the draft's own file only, pages.yaml read by its path.
      unpublishedEntry: async () => ({ diffs: [{ id: 'x', path: 'site/pages/spring-rust-offer.yaml' }] }),
      unpublishedEntryDataFile: async (_collection: string, _slug: string, file: string, _id: string) => draft.get(file)!,
    };
    const listing = createPageListing();
    const wrapped = listing.wrap(backend);
    await wrapped.unpublishedEntryDataFile('pages', 'spring-rust-offer', 'site/pages/spring-rust-offer.yaml', 'x');
    expect(listing.newPageOf(page)).toMatchObject({ address: 'spring-rust-offer', title: 'Spring Rust Offer | Laser Rust Removal' });
    await wrapped.getEntry('site/pages/spring-rust-offer.yaml');
    expect(listing.newPageOf(page)).toBeUndefined();
  });

  it('shows nothing for a published page or one no route names', () => {
    expect(draftedNewPage(draftRoutes, routesText, 'site/pages/faq.yaml')).toBeUndefined();
    expect(draftedNewPage(routesText, routesText, 'site/pages/spring-rust-offer.yaml')).toBeUndefined();
  });
});
