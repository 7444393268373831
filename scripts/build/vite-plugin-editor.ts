// Vite plugins for the browser editor at /admin/: in development its page from the sources (`npm run dev`), or its
// production bundle (`npm run edit`); the site plugin renders every other page.
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import type { Plugin } from 'vite';
import type { EditorBundle } from './editor-bundle';

const ADMIN_PATH = '/admin/';
const ASSETS_PATH = `${ADMIN_PATH}assets/`;

/** `npm run edit` names its decap-server in the page, for the editor to use. */
export const withLocalBackend = (html: string, url: string | undefined) =>
  url ? html.replace('</head>', `<meta name="${LOCAL_BACKEND_META}" content="${url}" />\n  </head>`) : html;

const LOCAL_BACKEND_META = 'cms-local-backend';

/** Answers /admin (a redirect to /admin/) and /admin/ with `page`; passes every other request on. */
function servePage(page: () => Promise<string> | string) {
  return async (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (pathname === '/admin') {
      res.writeHead(301, { Location: ADMIN_PATH });
      return res.end();
    }
    if (pathname !== ADMIN_PATH && pathname !== `${ADMIN_PATH}index.html`) return next();
    const html = await page();
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(html);
  };
}

export function adminPlugin(): Plugin {
  return {
    name: 'admin-editor',
    configureServer(server) {
      server.middlewares.use(servePage(() => server.transformIndexHtml(ADMIN_PATH, readFileSync(path.join(server.config.root, 'src/editor/index.html'), 'utf8'))));
    },
  };
}

/** The editor's production bundle at /admin/ (`npm run edit`), before the development page of adminPlugin. */
export function builtAdminPlugin(bundle: EditorBundle, localBackend: string): Plugin {
  // Hashed names: a file never changes under its name.
  const assets = sirv(bundle.assets, { immutable: true, maxAge: 31_536_000 });
  return {
    name: 'admin-editor-built',
    enforce: 'pre',
    // The editor is bundled already: the development server pre-bundles the site's dependencies alone.
    config(config) {
      config.optimizeDeps = { ...config.optimizeDeps, entries: [config.optimizeDeps?.entries ?? []].flat().filter((entry) => !entry.startsWith('src/editor/')) };
    },
    configureServer(server) {
      server.middlewares.use(ASSETS_PATH, (req, res) =>
        assets(req, res, () => {
          res.statusCode = 404;
          res.end();
        }),
      );
      server.middlewares.use(servePage(() => withLocalBackend(readFileSync(bundle.page, 'utf8'), localBackend)));
    },
  };
}
