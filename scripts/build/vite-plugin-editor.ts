// Vite plugin for the browser editor: in development /admin/ serves its page; the site plugin renders every other page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const ADMIN_PATH = '/admin/';

/** `npm run edit` names its decap-server (CMS_LOCAL_BACKEND) in the page, for the editor to use. */
export const withLocalBackend = (html: string, url: string | undefined) =>
  url ? html.replace('</head>', `<meta name="${LOCAL_BACKEND_META}" content="${url}" />\n  </head>`) : html;

const LOCAL_BACKEND_META = 'cms-local-backend';

export function adminPlugin(): Plugin {
  return {
    name: 'admin-editor',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
        if (pathname === '/admin') {
          res.writeHead(301, { Location: ADMIN_PATH });
          return res.end();
        }
        if (pathname !== ADMIN_PATH && pathname !== `${ADMIN_PATH}index.html`) return next();
        const html = withLocalBackend(readFileSync(path.join(server.config.root, 'src/editor/index.html'), 'utf8'), process.env.CMS_LOCAL_BACKEND);
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(await server.transformIndexHtml(ADMIN_PATH, html));
      });
    },
  };
}
