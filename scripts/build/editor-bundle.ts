// Bundles the browser editor (src/editor/index.html, Decap CMS) apart from the site: its ~1.6 MB shares no chunk with
// visitors' pages, and it is rebuilt only when its sources or its environment change (it takes longer than the whole
// site). `npm run build` copies it into dist/admin/; `npm run edit` serves it from the cache.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build as viteBuild, loadEnv, mergeConfig, type Plugin, type UserConfig } from 'vite';
import { newestChange } from './newest-change';

/** Where the editor is served: /admin/. */
const ADMIN_DIR = 'admin';
/** What the editor's bundle is made from; content (pages, facts) is read at run time from the backend, not built in. */
const ADMIN_SOURCES = ['src', 'renderer', 'schema', 'vite.config.ts', 'scripts/build/editor-bundle.ts', 'package-lock.json'];
const EDITOR_PAGE = 'src/editor/index.html';

interface BundleOptions {
  root: string;
  cacheDir: string;
  mode: string;
  viteConfig: UserConfig;
  logLevel: 'silent' | 'warn';
  /** Modes whose bundle serves as well as one of `mode` (the local editor's backend is named at run time, not built in). */
  sameFor?: readonly string[];
}

/** The editor's bundle as it lies in <cacheDir>: its page and its assets folder (served as /admin/assets/). */
export interface EditorBundle {
  page: string;
  assets: string;
}

/**
 * Decap's chunk fetched beside the editor's own script: main.tsx imports it only after setting CMS_MANUAL_INIT, which
 * left its 1.4 MB gzip waiting until the editor's script had run.
 */
const preloadDecap = (): Plugin => ({
  name: 'preload-decap',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, { bundle }) =>
      Object.values(bundle ?? {}).flatMap((chunk) =>
        chunk.type === 'chunk' && chunk.moduleIds.some((id) => id.includes('/node_modules/decap-cms-app/')) ? [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' as const }] : [],
      ),
  },
});

/**
 * A digest of what the editor takes from the environment in `mode`: its backend (VITE_CMS_*: the repository, the
 * OAuth address), from the .env files and the shell alike, so a bundle built before .env was filled in is not kept.
 */
export const editorEnvironment = (root: string, mode: string) =>
  createHash('sha256').update(JSON.stringify(Object.entries(loadEnv(mode, root, 'VITE_CMS_')).sort())).digest('hex').slice(0, 16);

/** The mode the bundle in <cacheDir> was built in, when it is as new as the sources under <root> and their environment. */
export function freshBundleMode(root: string, cacheDir: string, newest = newestChange(root, ADMIN_SOURCES)): string | undefined {
  const stamp = path.join(cacheDir, 'built-from');
  const [builtMode, builtFrom, builtEnvironment] = existsSync(stamp) ? readFileSync(stamp, 'utf8').split(' ') : [];
  return builtMode && builtFrom === String(newest) && builtEnvironment === editorEnvironment(root, builtMode) ? builtMode : undefined;
}

/** Marks the bundle in <cacheDir> as built in `mode` from the sources under <root> and the environment as they are now. */
export const stampBundle = (root: string, cacheDir: string, mode: string, newest = newestChange(root, ADMIN_SOURCES)) =>
  writeFileSync(path.join(cacheDir, 'built-from'), `${mode} ${newest} ${editorEnvironment(root, mode)}`);

/** Builds the editor into <cacheDir> unless the bundle there is as new as its sources. */
export async function bundleEditor({ root, cacheDir, mode, viteConfig, logLevel, sameFor = [] }: BundleOptions): Promise<EditorBundle> {
  const newest = newestChange(root, ADMIN_SOURCES);
  const builtMode = freshBundleMode(root, cacheDir, newest);
  const reusable = builtMode === mode || (sameFor.includes(builtMode!) && editorEnvironment(root, builtMode!) === editorEnvironment(root, mode));
  if (!reusable) {
    rmSync(cacheDir, { recursive: true, force: true });
    await viteBuild(
      mergeConfig(viteConfig, {
        configFile: false,
        root,
        mode,
        // Decap's dependencies use eval and are large; their warnings say nothing about this project.
        logLevel: logLevel === 'silent' ? 'silent' : 'error',
        plugins: [preloadDecap()],
        build: { outDir: cacheDir, emptyOutDir: true, copyPublicDir: false, assetsDir: `${ADMIN_DIR}/assets`, chunkSizeWarningLimit: 10_000, rollupOptions: { input: path.join(root, EDITOR_PAGE) } },
      }),
    );
    stampBundle(root, cacheDir, mode, newest);
  }
  return { page: path.join(cacheDir, EDITOR_PAGE), assets: path.join(cacheDir, ADMIN_DIR, 'assets') };
}

/** Builds the editor when stale, then copies it to <outDir>/admin/. */
export async function buildAdmin({ outDir, ...options }: BundleOptions & { outDir: string }) {
  const bundle = await bundleEditor(options);
  mkdirSync(path.join(outDir, ADMIN_DIR), { recursive: true });
  cpSync(path.join(options.cacheDir, ADMIN_DIR), path.join(outDir, ADMIN_DIR), { recursive: true });
  // The page is written where it lies in the project; it is served as /admin/.
  cpSync(bundle.page, path.join(outDir, ADMIN_DIR, 'index.html'));
}
