// The whole site as it would be with a draft (`npm run edit`): /_preview/<collection>/<slug>/<path> shows every page
// with that draft merged onto the published branch, /_preview/ready/<path> with every draft marked Ready,
// /_preview/release/<release>/<path> with exactly a release's drafts, merged as its publish merges them. The content
// model is pure, so this is loadSite over the draft's texts, rendered by the site's own server render (entry-server)
// in a server-render-only Vite server whose `virtual:site` (header, footer, menu, paths) is the draft's.
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import type { RenderInput, RenderResult } from '../../src/app/entry-server';
import { ROUTES_FILE } from '../../src/content/content-files';
import { loadSite } from '../../src/content/load-site';
import type { Problem } from '../../src/content/problems';
import { siteShell, type SiteShell } from '../../src/content/site-shell';
import { allPageData, notFoundPageData } from '../../src/content/site-pages';
import { refusedPageRequest } from '../../src/server/editor-backend';
import { draftBranch, DRAFT_NAME, MAIN_BRANCH, type EditorRepo } from '../../src/server/editor-repo';
import { previewHeaders } from './editor-headers';
import { escapeHtml, problemListHtml } from './problems-html';
import { projectRoot, readStaticFiles, readValidators } from './content-files';
import { readPictures } from './pictures';

export const PREVIEW_PATH = '/_preview/';
/** The preview of every draft marked Ready together. */
export const READY_DRAFTS = 'ready';
/** The preview of a release's drafts together: /_preview/release/<id>/<path>. */
export const RELEASE_DRAFTS = 'release';

/** What a preview address names: one draft (its collection and slug), the Ready drafts or a release's, and the site path it shows. */
export type PreviewAddress =
  | { drafts: 'ready'; prefix: string; path: string }
  | { drafts: 'release'; release: string; prefix: string; path: string }
  | { drafts: { collection: string; slug: string }; prefix: string; path: string | undefined };

/**
 * Reads /_preview/pages/faq/contact, /_preview/pages/faq (the draft's own page) and /_preview/ready/contact; 'malformed'
 * for a draft's name that is not a collection and a slug of letters, digits, - and _ (never git's revision syntax).
 */
export function previewAddress(pathname: string): PreviewAddress | 'malformed' | undefined {
  if (!pathname.startsWith(PREVIEW_PATH)) return undefined;
  const [first, ...rest] = pathname.slice(PREVIEW_PATH.length).split('/');
  if (!first) return undefined;
  if (first === READY_DRAFTS) return { drafts: 'ready', prefix: `${PREVIEW_PATH}${READY_DRAFTS}`, path: `/${rest.join('/')}` };
  const [slug, ...page] = rest;
  if (!slug) return undefined;
  if (!DRAFT_NAME.test(first) || !DRAFT_NAME.test(slug)) return 'malformed';
  if (first === RELEASE_DRAFTS) return { drafts: 'release', release: slug, prefix: `${PREVIEW_PATH}${RELEASE_DRAFTS}/${slug}`, path: `/${page.join('/')}` };
  const prefix = `${PREVIEW_PATH}${first}/${slug}`;
  return { drafts: { collection: first, slug }, prefix, path: rest.length > 1 ? `/${page.join('/')}` : undefined };
}

/** The most drafts marked Ready one preview merges: each merge takes the backend's turn for a moment. */
export const MOST_READY_DRAFTS = 50;

/** Addresses the development server answers itself (its modules, pictures, files), which a preview page keeps as they are. */
const SERVED_AS_IS = /^\/(_|@|src\/|node_modules\/|renderer\/|images\/|assets\/)|\.[a-z0-9]+$/i;

/** The preview page with every link to a page of the site kept inside the preview, so the marketer can walk the draft's site. */
export function withPreviewLinks(html: string, prefix: string): string {
  return html.replace(/\shref="(\/[^"]*)"/g, (whole, href: string) => {
    const pathname = href.split(/[?#]/)[0]!;
    return SERVED_AS_IS.test(pathname) ? whole : ` href="${prefix}${href}"`;
  });
}

/** The note above every preview page: what it shows, and that nothing of it is live. */
const previewBanner = (what: string) =>
  `<div role="note" style="position:sticky;top:0;z-index:1000;background:#fef3c7;color:#713f12;border-bottom:2px solid #f59e0b;padding:8px 16px;font:14px/1.4 system-ui,sans-serif">` +
  `<strong>Preview: ${what}.</strong> Not published: visitors see the site without it.</div>`;

