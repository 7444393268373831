// Addresses that keep working: a rename or a removal leaves the old address leading to the right page and the links
// following it, chains collapse, loops and the host's limit are refused, and an address the history published that
// no route answers any more stops validation with the fix.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Route } from '../../schema/generated/types';
import { readContentTexts, readValidators } from '../../scripts/build/content-files';
import { redirects } from '../../scripts/build/crawl-files';
import { REMOVAL_FIELD, editRoutes, removedPageFiles, routeSave, withLinksMoved } from '../../src/content/address-changes';
import { addressesOf, publishedAddresses, redirectProblems, STATIC_REDIRECT_LIMIT, vanishedAddresses } from '../../src/content/addresses';
import { checkChanges, loadSite } from '../../src/content/load-site';

const route = (path: string, page: string, redirectFrom?: string[]) => ({ path, page, ...(redirectFrom && { redirectFrom }) });

describe('a rename', () => {
  it('keeps the old address as one of the page’s old addresses and moves links to it', () => {
    const edit = editRoutes([route('/a', 'a.yaml'), route('/x', 'x.yaml')], [route('/b', 'a.yaml'), route('/x', 'x.yaml')]);
    expect(edit.problems).toEqual([]);
    expect(edit.routes).toEqual([route('/b', 'a.yaml', ['/a']), route('/x', 'x.yaml')]);
    expect([...edit.moved]).toEqual([['/a', '/b']]);
  });

  it('collapses a chain: a page renamed twice sends both old addresses straight to the new one', () => {
    const once = editRoutes([route('/a', 'a.yaml')], [route('/b', 'a.yaml')]);
    const twice = editRoutes(once.routes as ReturnType<typeof route>[], [{ ...once.routes[0]!, path: '/c' }]);
    expect(twice.routes).toEqual([route('/c', 'a.yaml', ['/a', '/b'])]);
  });

  it('renamed back to an old address takes it out of the old addresses, so it never leads to itself', () => {
    const edit = editRoutes([route('/b', 'a.yaml', ['/a'])], [route('/a', 'a.yaml', ['/a'])]);
    expect(edit.routes).toEqual([route('/a', 'a.yaml', ['/b'])]);
  });

  it('refuses to move the home page', () => {
    expect(editRoutes([route('/', 'home.yaml')], [route('/home', 'home.yaml')]).problems).toEqual(["The home page's address / cannot change."]);
  });
});

describe('a removal', () => {
  const before = [route('/', 'home.yaml'), route('/old', 'old.yaml', ['/older']), route('/contact', 'contact.yaml', ['/get-in-touch'])];
  const removing = (to: string) => before.map((r) => (r.page === 'old.yaml' ? { ...r, [REMOVAL_FIELD]: to } : r));

  it('drops the route and sends its address, and the old addresses it had, to the chosen page', () => {
    const edit = editRoutes(before, removing('/contact'));
    expect(edit.problems).toEqual([]);
    expect(edit.routes).toEqual([route('/', 'home.yaml'), route('/contact', 'contact.yaml', ['/get-in-touch', '/old', '/older'])]);
    expect(edit.removedPages).toEqual(['old.yaml']);
    expect(edit.moved.get('/old')).toBe('/contact');
  });

  it('sent to an old address, lands on the page that address leads to: no chain', () => {
    expect(editRoutes(before, removing('/get-in-touch')).routes.at(-1)).toEqual(route('/contact', 'contact.yaml', ['/get-in-touch', '/old', '/older']));
  });

  it('refuses a loop, an address that is no page, and a route deleted from the list without a destination', () => {
    expect(editRoutes(before, removing('/older')).problems).toEqual(['/old cannot send its visitors to /older: that is its own address, so they would go round in a loop. Choose another page.']);
    expect(editRoutes(before, removing('/nowhere')).problems[0]).toMatch(/^\/old cannot send its visitors to \/nowhere: no page has that address/);
    expect(editRoutes(before, before.filter((r) => r.page !== 'old.yaml')).problems[0]).toMatch(/^The page at \/old is gone from the list, so its address would lead nowhere/);
  });

  it('saved again from a draft that removed it already (its address on another page), stays removed', () => {
    const draft = editRoutes(before, removing('/contact')).routes as ReturnType<typeof route>[];
    const again = editRoutes(before, draft);
    expect(again.problems).toEqual([]);
    expect(again.removedPages).toEqual(['old.yaml']);
    expect(again.routes).toEqual(draft);
  });

  it('at publish, a page file is deleted when its route is gone and its address leads to another page, never otherwise', () => {
    const yaml = (routes: object[]) => JSON.stringify({ routes });
    const removed = editRoutes(before, removing('/contact')).routes;
    expect(removedPageFiles(yaml(before), yaml(removed))).toEqual(['site/pages/old.yaml']);
    expect(removedPageFiles(yaml(before), yaml(before.filter((r) => r.page !== 'old.yaml')))).toEqual([]);
    expect(removedPageFiles(yaml(before), yaml(before))).toEqual([]);
    expect(removedPageFiles(yaml(before), undefined)).toEqual([]);
  });
});

