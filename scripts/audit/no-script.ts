// The no-script variant of the built site: the same dist/ HTML with every script and module preload removed,
// the floor the real pages are measured against (what the page costs before any of its JavaScript).
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The page without <script> elements, modulepreload links or the hydration <template> of preloads. */
export const withoutScripts = (html: string) =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, '')
    .replace(/<template id="hydration-preloads">[\s\S]*?<\/template>/g, '');

/** Copies dist/ to a temporary folder and strips the scripts of every HTML file there (and of its .gz). */
export function writeNoScriptCopy(distDir: string): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'no-script-site-'));
  cpSync(distDir, copy, { recursive: true });
  const files = readdirSync(copy, { recursive: true }) as string[];
  for (const file of files.filter((name) => name.endsWith('.html'))) {
    const full = path.join(copy, file);
    const html = withoutScripts(readFileSync(full, 'utf8'));
    writeFileSync(full, html);
    if (files.includes(`${file}.gz`)) writeFileSync(`${full}.gz`, gzipSync(html, { level: 9 }));
  }
  return copy;
}
