// Vite plugin: serves the validated site content as `virtual:site`, and in development renders every
// page on the server from the YAML as it is now, reloading the browser (or showing the errors) on each edit.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import type { RenderInput, RenderResult } from '../../src/app/entry-server';
import { NOT_FOUND_DATA_URL, pageDataUrl, type PageData } from '../../src/content/page-data';
import { redirects } from './crawl-files';
import { GALLERY_PATH } from '../../src/content/block-examples';
import { isContentFile } from '../../src/content/content-files';
import type { LoadResult, Site } from '../../src/content/load-site';
import { siteShell } from '../../src/content/site-shell';
import { drawingUrl, isPictureFile, PHOTO_FOLDER, type CopyFormat, type PictureFiles } from '../../src/content/pictures';
import { photoCopy, readPictures } from './pictures';
import { allPageData, notFoundPageData } from '../../src/content/site-pages';
import { formatReport, type Problem } from '../../src/content/problems';
import { contentRoot, loadSiteFrom, projectRoot, readBlockExamples, readValidators } from './content-files';
import { reloadWhenSettled } from './settled-reload';

const VIRTUAL_ID = 'virtual:site';
/** The built page's starter (here a module, run before boot) and boot, both from source: taps are heard as in a built page. */
const DEV_ASSET_TAGS = '<script type="module" src="/src/app/start-after-paint.ts"></script><script type="module" src="/src/app/boot.ts"></script>';
const RESOLVED_ID = '\0' + VIRTUAL_ID;

/** A file the watcher reports, as a content file's path from the project root. */
const contentFileOf = (file: string) => path.relative(projectRoot, file).split(path.sep).join('/');

/** The same report as `npm run validate`, for the terminal and the browser overlay. */
export const problemReport = (result: Pick<LoadResult, 'problems'>) => `The site's content has errors:\n\n${formatReport(result.problems)}`;

/** What every page's header and footer show, and the list of paths (with any the dev server shows as broken). */
const siteModule = (site: Site, brokenPaths: Iterable<string> = []) => `export default ${JSON.stringify(siteShell(site, brokenPaths))};`;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** What the development server announces when a content file changed (see withContentReload). */
const CONTENT_CHANGED_EVENT = 'site:content-changed';

/** Where a development page asks which version of the content the server holds. */
const CONTENT_VERSION_PATH = '/@site-content-version';

/**
 * A development page that reloads itself when the content changes. Only the site's pages listen: Vite's own
 * full-reload would also reload the browser editor, whose every save changes a content file. A change announced
 * while the page was loading, before it could listen, is caught by asking for the version as it starts and again when
 * it connects: the page knows the version it shows.
 */
const withContentReload = (html: string, version: number) =>
  html.replace(
    '</head>',
    `<script type="module">import { createHotContext } from '/@vite/client'; const hot = createHotContext('/@site-content'); hot.on('${CONTENT_CHANGED_EVENT}', () => location.reload()); const check = () => fetch('${CONTENT_VERSION_PATH}').then((response) => response.text()).then((now) => now !== '${version}' && location.reload()); hot.on('vite:ws:connect', check); check();</script></head>`,
  );

/**
 * The development error page: the validation report, reloading by itself when the content is valid again, so the
 * content editor never needs F5.
 */
const errorPage = (problems: Problem[]) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Content errors</title></head>` +
  `<body style="font-family: system-ui, sans-serif; margin: 2rem; line-height: 1.5"><h1>This page's content has errors</h1>` +
  `<p>Fix them and save: this page reloads by itself.</p><pre style="white-space: pre-wrap; background: #f1f5f9; padding: 1rem; border-radius: 0.5rem">${escapeHtml(problemReport({ problems }))}</pre></body></html>`;

/** The block gallery at /_blocks, from the block folders and schemas as they are now. */
async function galleryHtml(server: ViteDevServer, site: Site, pictures: PictureFiles, version: number): Promise<string> {
  const examples = readBlockExamples(site, readValidators(), projectRoot, pictures);
  const { renderGallery } = (await server.ssrLoadModule('/renderer/gallery/render-gallery.tsx')) as typeof import('../../renderer/gallery/render-gallery');
  return server.transformIndexHtml(GALLERY_PATH, withContentReload(await renderGallery(examples), version));
}

interface DevState {
  site: Site;
  pages: Map<string, PageData>;
  notFound: PageData;
  /** Routes whose page file has problems: each shows its own error page, the rest of the site works. */
  brokenRoutes: Map<string, Problem[]>;
}

function devMiddleware(server: ViteDevServer, state: () => DevState | LoadResult['problems'], pictures: () => PictureFiles, version: () => number) {
  return async (req: { url?: string; headers: Record<string, string | string[] | undefined> }, res: import('node:http').ServerResponse, next: (error?: unknown) => void) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const current = state();
    const shown = version();
    const broken = Array.isArray(current) ? current : current.brokenRoutes.get(url.pathname);
    if (broken) {
      if (!String(req.headers.accept ?? '').includes('text/html')) return next();
      res.statusCode = 500;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      return res.end(await server.transformIndexHtml(url.pathname, withContentReload(errorPage(broken), shown)));
    }
    if (Array.isArray(current)) return next();
    if (url.pathname.startsWith('/_data/')) {
      const data = url.pathname === NOT_FOUND_DATA_URL ? current.notFound : [...current.pages.values()].find((page) => pageDataUrl(page.path) === url.pathname);
      res.statusCode = data ? 200 : 404;
      res.setHeader('Content-Type', 'application/json');
      return res.end(JSON.stringify(data ?? { error: 'not found' }));
    }
    const isPage = req.headers.accept?.includes('text/html') && !path.extname(url.pathname);
    if (!isPage) return next();
    const redirect = redirects(current.site).find((entry) => entry.from === url.pathname);
    if (redirect) {
      res.writeHead(301, { Location: redirect.to });
      return res.end();
    }
    try {
      if (url.pathname === GALLERY_PATH) {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        return res.end(await galleryHtml(server, current.site, pictures(), shown));
      }
      const { render } = (await server.ssrLoadModule('/src/app/entry-server.tsx')) as { render: (input: RenderInput) => Promise<RenderResult> };
      const rendered = await render({ url: url.pathname + url.search, pages: current.pages, notFound: current.notFound, assetTags: DEV_ASSET_TAGS });
      res.statusCode = rendered.status;
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.end(await server.transformIndexHtml(url.pathname, withContentReload(rendered.html, shown)));
    } catch (error) {
      server.ssrFixStacktrace(error as Error);
      next(error);
    }
  };
}


