// Pure functions behind `npm run new-page` and `npm run new-article`: check the request, write the page file
// from a template, and splice the route into pages.yaml (and a footer link into navigation.yaml) so every
// comment, blank line and flow list already in those files stays exactly as it was.
import { Document, isMap, isSeq, parseDocument, type YAMLMap, type YAMLSeq } from 'yaml';
import { segmentLabel } from './breadcrumb';
import { TEMPLATE_MARKER } from './route-warnings';
import { schemaLine } from './schema-line';
import { PAGES_DIR } from './content-files';

const PATH_PATTERN = /^\/[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/;
export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const TITLE_LENGTH = { min: 10, max: 120 } as const;

/** What an editor probably meant: 'Laser Guide!' -> 'laser-guide'. */
const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9/]+/g, '-')
    .replace(/-*\/-*/g, '/')
    .replace(/^-+|-+$/g, '');

/** A page of the site, or an article under /resources (listed there, with Article structured data). */
export type PageKind = 'page' | 'article';

interface NewRoute {
  path: string;
  page: string;
  title: string;
  description: string;
  /** false: out of search engines and the sitemap, as a page no link reaches has to be (a campaign's landing page). */
  index?: false;
  structuredData: string[];
}

interface RouteEntry {
  path: string;
  title: string;
  line: number;
}

/** The routes already in pages.yaml, with the line each starts on. */
export function existingRoutes(pagesText: string): RouteEntry[] {
  const doc = parseDocument(pagesText);
  const routes = doc.get('routes', true);
  if (!isSeq(routes)) return [];
  return routes.items.filter(isMap).map((item) => ({
    path: String(item.get('path')),
    title: String(item.get('title')),
    line: pagesText.slice(0, item.range?.[0] ?? 0).split('\n').length,
  }));
}

/** Reasons the request cannot become a page, each with what to do instead; empty when it can. */
export function requestProblems(request: { path: string; title: string; file: string }, routes: RouteEntry[], fileExists: boolean): string[] {
  const problems: string[] = [];
  if (!PATH_PATTERN.test(request.path)) {
    const suggestion = '/' + slugify(request.path).replace(/^\/+/, '');
    problems.push(`'${request.path}' is not a valid address: use lower-case words joined by hyphens, separated by /${suggestion.length > 1 ? `, e.g. ${suggestion}` : ''}`);
  }
  const taken = routes.find((route) => route.path === request.path);
  if (taken) problems.push(`${request.path} is already a page (pages.yaml line ${taken.line}): choose another address, or edit that page instead`);
  else if (fileExists) problems.push(`${PAGES_DIR}/${request.file} already exists: choose another address, or add a route for that file to pages.yaml`);
  const { min, max } = TITLE_LENGTH;
  if (request.title.trim().length < min || request.title.length > max) problems.push(`the title must be ${min} to ${max} characters; "${request.title}" is ${request.title.length}`);
  const sameTitle = routes.find((route) => route.title === request.title);
  if (sameTitle) problems.push(`the title "${request.title}" is already used by ${sameTitle.path} (pages.yaml line ${sameTitle.line}): every page needs its own title`);
  return problems;
}

