// Byte budgets over dist/: gzip size of what each page loads first (its own script, module preloads and styles) and of its HTML.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { inlineStyles, withoutInlineStyles } from '../build/inline-styles';
import { inlineScripts } from '../build/inline-script';
import { pageFile } from '../../src/app/offline/offline-routes';

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
  /** gzip bytes of the page's first-load JavaScript, its CSS (linked or inline) and its HTML (without the inline CSS). */
  js: number;
  css: number;
  html: number;
  scripts: string[];
}

export function pageBytes(distDir: string, routePath: string): PageBytes {
  const html = readFileSync(path.join(distDir, pageFile(routePath)), 'utf8');
  const sizeOf = (files: string[]) => files.reduce((sum, file) => sum + gzipBytes(readFileSync(path.join(distDir, file))), 0);
  const scripts = firstLoadScripts(distDir, html);
  const inline = inlineStyles(html).join('');
  return { path: routePath, js: sizeOf(scripts), css: sizeOf(stylesheets(html)) + (inline ? gzipBytes(inline) : 0), html: gzipBytes(withoutInlineStyles(html)), scripts };
}

/** The HTML outside the hydration <template>: what the browser acts on before any script runs. */
const outsideTemplates = (html: string) => html.replace(/<template\b[\s\S]*?<\/template>/g, '');
const headOf = (html: string) => outsideTemplates(html).split('</head>')[0] ?? '';
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
const hasAttribute = (tag: string, name: string) => new RegExp(`\\s${name}(?:[\\s=>/]|$)`, 'i').test(tag);

/** The script files that run before hydration starts: the page's <script src> and what they import statically (its inline scripts are counted beside them). */
export const paintPathScripts = (distDir: string, html: string) => firstLoadScripts(distDir, outsideTemplates(html).replace(/<link rel="modulepreload"[^>]*>/g, ''));

/** Stylesheets and classic scripts in <head> that hold the first paint until they have downloaded. */
export function renderBlockingResources(html: string): string[] {
  const head = headOf(html);
  const sheets = [...head.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map((match) => match[0]).filter((tag) => !['print', 'none'].includes(attribute(tag, 'media') ?? ''));
  const scripts = [...head.matchAll(/<script\b[^>]*\bsrc="[^"]*"[^>]*>/g)].map((match) => match[0]).filter((tag) => attribute(tag, 'type') !== 'module' && !hasAttribute(tag, 'async') && !hasAttribute(tag, 'defer'));
  return [...sheets, ...scripts].map((tag) => attribute(tag, 'href') ?? attribute(tag, 'src') ?? tag);
}

/** The site's decorative illustrations as pages name them: each drawing site/images/<name>.svg, built to /images/<name>.<hash>.svg. */
export function illustrationSources(projectRoot: string, distDir: string): Set<string> {
  const drawings = readdirSync(path.join(projectRoot, 'site/images')).filter((name) => name.endsWith('.svg')).map((name) => name.replace(/\.svg$/, ''));
  const built = existsSync(path.join(distDir, 'images')) ? readdirSync(path.join(distDir, 'images')) : [];
  return new Set(built.filter((file) => drawings.some((name) => file.startsWith(`${name}.`) && /^\.[0-9a-f]{10}\.svg$/.test(file.slice(name.length)))).map((file) => `/images/${file}`));
}

export interface ImageTag {
  src: string;
  width?: string;
  height?: string;
  /** fetchpriority of the <img>, or of its <link rel="preload"> in <head>. */
  priority?: string;
  lazy: boolean;
  preloaded: boolean;
}

/** Every <img> of the page, with its dimensions, its priority and whether <head> preloads it. */
export function imageTags(html: string): ImageTag[] {
  const preloads = new Map([...headOf(html).matchAll(/<link\b[^>]*\brel="preload"[^>]*\bas="image"[^>]*>/g)].map((match) => [attribute(match[0], 'href') ?? '', attribute(match[0], 'fetchPriority')]));
  return [...outsideTemplates(html).matchAll(/<img\b[^>]*>/g)].map(([tag]) => {
    const src = attribute(tag, 'src') ?? '';
    return {
      src,
      width: attribute(tag, 'width'),
      height: attribute(tag, 'height'),
      priority: attribute(tag, 'fetchPriority') ?? preloads.get(src) ?? undefined,
      lazy: attribute(tag, 'loading') === 'lazy',
      preloaded: preloads.has(src),
    };
  });
}

/** Requests the page starts before hydration: stylesheets, the paint-path scripts, <head> preloads and images not loaded lazily. */
export function requestsBeforeHydration(distDir: string, html: string): string[] {
  const preloads = [...headOf(html).matchAll(/<link\b[^>]*\brel="preload"[^>]*>/g)].map((match) => attribute(match[0], 'href') ?? '');
  const images = imageTags(html).filter((image) => !image.lazy).map((image) => image.src);
  return [...new Set([...stylesheets(outsideTemplates(html)), ...paintPathScripts(distDir, html), ...preloads, ...images])];
}

/** What the CI gate checks of a built page without a browser: the figures cannot move with the host's load. */
export interface PageFacts extends PageBytes {
  paintPathJs: number;
  requests: string[];
  renderBlocking: string[];
  images: ImageTag[];
}

export function pageFacts(distDir: string, routePath: string): PageFacts {
  const html = readFileSync(path.join(distDir, pageFile(routePath)), 'utf8');
  const sizeOf = (files: string[]) => files.reduce((sum, file) => sum + gzipBytes(readFileSync(path.join(distDir, file))), 0);
  return {
    ...pageBytes(distDir, routePath),
    paintPathJs: sizeOf(paintPathScripts(distDir, html)) + inlineScripts(outsideTemplates(html)).reduce((sum, code) => sum + gzipBytes(code), 0),
    requests: requestsBeforeHydration(distDir, html),
    renderBlocking: renderBlockingResources(html),
    images: imageTags(html),
  };
}
