// `npm run build`: validate, generate types, build with Vite, then prerender every route to dist/<path>/index.html.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { mergeConfig, build as viteBuild, type Manifest } from 'vite';
import viteConfig from '../vite.config';
import type { RenderInput, RenderResult } from '../src/entry-server';
import { NOT_FOUND_DATA_URL, pageDataUrl, type PageData } from '../src/page-data';
import { redirectsFile, robotsTxt, sitemapXml } from './content/crawl-files';
import { allPageData, NOT_FOUND_PATH, notFoundPageData } from './content/page-data';
import { formatReport } from './content/problems';
import { projectRoot } from './content/schemas';
import { allSiteProblems, type BuiltPage } from './content/site-checks';
import { generate } from './generate';
import { siteContent } from './vite-plugin-site';

export const distDir = path.join(projectRoot, 'dist');
const serverDir = path.join(projectRoot, '.build/server');
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
 * The page's CSS, its entry script, and modulepreload links for every chunk the entry imports and for the
 * chunks of the blocks the page places, so those download in parallel instead of after the entry runs.
 */
export function assetTags(manifest: Manifest, blockTypes: readonly string[] = [], entry = 'src/entry-client.tsx'): string {
  const chunk = manifest[entry];
  if (!chunk) throw new Error(`the Vite manifest has no entry ${entry}`);
  const preload = new Set<string>();
  chunkClosure(manifest, entry, preload);
  for (const type of new Set(blockTypes)) {
    const key = blockChunkKey(manifest, type);
    if (key) chunkClosure(manifest, key, preload);
  }
  preload.delete(entry);
  const css = new Set<string>([...(chunk.css ?? []), ...[...preload].flatMap((name) => manifest[name]?.css ?? [])]);
  return [
    ...[...css].map((file) => `<link rel="stylesheet" href="/${file}">`),
    `<script type="module" src="/${chunk.file}"></script>`,
    ...[...preload].map((name) => `<link rel="modulepreload" href="/${manifest[name]!.file}">`),
  ].join('');
}

/** Files in dist/ as site paths (/images/logo-mark.svg), for the link check. */
function publicFiles(dir: string): Set<string> {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Set(files.map((entry) => '/' + path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')));
}

const writeFile = (file: string, content: string) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
};

/** dist/ file of a route: / -> index.html, /faq -> faq/index.html. */
export const htmlFileFor = (routePath: string) => path.join(distDir, routePath, 'index.html');

/** Vite's mode: .env.<mode> supplies the build's environment (e2e: the test suite's fake tracking ids). */
export const requestedMode = (argv = process.argv) => {
  const flag = argv.indexOf('--mode');
  return (flag >= 0 ? argv[flag + 1] : undefined) ?? process.env.BUILD_MODE ?? 'production';
};
const modeFile = () => path.join(serverDir, 'build-mode');
/** The mode dist/ was built in, so `npm start` can tell a test build from a production one. */
export const builtMode = () => (existsSync(modeFile()) ? readFileSync(modeFile(), 'utf8').trim() : undefined);

export async function buildSite({ quiet = false, mode = requestedMode() } = {}) {
  const log = quiet ? () => {} : (line: string) => console.log(line);
  const started = performance.now();

  await generate();
  const loaded = siteContent();
  if (!loaded.site) {
    console.error(formatReport(loaded.problems, loaded.warnings));
    throw new Error(`${loaded.problems.length} problem(s) in content; the site was not built`);
  }
  const site = loaded.site;
  if (loaded.warnings.length) console.warn(formatReport([], loaded.warnings));
  log(`validated content: ${site.routes.length} routes (${seconds(started)})`);

  const bundling = performance.now();
  const logLevel = quiet ? 'silent' : 'warn';
  // The config is already loaded in this process; passing it avoids loading vite.config.ts twice more.
  const bundle = (build: object) => viteBuild(mergeConfig(viteConfig, { configFile: false, root: projectRoot, logLevel, mode, build }));
  await bundle({ outDir: distDir, emptyOutDir: true, manifest: 'manifest.json' });
  await bundle({ ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true });
  writeFile(modeFile(), mode);
  log(`bundled client and server in ${mode} mode (${seconds(bundling)})`);

  const manifestFile = path.join(distDir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const tagsFor = (page: PageData) => assetTags(manifest, page.blocks.map((block) => block.type));
  rmSync(manifestFile);
  const { render } = (await import(pathToFileURL(path.join(serverDir, 'entry-server.js')).href)) as { render: (input: RenderInput) => Promise<RenderResult> };

  const prerendering = performance.now();
  const pages = allPageData(site);
  const notFound = notFoundPageData(site);
  let done = 0;
  const built: BuiltPage[] = [];
  for (const route of site.routes) {
    const { html } = await render({ url: route.path, pages, notFound, assetTags: tagsFor(pages.get(route.path)!) });
    built.push({ path: route.path, html, indexable: route.index !== false });
    writeFile(htmlFileFor(route.path), html);
    writeFile(path.join(distDir, pageDataUrl(route.path)), JSON.stringify(pages.get(route.path)));
    done++;
    if (!quiet && (done % 25 === 0 || done === site.routes.length)) process.stdout.write(`prerendered ${done}/${site.routes.length} routes\n`);
  }
  const notFoundPage = await render({ url: NOT_FOUND_PATH, pages, notFound, assetTags: tagsFor(notFound) });
  writeFile(path.join(distDir, '404.html'), notFoundPage.html);
  writeFile(path.join(distDir, NOT_FOUND_DATA_URL), JSON.stringify(notFound));
  writeFile(path.join(distDir, 'sitemap.xml'), sitemapXml(site));
  writeFile(path.join(distDir, 'robots.txt'), robotsTxt(site));
  writeFile(path.join(distDir, '_redirects'), redirectsFile(site));
  const prerenderMs = performance.now() - prerendering;
  log(`prerendered ${site.routes.length} routes + 404 in ${(prerenderMs / 1000).toFixed(2)} s (${(prerenderMs / (site.routes.length + 1)).toFixed(1)} ms per page)`);
  const problems = allSiteProblems(built, publicFiles(distDir));
  if (problems.length) {
    for (const problem of problems) console.error(problem);
    throw new Error(`${problems.length} problem(s) in the built site: broken links or anchors, unreachable routes, duplicate head tags or incomplete structured data`);
  }
  log(`checked links, anchors, reachability, head tags and structured data of ${built.length} pages`);
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
