// `npm start`: builds dist/ when it is missing or older than its sources, then serves it on PORT (default 3000).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { startSiteServer } from '../server/index';
import { buildSite, distDir } from './build';
import { projectRoot } from './content/schemas';

const SOURCES = ['pages.yaml', 'site', 'schema', 'renderer', 'src', 'public', 'scripts', 'vite.config.ts', 'package-lock.json'];

/** The newest modification time among the site's sources. */
function newestSource(): number {
  let newest = 0;
  const visit = (file: string) => {
    const stat = statSync(file);
    if (stat.isDirectory()) for (const name of readdirSync(file)) visit(path.join(file, name));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const source of SOURCES) if (existsSync(path.join(projectRoot, source))) visit(path.join(projectRoot, source));
  return newest;
}

const builtAt = () => (existsSync(path.join(distDir, 'index.html')) ? statSync(path.join(distDir, 'index.html')).mtimeMs : 0);

if (builtAt() < newestSource()) {
  console.log(existsSync(distDir) ? 'dist/ is older than its sources: rebuilding' : 'dist/ is missing: building');
  try {
    await buildSite();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
await startSiteServer({ distDir, port, host });
console.log(`Site running at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`);