/** The problems of a draft that breaks the site, as the refused publish shows them. */
export const problemsPage = (problems: Problem[]) =>
  `<!doctype html><meta charset="utf-8"><title>Preview: not publishable</title><body style="font-family:system-ui;margin:2rem"><h1>This draft breaks the site; it cannot be published as it is</h1><p>Fix these first:</p>${problemListHtml(problems)}</body>`;

/** The site's server render with a `virtual:site` of our choosing: a Vite server that renders and serves nothing else. */
async function previewRenderer() {
  let shell = '';
  const VIRTUAL_ID = 'virtual:site';
  const shellPlugin: Plugin = {
    name: 'draft-site-shell',
    resolveId: (id) => (id === VIRTUAL_ID ? `\0${VIRTUAL_ID}` : undefined),
    load: (id) => (id === `\0${VIRTUAL_ID}` ? `export default ${shell};` : undefined),
  };
  const server: ViteDevServer = await createServer({
    configFile: false,
    configLoader: 'runner',
    root: projectRoot,
    appType: 'custom',
    logLevel: 'warn',
    cacheDir: path.join(projectRoot, '.build/vite-preview'),
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, entries: [] },
    plugins: [react(), shellPlugin],
  });
  /** The virtual module and everything that imports it, read again at the next render. */
  const forgetShell = () => {
    const graph = server.environments.ssr.moduleGraph;
    const seen = new Set<unknown>();
    const forget = (module: ReturnType<typeof graph.getModuleById>) => {
      if (!module || seen.has(module)) return;
      seen.add(module);
      graph.invalidateModule(module);
      for (const importer of module.importers) forget(importer);
    };
    forget(graph.getModuleById(`\0${VIRTUAL_ID}`));
  };
  return {
    render: async (siteShellNow: SiteShell, input: Omit<RenderInput, 'assetTags'>) => {
      const next = JSON.stringify(siteShellNow);
      if (next !== shell) {
        shell = next;
        forgetShell();
      }
      const { render } = (await server.ssrLoadModule('/src/app/entry-server.tsx')) as { render: (input: RenderInput) => Promise<RenderResult> };
      // No script: the page is the server's render (hydrating would bring the published site's menu back).
      return render({ ...input, assetTags: '<link rel="stylesheet" href="/renderer/styles.css">' });
    },
    close: () => server.close(),
  };
}

interface PreviewOptions {
  repo: EditorRepo;
  /** The editor page's origins: only they (and an address typed in) see a preview. */
  editorOrigins: readonly string[];
  /** The collections' folders and files, to find a draft's own page. */
  config: { collections: ReadonlyArray<{ name: string; folder?: string; extension?: string }> };
  /** A release's name and its drafts' branches (scripts/build/editor-releases.ts), asked in the backend's turn; undefined for none. */
  releaseDrafts?: (id: string) => Promise<{ name: string; branches: string[] } | undefined>;
}

