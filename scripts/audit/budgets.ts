// Byte budgets over dist/: gzip size of what each page loads first (its own script, module preloads and styles) and of its HTML.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const gzipBytes = (content: string | Buffer) => gzipSync(content, { level: 9 }).length;

/** Module scripts and module preloads a page's HTML names: the JavaScript it loads before it is interactive. */
export const firstLoadScripts = (html: string) => [
  ...new Set([...html.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"/g), ...html.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g)].map((match) => match[1]!)),
];

export const stylesheets = (html: string) => [...new Set([...html.matchAll(/<link rel="stylesheet"[^>]*\shref="([^"]+)"/g)].map((match) => match[1]!))];

export interface PageBytes {
  path: string;
  /** gzip bytes of the page's first-load JavaScript, its CSS and its HTML. */
  js: number;
  css: number;
  html: number;
  scripts: string[];
}

export function pageBytes(distDir: string, routePath: string): PageBytes {
  const html = readFileSync(path.join(distDir, routePath, 'index.html'), 'utf8');
  const sizeOf = (files: string[]) => files.reduce((sum, file) => sum + gzipBytes(readFileSync(path.join(distDir, file))), 0);
  const scripts = firstLoadScripts(html);
  return { path: routePath, js: sizeOf(scripts), css: sizeOf(stylesheets(html)), html: gzipBytes(html), scripts };
}