describe('links follow a move', () => {
  const moved = new Map([['/plant-maintenance', '/plant-care']]);

  it('in href fields, Markdown and HTML links, with their #section, and nowhere else', () => {
    const text = [
      'href: /plant-maintenance',
      'links: [{ label: Plant, href: /plant-maintenance }]',
      'text: See [our programme](/plant-maintenance#schedule).',
      'html: <a href="/plant-maintenance?x=1">x</a>',
      'other: /plant-maintenance-tips and /plant-maintenance/perth stay',
    ].join('\n');
    expect(withLinksMoved(text, moved)).toBe(
      [
        'href: /plant-care',
        'links: [{ label: Plant, href: /plant-care }]',
        'text: See [our programme](/plant-care#schedule).',
        'html: <a href="/plant-care?x=1">x</a>',
        'other: /plant-maintenance-tips and /plant-maintenance/perth stay',
      ].join('\n'),
    );
  });
});

describe('the site’s own files', () => {
  const texts = readContentTexts();
  const validators = readValidators();
  const routes = (parse(texts.get('pages.yaml')!) as { routes: Route[] }).routes;

  it('a rename through routeSave rewrites every link to the old address, and the site it leaves validates', () => {
    const edited = routes.map((r) => (r.path === '/plant-maintenance' ? { ...r, path: '/plant-care' } : r));
    const save = routeSave(texts, edited);
    expect(save.problems).toEqual([]);
    expect(save.files.size).toBeGreaterThan(0);
    for (const text of save.files.values()) expect(text).not.toMatch(/\/plant-maintenance(?![-\w/])/);
    const pagesYaml = texts.get('pages.yaml')!.replace('  - path: /plant-maintenance\n', '  - path: /plant-care\n    redirectFrom: [/plant-maintenance]\n');
    expect(checkChanges(texts, validators, new Map([['pages.yaml', pagesYaml], ...save.files])).problems).toEqual([]);
  });

  it('a removal deletes the page file and its old addresses go with it', () => {
    const edited = routes.map((r) => (r.path === '/compliance-certification' ? { ...r, [REMOVAL_FIELD]: '/steel-surface-preparation' } : r));
    const save = routeSave(texts, edited);
    expect(save.removed).toEqual(['site/pages/compliance-certification.yaml']);
    expect(save.routes.find((r) => r.path === '/steel-surface-preparation')!.redirectFrom).toEqual(['/compliance-certification', '/services/compliance-certification']);
    expect([...save.files.values()].join('\n')).not.toMatch(/\/compliance-certification(?![-\w/])/);
  });

  it('a save that drops a route the site answers is refused, naming the address and the fix', () => {
    const pagesYaml = texts.get('pages.yaml')!.replace('  - path: /plant-maintenance\n', '  - path: /plant-care\n');
    const problems = checkChanges(texts, validators, new Map([['pages.yaml', pagesYaml]])).problems;
    expect(problems.map((p) => `${p.message} | ${p.hint}`)).toContain(
      '/plant-maintenance was published and now leads nowhere: visitors, bookmarks and search engines following it would get "page not found" | its page (plant-maintenance.yaml) is now at /plant-care: add /plant-maintenance to that route\'s old addresses (redirectFrom: [/plant-maintenance])',
    );
  });

  it('loadSite with the published addresses refuses a vanished one at its route, and passes once it is an old address', () => {
    const published = publishedAddresses([texts.get('pages.yaml')!]);
    const dropped = new Map([...texts, ['pages.yaml', texts.get('pages.yaml')!.replace(/\n {4}redirectFrom: \[\/services\/compliance-certification\]/, '')]]);
    const { problems } = loadSite(dropped, validators, undefined, undefined, published);
    expect(problems.map((p) => `${p.file}:${p.line} ${p.message}`)).toEqual([expect.stringMatching(/^pages\.yaml:\d+ \/services\/compliance-certification was published and now leads nowhere/)]);
    expect(loadSite(texts, validators, undefined, undefined, published).problems).toEqual([]);
  });
});

