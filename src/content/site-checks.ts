// The site-wide checks: what one file says about another. Every link goes to a page or file and every #anchor names a
// block ID on its page, every indexable page is reached by a link, no two pages share a title or description, each
// page carries what its structured data needs, and the header menu fits its row. The build checks the rendered pages
// again; these checks find the same mistakes in the content itself, so the browser editor refuses a save the build
// would refuse, naming the field.
import { closest } from 'fastest-levenshtein';
import type { Route } from '../../schema/generated/types';
import { NAVIGATION_FILE, PAGES_DIR, ROUTES_FILE, BUSINESS_FILE } from './content-files';
import { truncateTitle } from './head';
import type { Site } from './load-site';
import type { Segment, SiteProblem } from './problems';
import { descriptionWarning } from './route-warnings';
import { headerFitProblems } from './header-fit';

/** Every page keeps this ID: the skip link's target, the page's main content. */
const SHELL_ANCHORS = ['main'];

interface Link {
  href: string;
  file: string;
  segments: Segment[];
}

const isInternal = (href: string) => href.startsWith('/') || href.startsWith('#');

/** Every internal link a file's content makes: href fields, links inside Markdown (stored as HTML), and a table of contents' anchors. */
function linksIn(content: unknown, file: string, at: Segment[] = [], ids?: Set<string>): Link[] {
  const links: Link[] = [];
  // One path, grown and shrunk as the walk goes: a copy is made only for a link found (a thousand pages hold few).
  const path = [...at];
  const found = (href: string, ...last: Segment[]) => links.push({ href, file, segments: [...path, ...last] });
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      if (value.includes('href="')) for (const match of value.matchAll(/href="([^"]*)"/g)) if (isInternal(match[1]!)) found(match[1]!.replace(/&amp;/g, '&'));
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        path.push(index);
        visit(item);
        path.pop();
      });
    } else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      for (const [key, item] of Object.entries(record)) {
        if (key === 'href' && typeof item === 'string') {
          if (isInternal(item)) found(item, key);
          continue;
        }
        if (key === 'id' && typeof item === 'string') ids?.add(item);
        path.push(key);
        visit(item);
        path.pop();
      }
      // A table of contents links to the sections of its own page.
      if (record.type === 'toc' && Array.isArray(record.items)) {
        record.items.forEach((item, index) => {
          const anchor = (item as { anchor?: unknown }).anchor;
          if (typeof anchor === 'string') found(`#${anchor}`, 'items', index, 'anchor');
        });
      }
    }
  };
  visit(content);
  return links;
}

const pageFileOf = (route: Pick<Route, 'page'>) => `${PAGES_DIR}/${route.page}`;

/**
 * The links on every page: the header and footer and the offices' pages (everywhere), what each page links to (own,
 * by page file), and the IDs each page gives its sections and items, which links may name after a #.
 */
interface PageLinks {
  everywhere: Link[];
  own: Map<string, Link[]>;
  anchors: Map<string, Set<string>>;
}

function pageLinks(site: Site): PageLinks {
  const everywhere = [...linksIn(site.navigation, NAVIGATION_FILE), ...linksIn(site.business.offices, BUSINESS_FILE, ['offices'])];
  const own = new Map<string, Link[]>();
  const anchors = new Map<string, Set<string>>();
  for (const [file, page] of site.pages) {
    const ids = new Set(SHELL_ANCHORS);
    own.set(file, linksIn(page.blocks, `${PAGES_DIR}/${file}`, ['blocks'], ids));
    anchors.set(file, ids);
  }
  return { everywhere, own, anchors };
}

