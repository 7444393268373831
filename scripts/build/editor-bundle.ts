// Bundles the browser editor (src/editor/index.html, Decap CMS) apart from the site: its ~1.6 MB shares no chunk with
// visitors' pages, and it is rebuilt only when its sources change (it takes longer than the whole site).
import { cpSync, existsSync, mkdirSync, rmSync, writeFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { build as viteBuild, mergeConfig, type UserConfig } from 'vite';
import { newestChange } from './newest-change';

/** Where the editor is served: /admin/. */
const ADMIN_DIR = 'admin';
/** What the editor's bundle is made from; content (pages, facts) is read at run time from the backend, not built in. */
const ADMIN_SOURCES = ['src', 'renderer', 'schema', 'vite.config.ts', 'package-lock.json'];
const EDITOR_PAGE = 'src/editor/index.html';

/** Builds the editor into <cacheDir> when stale, then copies it to <outDir>/admin/. */
export async function buildAdmin({ root, outDir, cacheDir, mode, viteConfig, logLevel }: { root: string; outDir: string; cacheDir: string; mode: string; viteConfig: UserConfig; logLevel: 'silent' | 'warn' }) {
  const stamp = path.join(cacheDir, 'built-from');
  const wanted = `${mode} ${newestChange(root, ADMIN_SOURCES)}`;
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== wanted) {
    rmSync(cacheDir, { recursive: true, force: true });
    await viteBuild(
      mergeConfig(viteConfig, {
        configFile: false,
        root,
        mode,
        // Decap's dependencies use eval and are large; their warnings say nothing about this project.
        logLevel: logLevel === 'silent' ? 'silent' : 'error',
        build: { outDir: cacheDir, emptyOutDir: true, copyPublicDir: false, assetsDir: `${ADMIN_DIR}/assets`, chunkSizeWarningLimit: 10_000, rollupOptions: { input: path.join(root, EDITOR_PAGE) } },
      }),
    );
    writeFileSync(stamp, wanted);
  }
  mkdirSync(path.join(outDir, ADMIN_DIR), { recursive: true });
  cpSync(path.join(cacheDir, ADMIN_DIR), path.join(outDir, ADMIN_DIR), { recursive: true });
  // The page is written where it lies in the project; it is served as /admin/.
  cpSync(path.join(cacheDir, EDITOR_PAGE), path.join(outDir, ADMIN_DIR, 'index.html'));
}
