// Checks over the built HTML: links and anchors resolve, every route is reachable, head tags are unique,
// and each JSON-LD object has the properties its type requires. Pure functions over path -> HTML. The content model
// finds the same mistakes in the content (src/content/site-checks.ts); these check what was really rendered.
import { SEARCH_LIMITS } from '../../src/content/head';

export interface BuiltPage {
  path: string;
  html: string;
  /** false for pages kept out of search engines (thank-you, not found). */
  indexable: boolean;
}

const attributeValues = (html: string, attribute: string) => [...html.matchAll(new RegExp(`\\s${attribute}="([^"]*)"`, 'g'))].map((match) => match[1]!.replace(/&amp;/g, '&'));

/** Links inside <body> only: head tags point at absolute addresses and assets. */
const bodyOf = (html: string) => html.slice(html.indexOf('<body'));

const idsOf = (html: string) => new Set(attributeValues(html, 'id'));

function internalLinks(html: string): string[] {
  return attributeValues(bodyOf(html), 'href').filter((href) => href.startsWith('/') || href.startsWith('#'));
}

/** Every internal link goes to a route or a file, and every #anchor exists on its page; one line per broken link. */
export function linkProblems(pages: BuiltPage[], files: ReadonlySet<string>): string[] {
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const broken = new Map<string, string[]>();
  const report = (message: string, where: string) => broken.set(message, [...(broken.get(message) ?? []), where]);
  for (const page of pages) {
    for (const href of new Set(internalLinks(page.html))) {
      const url = new URL(href, `http://site${page.path}`);
      const target = byPath.get(url.pathname);
      const anchor = decodeURIComponent(url.hash.slice(1));
      if (!target && !files.has(url.pathname)) report(`link to ${url.pathname} goes nowhere: no route or file has that path`, page.path);
      else if (anchor && target && !idsOf(target.html).has(anchor)) report(`link to ${url.pathname}#${anchor} names an anchor that ${url.pathname} does not have`, page.path);
    }
  }
  return [...broken].map(([message, where]) => `${message} (on ${where.length === 1 ? where[0] : `${where.length} pages, e.g. ${where.slice(0, 3).join(', ')}`})`);
}

/** Indexable routes that no link on any page reaches, starting from home (the thank-you page is reached by the form). */
export function unreachableRoutes(pages: BuiltPage[], start = '/'): string[] {
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const seen = new Set([start]);
  const queue = [start];
  while (queue.length) {
    const page = byPath.get(queue.shift()!);
    if (!page) continue;
    for (const href of internalLinks(page.html)) {
      const path = new URL(href, `http://site${page.path}`).pathname;
      if (byPath.has(path) && !seen.has(path)) {
        seen.add(path);
        queue.push(path);
      }
    }
  }
  return pages.filter((page) => page.indexable && !seen.has(page.path)).map((page) => page.path);
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const descriptionOf = (html: string) => /<meta name="description" content="([^"]*)"/.exec(html)?.[1];

const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" })[name]!);


/** Levels of the h1-h6 headings in <body>, in document order. */
const headingLevels = (html: string) => [...bodyOf(html).matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]));

/** What a search engine reads from each page: title and description lengths, canonical, social image, language, headings. */
export function searchProblems(pages: BuiltPage[], siteUrl: string, lang: string): string[] {
  const problems: string[] = [];
  for (const page of pages) {
    const at = `${page.path}:`;
    const title = decodeEntities(titleOf(page.html) ?? '');
    const description = decodeEntities(descriptionOf(page.html) ?? '');
    if (title.length > SEARCH_LIMITS.title) problems.push(`${at} title is ${title.length} characters, over ${SEARCH_LIMITS.title}: "${title}"`);
    const { min, max } = SEARCH_LIMITS.description;
    if (description.length < min || description.length > max) problems.push(`${at} description is ${description.length} characters, not ${min}-${max}: "${description}"`);
    const canonical = /<link rel="canonical" href="([^"]*)"/.exec(page.html)?.[1];
    if (canonical !== siteUrl + page.path) problems.push(`${at} canonical is ${canonical ?? 'missing'}, not its own address ${siteUrl + page.path}`);
    if (!/<meta property="og:image" content="https:\/\/[^"]+"/.test(page.html)) problems.push(`${at} no og:image with an absolute address`);
    if (!page.html.includes(`<html lang="${lang}"`)) problems.push(`${at} <html> lacks lang="${lang}"`);
    const levels = headingLevels(page.html);
    const h1s = levels.filter((level) => level === 1).length;
    if (h1s !== 1) problems.push(`${at} has ${h1s} h1 headings, not one`);
    levels.forEach((level, index) => {
      const previous = levels[index - 1] ?? 0;
      if (level > previous + 1) problems.push(`${at} heading h${level} follows h${previous}, skipping a level`);
    });
  }
  return problems;
}