function linkProblems(site: Site, { everywhere, own, anchors: anchorsByFile }: PageLinks, staticFiles: ReadonlySet<string> | undefined): SiteProblem[] {
  const routes = new Map(site.routes.map((route) => [route.path, route]));
  const paths = [...routes.keys()];
  const problems: SiteProblem[] = [];
  const reported = new Set<string>();
  const report = (link: Link, message: string, hint: string) => {
    const key = `${link.file}|${link.segments.join('.')}|${link.href}`;
    if (reported.has(key)) return;
    reported.add(key);
    problems.push({ file: link.file, segments: link.segments, message, hint });
  };
  const check = (link: Link, from: string) => {
    const url = new URL(link.href, `http://site${from}`);
    const target = routes.get(url.pathname);
    const anchor = decodeURIComponent(url.hash.slice(1));
    if (!target) {
      // A file is known only when the caller lists them (the build does; a file name has a dot in its last part).
      const isFile = /\.[a-z0-9]+$/i.test(url.pathname);
      if (isFile && (!staticFiles || staticFiles.has(url.pathname))) return;
      report(link, `the link to ${url.pathname} goes nowhere: no page has that address`, isFile ? 'put the file in site/public/, or link to one that is there' : `link to an existing page, e.g. ${closest(url.pathname, paths)}`);
      return;
    }
    const anchors = anchorsByFile.get(target.page);
    if (!anchor || !anchors) return;
    if (anchors.has(anchor)) return;
    const ids = [...anchors].filter((id) => !SHELL_ANCHORS.includes(id));
    report(
      link,
      `the link to ${url.pathname}#${anchor} names a section ID that ${url.pathname} does not have`,
      ids.length ? `use one of the IDs on ${url.pathname} (${ids.join(', ')}), or give a block on that page the ID ${anchor}` : `give a block on ${url.pathname} the ID ${anchor}, or link to the page without #${anchor}`,
    );
  };
  // A link of the header or footer to a path means the same on every page; one to #anchor names a section of each.
  for (const link of everywhere) if (link.href.startsWith('/')) check(link, '/');
  for (const route of site.routes) {
    for (const link of everywhere) if (link.href.startsWith('#')) check(link, route.path);
    for (const link of own.get(route.page) ?? []) check(link, route.path);
  }
  // The not-found page is shown at any address; its links are followed as from the home page.
  for (const link of own.get(site.notFound.page) ?? []) check(link, '/');
  return problems;
}

/** Indexable routes no link reaches from the home page: search engines and visitors would never find them. */
function reachabilityProblems(site: Site, { everywhere, own }: PageLinks): SiteProblem[] {
  // A page that did not load has links no one can see yet: whether others are reached cannot be told.
  if (site.routes.some((route) => !site.pages.has(route.page))) return [];
  const routes = new Map(site.routes.map((route) => [route.path, route]));
  const articlePaths = site.routes.filter((route) => site.pages.get(route.page)?.article).map((route) => route.path);
  const pathOf = (href: string, from: string) => new URL(href, `http://site${from}`).pathname;
  // The header's and footer's links lead to the same pages from every page.
  const fromEverywhere = everywhere.map((link) => pathOf(link.href, '/'));
  const linksFrom = (route: Route) => {
    const page = site.pages.get(route.page);
    const hrefs = [...fromEverywhere, ...(own.get(route.page) ?? []).map((link) => pathOf(link.href, route.path))];
    // The breadcrumb links every page above this one; the article list links every article.
    const parents = route.path.split('/').slice(1, -1).map((_, index, parts) => '/' + parts.slice(0, index + 1).join('/'));
    const articles = page?.blocks.some((block) => block.type === 'article-list') ? articlePaths : [];
    return ['/', ...hrefs, ...parents, ...articles];
  };
  const seen = new Set(['/']);
  const queue = ['/'];
  while (queue.length) {
    const route = routes.get(queue.shift()!);
    if (!route) continue;
    for (const path of linksFrom(route)) {
      if (routes.has(path) && !seen.has(path)) {
        seen.add(path);
        queue.push(path);
      }
    }
  }
  return site.routes.flatMap((route, index) =>
    route.index === false || seen.has(route.path)
      ? []
      : [{ file: ROUTES_FILE, segments: ['routes', index, 'path'], message: `no link on any page reaches ${route.path}`, hint: 'link to it from another page or from the menu or footer (site/navigation.yaml), or set index: false' }],
  );
}

