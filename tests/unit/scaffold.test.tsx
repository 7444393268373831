import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BlockList, loadBlocks } from '../../renderer/BlockList';
import { allPageData } from '../../src/content/site-pages';
import { addFooterLink, addRoute, existingRoutes, insertionIndex, requestProblems, slugProblem } from '../../src/content/new-page';
import { loadSiteFrom, readValidators } from '../../scripts/build/content-files';
import { scaffold } from '../../scripts/scaffold';
import { copySite, type SiteCopy } from '../support/site-fixture';
import { changedLines } from '../support/changed-lines';

const validators = readValidators();
let copy: SiteCopy;
beforeEach(() => (copy = copySite()));
afterEach(() => copy.remove());

const read = (file: string) => readFileSync(path.join(copy.root, file), 'utf8');

/** The lines b has that a lacks, in order: what an edit added. */
function addedLines(before: string, after: string): string[] {
  const { removed, added } = changedLines(before, after);
  expect(removed, 'no existing line changed').toEqual([]);
  return added;
}

async function renderedBlocks(pagePath: string) {
  const { site } = loadSiteFrom(copy.root, validators);
  const data = allPageData(site!).get(pagePath)!;
  await loadBlocks(data.blocks);
  const router = createMemoryRouter([{ path: '*', element: <BlockList blocks={data.blocks} /> }], { initialEntries: [pagePath] });
  return { data, html: renderToString(<RouterProvider router={router} />), pages: allPageData(site!) };
}

