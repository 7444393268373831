// Reads every content file, validates it against its schema, checks what one file says about another,
// and resolves fact references: the one gate between YAML and the typed, trusted site.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { LineCounter, YAMLParseError } from 'yaml';
import type { ValidateFunction } from 'ajv';
import { closest } from 'fastest-levenshtein';
import type { BusinessFacts, Navigation, Page, Route, RouteTable } from '../../schema/generated/types';
import { resolveFacts, withUnbreakablePhones, type FactProblem } from './facts';
import { problemAt, schemaProblems, type Problem, type Segment, type SourceFile } from './problems';
import { routeWarnings, templateTextWarnings } from './route-warnings';
import { schemaLineProblem } from './schema-line';
import { createValidators, projectRoot, type Validators } from './schemas';
import { indentationSlip } from './indentation';
import { parseSource } from './yaml-source';

export interface Site {
  business: BusinessFacts;
  navigation: Navigation;
  routes: Route[];
  notFound: RouteTable['notFound'];
  /** Validated pages with facts resolved, by file name under site/pages/. */
  pages: Map<string, Page>;
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

export const PAGES_DIR = 'site/pages';

/** Where a YAML syntax error really is: an unclosed quote is reported at the end of the file, so point at where it opens. */
function syntaxErrorAt(text: string, lines: LineCounter, error: YAMLParseError) {
  const quote = /Missing closing (["'])quote/.exec(error.message)?.[1];
  const opening = quote ? text.lastIndexOf(quote, error.pos[0] - 1) : -1;
  return opening >= 0 ? lines.linePos(opening) : (error.linePos?.[0] ?? { line: 1, col: 1 });
}

function syntaxHint(error: YAMLParseError): string | undefined {
  if (/tab/i.test(error.message)) return 'indent with spaces, never tabs';
  if (error.code === 'DUPLICATE_KEY') return 'each field may appear once; remove or rename one of them';
  if (/quote|flow|MISSING_CHAR/i.test(error.code + error.message)) return 'check that every quote and bracket that opens on this line is closed';
  if (error.code === 'BAD_INDENT' || /indent/i.test(error.message)) return 'line the field up with the other fields of its item';
  return undefined;
}

function readSource(root: string, file: string): { source: SourceFile; problems: Problem[]; schemaLine?: Problem; templateText: Problem[] } {
  const text = readFileSync(path.join(root, file), 'utf8');
  const { source, errors } = parseSource(file, text);
  const slip = errors.length ? indentationSlip(text) : undefined;
  // One mistake, one message: the parser's later errors are echoes of its first.
  const problems: Problem[] = slip
    ? [{ file, line: slip.line, col: slip.col, field: '', message: slip.message, hint: slip.hint }]
    : errors.slice(0, 1).map((error) => {
        const message = (error.message.split('\n')[0] ?? error.message).replace(/ at line \d+, column \d+:?$/, '');
        return { file, ...syntaxErrorAt(text, source.lines, error), field: '', message: `YAML syntax: ${message}`, hint: syntaxHint(error) };
      });
  const schemaLine = schemaLineProblem(file, text);
  return { source, problems, schemaLine, templateText: templateTextWarnings(file, text) };
}

/** Every page file under site/pages/, relative to that folder. */
function pageFiles(root: string): string[] {
  const dir = path.join(root, PAGES_DIR);
  if (!existsSync(dir)) return [];
  return (readdirSync(dir, { recursive: true }) as string[])
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => name.split(path.sep).join('/'))
    .sort();
}

/** Validates one file; returns its data (with schema defaults and Markdown applied) or undefined with problems. */
function validated<T>(source: SourceFile, validate: ValidateFunction, problems: Problem[]): T | undefined {
  const data = source.values;
  if (validate(data)) return data as T;
  problems.push(...schemaProblems(source, validate.errors ?? []));
  return undefined;
}

function withFacts<T>(source: SourceFile, content: T, business: BusinessFacts | undefined, problems: Problem[], prefix: Segment[] = []): T {
  if (!business) return content;
  const factProblems: FactProblem[] = [];
  const resolved = resolveFacts(content, business, factProblems);
  for (const p of factProblems) problems.push(problemAt(source, [...prefix, ...p.segments], p.message, p.hint));
  return resolved;
}

function checkRoutes(source: SourceFile, table: RouteTable, files: string[], problems: Problem[]) {
  const seen = new Map<string, number>();
  table.routes.forEach((route, index) => {
    const at: Segment[] = ['routes', index];
    if (seen.has(route.path)) {
      problems.push(problemAt(source, [...at, 'path'], `the path ${route.path} is already used by route ${seen.get(route.path)}`, 'each path may appear once; remove or rename one of them'));
    } else seen.set(route.path, index);
  });
  table.routes.forEach((route, index) => {
    for (const [n, from] of (route.redirectFrom ?? []).entries()) {
      if (seen.has(from)) problems.push(problemAt(source, ['routes', index, 'redirectFrom', n], `${from} is a page of its own and cannot redirect`, 'remove it from redirectFrom or remove its route'));
    }
  });
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

export function loadSite(root = projectRoot, validators: Validators = createValidators()): LoadResult {
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  const read = (file: string) => {
    const { source, problems: syntax, schemaLine, templateText } = readSource(root, file);
    problems.push(...syntax);
    warnings.push(...templateText);
    // A wrong schema line is reported, but the file's content is still checked.
    if (schemaLine) problems.push(schemaLine);
    return syntax.length ? undefined : source;
  };

  const businessSource = read('site/business.yaml');
  let business = businessSource && validated<BusinessFacts>(businessSource, validators.business, problems);
  validators.useFacts(business);
  // Again, now that the facts are known, for the references between facts (a contact's phone).
  if (businessSource && business && !validators.business(business)) {
    problems.push(...schemaProblems(businessSource, validators.business.errors ?? []));
    business = undefined;
  }
  if (business) business = withUnbreakablePhones(business);

  const files = pageFiles(root);
  const tableSource = read('pages.yaml');
  const table = tableSource && validated<RouteTable>(tableSource, validators.routeTable, problems);
  if (tableSource && table) checkRoutes(tableSource, table, files, problems);
  if (tableSource && table) warnings.push(...routeWarnings(tableSource, table));

  const navigationSource = read('site/navigation.yaml');
  let navigation = navigationSource && validated<Navigation>(navigationSource, validators.navigation, problems);
  if (navigationSource && navigation) {
    navigation = withFacts(navigationSource, navigation, business, problems);
  }

  const pages = new Map<string, Page>();
  for (const file of files) {
    const source = read(`${PAGES_DIR}/${file}`);
    const page = source && validated<Page>(source, validators.page, problems);
    if (source && page) pages.set(file, withFacts(source, page, business, problems));
    // A page that failed its schema still gets its fact references checked, so one run reports every mistake;
    // from the file as written, since validation has already changed its values.
    else if (source) withFacts(source, source.doc.toJS(), business, problems);
  }

  if (problems.length || !business || !table || !navigation) {
    const partial = business && table && navigation ? partialSite({ business, navigation, routes: table.routes, notFound: table.notFound, pages }, problems) : undefined;
    return { problems: sortProblems(problems), warnings: sortProblems(warnings), partial };
  }
  return { site: { business, navigation, routes: table.routes, notFound: table.notFound, pages }, problems: [], warnings: sortProblems(warnings) };
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

const sortProblems = (problems: Problem[]) =>
  [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
