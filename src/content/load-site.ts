// THE ENTRY of the content model: the texts of every content file in, a typed and trusted Site or the list of problems
// out. Each file is read, validated against its schema (defaults applied), checked against what other files say, and
// its fact references resolved. The build, the dev server, `npm run validate`, the browser editor and the tests all
// come through here.
import type { ValidateFunction } from 'ajv';
import { closest } from 'fastest-levenshtein';
import type { ArticleSummary, BusinessFacts, Navigation, Page, Route, RouteTable } from '../../schema/generated/types';
import { addressesOf, redirectProblems, routesIn, vanishedAddresses } from './addresses';
import { articleSummaries } from './articles';
import { BUSINESS_FILE, NAVIGATION_FILE, PAGES_DIR, pageFilesOf, ROUTES_FILE, type ContentTexts } from './content-files';
import { pictureProblems, withPictures, type PictureFiles } from './pictures';
import { phoneMismatches, resolveFacts, withUnbreakableFacts, type FactProblem } from './facts';
import { withPlaces } from './field-words';
import { problemAt, schemaProblems, type Problem, type Segment, type SourceFile } from './problems';
import { readFile } from './read-file';
import { resolvePage } from './resolve-blocks';
import { routeWarnings } from './route-warnings';
import type { Validators } from './schemas';
import { siteProblems } from './site-checks';

/** Every address the site has published, with the page file it showed last (addresses.ts). */
export type PublishedAddresses = ReadonlyMap<string, string>;

export interface Site {
  business: BusinessFacts;
  navigation: Navigation;
  routes: Route[];
  notFound: RouteTable['notFound'];
  /** Validated pages, facts and what their blocks show from the rest of the site filled in, by file name under site/pages/. */
  pages: Map<string, Page>;
  /** Every article, featured first, then newest first. */
  articles: ArticleSummary[];
}

/**
 * What the development server can still show while some page files have problems: the site without those
 * pages' routes, and each broken route's problems, so a slip in one page breaks that page alone.
 */
export interface PartialSite {
  site: Site;
  /** Problems of each route whose page file does not validate, by route path. */
  brokenRoutes: Map<string, Problem[]>;
}

/** Problems stop the build; warnings (a title search results cut, a description of an unusual length) do not. */
export type LoadResult =
  | { site: Site; problems: []; warnings: Problem[]; partial?: undefined }
  | { site?: undefined; problems: Problem[]; warnings: Problem[]; partial?: PartialSite };

/** Validates one file; returns its data (with schema defaults and Markdown applied) or undefined with problems. */
function validated<T>(source: SourceFile, validate: ValidateFunction, problems: Problem[]): T | undefined {
  const data = source.values;
  if (validate(data)) return data as T;
  problems.push(...schemaProblems(source, validate.errors ?? []));
  return undefined;
}

function withFacts<T>(source: SourceFile, content: T, business: BusinessFacts | undefined, problems: Problem[]): T {
  if (!business) return content;
  const factProblems: FactProblem[] = [];
  const resolved = resolveFacts(content, business, factProblems);
  for (const p of factProblems) problems.push(problemAt(source, p.segments, p.message, p.hint));
  return resolved;
}

/** A file's problems and warnings, and its content once it has none. */
interface FileResult<T> {
  content?: T;
  /** The parsed file, to place problems found later (site-wide checks) at their fields. */
  source?: SourceFile;
  problems: Problem[];
  warnings: Problem[];
}

/**
 * One page file, validated and with its facts resolved: what the site loader does for every page, and the editor's
 * preview for the page being edited. `business` holds the facts its references must name (already known to validators).
 */
export function readPage(file: string, text: string, validators: Validators, business: BusinessFacts | undefined): FileResult<Page> {
  const { source, problems, warnings } = readFile(file, text);
  if (!source) return { problems, warnings };
  const page = validated<Page>(source, validators.page, problems);
  if (page) return { content: withFacts(source, page, business, problems), source, problems, warnings };
  // A page that failed its schema still gets its fact references checked, so one run reports every mistake;
  // from the file as written, since validation has already changed its values.
  withFacts(source, source.doc.toJS(), business, problems);
  return { source, problems, warnings };
}

