// Serves the prerendered site from dist/: pages, assets with long caching, redirects, and the 404 page.
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** The `_redirects` file the build writes: one "from to status" line each. */
function readRedirects(distDir: string): Map<string, { to: string; status: number }> {
  const file = path.join(distDir, '_redirects');
  const table = new Map<string, { to: string; status: number }>();
  if (!existsSync(file)) return table;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const [from, to, status] = line.trim().split(/\s+/);
    if (from && to) table.set(from, { to, status: Number(status ?? 301) });
  }
  return table;
}

/** The `_headers` file the build writes, by section: `/*` (every path), prefixes such as `/admin/*`, exact paths such as `/sw.js`. */
function readHeaderSections(distDir: string): Map<string, Record<string, string>> {
  const file = path.join(distDir, '_headers');
  const sections = new Map<string, Record<string, string>>();
  if (!existsSync(file)) return sections;
  let current: Record<string, string> | undefined;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) sections.set(line.trim(), (current = {}));
    else if (current) {
      const colon = line.indexOf(':');
      if (colon > 0) current[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
    }
  }
  return sections;
}

/**
 * The headers for one path: every section that matches it, in file order, a later section's value replacing an
 * earlier one's, which is what the host's `! Name` line does before a section sets Name again.
 */
export function headersFor(sections: Map<string, Record<string, string>>, pathname: string): Record<string, string> {
  const matches = (pattern: string) => (pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern);
  return Object.assign({}, ...[...sections].filter(([pattern]) => matches(pattern)).map(([, headers]) => headers));
}


export function staticSite(distDir: string): Handler {
  const redirects = readRedirects(distDir);
  const sections = readHeaderSections(distDir);
  const notFoundPage = readFileSync(path.join(distDir, '404.html'));
  const files = sirv(distDir, {
    extensions: ['html'],
    // The build writes a .gz beside each text file, as static hosts compress what they send.
    gzip: true,
    etag: true,
    setHeaders(res, pathname) {
      // A path with a Cache-Control of its own in _headers (the service worker) keeps it.
      if (sections.get(pathname)?.['Cache-Control']) return;
      // Built assets carry a content hash in their name, so they never change.
      res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
    },
  });
  return (req, res, next) => {
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    for (const [name, value] of Object.entries(headersFor(sections, pathname))) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const redirect = redirects.get(pathname.replace(/\/$/, '') || '/');
    if (redirect) {
      res.writeHead(redirect.status, { Location: redirect.to });
      res.end();
      return;
    }
    files(req, res, () => {
      if (pathname.startsWith('/_data/')) {
        res.writeHead(404, { 'Content-Type': 'application/json' });
        res.end('{"error":"not found"}');
        return;
      }
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : notFoundPage);
    });
  };
}