/** A slug for an article: lower-case words joined by hyphens. */
export function slugProblem(slug: string): string | undefined {
  if (SLUG_PATTERN.test(slug)) return undefined;
  const suggestion = slugify(slug).replace(/\//g, '-');
  return `'${slug}' is not a valid article slug: use lower-case words joined by hyphens${suggestion ? `, e.g. ${suggestion}` : ''}`;
}

/** The page file for an address: /locations/perth -> locations/perth.yaml. */
export const pageFileFor = (path: string) => `${path.slice(1)}.yaml`;

/** A description that names the page and says it is still to be written (the build needs each to be unique). */
export const placeholderDescription = (title: string) => `${TEMPLATE_MARKER} with 70 to 160 characters on what ${title} offers and where.`;

const quoted = (text: string) => JSON.stringify(text);

export function pageTemplate(file: string, title: string): string {
  return `${schemaLine(`${PAGES_DIR}/${file}`)}
# ${title}: replace the example text, then run \`npm run validate\` and look at it with \`npm run dev\`.
# Every block, with YAML to copy: docs/blocks.md, or /_blocks while \`npm run dev\` runs.
blocks:
  - type: hero
    variant: page
    title: ${quoted(title)}
    intro: >-
      ${TEMPLATE_MARKER} with one or two sentences that tell a visitor what this page offers and why it matters to them.
    actions:
      - label: Get a Free Quote
        href: /contact
        style: cta
      - label: "Call {phones.main}"
        call: main
        style: outline

  - type: prose
    title: What we do here
    body: |
      ${TEMPLATE_MARKER} with the page's main text. Leave an empty line between paragraphs.

      - Lists start with a dash
      - **Bold** and [links](/contact) work as in an e-mail

  - type: cta
    variant: banner
    title: Ready to talk about your project?
    text: Free site assessment and a quote within 24 hours.
    actions:
      - label: Get Quote
        href: /contact
        style: cta
      - label: "Call {phones.main}"
        call: main
        style: outline
`;
}

export function articleTemplate(file: string, title: string, date: string): string {
  return `${schemaLine(`${PAGES_DIR}/${file}`)}
# ${title}: replace the example text, then run \`npm run validate\` and look at it with \`npm run dev\`.
# The resources list and the Blog structured data pick this article up by themselves.
article:
  category: Guide
  summary: >-
    ${TEMPLATE_MARKER} with one or two sentences for the resources list: what this article explains and who it is for.
  date: ${date}
  readTime: 5

blocks:
  - type: hero
    variant: page
    eyebrow: Guide
    title: ${quoted(title)}
    intro: >-
      ${TEMPLATE_MARKER} with one or two sentences that tell a reader what they will learn.

  - type: prose
    body: |
      ${TEMPLATE_MARKER} with the article. Leave an empty line between paragraphs.

      ## A heading for a section

      - Lists start with a dash
      - **Bold** and [links](/contact) work as in an e-mail

  - type: cta
    variant: banner
    title: Ready to talk about your project?
    text: Free site assessment and a quote within 24 hours.
    actions:
      - label: Get Quote
        href: /contact
        style: cta
`;
}

/** The index after which a new path belongs: after the last route sharing most of its leading segments. */
export function insertionIndex(paths: string[], path: string): number {
  const segments = path.split('/').filter(Boolean);
  const shared = (other: string) => {
    const parts = other.split('/').filter(Boolean);
    let count = 0;
    while (count < parts.length && count < segments.length - 1 && parts[count] === segments[count]) count++;
    return count;
  };
  let best = paths.length - 1;
  let bestShared = 0;
  paths.forEach((other, index) => {
    if (shared(other) >= bestShared && shared(other) > 0) {
      best = index;
      bestShared = shared(other);
    }
  });
  return best;
}

/** The offset just after the line a node ends on, and the indentation of the line it starts on. */
function afterNode(text: string, node: { range?: [number, number, number] | null }) {
  const [start, end] = node.range ?? [0, 0, 0];
  const lastChar = text.slice(0, end).trimEnd().length;
  const lineEnd = text.indexOf('\n', lastChar);
  const lineStart = text.lastIndexOf('\n', start) + 1;
  const indent = /^\s*/.exec(text.slice(lineStart, start))?.[0] ?? '';
  return { offset: lineEnd < 0 ? text.length : lineEnd + 1, indent };
}

/** A list item as YAML, with list values inline ([Article, BreadcrumbList]) and an inline map ({ label: … }) when asked. */
function itemYaml(value: object, indent: string, flow: boolean): string {
  const doc = new Document([value]);
  const item = (doc.contents as YAMLSeq).items[0] as YAMLMap;
  if (flow) item.flow = true;
  for (const pair of item.items) if (isSeq(pair.value)) pair.value.flow = true;
  // The files write lists as [A, B] and maps as { a: b }.
  const text = doc.toString({ lineWidth: 0, flowCollectionPadding: flow }).trimEnd();
  return text.split('\n').map((line) => indent + line).join('\n') + '\n';
}

/** pages.yaml with the route added beside its nearest relatives, separated by a blank line like the others. */
export function addRoute(pagesText: string, route: NewRoute): string {
  const doc = parseDocument(pagesText);
  const routes = doc.get('routes', true);
  if (!isSeq(routes) || routes.items.length === 0) throw new Error('pages.yaml has no routes: list to add to');
  const paths = routes.items.map((item) => (isMap(item) ? String(item.get('path')) : ''));
  const after = routes.items[insertionIndex(paths, route.path)]!;
  const { offset } = afterNode(pagesText, after as YAMLMap);
  const dashLine = pagesText.slice(pagesText.lastIndexOf('\n', (after as YAMLMap).range![0]) + 1);
  const indent = /^(\s*)-/.exec(dashLine)?.[1] ?? '  ';
  const { structuredData, ...rest } = route;
  return pagesText.slice(0, offset) + '\n' + itemYaml({ ...rest, structuredData }, indent, false) + pagesText.slice(offset);
}

/**
 * navigation.yaml with a link to the new page in the footer column that already links its siblings
 * (a new /locations/perth joins /locations/sydney), so the page is reachable; unchanged when no column does.
 */
export function addFooterLink(navigationText: string, path: string, label = segmentLabel(path.split('/').pop() ?? '')): string {
  const parent = path.slice(0, path.lastIndexOf('/') + 1);
  if (parent === '/') return navigationText;
  const doc = parseDocument(navigationText);
  const columns = doc.getIn(['footer', 'columns'], true);
  if (!isSeq(columns)) return navigationText;
  for (const column of columns.items) {
    const links = isMap(column) ? column.get('links', true) : undefined;
    if (!isSeq(links)) continue;
    const siblings = links.items.filter((link) => isMap(link) && String(link.get('href')).startsWith(parent));
    const last = siblings.at(-1);
    if (!isMap(last)) continue;
    const { offset } = afterNode(navigationText, last);
    const dashLine = navigationText.slice(navigationText.lastIndexOf('\n', last.range![0]) + 1);
    const indent = /^(\s*)-/.exec(dashLine)?.[1] ?? '';
    return navigationText.slice(0, offset) + itemYaml({ label, href: path }, indent, last.flow === true) + navigationText.slice(offset);
  }
  return navigationText;
}

/**
 * What a new page changes besides its own file, for `npm run new-page` and the browser editor alike: its route in
 * pages.yaml and, for a page, a footer link beside its siblings (articles are linked from the resources list).
 */
export function newPageChanges(kind: PageKind, route: { path: string; title: string; description: string; index?: false }, files: { pages: string; navigation: string }) {
  const structuredData = kind === 'article' ? ['Article', 'BreadcrumbList'] : ['BreadcrumbList'];
  return {
    pages: addRoute(files.pages, { path: route.path, page: pageFileFor(route.path), title: route.title, description: route.description, ...(route.index === false && { index: false as const }), structuredData }),
    navigation: kind === 'article' ? files.navigation : addFooterLink(files.navigation, route.path),
  };
}