function checkRoutes(source: SourceFile, table: RouteTable, files: string[], problems: Problem[], published: PublishedAddresses | undefined) {
  const seen = new Map<string, number>();
  table.routes.forEach((route, index) => {
    const at: Segment[] = ['routes', index];
    if (seen.has(route.path)) {
      problems.push(problemAt(source, [...at, 'path'], `the path ${route.path} is already used by route ${seen.get(route.path)! + 1}`, 'each path may appear once; remove or rename one of them'));
    } else seen.set(route.path, index);
  });
  for (const p of redirectProblems(table.routes)) problems.push(problemAt(source, p.segments, p.message, p.hint));
  if (published) for (const p of vanishedAddresses(published, table.routes)) problems.push(problemAt(source, p.segments, p.message, p.hint));
  const listed = [...table.routes.map((route, index) => ({ page: route.page, at: ['routes', index, 'page'] as Segment[] })), { page: table.notFound.page, at: ['notFound', 'page'] as Segment[] }];
  // A set, so a thousand routes are not each looked up in a list of a thousand files.
  const existing = new Set(files);
  for (const { page, at } of listed) {
    if (!existing.has(page)) {
      const near = files.length ? ` (did you mean '${closest(page, files)}'?)` : '';
      problems.push(problemAt(source, at, `there is no file ${PAGES_DIR}/${page}`, `create it, or name an existing page file${near}`));
    }
  }
  const used = new Set(listed.map((entry) => entry.page));
  for (const file of files) {
    if (!used.has(file)) {
      problems.push({ file: `${PAGES_DIR}/${file}`, line: 1, col: 1, field: '', message: 'no route in pages.yaml uses this page file', hint: `add a route with page: ${file} to pages.yaml, or delete the file` });
    }
  }
}

/**
 * The whole site from the texts of its content files: a typed Site, or every problem with where it is and how to fix
 * it. `staticFiles` (site paths such as /images/og-default.png) lets links to files be checked as well as links to pages;
 * `pictures` (what the build measured of each picture file) fills in pictures' sizes and copies and lets them be checked;
 * `published` (every address the site's history of pages.yaml holds) lets an address that no longer leads anywhere be refused.
 */
export function loadSite(texts: ContentTexts, validators: Validators, staticFiles?: ReadonlySet<string>, pictures?: PictureFiles, published?: PublishedAddresses): LoadResult {
  const sources = new Map<string, SourceFile>();
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  const read = (file: string) => {
    const text = texts.get(file);
    if (text === undefined) {
      problems.push({ file, line: 1, col: 1, field: '', message: 'the file is missing', hint: `create ${file}` });
      return undefined;
    }
    const result = readFile(file, text);
    problems.push(...result.problems);
    warnings.push(...result.warnings);
    if (result.source) sources.set(file, result.source);
    return result.source;
  };

  const businessSource = read(BUSINESS_FILE);
  let business = businessSource && validated<BusinessFacts>(businessSource, validators.business, problems);
  validators.useFacts(business);
  // Again, now that the facts are known, for the references between facts (a contact's phone).
  if (businessSource && business && !validators.business(business)) {
    problems.push(...schemaProblems(businessSource, validators.business.errors ?? []));
    business = undefined;
  }
  if (businessSource && business) for (const p of phoneMismatches(business)) problems.push(problemAt(businessSource, p.segments, p.message, p.hint));
  if (business) business = withUnbreakableFacts(business);

  const files = pageFilesOf(texts);
  const tableSource = read(ROUTES_FILE);
  const table = tableSource && validated<RouteTable>(tableSource, validators.routeTable, problems);
  if (tableSource && table) checkRoutes(tableSource, table, files, problems, published);
  if (tableSource && table) warnings.push(...routeWarnings(tableSource, table));

  const navigationSource = read(NAVIGATION_FILE);
  let navigation = navigationSource && validated<Navigation>(navigationSource, validators.navigation, problems);
  if (navigationSource && navigation) navigation = withFacts(navigationSource, navigation, business, problems);

  const pages = new Map<string, Page>();
  for (const file of files) {
    const result = readPage(`${PAGES_DIR}/${file}`, texts.get(`${PAGES_DIR}/${file}`)!, validators, business);
    problems.push(...result.problems);
    warnings.push(...result.warnings);
    if (result.content) pages.set(file, result.content);
    if (result.source) sources.set(`${PAGES_DIR}/${file}`, result.source);
  }

  // Each problem says where it is in the form's words, each page by its name in breadcrumbs.
  const pageNames = new Map<string, string>(table ? [...table.routes.map((route) => [`${PAGES_DIR}/${route.page}`, `${route.breadcrumb ?? route.path} page`] as const), [`${PAGES_DIR}/${table.notFound.page}`, 'Not-found page']] : []);
  const placed = (list: Problem[]) => sortProblems(withPlaces(list, sources, validators.schemas, pageNames));
  if (!business || !table || !navigation) return { problems: placed(problems), warnings: placed(warnings) };
  for (const [file, page] of pages) {
    const source = sources.get(`${PAGES_DIR}/${file}`)!;
    for (const p of pictureProblems(page, pictures)) problems.push(problemAt(source, p.segments, p.message, p.hint));
  }
  // Pictures first, so an article's card shows its picture's copies too.
  const pictured = pictures ? new Map([...pages].map(([file, page]) => [file, withPictures(page, pictures)])) : pages;
  const articles = articleSummaries(table.routes, pictured);
  const resolved = new Map([...pictured].map(([file, page]) => [file, resolvePage(page, business, articles)]));
  const site: Site = { business, navigation, routes: table.routes, notFound: table.notFound, pages: resolved, articles };
  // What files say about each other, checked as far as they loaded: a broken page's links wait for it to be fixed.
  for (const p of siteProblems(site, staticFiles)) {
    const source = sources.get(p.file);
    if (source) problems.push(problemAt(source, p.segments, p.message, p.hint));
  }
  if (problems.length) return { problems: placed(problems), warnings: placed(warnings), partial: partialSite(site, placed(problems)) };
  return { site, problems: [], warnings: placed(warnings) };
}