/** What search engines read from each route: one title and one description each, the description 70 to 160 characters, the page's own address as canonical. */
function headProblems(site: Site): SiteProblem[] {
  const problems: SiteProblem[] = [];
  const seen = new Map<string, string>();
  site.routes.forEach((route, index) => {
    const at = (field: string) => ['routes', index, field];
    const description = descriptionWarning(route.description);
    if (description) problems.push({ file: ROUTES_FILE, segments: at('description'), ...description });
    if (route.canonical !== undefined && route.canonical !== route.path) {
      problems.push({ file: ROUTES_FILE, segments: at('canonical'), message: `the canonical address ${route.canonical} is not the page's own address ${route.path}`, hint: `remove canonical; to send visitors of another address here, add it to redirectFrom` });
    }
    if (route.index === false) return;
    for (const [field, value] of [['title', truncateTitle(route.title)], ['description', route.description]] as const) {
      const other = seen.get(`${field}:${value}`);
      if (other) problems.push({ file: ROUTES_FILE, segments: at(field), message: `the same ${field} as ${other}`, hint: `give each page its own ${field}` });
      else seen.set(`${field}:${value}`, route.path);
    }
  });
  return problems;
}

/** A page's main heading is its hero's title: one hero per page, so each page has exactly one h1. */
function mainHeadingProblems(site: Site): SiteProblem[] {
  return site.routes.flatMap((route) => {
    const heroes = site.pages.get(route.page)?.blocks.filter((block) => block.type === 'hero').length ?? 1;
    if (heroes === 1) return [];
    return [{ file: pageFileOf(route), segments: ['blocks'], message: heroes ? `the page has ${heroes} hero blocks, so ${heroes} main headings` : 'the page has no hero block, so no main heading', hint: heroes ? 'keep one hero, at the top' : 'add a hero block at the top of the page' }];
  });
}

/** Each kind of structured data a route asks for, with what its page and the facts must hold for it. */
function structuredDataProblems(site: Site): SiteProblem[] {
  const hasArticles = site.routes.some((route) => site.pages.get(route.page)?.article);
  const office = site.business.offices[0];
  return site.routes.flatMap((route, index) => {
    const page = site.pages.get(route.page);
    if (!page) return [];
    const at = { file: ROUTES_FILE, segments: ['routes', index, 'structuredData'] };
    const missing: Record<string, string | undefined> = {
      FAQPage: page.blocks.some((block) => block.type === 'faq') ? undefined : `the page has no faq block: add one to ${pageFileOf(route)}`,
      Article: page.article ? (page.blocks.some((block) => block.type === 'hero') ? undefined : `the article has no hero block for its headline: add one to ${pageFileOf(route)}`) : `the page has no article details: add article: to ${pageFileOf(route)}`,
      Blog: hasArticles ? undefined : 'the site has no article to list: add article: to a page under site/pages/resources/',
      BreadcrumbList: route.path === '/' ? 'the home page has no breadcrumb' : undefined,
      EmergencyService: route.emergencyService ? undefined : 'the route names no emergencyService (city and region) in pages.yaml',
      LocalBusiness: office?.streetAddress ? undefined : `the first office in ${BUSINESS_FILE} has no streetAddress`,
    };
    return (route.structuredData ?? []).flatMap((kind) => {
      const reason = missing[kind];
      return reason ? [{ ...at, message: `${kind} structured data cannot be written: ${reason}`, hint: `or remove ${kind} from structuredData` }] : [];
    });
  });
}

/** Every site-wide check of a loaded site; `staticFiles` (paths such as /images/og-default.png) lets file links be checked too. */
export function siteProblems(site: Site, staticFiles?: ReadonlySet<string>): SiteProblem[] {
  const links = pageLinks(site);
  return [
    ...linkProblems(site, links, staticFiles),
    ...reachabilityProblems(site, links),
    ...headProblems(site),
    ...mainHeadingProblems(site),
    ...structuredDataProblems(site),
    ...headerFitProblems(site.navigation.header),
  ];
}
