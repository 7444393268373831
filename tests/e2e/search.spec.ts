// What search engines read, checked over the built files in dist/ exactly as a host would serve them.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './test';
import { parse } from 'yaml';
import { hashSource } from '../../scripts/build/security-headers';
import { inlineScripts, speculationRules } from '../../scripts/build/inline-script';
import { headProblems, searchProblems, sitemapProblems, structuredDataProblems, type BuiltPage } from '../../scripts/build/built-site-checks';
import { pageFile } from '../../src/app/offline/offline-routes';

const root = path.join(import.meta.dirname, '../..');
const dist = path.join(root, 'dist');
const { company } = (parse(readFileSync(path.join(root, 'site/business.yaml'), 'utf8')) as { company: { siteUrl: string; locale: string } });
const table = parse(readFileSync(path.join(root, 'pages.yaml'), 'utf8')) as { routes: Array<{ path: string; index?: boolean }> };

const built: BuiltPage[] = table.routes.map((route) => {
  const file = path.join(dist, pageFile(route.path));
  return { path: route.path, indexable: route.index !== false, html: existsSync(file) ? readFileSync(file, 'utf8') : '' };
});

test('every route of pages.yaml is built', () => {
  expect(built.filter((page) => !page.html).map((page) => page.path)).toEqual([]);
});

test('titles are unique and at most 60 characters, descriptions 70-160, canonical is the own address, og:image and lang en-AU are set', () => {
  expect(company.locale).toBe('en-AU');
  expect([...headProblems(built), ...searchProblems(built, company.siteUrl, company.locale).filter((line) => !/h\d|heading/.test(line))]).toEqual([]);
});

test('each page has one h1 and no skipped heading level', () => {
  expect(searchProblems(built, company.siteUrl, company.locale).filter((line) => /h\d|heading/.test(line))).toEqual([]);
});

test('JSON-LD parses and has the properties its type requires', () => {
  expect(structuredDataProblems(built)).toEqual([]);
});

test('sitemap.xml lists exactly the indexable routes and robots.txt points to it', () => {
  expect(sitemapProblems(readFileSync(path.join(dist, 'sitemap.xml'), 'utf8'), built, company.siteUrl)).toEqual([]);
  expect(readFileSync(path.join(dist, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${company.siteUrl}/sitemap.xml`);
});

test('every page runs one inline script, the same starter, and carries the same speculation rules; the CSP the pages are served with allows those two and no other', () => {
  const starters = new Set(built.flatMap((page) => inlineScripts(page.html)));
  expect(built.filter((page) => inlineScripts(page.html).length !== 1).map((page) => page.path)).toEqual([]);
  expect(starters.size).toBe(1);
  const rules = new Set(built.flatMap((page) => speculationRules(page.html)));
  expect(built.filter((page) => speculationRules(page.html).length !== 1).map((page) => page.path)).toEqual([]);
  expect(rules.size).toBe(1);
  const scriptSources = /script-src ([^;]+)/.exec(readFileSync(path.join(dist, '_headers'), 'utf8'))![1]!.split(' ');
  expect(scriptSources.filter((source) => source.startsWith("'sha256-"))).toEqual([hashSource([...starters][0]!), hashSource([...rules][0]!)]);
});
