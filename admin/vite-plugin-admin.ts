// Vite plugin for the browser editor: in development /admin/ serves its page (the site plugin renders every other
// page), and in the browser the content modules' node:fs, node:path and node:module become small stand-ins, so the
// editor validates with the very modules `npm run validate` uses.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

export const ADMIN_PATH = '/admin/';
const SHIMS: Record<string, string> = { 'node:fs': 'fs.ts', 'node:path': 'path.ts', 'node:module': 'module.ts' };

/** `npm run edit` names its decap-server (CMS_LOCAL_BACKEND) in the page, for the editor to use. */
export const withLocalBackend = (html: string, url: string | undefined) =>
  url ? html.replace('</head>', `<meta name="${LOCAL_BACKEND_META}" content="${url}" />\n  </head>`) : html;

export const LOCAL_BACKEND_META = 'cms-local-backend';

export function adminPlugin(): Plugin {
  const shimDir = path.join(import.meta.dirname, 'node-shims');
  return {
    name: 'admin-editor',
    enforce: 'pre',
    resolveId(id, _importer, options) {
      // Only in the browser bundle: the server side (prerender, dev rendering) keeps Node's modules.
      if (options?.ssr || !(id in SHIMS)) return undefined;
      return path.join(shimDir, SHIMS[id]!);
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
        if (pathname === '/admin') {
          res.writeHead(301, { Location: ADMIN_PATH });
          return res.end();
        }
        if (pathname !== ADMIN_PATH && pathname !== `${ADMIN_PATH}index.html`) return next();
        const html = withLocalBackend(readFileSync(path.join(server.config.root, 'admin/index.html'), 'utf8'), process.env.CMS_LOCAL_BACKEND);
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(await server.transformIndexHtml(ADMIN_PATH, html));
      });
    },
  };
}
