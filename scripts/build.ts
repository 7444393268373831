// `npm run build`: validate, generate types, build with Vite, then prerender every route to dist/<path>.html.
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { loadEnv, mergeConfig, build as viteBuild, type Manifest } from 'vite';
import viteConfig from '../vite.config';
import { trackingConfig } from '../src/analytics/tracking-ids';
import { HOST_REDIRECT_ROUTES, HOST_REDIRECT_WORKER, hostRedirectRoutes, hostRedirectWorker } from './build/host-redirect';
import { buildAdmin } from './build/editor-bundle';
import { pageFile } from '../src/app/offline/offline-routes';
import { adminHeaders } from './build/editor-headers';
import type { RenderInput, RenderResult } from '../src/app/entry-server';
import { HYDRATION_PRELOADS_ID, NOT_FOUND_DATA_URL, pageDataUrl, type PageData } from '../src/content/page-data';
import { redirectsFile, robotsTxt, sitemapXml } from './build/crawl-files';
import { allPageData, NOT_FOUND_PATH, notFoundPageData } from '../src/content/site-pages';
import { ORGANIZATION_LOGO_PATH } from '../src/content/structured-data';
import { formatReport } from '../src/content/problems';
import { productionErrors } from '../src/content/route-warnings';
import { projectRoot } from './build/content-files';
import { inlineStyleHashes, withStylesheetForItsSize } from './build/inline-styles';
import { headersFile } from './build/security-headers';
import { bundleInlineScript, inlineScriptHashes } from './build/inline-script';
import { defaultServerDir, distDir, modeFile, requestedMode } from './build/dist-folder';
import { buildServiceWorker } from './build/service-worker-build';
import { allSiteProblems, searchProblems, sitemapProblems, type BuiltPage } from './build/built-site-checks';
import { generate } from './generate';
import { siteContent } from './build/vite-plugin-site';
import { readPictures, writePhotoCopies } from './build/pictures';
import { blocksNeededToHydrate } from '../renderer/BlockList';
import { speculationRules } from '../src/app/prefetch/next-page';
import { pagesNeverAhead } from '../src/content/site-shell';
import { isPreviewBuild } from '../src/enquiry/preview-build';
import { previewHeaders, previewRobotsTxt } from './build/preview-build';

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
 * The page's CSS, the inline script that starts it after the first paint (src/app/start-after-paint.ts, `starter`), and a
 * <template> of what follows the paint: modulepreload links for the boot script (src/app/boot.ts), the app and the chunks
 * of the blocks it hydrates at once (renderer/BlockList.tsx), and a preload of the page's data file. The starter adds them once the page has
 * painted, so nothing but the stylesheet is fetched while the page is still waiting to paint.
 */
export function assetTags(manifest: Manifest, starter: string, blockTypes: readonly string[] = [], dataUrl?: string, entry = 'src/app/boot.ts'): string {
  const chunk = manifest[entry];
  if (!chunk) throw new Error(`the Vite manifest has no entry ${entry}`);
  const boot = new Set<string>();
  chunkClosure(manifest, entry, boot);
  const afterPaint = new Set(boot);
  for (const key of chunk.dynamicImports ?? []) chunkClosure(manifest, key, afterPaint);
  for (const type of new Set(blockTypes)) {
    const key = blockChunkKey(manifest, type);
    if (key) chunkClosure(manifest, key, afterPaint);
  }
  const css = new Set([...boot].flatMap((key) => manifest[key]?.css ?? []));
  return [
    `<script data-boot="/${chunk.file}">${starter}</script>`,
    ...[...css].map((file) => `<link rel="stylesheet" href="/${file}">`),
    `<template id="${HYDRATION_PRELOADS_ID}">${[...afterPaint].map((key) => `<link rel="modulepreload" href="/${manifest[key]!.file}">`).join('')}${dataUrl ? `<link rel="preload" as="fetch" crossorigin="anonymous" href="${dataUrl}">` : ''}</template>`,
  ].join('');
}

/** The hash sources of every inline script and <style> text the pages hold, each once, for the CSP. */
const inlineHashes = (pages: string[]) => ({ scripts: [...new Set(pages.flatMap(inlineScriptHashes))], styles: [...new Set(pages.flatMap(inlineStyleHashes))] });

/** Files in dist/ as site paths (/images/og-default.png), for the link check. */
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

/** dist/ file of a route: / -> index.html, /faq -> faq.html (pageFile, which the service worker uses too). */
export const htmlFileFor = (routePath: string, outDir = distDir) => path.join(outDir, pageFile(routePath));

interface BuildOptions {
  quiet?: boolean;
  mode?: string;
  /** Where the site is written; dist/ unless the audit builds a synthetic site elsewhere. */
  outDir?: string;
  serverDir?: string;
  /** Also bundle the browser editor into <outDir>/admin/ (--no-admin to skip it). */
  admin?: boolean;
}

