// `npm run build`: validate, generate types, build with Vite, then prerender every route to dist/<path>/index.html.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { loadEnv, mergeConfig, build as viteBuild, type Manifest } from 'vite';
import viteConfig from '../vite.config';
import type { RenderInput, RenderResult } from '../src/entry-server';
import { HYDRATION_PRELOADS_ID, NOT_FOUND_DATA_URL, pageDataUrl, type PageData } from '../src/page-data';
import { redirectsFile, robotsTxt, sitemapXml } from './content/crawl-files';
import { allPageData, NOT_FOUND_PATH, notFoundPageData } from './content/page-data';
import { formatReport } from './content/problems';
import { productionErrors } from './content/route-warnings';
import { projectRoot } from './content/schemas';
import { headersFile } from './content/security-headers';
import { buildServiceWorker } from './service-worker-build';
import { allSiteProblems, searchProblems, sitemapProblems, type BuiltPage } from './content/site-checks';
import { generate } from './generate';
import { siteContent } from './vite-plugin-site';

export const distDir = path.join(projectRoot, 'dist');
const defaultServerDir = path.join(projectRoot, '.build/server');
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(2)} s`;

/** The chunks a manifest key needs, itself first, then what it imports, depth first. */
function chunkClosure(manifest: Manifest, key: string, seen: Set<string>): void {
  if (seen.has(key)) return;
  seen.add(key);
  for (const name of manifest[key]?.imports ?? []) chunkClosure(manifest, name, seen);
}

/** The manifest key of a block's component chunk (blocks are split per type; see renderer/lazy-block.tsx). */
const blockChunkKey = (manifest: Manifest, type: string) =>
  Object.keys(manifest).find((key) => key.startsWith(`renderer/blocks/${type}/`) && manifest[key]?.isDynamicEntry);

/**
 * The page's CSS, its boot script (src/boot.ts) and the chunks it imports at low priority (Chrome fetches an async
 * module script at High priority, which Lighthouse counts as holding the first paint), and a <template> of what hydrating the page needs: modulepreload
 * links for the app and the chunks of the blocks it places, and a preload of the page's data file. Boot adds them
 * after first paint, so they download in parallel then, and not while the page is still waiting to paint.
 */
export function assetTags(manifest: Manifest, blockTypes: readonly string[] = [], dataUrl?: string, entry = 'src/boot.ts'): string {
  const chunk = manifest[entry];
  if (!chunk) throw new Error(`the Vite manifest has no entry ${entry}`);
  const boot = new Set<string>();
  chunkClosure(manifest, entry, boot);
  const hydration = new Set<string>();
  for (const key of chunk.dynamicImports ?? []) chunkClosure(manifest, key, hydration);
  for (const type of new Set(blockTypes)) {
    const key = blockChunkKey(manifest, type);
    if (key) chunkClosure(manifest, key, hydration);
  }
  const preloadLinks = (keys: Iterable<string>) => [...keys].map((key) => `<link rel="modulepreload" href="/${manifest[key]!.file}">`).join('');
  boot.delete(entry);
  for (const key of boot) hydration.delete(key);
  const css = new Set<string>([...boot, entry].flatMap((key) => manifest[key]?.css ?? []));
  return [
    ...[...css].map((file) => `<link rel="stylesheet" href="/${file}">`),
    `<script type="module" async fetchpriority="low" src="/${chunk.file}"></script>`,
    ...[...boot].map((key) => `<link rel="modulepreload" fetchpriority="low" href="/${manifest[key]!.file}">`),
    `<template id="${HYDRATION_PRELOADS_ID}">${preloadLinks(hydration)}${dataUrl ? `<link rel="preload" as="fetch" crossorigin="anonymous" href="${dataUrl}">` : ''}</template>`,
  ].join('');
}

/** Files in dist/ as site paths (/images/logo-mark.svg), for the link check. */
function publicFiles(dir: string): Set<string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Set(files.map((entry) => '/' + path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')));
}

const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt)$/;

/** A .gz beside every text file, so the local server sends what a static host would (sirv serves them). */
function precompress(dir: string) {
  for (const file of publicFiles(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const full = path.join(dir, file);
    writeFileSync(`${full}.gz`, gzipSync(readFileSync(full), { level: 9 }));
  }
}

const writeFile = (file: string, content: string) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
};

/** dist/ file of a route: / -> index.html, /faq -> faq/index.html. */
export const htmlFileFor = (routePath: string, outDir = distDir) => path.join(outDir, routePath, 'index.html');

/** Vite's mode: .env.<mode> supplies the build's environment (e2e: the test suite's fake tracking ids). */
export const requestedMode = (argv = process.argv) => {
  const flag = argv.indexOf('--mode');
  return (flag >= 0 ? argv[flag + 1] : undefined) ?? process.env.BUILD_MODE ?? 'production';
};
const modeFile = (serverDir = defaultServerDir) => path.join(serverDir, 'build-mode');
/** The mode dist/ was built in, so `npm start` can tell a test build from a production one. */
export const builtMode = () => (existsSync(modeFile()) ? readFileSync(modeFile(), 'utf8').trim() : undefined);

const SOURCES = ['pages.yaml', 'site', 'schema', 'renderer', 'src', 'public', 'scripts', 'vite.config.ts', 'package-lock.json'];

/** The newest modification time among the site's sources. */
function newestSource(): number {
  let newest = 0;
  const visit = (file: string) => {
    const stat = statSync(file);
    if (stat.isDirectory()) for (const name of readdirSync(file)) visit(path.join(file, name));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const source of SOURCES) if (existsSync(path.join(projectRoot, source))) visit(path.join(projectRoot, source));
  return newest;
}

/** True when dist/ is missing or older than any of its sources (`npm start` and `npm run audit` then rebuild). */
export function distIsStale(): boolean {
  const index = path.join(distDir, 'index.html');
  return !existsSync(index) || statSync(index).mtimeMs < newestSource();
}

interface BuildOptions {
  quiet?: boolean;
  mode?: string;
  /** Where the site is written; dist/ unless the audit builds a synthetic site elsewhere. */
  outDir?: string;
  serverDir?: string;
}

export async function buildSite({ quiet = false, mode = requestedMode(), outDir = distDir, serverDir = defaultServerDir }: BuildOptions = {}) {
  const log = quiet ? () => {} : (line: string) => console.log(line);
  const started = performance.now();

  await generate();
  const loaded = siteContent();
  if (!loaded.site) {
    console.error(formatReport(loaded.problems, loaded.warnings));
    throw new Error(`${loaded.problems.length} problem(s) in content; the site was not built`);
  }
  const site = loaded.site;
  // Template text is a warning while a page is being written (dev, tests) and an error when it would go live.
  const refused = mode === 'production' ? productionErrors(loaded.warnings) : [];
  if (refused.length) {
    console.error(formatReport(refused, loaded.warnings.filter((warning) => !refused.some((error) => error.file === warning.file && error.line === warning.line))));
    throw new Error(`${refused.length} line(s) of template text; the production site was not built`);
  }
  if (loaded.warnings.length) console.warn(formatReport([], loaded.warnings));
  log(`validated content: ${site.routes.length} routes (${seconds(started)})`);

  const bundling = performance.now();
  const logLevel = quiet ? 'silent' : 'warn';
  // The config is already loaded in this process; passing it avoids loading vite.config.ts twice more.
  const bundle = (build: object) => viteBuild(mergeConfig(viteConfig, { configFile: false, root: projectRoot, logLevel, mode, build }));
  await bundle({ outDir, emptyOutDir: true, manifest: 'manifest.json' });
  await bundle({ ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true });
  writeFile(modeFile(serverDir), mode);
  log(`bundled client and server in ${mode} mode (${seconds(bundling)})`);

  const manifestFile = path.join(outDir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const tagsFor = (page: PageData, dataUrl: string) => assetTags(manifest, page.blocks.map((block) => block.type), dataUrl);
  rmSync(manifestFile);
  const { render } = (await import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href)) as { render: (input: RenderInput) => Promise<RenderResult> };

  const prerendering = performance.now();
  const pages = allPageData(site);
  const notFound = notFoundPageData(site);
  let done = 0;
  const built: BuiltPage[] = [];
  for (const route of site.routes) {
    const { html } = await render({ url: route.path, pages, notFound, assetTags: tagsFor(pages.get(route.path)!, pageDataUrl(route.path)) });
    built.push({ path: route.path, html, indexable: route.index !== false });
    writeFile(htmlFileFor(route.path, outDir), html);
    writeFile(path.join(outDir, pageDataUrl(route.path)), JSON.stringify(pages.get(route.path)));
    done++;
    if (!quiet && (done % 25 === 0 || done === site.routes.length)) process.stdout.write(`prerendered ${done}/${site.routes.length} routes\n`);
  }
  const notFoundPage = await render({ url: NOT_FOUND_PATH, pages, notFound, assetTags: tagsFor(notFound, NOT_FOUND_DATA_URL) });
  writeFile(path.join(outDir, '404.html'), notFoundPage.html);
  writeFile(path.join(outDir, NOT_FOUND_DATA_URL), JSON.stringify(notFound));
  writeFile(path.join(outDir, 'sitemap.xml'), sitemapXml(site));
  writeFile(path.join(outDir, 'robots.txt'), robotsTxt(site));
  writeFile(path.join(outDir, '_redirects'), redirectsFile(site));
  // The form posts to the Supabase project of the build's environment (.env.<mode> or the shell).
  writeFile(path.join(outDir, '_headers'), headersFile(loadEnv(mode, projectRoot, 'VITE_').VITE_SUPABASE_URL || undefined));
  const prerenderMs = performance.now() - prerendering;
  log(`prerendered ${site.routes.length} routes + 404 in ${(prerenderMs / 1000).toFixed(2)} s (${(prerenderMs / (site.routes.length + 1)).toFixed(1)} ms per page)`);
  const { siteUrl, locale } = site.business.company;
  const problems = [...allSiteProblems(built, publicFiles(outDir)), ...searchProblems(built, siteUrl, locale), ...sitemapProblems(sitemapXml(site), built, siteUrl)];
  if (problems.length) {
    for (const problem of problems) console.error(problem);
    throw new Error(`${problems.length} problem(s) in the built site: broken links or anchors, unreachable routes, duplicate or malformed head tags, skipped headings or incomplete structured data`);
  }
  log(`checked links, anchors, reachability, head tags and structured data of ${built.length} pages`);
  const precache = await buildServiceWorker({ routes: site.routes, outDir, workDir: path.join(serverDir, 'service-worker'), mode, quiet });
  log(`service worker: ${precache.count} files precached, ${(precache.bytes / 1024).toFixed(1)} KB`);
  precompress(outDir);
  log(`built dist/ in ${seconds(started)}`);
  return site;
}

if (process.argv[1] === import.meta.filename) {
  try {
    await buildSite();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