describe('npm run new-page', () => {
  it('writes the page, its route beside its siblings and a footer link, and the result validates and renders', async () => {
    const pagesBefore = read('pages.yaml');
    const navigationBefore = read('site/navigation.yaml');
    const result = scaffold('page', '/locations/perth', 'Laser Cleaning Perth', copy.root);
    expect(result).toMatchObject({ ok: true, written: ['site/pages/locations/perth.yaml', 'pages.yaml', 'site/navigation.yaml'] });

    expect(addedLines(pagesBefore, read('pages.yaml'))).toEqual([
      '  - path: /locations/perth',
      '    page: locations/perth.yaml',
      '    title: Laser Cleaning Perth',
      '    description: Replace this with 70 to 160 characters on what Laser Cleaning Perth offers and where.',
      '    structuredData: [BreadcrumbList]',
      '',
    ]);
    const routes = existingRoutes(read('pages.yaml')).map((route) => route.path);
    expect(routes[routes.indexOf('/locations/perth') - 1]).toMatch(/^\/locations\//);
    expect(addedLines(navigationBefore, read('site/navigation.yaml'))).toEqual(['        - { label: Perth, href: /locations/perth }']);
    expect(read('site/pages/locations/perth.yaml').split('\n')[0]).toBe('# yaml-language-server: $schema=../../../schema/page.schema.json');

    const loaded = loadSiteFrom(copy.root, validators);
    expect(loaded.problems).toEqual([]);
    expect(loaded.warnings.map((warning) => `${warning.file}:${warning.line} ${warning.message}`)).toEqual([
      expect.stringMatching(/^pages\.yaml:\d+ this is still the template text of a new page$/),
      'site/pages/locations/perth.yaml:9 this is still the template text of a new page',
      'site/pages/locations/perth.yaml:21 this is still the template text of a new page',
    ]);
    const { data, html } = await renderedBlocks('/locations/perth');
    expect(data.head.title).toBe('Laser Cleaning Perth');
    expect(html).toContain('<h1');
    expect(html).toContain('Laser Cleaning Perth');
  });

  it('refuses an address in use, a bad address, a short title and a title in use, and changes nothing', () => {
    const before = read('pages.yaml');
    expect(scaffold('page', '/locations/sydney', 'Laser Cleaning Sydney Again', copy.root)).toEqual({
      ok: false,
      errors: [expect.stringMatching(/^\/locations\/sydney is already a page \(pages\.yaml line \d+\): choose another address, or edit that page instead$/)],
    });
    expect(scaffold('page', '/Locations/Perth WA', 'Perth', copy.root)).toEqual({
      ok: false,
      errors: ["'/Locations/Perth WA' is not a valid address: use lower-case words joined by hyphens, separated by /, e.g. /locations/perth-wa", 'the title must be 10 to 120 characters; "Perth" is 5'],
    });
    const faqTitle = existingRoutes(before).find((route) => route.path === '/faq')!.title;
    expect(scaffold('page', '/faq-two', faqTitle, copy.root)).toEqual({
      ok: false,
      errors: [expect.stringMatching(/^the title ".+" is already used by \/faq \(pages\.yaml line \d+\): every page needs its own title$/)],
    });
    expect(read('pages.yaml')).toBe(before);
  });
});

describe('npm run new-article', () => {
  it('writes an article that the resources list and the Blog structured data pick up', async () => {
    const result = scaffold('article', 'laser-cleaning-bridges', 'Laser Cleaning for Bridges and Overpasses', copy.root, '2026-11-23');
    expect(result).toMatchObject({ ok: true, path: '/resources/laser-cleaning-bridges', written: ['site/pages/resources/laser-cleaning-bridges.yaml', 'pages.yaml'] });
    expect(loadSiteFrom(copy.root, validators).problems).toEqual([]);
    const { html, pages } = await renderedBlocks('/resources/laser-cleaning-bridges');
    expect(html).toContain('Laser Cleaning for Bridges and Overpasses');
    const index = pages.get('/resources')!;
    const list = index.blocks.find((block) => block.type === 'article-list');
    expect(list && 'articles' in list ? list.articles?.map((article) => article.path) : []).toContain('/resources/laser-cleaning-bridges');
    const blog = index.head.jsonLd.find((item) => (item as { '@type'?: string })['@type'] === 'Blog') as { blogPost: Array<{ url: string }> };
    expect(blog.blogPost.map((post) => post.url)).toContainEqual(expect.stringMatching(/\/resources\/laser-cleaning-bridges$/));
  });

  it('refuses a slug that is not lower-case words joined by hyphens', () => {
    expect(slugProblem('Laser Bridges!')).toBe("'Laser Bridges!' is not a valid article slug: use lower-case words joined by hyphens, e.g. laser-bridges");
    expect(scaffold('article', 'resources/x', 'A title long enough', copy.root)).toMatchObject({ ok: false, errors: [expect.stringContaining("'resources/x' is not a valid article slug")] });
    expect(slugProblem('laser-bridges')).toBeUndefined();
  });
});

describe('route placement', () => {
  it('puts a new path after the last route sharing its folder, or at the end', () => {
    const paths = ['/', '/faq', '/locations/sydney', '/locations/melbourne', '/contact'];
    expect(insertionIndex(paths, '/locations/perth')).toBe(3);
    expect(insertionIndex(paths, '/new-page')).toBe(4);
  });

  it('keeps every comment and blank line of pages.yaml', () => {
    const text = '# routes\nroutes:\n  # home\n  - path: /\n    page: home.yaml\n\n# the 404\nnotFound:\n  page: not-found.yaml\n';
    const added = addRoute(text, { path: '/a', page: 'a.yaml', title: 'A page', description: 'About a', structuredData: [] });
    expect(added).toBe('# routes\nroutes:\n  # home\n  - path: /\n    page: home.yaml\n\n  - path: /a\n    page: a.yaml\n    title: A page\n    description: About a\n    structuredData: []\n\n# the 404\nnotFound:\n  page: not-found.yaml\n');
  });

  it('adds no footer link when no footer column links a sibling', () => {
    const navigation = read('site/navigation.yaml');
    expect(addFooterLink(navigation, '/industries/mining')).toBe(navigation);
    expect(addFooterLink(navigation, '/top-level')).toBe(navigation);
    expect(requestProblems({ path: '/ok-path', title: 'A fine title', file: 'ok-path.yaml' }, [], true)).toEqual([
      'site/pages/ok-path.yaml already exists: choose another address, or add a route for that file to pages.yaml',
    ]);
  });
});