/** The sitemap lists exactly the indexable pages, each at its own address. */
export function sitemapProblems(sitemap: string, pages: BuiltPage[], siteUrl: string): string[] {
  const listed = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => decodeEntities(match[1]!));
  const expected = pages.filter((page) => page.indexable).map((page) => siteUrl + page.path);
  return [
    ...expected.filter((url) => !listed.includes(url)).map((url) => `sitemap.xml lacks ${url}`),
    ...listed.filter((url) => !expected.includes(url)).map((url) => `sitemap.xml lists ${url}, which is no indexable page`),
    ...listed.filter((url, index) => listed.indexOf(url) !== index).map((url) => `sitemap.xml lists ${url} twice`),
  ];
}

/** Every page has a title and description, and no two indexable pages share one. */
export function headProblems(pages: BuiltPage[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  for (const page of pages) {
    const title = titleOf(page.html);
    const description = descriptionOf(page.html);
    if (!title) problems.push(`${page.path}: no <title>`);
    if (!description) problems.push(`${page.path}: no meta description`);
    if (!page.indexable) continue;
    for (const [kind, value] of [['title', title], ['description', description]] as const) {
      if (!value) continue;
      const other = seen.get(`${kind}:${value}`);
      if (other) problems.push(`${page.path}: same ${kind} as ${other}: "${value}"`);
      seen.set(`${kind}:${value}`, page.path);
    }
  }
  return problems;
}

type JsonObject = Record<string, unknown>;

const has = (item: JsonObject, path: string) => {
  let value: unknown = item;
  for (const key of path.split('.')) value = value && typeof value === 'object' ? (value as JsonObject)[key] : undefined;
  return value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);
};

/** Properties each type needs to be eligible for its search feature. */
const requiredProperties: Record<string, string[]> = {
  LocalBusiness: ['name', 'address.streetAddress', 'address.addressLocality', 'address.addressCountry', 'telephone', 'url', 'openingHoursSpecification'],
  Service: ['name', 'serviceType', 'provider.name', 'areaServed'],
  FAQPage: ['mainEntity'],
  BreadcrumbList: ['itemListElement'],
  Article: ['headline', 'datePublished', 'dateModified', 'author.name', 'publisher.name', 'image'],
  Blog: ['name', 'url', 'blogPost'],
  EmergencyService: ['name', 'telephone', 'areaServed.name', 'openingHoursSpecification', 'serviceType', 'priceRange'],
};

function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!));
}

export function structuredDataProblems(pages: BuiltPage[]): string[] {
  const problems: string[] = [];
  for (const page of pages) {
    let items: unknown[];
    try {
      items = jsonLdOf(page.html);
    } catch (error) {
      problems.push(`${page.path}: JSON-LD does not parse: ${(error as Error).message}`);
      continue;
    }
    for (const item of items as JsonObject[]) {
      const type = String(item['@type']);
      if (item['@context'] !== 'https://schema.org') problems.push(`${page.path}: ${type} has no schema.org @context`);
      const required = requiredProperties[type];
      if (!required) {
        problems.push(`${page.path}: JSON-LD of unexpected type ${type}`);
        continue;
      }
      for (const property of required) if (!has(item, property)) problems.push(`${page.path}: ${type} lacks ${property}`);
      if (type === 'FAQPage') {
        for (const question of (item.mainEntity as JsonObject[]) ?? []) if (!has(question, 'name') || !has(question, 'acceptedAnswer.text')) problems.push(`${page.path}: FAQPage has a question without name or answer`);
      }
      if (type === 'BreadcrumbList') {
        for (const entry of (item.itemListElement as JsonObject[]) ?? []) if (!has(entry, 'position') || !has(entry, 'name') || !has(entry, 'item')) problems.push(`${page.path}: BreadcrumbList item lacks position, name or item`);
      }
    }
  }
  return problems;
}

export const allSiteProblems = (pages: BuiltPage[], files: ReadonlySet<string>) => [
  ...linkProblems(pages, files),
  ...unreachableRoutes(pages).map((path) => `${path}: no link on any page reaches this route`),
  ...headProblems(pages),
  ...structuredDataProblems(pages),
];
