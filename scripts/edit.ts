// `npm run edit`: the browser editor on this machine, with no account. Starts the editor's backend (decap-server's
// git API over the editor's own clone of this folder, .build/editor-repo, behind a guard that answers only the editor,
// src/server/editor-backend.ts) and a server with the editor's production bundle at /admin/ (built once into
// .build/admin and again when its sources change), the site as the development server renders it, and each draft's
// whole-site preview at /_preview/, all on 127.0.0.1 only, and prints /admin/. PORT (default 5173) is the site's
// port, CMS_PORT (default 8081) the backend's. A save is a draft (a branch of the clone); a publish, checked with the
// whole site, is one commit on this folder's current branch.
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import viteConfig from '../vite.config';
import cmsConfig from '../src/editor/cms-config.json' with { type: 'json' };
import { isContentFile } from '../src/content/content-files';
import { PHOTO_EXTENSIONS, type PictureFiles } from '../src/content/pictures';
import { startEditorBackend } from '../src/server/editor-backend';
import { openEditorRepo } from '../src/server/editor-repo';
import { projectRoot } from './build/content-files';
import { editorChecks } from './build/editor-checks';
import { bundleEditor } from './build/editor-bundle';
import { builtAdminPlugin } from './build/vite-plugin-editor';
import { fileHeaders, localAdminHeaders } from './build/editor-headers';
import { draftPreviewPlugin, PREVIEW_PATH, RELEASE_DRAFTS } from './build/vite-plugin-draft-preview';
import { historyPlugin } from './build/vite-plugin-history';
import { editorReleases } from './build/editor-releases';
import { schedulePlugin } from './build/vite-plugin-schedule';
import { scheduledDrafts } from './schedule/scheduled-drafts';

const HOST = '127.0.0.1';

/** Headers of what the editor's server answers: /admin/ framed by no other site, pictures and files never read as pages. */
function editorServerHeaders(): Plugin {
  return {
    name: 'editor-server-headers',
    enforce: 'pre',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const pathname = req.url?.split('?')[0] ?? '/';
        const headers = pathname === '/admin' || pathname === '/admin/' || pathname === '/admin/index.html' ? localAdminHeaders() : /^\/(images|site)\//.test(pathname) ? fileHeaders() : {};
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        next();
      });
    },
  };
}

const cmsPort = Number(process.env.CMS_PORT ?? 8081);
const sitePort = Number(process.env.PORT ?? 5173);

const site = `http://${HOST}:${sitePort}`;
const editorOrigins = [site, `http://localhost:${sitePort}`];
const repo = await openEditorRepo({ project: projectRoot, repo: path.join(projectRoot, '.build/editor-repo'), isContentFile }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
const checks = editorChecks(repo);
/** Releases: drafts published together as one checked commit, at a time too (`releases.due`, the due-runner's release kind). */
const releases = editorReleases<PictureFiles>({ repo, config: cmsConfig.config, ...checks, previewUrl: (id) => `${site}${PREVIEW_PATH}${RELEASE_DRAFTS}/${id}/` });
const backend = await startEditorBackend<PictureFiles>({
  repo,
  config: cmsConfig.config,
  ...checks,
  port: cmsPort,
  editorOrigins,
  photoNames: PHOTO_EXTENSIONS,
  previewUrl: (collection, slug, isDraft) => (isDraft ? `${site}${PREVIEW_PATH}${collection}/${slug}` : `${site}/`),
  releases: releases.calls,
});

const schedule = scheduledDrafts({ repo, config: cmsConfig.config, checks, releases: releases.due });
/** How often what is due is looked for: a draft scheduled for 9:00 is published by 9:00:15. */
const DUE_EVERY_MS = 15_000;
let checking = false;
const dueTimer = setInterval(() => {
  // A slow check (a busy machine) is not queued behind by the next one.
  if (checking) return;
  checking = true;
  schedule
    .runOnce()
    .catch((error: unknown) => console.error(`npm run edit: the scheduled publishes failed: ${error instanceof Error ? error.message : String(error)}`))
    .finally(() => (checking = false));
}, DUE_EVERY_MS);

// The production bundle typed 80 ms a keystroke (p90 160 ms) served unbuilt by the development server with React's
// production build, and took 10.8 s to open (npm run audit -- --only editor). Vite's build leaves NODE_ENV=production
// behind it, which would turn the site's development server below into another.
const nodeEnv = process.env.NODE_ENV;
const bundle = await bundleEditor({ root: projectRoot, cacheDir: path.join(projectRoot, '.build/admin'), mode: 'production', sameFor: ['e2e'], viteConfig, logLevel: 'warn' });
if (nodeEnv === undefined) delete process.env.NODE_ENV;
else process.env.NODE_ENV = nodeEnv;

// Its own dependency cache: copies of the project share node_modules, and with it Vite's default cache.
const server = await createServer({
  configLoader: 'runner',
  root: projectRoot,
  cacheDir: path.join(projectRoot, '.build/vite'),
  // The editor's clone changes branches under .build/: nothing there is the site's.
  // No CORS: Vite's default lets any page of 127.0.0.1 or *.localhost read what this server answers (a preview, a draft's picture).
  server: { host: HOST, port: sitePort, strictPort: true, cors: false, watch: { ignored: ['**/.build/**'] } },
  plugins: [
    // First: its headers go on every answer, /admin/'s included.
    editorServerHeaders(),
    builtAdminPlugin(bundle, `http://${HOST}:${cmsPort}/api/v1`),
    draftPreviewPlugin({ repo, editorOrigins, config: cmsConfig.config, releaseDrafts: releases.branchesOf }),
    historyPlugin({ editorOrigins, config: cmsConfig.config, exclusive: repo.exclusive }),
    schedulePlugin({ editorOrigins, schedule, exclusive: repo.exclusive }),
  ],
});
await server.listen();
// A request that throws where nothing catches it (a plugin's bug) is logged: the editor keeps answering the next one.
process.on('uncaughtException', (error) => console.error(`npm run edit: ${error instanceof Error ? error.message : String(error)}`));
process.on('unhandledRejection', (error) => console.error(`npm run edit: ${error instanceof Error ? error.message : String(error)}`));
console.log(`\nEdit the site in your browser: http://${HOST}:${sitePort}/admin/`);
console.log(`The site itself, as you edit it: http://${HOST}:${sitePort}/`);
console.log(`Saves are drafts (branches of ${repo.repo}); each publish is one commit on the current branch of ${projectRoot} (the editor's backend on ${HOST}:${cmsPort}). Ctrl+C stops both.`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    backend.close();
    clearInterval(dueTimer);
    void server.close().finally(() => process.exit(0));
  });
}
