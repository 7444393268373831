// Serves the prerendered site from dist/: pages, assets with long caching, redirects, and the 404 page. This module
// decides which file of dist/ a path names, from a list of the site's own files taken at start; sirv sends that file
// (gzip sibling, ETag, 304, range). Nothing else is reachable: no dotfile, no file of the host's own (_headers,
// _redirects, _worker.js, _routes.json), no source map, no symlink (it may point out of dist/), and no path is ever
// joined onto the disk.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';

type Handler = (req: IncomingMessage, res: ServerResponse, pathname: string) => void;

/** The host's own configuration and function, read or run by it and never sent: the build writes them beside the pages. */
const HOST_FILES = new Set(['_headers', '_redirects', '_worker.js', '_routes.json']);

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
  return existsSync(file) ? parseHeaders(readFileSync(file, 'utf8')) : new Map();
}

/**
 * `_headers` by section; a `! Name` line is left out, as the section's own value of Name replaces the earlier one. A
 * pattern named twice (a preview build adds a second `/*`) is one section with the headers of both.
 */
export function parseHeaders(text: string): Map<string, Record<string, string>> {
  const sections = new Map<string, Record<string, string>>();
  let current: Record<string, string> | undefined;
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = line.trim();
      current = sections.get(pattern) ?? {};
      sections.set(pattern, current);
    }
    else if (current && !line.trim().startsWith('!')) {
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

/** Whether a file of dist/ (its path from dist/, with /) is part of the site a visitor may fetch. */
const isSiteFile = (file: string) =>
  !file.split('/').some((segment) => segment.startsWith('.')) && !HOST_FILES.has(path.posix.basename(file)) && !/\.map(\.gz)?$/.test(file);

/** Every regular file of dist/ a visitor may fetch, as `/path`; symlinks are not regular files and are left out. */
export function siteFiles(distDir: string): Set<string> {
  const root = path.resolve(distDir);
  return new Set(
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .filter(isSiteFile)
      .map((file) => `/${file}`),
  );
}

/** The file a path names, as the host resolves it: the file itself, `<path>.html`, or `<path>/index.html`. */
export function fileFor(files: ReadonlySet<string>, pathname: string): string | undefined {
  // No file has an empty name, so `//` and `/faq//` name none (and `//` is not taken for the home page).
  if (pathname.includes('//')) return undefined;
  const bare = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const candidates = bare === '/' ? ['/index.html'] : [bare, `${bare}.html`, `${bare}/index.html`];
  return candidates.find((candidate) => !candidate.endsWith('.gz') && files.has(candidate));
}

/** The address the host answers a page at, and redirects its other forms to: /contact for contact.html, /x/ for x/index.html. */
const pageAddress = (file: string) => (file.endsWith('/index.html') ? file.slice(0, -'index.html'.length) : file.slice(0, -'.html'.length));

/** sirv reads `bytes=start-end` and `bytes=start-` right; any other Range (several, suffix, reversed) gets the whole file, as RFC 9110 allows. */
function keepOnlyPlainRange(req: IncomingMessage): void {
  const range = /^bytes=(\d{1,15})-(\d{0,15})$/.exec(req.headers.range ?? '');
  if (req.headers.range !== undefined && (!range || (range[2] && Number(range[2]) < Number(range[1])))) delete req.headers.range;
}

export function staticSite(distDir: string): Handler {
  const redirects = readRedirects(distDir);
  const sections = readHeaderSections(distDir);
  const files = siteFiles(distDir);
  const notFoundPage = readFileSync(path.join(distDir, '404.html'));
  const send = sirv(distDir, {
    // Only ever asked for a file this module resolved, never left to guess one.
    extensions: [],
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
  const notFound = (req: IncomingMessage, res: ServerResponse, pathname: string) => {
    if (pathname.startsWith('/_data/')) {
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end('{"error":"not found"}');
      return;
    }
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(req.method === 'HEAD' ? undefined : notFoundPage);
  };
  return (req, res, pathname) => {
    for (const [name, value] of Object.entries(headersFor(sections, pathname))) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { 'Content-Type': 'text/plain; charset=utf-8', Allow: 'GET, HEAD' });
      res.end('Method not allowed');
      return;
    }
    const redirect = redirects.get(pathname.replace(/\/$/, '') || '/');
    if (redirect) {
      res.writeHead(redirect.status, { Location: redirect.to });
      res.end();
      return;
    }
    const file = fileFor(files, pathname);
    if (!file) return notFound(req, res, pathname);
    // As Cloudflare Pages does: /contact/ and /contact.html answer 308 to /contact, so every page has one address.
    if (file.endsWith('.html') && pathname !== pageAddress(file)) {
      const query = req.url?.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
      res.writeHead(308, { Location: pageAddress(file) + query });
      res.end();
      return;
    }
    // sirv would send a .gz sibling that is not one of the site's files (a symlink), so it is only offered one that is.
    if (!files.has(`${file}.gz`)) delete req.headers['accept-encoding'];
    keepOnlyPlainRange(req);
    req.url = encodeURI(file);
    send(req, res, () => notFound(req, res, pathname));
  };
}
