// `npm run edit`: the browser editor on this machine, with no account. Starts the editor's backend (decap-server's
// file-system API behind a guard that answers only the editor, src/server/editor-backend.ts) and a server with the
// editor's production bundle at /admin/ (built once into .build/admin and again when its sources change) and the site
// as the development server renders it, both on 127.0.0.1 only, and prints /admin/. PORT (default 5173) is the site's
// port, CMS_PORT (default 8081) the backend's. Edits are written to the files of the working tree, not committed:
// reviewing and committing stays with git.
import path from 'node:path';
import { createServer } from 'vite';
import viteConfig from '../vite.config';
import cmsConfig from '../src/editor/cms-config.json' with { type: 'json' };
import { startEditorBackend } from '../src/server/editor-backend';
import { projectRoot } from './build/content-files';
import { bundleEditor } from './build/editor-bundle';
import { builtAdminPlugin } from './build/vite-plugin-editor';
import { historyPlugin } from './build/vite-plugin-history';

const HOST = '127.0.0.1';
const cmsPort = Number(process.env.CMS_PORT ?? 8081);
const sitePort = Number(process.env.PORT ?? 5173);

const editorOrigins = [`http://${HOST}:${sitePort}`, `http://localhost:${sitePort}`];
const backend = await startEditorBackend({ root: projectRoot, port: cmsPort, editorOrigins, config: cmsConfig.config });

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
  server: { host: HOST, port: sitePort, strictPort: true },
  plugins: [builtAdminPlugin(bundle, `http://${HOST}:${cmsPort}/api/v1`), historyPlugin({ editorOrigins, config: cmsConfig.config })],
});
await server.listen();
console.log(`\nEdit the site in your browser: http://${HOST}:${sitePort}/admin/`);
console.log(`The site itself, as you edit it: http://${HOST}:${sitePort}/`);
console.log(`Saves are written to the files in ${projectRoot} (the editor's backend on ${HOST}:${cmsPort}). Ctrl+C stops both.`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    backend.close();
    void server.close().finally(() => process.exit(0));
  });
}
