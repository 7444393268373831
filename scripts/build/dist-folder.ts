// dist/ as `npm start` sees it: where it is, the mode it was built in, whether it is older than its sources. Apart from
// scripts/build.ts, which pulls in Vite and sharp, so a server of dist/ as it is starts without loading them.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { newestChange } from './newest-change';
import { projectRoot } from './project-root';

export const distDir = path.join(projectRoot, 'dist');
export const defaultServerDir = path.join(projectRoot, '.build/server');

/** Vite's mode: .env.<mode> supplies the build's environment (e2e: the test suite's fake tracking ids). */
export const requestedMode = (argv = process.argv) => {
  const flag = argv.indexOf('--mode');
  return (flag >= 0 ? argv[flag + 1] : undefined) ?? process.env.BUILD_MODE ?? 'production';
};
export const modeFile = (serverDir = defaultServerDir) => path.join(serverDir, 'build-mode');
/** The mode dist/ was built in, so `npm start` can tell a test build from a production one. */
export const builtMode = () => (existsSync(modeFile()) ? readFileSync(modeFile(), 'utf8').trim() : undefined);

const SOURCES = ['pages.yaml', 'site', 'schema', 'renderer', 'src', 'scripts', 'vite.config.ts', 'package-lock.json'];

/** True when dist/ is missing or older than any of its sources (`npm start` and `npm run audit` then rebuild). */
export function distIsStale(): boolean {
  const index = path.join(distDir, 'index.html');
  return !existsSync(index) || statSync(index).mtimeMs < newestChange(projectRoot, SOURCES);
}
