// When a set of files and folders last changed: what decides whether a cached build is stale.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The newest modification time among the files under `sources` (paths from `root`); 0 when there are none. */
export function newestChange(root: string, sources: readonly string[]): number {
  let newest = 0;
  const visit = (file: string) => {
    const stat = statSync(file);
    if (stat.isDirectory()) for (const name of readdirSync(file)) visit(path.join(file, name));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const source of sources) if (existsSync(path.join(root, source))) visit(path.join(root, source));
  return newest;
}
