// The fs edge of the content model: reads the schemas, the content files and the block examples from disk and hands
// their texts to src/content, which never touches the file system itself.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { blockExample, exampleFile } from '../../src/content/block-examples';
import { publishedHistoryOf } from './published-addresses';
import { isContentFile } from '../../src/content/content-files';
import { loadSite, type Site } from '../../src/content/load-site';
import type { PictureFiles } from '../../src/content/pictures';
import { projectRoot } from './project-root';
import { blockSchemaFile, blockTypes, createValidators, type SchemaFiles, type SchemaNode, type Validators } from '../../src/content/schemas';

export { projectRoot };

/** Where the content is read from: the project, or SITE_ROOT (the audit's synthetic sites). */
export const contentRoot = process.env.SITE_ROOT ? path.resolve(process.env.SITE_ROOT) : projectRoot;

const readJson = (file: string): SchemaNode => JSON.parse(readFileSync(file, 'utf8'));

/** Every hand-written schema by its path from the project root: schema/*.schema.json and each block folder's schema.json. */
export function readSchemaFiles(root = projectRoot): Map<string, SchemaNode> {
  const files = new Map<string, SchemaNode>();
  for (const name of readdirSync(path.join(root, 'schema'))) {
    if (name.endsWith('.schema.json')) files.set(`schema/${name}`, readJson(path.join(root, 'schema', name)));
  }
  const blocks = path.join(root, 'renderer/blocks');
  for (const entry of readdirSync(blocks, { withFileTypes: true })) {
    const file = blockSchemaFile(entry.name);
    if (entry.isDirectory() && existsSync(path.join(root, file))) files.set(file, readJson(path.join(root, file)));
  }
  return files;
}

/** The content validators, compiled from the schemas on disk now (so a watcher notices an edited schema). */
export const readValidators = (root = projectRoot): Validators => createValidators(readSchemaFiles(root));

/** Every content file's text by its path from `root`. */
export function readContentTexts(root = contentRoot): Map<string, string> {
  const texts = new Map<string, string>();
  const add = (file: string) => texts.set(file, readFileSync(path.join(root, file), 'utf8'));
  if (existsSync(path.join(root, 'pages.yaml'))) add('pages.yaml');
  if (existsSync(path.join(root, 'site'))) {
    for (const name of readdirSync(path.join(root, 'site'), { recursive: true }) as string[]) {
      const file = `site/${name.split(path.sep).join('/')}`;
      if (isContentFile(file)) add(file);
    }
  }
  return texts;
}

/** The files the site serves as they are (site/public/), and those the build writes, as site paths: /images/og-default.png. */
export function readStaticFiles(root = contentRoot): Set<string> {
  const folder = path.join(root, 'site/public');
  const files = existsSync(folder) ? (readdirSync(folder, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[]).filter((entry) => entry.isFile()) : [];
  return new Set([...files.map((entry) => '/' + path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')), '/sitemap.xml', '/robots.txt']);
}

/**
 * The site as it is on disk (pictures measured by scripts/build/pictures.ts, when given, sized and checked), links to
 * files checked too, and every address its git history published still answered: `npm run validate`, the build and
 * the dev server start here.
 */
export const loadSiteFrom = (root = contentRoot, validators = readValidators(), pictures?: PictureFiles) =>
  loadSite(readContentTexts(root), validators, readStaticFiles(root), pictures, publishedHistoryOf(root));

/** Every block's example, checked and resolved as a page of the site, for the gallery and the block tests. */
export function readBlockExamples(site: Site, validators: Validators, root = projectRoot, pictures?: PictureFiles) {
  const schemas: SchemaFiles = readSchemaFiles(root);
  return blockTypes(schemas).map((type) => blockExample(type, schemas.get(blockSchemaFile(type))?.description ?? '', readFileSync(path.join(root, exampleFile(type)), 'utf8'), validators, site, pictures));
}