/** /_preview/ on the editor's server (scripts/edit.ts). */
export function draftPreviewPlugin({ repo, editorOrigins, config, releaseDrafts }: PreviewOptions): Plugin {
  let renderer: ReturnType<typeof previewRenderer> | undefined;
  const validators = readValidators();

  /**
   * The content texts with the drafts merged onto main, and what the banner calls them; or why they cannot be shown.
   * Each draft is merged in a turn of its own, so a preview of many drafts never holds the backend longer than a save.
   */
  const draftTexts = async (address: PreviewAddress): Promise<{ problem: string; status: number } | { texts: Map<string, string>; what: string }> => {
    if (address.drafts === 'release') return releaseTexts(address.release);
    const { texts, branches } = await repo.exclusive(async () => {
      await repo.syncIn();
      const branches = address.drafts === 'ready' ? await repo.readyDrafts() : [draftBranch(address.drafts.collection, address.drafts.slug)];
      return { texts: await repo.textsAt(MAIN_BRANCH), branches };
    });
    if (branches.length > MOST_READY_DRAFTS) {
      return { status: 413, problem: `${branches.length} drafts are marked Ready, more than the ${MOST_READY_DRAFTS} one preview shows together: publish some of them, or preview each on its own.` };
    }
    for (const branch of branches) {
      const merged = await repo.exclusive(async () => ((await repo.hasBranch(branch)) ? repo.mergeDraft(branch) : undefined));
      if (!merged) return { status: 404, problem: `There is no draft ${branch} (it may have been published or deleted).` };
      if ('conflicts' in merged) return { status: 409, problem: `The draft ${branch} and the published site both changed ${merged.conflicts.join(', ')}: it cannot be shown merged.` };
      for (const [file, text] of merged.changes) texts.set(file, text);
    }
    const what = address.drafts === 'ready' ? `the site with every draft marked Ready (${branches.length})` : `the site with the draft of ${address.drafts.collection} “${address.drafts.slug}”`;
    return { texts, what };
  };

  /** The content texts with a release's drafts merged onto main one after another, in one turn, exactly as its publish merges them. */
  const releaseTexts = (id: string): Promise<{ problem: string; status: number } | { texts: Map<string, string>; what: string }> =>
    repo.exclusive(async () => {
      await repo.syncIn();
      const release = await releaseDrafts?.(id);
      if (!release) return { status: 404, problem: `There is no release ${id} (it may have been deleted).` };
      const merged = await repo.mergeDrafts(release.branches);
      if ('conflicts' in merged) return { status: 409, problem: `The draft ${merged.branch} and the published site or another draft of the release both changed ${merged.conflicts.join(', ')}: they cannot be shown merged.` };
      const texts = await repo.textsAt(MAIN_BRANCH);
      for (const [file, text] of merged.changes) texts.set(file, text);
      for (const file of merged.deleted) texts.delete(file);
      return { texts, what: `the site with the release “${release.name}” (${release.branches.length} ${release.branches.length === 1 ? 'draft' : 'drafts'})` };
    });

  /** The site path of the page a draft edits (its collection's file), or / for pages.yaml and the other single files. */
  const ownPage = (collection: string, slug: string, texts: ReadonlyMap<string, string>, site: NonNullable<ReturnType<typeof loadSite>['site']>) => {
    const folder = config.collections.find((entry) => entry.name === collection)?.folder;
    if (!folder || !texts.has(ROUTES_FILE)) return '/';
    const file = `${folder}/${slug}.yaml`.replace(/^site\/pages\//, '');
    return site.routes.find((route) => route.page === file)?.path ?? '/';
  };

  return {
    name: 'draft-preview',
    // Before the site plugin, which answers every page request of a browser.
    enforce: 'pre',
    configureServer(server) {
      server.httpServer?.once('close', () => void renderer?.then((ready) => ready.close()));
      server.middlewares.use(async (req, res, next) => {
        // No preview without /_preview/ at the start, however the rest is spelled: the site plugin would render it.
        if (!req.url?.startsWith(PREVIEW_PATH)) return next();
        const page = (status: number, title: string, words: string) => {
          res.writeHead(status, { ...previewHeaders(), 'Content-Type': 'text/html; charset=utf-8' });
          res.end(`<!doctype html><meta charset="utf-8"><title>${title}</title><p style="font-family:system-ui;margin:2rem">${escapeHtml(words)}</p>`);
        };
        const refused = refusedPageRequest(req, editorOrigins);
        if (refused) return page(403, 'Refused', `Refused: ${refused}.`);
        try {
          const address = previewAddress(new URL(req.url, 'http://localhost').pathname);
          if (!address) return next();
          if (address === 'malformed') return page(400, 'No preview', "This address names no draft: a preview's address is /_preview/<collection>/<entry>/<page>, in letters, digits, - and _.");
          const drafts = await draftTexts(address);
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          for (const [name, value] of Object.entries(previewHeaders())) res.setHeader(name, value);
          if ('problem' in drafts) return page(drafts.status, 'No preview', drafts.problem);
          const loaded = loadSite(drafts.texts, validators, readStaticFiles(projectRoot), await readPictures(projectRoot));
          const site = loaded.site ?? loaded.partial?.site;
          const report = () => {
            res.statusCode = 500;
            return res.end(problemsPage(loaded.problems));
          };
          if (!site) return report();
          if (address.path === undefined && typeof address.drafts === 'object') {
            res.writeHead(302, { Location: `${address.prefix}${ownPage(address.drafts.collection, address.drafts.slug, drafts.texts, site)}` });
            return res.end();
          }
          renderer ??= previewRenderer();
          const rendered = await (await renderer).render(siteShell(site), { url: address.path ?? '/', pages: allPageData(site), notFound: notFoundPageData(site) });
          // A page the draft broke is left out of the site: its address shows why, not "page not found".
          if (rendered.status === 404 && loaded.problems.length) return report();
          res.statusCode = rendered.status;
          res.end(withPreviewLinks(rendered.html, address.prefix).replace(/<body([^>]*)>/, (body) => `${body}${previewBanner(escapeHtml(drafts.what))}`));
        } catch (error) {
          // The reason goes to the terminal; the page gets a sentence, never a stack trace.
          server.config.logger.error(`draft preview of ${req.url.slice(0, 200)} failed: ${error instanceof Error ? error.message : String(error)}`);
          if (res.headersSent) return res.end();
          page(500, 'No preview', 'This preview could not be drawn: the terminal running npm run edit says why. Save the draft again, or reload in a moment.');
        }
      });
    },
  };
}
