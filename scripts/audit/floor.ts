// Builds the framework-floor entry with the site's own Vite config and measures its JavaScript, gzip.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mergeConfig, build as viteBuild } from 'vite';
import viteConfig from '../../vite.config';
import { projectRoot } from '../build/content-files';
import { gzipBytes } from './budgets';

export async function frameworkFloorBytes(): Promise<number> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'framework-floor-'));
  try {
    await viteBuild(mergeConfig(viteConfig, { configFile: false, root: projectRoot, logLevel: 'silent', build: { outDir, emptyOutDir: true, rollupOptions: { input: 'scripts/audit/floor/entry.tsx' } } }));
    const files = readdirSync(outDir, { recursive: true }) as string[];
    return files.filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + gzipBytes(readFileSync(path.join(outDir, file))), 0);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
