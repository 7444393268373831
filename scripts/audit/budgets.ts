// Byte budgets over dist/: gzip size of what each page loads first (its own script, module preloads and styles) and of its HTML.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const gzipBytes = (content: string | Buffer) => gzipSync(content, { level: 9 }).length;

/** Module scripts and module preloads a page's HTML names (the hydration <template>'s included). */
export const namedScripts = (html: string) => [
  ...new Set([...html.matchAll(/<script type="module"[^>]*\ssrc="([^"]+)"/g), ...html.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g)].map((match) => match[1]!)),
];

/** The chunks a built chunk imports statically (`import{a as b}from"./x.js"`; `import("./x.js")` is dynamic and left out). */
export const staticImports = (code: string) => [...code.matchAll(/\bimport\s*(?:[^"'();]*?\bfrom\s*)?["']\.\/([^"']+\.js)["']/g)].map((match) => match[1]!);

/** The JavaScript a page loads before it is interactive: the scripts its HTML names and everything they import. */
export function firstLoadScripts(distDir: string, html: string): string[] {
  const scripts = new Set<string>();
  const visit = (file: string) => {
    if (scripts.has(file)) return;
    scripts.add(file);
    const folder = file.slice(0, file.lastIndexOf('/') + 1);
    for (const imported of staticImports(readFileSync(path.join(distDir, file), 'utf8'))) visit(folder + imported);
  };
  namedScripts(html).forEach(visit);
  return [...scripts];
}

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
  const scripts = firstLoadScripts(distDir, html);
  return { path: routePath, js: sizeOf(scripts), css: sizeOf(stylesheets(html)), html: gzipBytes(html), scripts };
}