export async function buildSite({ quiet = false, mode = requestedMode(), outDir = distDir, serverDir = defaultServerDir, admin = !process.argv.includes('--no-admin') }: BuildOptions = {}) {
  const log = quiet ? () => {} : (line: string) => console.log(line);
  const started = performance.now();

  await generate();
  const pictures = await readPictures();
  const loaded = siteContent(pictures);
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
  // The Google ids are checked once, here: every page downloads the verdict, not the checks (src/analytics/gtag.ts).
  const define = { __TRACKING__: JSON.stringify(trackingConfig(loadEnv(mode, projectRoot, 'VITE_'))) };
  const bundle = (build: object) => viteBuild(mergeConfig(viteConfig, { configFile: false, root: projectRoot, logLevel, mode, define, build }));
  await bundle({ outDir, emptyOutDir: true, manifest: 'manifest.json' });
  await bundle({ ssr: 'src/app/entry-server.tsx', outDir: serverDir, emptyOutDir: true });
  writeFile(modeFile(serverDir), mode);
  log(`bundled client and server in ${mode} mode (${seconds(bundling)})`);
  if (admin) {
    const bundlingAdmin = performance.now();
    await buildAdmin({ root: projectRoot, outDir, cacheDir: path.join(projectRoot, '.build/admin'), mode, viteConfig, logLevel });
    log(`bundled the editor into admin/ (${seconds(bundlingAdmin)})`);
  }

  const manifestFile = path.join(outDir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const starter = await bundleInlineScript('src/app/start-after-paint.ts');
  const stylesheets = new Map<string, string>();
  const readStylesheet = (href: string) => stylesheets.get(href) ?? stylesheets.set(href, readFileSync(path.join(outDir, href), 'utf8')).get(href)!;
  const speculation = `<script type="speculationrules">${JSON.stringify(speculationRules(pagesNeverAhead(site)))}</script>`;
  const tagsFor = (page: PageData, dataUrl: string) => assetTags(manifest, starter, blocksNeededToHydrate(page.blocks).map((block) => block.type), dataUrl) + speculation;
  rmSync(manifestFile);
  const { render } = (await import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href)) as { render: (input: RenderInput) => Promise<RenderResult> };

  const copying = performance.now();
  const photos = await writePhotoCopies(pictures, outDir);
  log(`photos: ${photos.copies} AVIF and WebP copies, ${photos.encoded} encoded, the rest from the cache; ${photos.drawings} drawings as SVG (${seconds(copying)})`);

  const prerendering = performance.now();
  const pages = allPageData(site);
  const notFound = notFoundPageData(site);
  let done = 0;
  const built: BuiltPage[] = [];
  for (const route of site.routes) {
    const html = withStylesheetForItsSize((await render({ url: route.path, pages, notFound, assetTags: tagsFor(pages.get(route.path)!, pageDataUrl(route.path)) })).html, readStylesheet);
    built.push({ path: route.path, html, indexable: route.index !== false });
    writeFile(htmlFileFor(route.path, outDir), html);
    writeFile(path.join(outDir, pageDataUrl(route.path)), JSON.stringify(pages.get(route.path)));
    done++;
    if (!quiet && (done % 25 === 0 || done === site.routes.length)) process.stdout.write(`prerendered ${done}/${site.routes.length} routes\n`);
  }
  const notFoundHtml = withStylesheetForItsSize((await render({ url: NOT_FOUND_PATH, pages, notFound, assetTags: tagsFor(notFound, NOT_FOUND_DATA_URL) })).html, readStylesheet);
  writeFile(path.join(outDir, '404.html'), notFoundHtml);
  writeFile(path.join(outDir, NOT_FOUND_DATA_URL), JSON.stringify(notFound));
  copyFileSync(path.join(projectRoot, 'renderer/shell/logo-mark.svg'), path.join(outDir, ORGANIZATION_LOGO_PATH));
  writeFile(path.join(outDir, 'sitemap.xml'), sitemapXml(site));
  writeFile(path.join(outDir, 'robots.txt'), isPreviewBuild(mode) ? previewRobotsTxt() : robotsTxt(site));
  writeFile(path.join(outDir, '_redirects'), redirectsFile(site));
  // The form posts to the Supabase project of the build's environment (.env.<mode> or the shell).
  writeFile(path.join(outDir, '_headers'), headersFile(loadEnv(mode, projectRoot, 'VITE_').VITE_SUPABASE_URL || undefined, inlineHashes([...built.map((page) => page.html), notFoundHtml])) + (admin ? adminHeaders() : '') + (isPreviewBuild(mode) ? previewHeaders() : ''));
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
  // After precompress: the function is Pages' to run, never a file to send, so it gets no .gz.
  writeFile(path.join(outDir, HOST_REDIRECT_WORKER), hostRedirectWorker(siteUrl));
  writeFile(path.join(outDir, HOST_REDIRECT_ROUTES), hostRedirectRoutes());
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