/** The site less the routes of broken page files; undefined when a problem lies outside page files or the not-found page is broken. */
function partialSite(site: Site, problems: Problem[]): PartialSite | undefined {
  const byFile = new Map<string, Problem[]>();
  for (const problem of problems) {
    if (!problem.file.startsWith(`${PAGES_DIR}/`)) return undefined;
    const file = problem.file.slice(PAGES_DIR.length + 1);
    byFile.set(file, [...(byFile.get(file) ?? []), problem]);
  }
  if (byFile.has(site.notFound.page)) return undefined;
  const brokenRoutes = new Map(site.routes.flatMap((route) => (byFile.has(route.page) ? [[route.path, sortProblems(byFile.get(route.page)!)] as const] : [])));
  const pages = new Map([...site.pages].filter(([file]) => !byFile.has(file)));
  return { site: { ...site, routes: site.routes.filter((route) => !brokenRoutes.has(route.path)), pages }, brokenRoutes };
}

const sortProblems = (problems: Problem[]) => [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);

/** What a save would do to the site: the problems it brings (in any file), the changed files' warnings, and the site after it. */
interface ChangeCheck {
  problems: Problem[];
  warnings: Problem[];
  site?: Site;
}

/**
 * The files beside the content a check can see, as `npm run validate` does: the pictures before and after the change
 * (measured by the fs edge), and the files the site serves as they are. Left out (the browser editor's save), neither is checked.
 */
export interface SiteFiles {
  pictures?: { before: PictureFiles; after: PictureFiles };
  staticFiles?: ReadonlySet<string>;
}

/** The same problem before and after a change, wherever its line moved to. */
const problemKey = (problem: Problem) => `${problem.file}\n${problem.field}\n${problem.message}`;

/**
 * Checks the site as a save would leave it, `changes` replacing or adding files, `removed` deleted and the pictures as
 * `files` has them after: the browser editor's save, its local backend's publish and `npm run new-page` refuse what
 * this returns as problems. A problem the site already had is not the change's doing, so it does not stop the save; a
 * link elsewhere that the change breaks (a cleared anchor) does.
 */
export function checkChanges(texts: ContentTexts, validators: Validators, changes: ReadonlyMap<string, string>, removed: readonly string[] = [], files: SiteFiles = {}): ChangeCheck {
  const { pictures, staticFiles } = files;
  const before = new Set(loadSite(texts, validators, staticFiles, pictures?.before).problems.map(problemKey));
  const changed = new Map([...texts, ...changes]);
  for (const file of removed) changed.delete(file);
  // What the site answers now is published (the live site, or the files of this computer): a change keeps it answering.
  const after = loadSite(changed, validators, staticFiles, pictures?.after, addressesOf(routesIn(texts.get(ROUTES_FILE))));
  return {
    problems: after.problems.filter((problem) => !before.has(problemKey(problem))),
    warnings: after.warnings.filter((warning) => changes.has(warning.file)),
    site: after.site ?? after.partial?.site,
  };
}
