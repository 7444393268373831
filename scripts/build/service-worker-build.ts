// The service worker of `npm run build`: src/app/offline/service-worker.ts bundled on its own, then workbox-build injects
// the precache list, after the prerender so that it can list prerendered pages.
import path from 'node:path';
import { build as viteBuild } from 'vite';
import { injectManifest } from 'workbox-build';
import type { Route } from '../../schema/generated/types';
import { SERVICE_WORKER_URL } from '../../src/app/offline/offline-routes';
import { offlineFiles, offlinePaths } from './offline-pages';
import { projectRoot } from './content-files';

interface PrecacheSummary {
  count: number;
  bytes: number;
}

export async function buildServiceWorker({ routes, outDir, workDir, mode, quiet }: { routes: readonly Route[]; outDir: string; workDir: string; mode: string; quiet: boolean }): Promise<PrecacheSummary> {
  await viteBuild({
    configFile: false,
    root: projectRoot,
    mode,
    logLevel: quiet ? 'silent' : 'warn',
    publicDir: false,
    // Workbox's development logging is left out of the bundle.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: { outDir: workDir, emptyOutDir: true, copyPublicDir: false, rollupOptions: { input: 'src/app/offline/service-worker.ts', output: { format: 'iife', entryFileNames: 'sw.js' } } },
  });
  const { count, size, warnings } = await injectManifest({
    swSrc: path.join(workDir, 'sw.js'),
    swDest: path.join(outDir, SERVICE_WORKER_URL.slice(1)),
    globDirectory: outDir,
    // The app shell: every script, the stylesheet, the logo mark (also the favicon; the icon sprite is inline in each page), and the offline pages.
    globPatterns: ['assets/*.{js,css}', 'assets/logo-mark-*.svg', ...offlineFiles(offlinePaths(routes))],
    // Hashed names change with their content, so the worker need not bust the HTTP cache for them.
    dontCacheBustURLsMatching: /^assets\//,
  });
  if (warnings.length) throw new Error(`the service worker's precache: ${warnings.join('; ')}`);
  return { count, bytes: size };
}