/** A photo's copies, made (and cached) when first asked for, a drawing under its hash, and the photo itself for the editor's preview. */
function photoMiddleware(pictures: () => PictureFiles) {
  return async (req: { url?: string }, res: import('node:http').ServerResponse, next: (error?: unknown) => void) => {
    const url = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (!url.startsWith('/images/')) return next();
    const copy = /^(.+)-(\d+)\.([0-9a-f]{10})\.(avif|webp)$/.exec(url);
    const found = copy && [...pictures()].find(([src, file]) => file.hash === copy[3] && src.replace(/\.[a-z]+$/i, '') === copy[1]);
    const drawing = [...pictures()].find(([src, file]) => file.vector && drawingUrl(src, file.hash!) === url);
    try {
      if (drawing) {
        res.setHeader('Content-Type', 'image/svg+xml');
        return res.end(readFileSync(path.join(projectRoot, PHOTO_FOLDER, drawing[0].slice('/images/'.length))));
      }
      if (found) {
        res.setHeader('Content-Type', `image/${copy[4]}`);
        return res.end(readFileSync(await photoCopy(found[0], found[1], Number(copy[2]), copy[4] as CopyFormat, projectRoot)));
      }
      const photo = path.join(projectRoot, PHOTO_FOLDER, url.slice('/images/'.length));
      if (pictures().get(url)?.hash && existsSync(photo)) {
        res.setHeader('Content-Type', `image/${path.extname(photo).slice(1).toLowerCase().replace('jpg', 'jpeg').replace('svg', 'svg+xml')}`);
        return res.end(readFileSync(photo));
      }
    } catch (error) {
      return next(error);
    }
    next();
  };
}

// One load per process: the build, its client bundle and its server bundle all read the same content.
let result: LoadResult | undefined;

/** The validated content, loaded on first use and again only when a file changes (in development). */
export const siteContent = (pictures?: PictureFiles) => result ?? (result = loadSiteFrom(contentRoot, undefined, pictures));

export function sitePlugin(): Plugin {
  let state: DevState | LoadResult['problems'] = [];
  let serving = false;
  let pictures: PictureFiles = new Map();
  /** Counts the content changes announced to the pages. */
  let contentVersion = 0;
  const reload = async () => {
    pictures = await readPictures(projectRoot);
    result = loadSiteFrom(projectRoot, undefined, pictures);
    const site = result.site ?? result.partial?.site;
    const brokenRoutes = result.partial?.brokenRoutes ?? new Map<string, Problem[]>();
    state = site ? { site, pages: allPageData(site), notFound: notFoundPageData(site), brokenRoutes } : result.problems;
    return result;
  };
  return {
    name: 'site-content',
    resolveId: (id) => (id === VIRTUAL_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const loaded = siteContent();
      // The dev server carries on without broken pages; a build never does.
      if (serving && loaded.partial) return siteModule(loaded.partial.site, loaded.partial.brokenRoutes.keys());
      if (!loaded.site) this.error(problemReport(loaded));
      return siteModule(loaded.site);
    },
    async configureServer(server) {
      serving = true;
      await reload();
      if (result && !result.site) server.config.logger.error(problemReport(result));
      server.watcher.add([path.join(projectRoot, 'pages.yaml'), path.join(projectRoot, 'site')]);
      const changedFiles = new Set<string>();
      const contentChanged = reloadWhenSettled(
        async () => {
          const loaded = await reload();
          const virtual = server.moduleGraph.getModuleById(RESOLVED_ID);
          if (virtual) server.moduleGraph.invalidateModule(virtual);
          return loaded;
        },
        (loaded) => {
          const files = [...changedFiles].map((file) => path.relative(projectRoot, file)).join(', ');
          changedFiles.clear();
          contentVersion += 1;
          if (!loaded.site) {
            const message = problemReport(loaded);
            server.config.logger.error(message, { timestamp: true });
            // With only some pages broken, every open page reloads: those pages show their errors, the rest carry on.
            if (loaded.partial) server.ws.send({ type: 'custom', event: CONTENT_CHANGED_EVENT });
            else server.ws.send({ type: 'error', err: { message, stack: '', plugin: 'site-content' } });
            return;
          }
          server.config.logger.info(`content reloaded: ${files}`, { timestamp: true });
          server.ws.send({ type: 'custom', event: CONTENT_CHANGED_EVENT });
        },
      );
      server.watcher.on('all', (_event, file) => {
        if (!isContentFile(contentFileOf(file)) && !isPictureFile(contentFileOf(file))) return;
        changedFiles.add(file);
        contentChanged();
      });
      server.middlewares.use(photoMiddleware(() => pictures));
      server.middlewares.use(CONTENT_VERSION_PATH, (_req, res) => res.end(String(contentVersion)));
      server.middlewares.use(devMiddleware(server, () => state, () => pictures, () => contentVersion));
    },
  };
}