describe('published addresses', () => {
  it('are every route path and old address of any version, with the page each showed last', () => {
    const v1 = 'routes:\n  - { path: /a, page: a.yaml }\n  - { path: /gone, page: gone.yaml }\n';
    const v2 = 'routes:\n  - { path: /b, page: a.yaml, redirectFrom: [/a] }\n';
    expect([...publishedAddresses([v1, 'not: [yaml', v2])]).toEqual([['/a', 'a.yaml'], ['/gone', 'gone.yaml'], ['/b', 'a.yaml']]);
  });

  it('that no route answers are named with where to add them', () => {
    const published = new Map([['/a', 'a.yaml'], ['/gone', 'gone.yaml'], ['/b', 'a.yaml']]);
    const problems = vanishedAddresses(published, [route('/b', 'a.yaml')]);
    expect(problems.map((p) => [p.segments, p.hint])).toEqual([
      [['routes', 0, 'path'], "its page (a.yaml) is now at /b: add /a to that route's old addresses (redirectFrom: [/a])"],
      [['routes'], 'add /gone to the old addresses (redirectFrom) of the page its visitors should land on, or put its route back'],
    ]);
  });
});

describe('redirects', () => {
  it('refuse an old address that is the page’s own (a loop), another page, or listed on two pages', () => {
    const problems = redirectProblems([route('/a', 'a.yaml', ['/a', '/b', '/old']), route('/b', 'b.yaml', ['/old'])]);
    expect(problems.map((p) => p.message)).toEqual([
      "/a is this page's own address: as an old address it would send visitors to itself, in a loop",
      '/b is a page of its own and cannot redirect',
      '/old already leads to /a: an old address can lead to one page only',
    ]);
  });

  it(`stay within Cloudflare's ${STATIC_REDIRECT_LIMIT} static redirects, and say so with the numbers beyond`, () => {
    const many = (n: number) => [route('/a', 'a.yaml', Array.from({ length: n }, (_, i) => `/old-${i}`))];
    expect(redirectProblems(many(STATIC_REDIRECT_LIMIT))).toEqual([]);
    expect(redirectProblems(many(STATIC_REDIRECT_LIMIT + 1)).map((p) => p.message)).toEqual([
      'the routes list 2,001 old addresses; Cloudflare Pages, which serves the site, follows at most 2,000 redirects from _redirects',
    ]);
  });

  it('are written one line each, straight to the page: a renamed page’s old addresses never chain', () => {
    const renamedTwice = editRoutes(editRoutes([route('/a', 'a.yaml')], [route('/b', 'a.yaml')]).routes as ReturnType<typeof route>[], [route('/c', 'a.yaml', ['/a', '/b'])]);
    const site = { routes: renamedTwice.routes } as unknown as Parameters<typeof redirects>[0];
    expect(redirects(site)).toEqual([{ from: '/a', to: '/c' }, { from: '/b', to: '/c' }]);
    expect([...addressesOf(renamedTwice.routes as ReturnType<typeof route>[]).keys()]).toEqual(['/c', '/a', '/b']);
  });
});
