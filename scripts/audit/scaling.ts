// Build scaling: a synthetic site of the real content plus generated pages, each made of every block's example.yaml,
// validated and built at two sizes so the audit can show whether time grows linearly with pages.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { schemaLine } from '../../src/content/schema-line';
import { loadSiteFrom, projectRoot } from '../build/content-files';

const blocksDir = path.join(projectRoot, 'renderer/blocks');

interface RouteEntry {
  path: string;
  page: string;
  title: string;
  description: string;
  [key: string]: unknown;
}

export interface ScalingRow {
  pages: number;
  validateMs: number;
  buildMs: number;
}

/** Every block's example, hero (the page's h1) first; the table of contents points at the other examples' anchors. */
function exampleBlocks(): Array<{ type: string; id?: string }> {
  const blocks = readdirSync(blocksDir)
    .sort()
    .map((type) => parse(readFileSync(path.join(blocksDir, type, 'example.yaml'), 'utf8')) as { type: string; id?: string });
  const anchors = blocks.flatMap((block) => (block.id ? [{ anchor: block.id, label: block.id }] : []));
  const ordered = [...blocks.filter((block) => block.type === 'hero'), ...blocks.filter((block) => block.type !== 'hero')];
  return ordered.map((block) => (block.type === 'toc' ? { ...block, items: anchors } : block));
}

/** Content files open with their schema line, which validation checks. */
const withSchemaLine = (file: string, content: object) => `${schemaLine(file)}\n${stringify(content)}`;

const syntheticPath = (n: number) => `/synthetic/page-${String(n).padStart(4, '0')}`;

/** Writes the real content plus enough synthetic pages for `total` routes; each links to the next so every route is reachable. */
export function writeSyntheticSite(root: string, total: number) {
  cpSync(path.join(projectRoot, 'site'), path.join(root, 'site'), { recursive: true });
  // The photo copies already made (by content hash), so the build's time is the pages', not the photos' encoding.
  const photoCache = path.join(projectRoot, '.build/pictures');
  if (existsSync(photoCache)) cpSync(photoCache, path.join(root, '.build/pictures'), { recursive: true });
  const table = parse(readFileSync(path.join(projectRoot, 'pages.yaml'), 'utf8')) as { routes: RouteEntry[] };
  const count = Math.max(0, total - table.routes.length);
  const blocks = exampleBlocks();
  const nextLink = (n: number) => ({ type: 'cta', variant: 'banner', title: `Continue to page ${n}`, text: 'The next synthetic page.', actions: [{ label: `Page ${n}`, href: syntheticPath(n), style: 'cta' }] });
  mkdirSync(path.join(root, 'site/pages/synthetic'), { recursive: true });
  for (let n = 1; n <= count; n++) {
    const page = { blocks: n < count ? [...blocks, nextLink(n + 1)] : blocks };
    writeFileSync(path.join(root, `site/pages/synthetic/page-${n}.yaml`), withSchemaLine(`site/pages/synthetic/page-${n}.yaml`, page));
    table.routes.push({
      path: syntheticPath(n),
      page: `synthetic/page-${n}.yaml`,
      title: `Synthetic laser cleaning page ${n}`,
      description: `Synthetic page ${n} of the build scaling audit: every block type of the site, rendered from its example file.`,
      breadcrumb: `Page ${n}`,
    });
  }
  if (count > 0) {
    const home = parse(readFileSync(path.join(root, 'site/pages/home.yaml'), 'utf8')) as { blocks: object[] };
    home.blocks.push(nextLink(1));
    writeFileSync(path.join(root, 'site/pages/home.yaml'), withSchemaLine('site/pages/home.yaml', home));
  }
  writeFileSync(path.join(root, 'pages.yaml'), withSchemaLine('pages.yaml', table));
}

/** Validates and builds a synthetic site of `total` routes; the build runs in its own process, as `npm run build` does. */
export function measureScaling(total: number): ScalingRow {
  const root = mkdtempSync(path.join(tmpdir(), `synthetic-site-${total}-`));
  const serverDir = path.join(projectRoot, '.build', `synthetic-server-${total}`);
  try {
    writeSyntheticSite(root, total);
    const validating = performance.now();
    const loaded = loadSiteFrom(root);
    const validateMs = performance.now() - validating;
    if (!loaded.site) throw new Error(`the synthetic site of ${total} pages does not validate: ${loaded.problems.slice(0, 3).map((problem) => `${problem.file}:${problem.line} ${problem.message}`).join('; ')}`);
    const building = performance.now();
    execFileSync(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'scripts/audit/build-synthetic.ts'), path.join(root, 'dist'), serverDir], {
      cwd: projectRoot,
      env: { ...process.env, SITE_ROOT: root },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    return { pages: loaded.site.routes.length, validateMs, buildMs: performance.now() - building };
  } finally {
    rmSync(root, { recursive: true, force: true });
    rmSync(serverDir, { recursive: true, force: true });
  }
}
