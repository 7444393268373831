// Where `npm start` and `npm run enquiries` keep leads when DATA_DIR is not set: outside the project, so no build
// serves them, no editor opens them and no commit picks them up. Wherever they are, only their owner may read them.
import { chmodSync, lstatSync, readdirSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

export const enquiryDataDir = (env: Record<string, string | undefined> = process.env): string =>
  path.resolve(env.DATA_DIR || path.join(env.XDG_DATA_HOME || path.join(homedir(), '.local', 'share'), 'sclc-site', 'enquiries'));

const OPEN_TO_OTHERS = 0o077;

export class DataDirOpenError extends Error {
  constructor(
    readonly entry: string,
    readonly mode: number,
    reason: string,
  ) {
    super(
      `${entry} holds leads (personal information) and other users of this machine may read it (permissions ${mode.toString(8).padStart(4, '0')}), ` +
        `but it could not be closed to them: ${reason}. As its owner run \`chmod -R go-rwx ${entry}\`, or set DATA_DIR to a folder of your own.`,
    );
    this.name = 'DataDirOpenError';
  }
}

/** Takes every right of group and others off one file or folder, so it ends 0600 or 0700 (or tighter); links are left alone. */
function closeEntry(entry: string): { isDirectory: boolean } {
  const stat = lstatSync(entry);
  if (stat.isSymbolicLink()) return { isDirectory: false };
  const mode = stat.mode & 0o777;
  const closed = stat.isDirectory() ? 0o700 : mode & 0o600;
  if (mode & OPEN_TO_OTHERS) {
    try {
      chmodSync(entry, closed);
    } catch (error) {
      throw new DataDirOpenError(entry, mode, (error as NodeJS.ErrnoException).code === 'EPERM' ? 'it belongs to another user' : (error as Error).message);
    }
  }
  return { isDirectory: stat.isDirectory() };
}

/** Closes the data folder and everything in it (PGlite makes pgdata 0755 and its files 0644) to its owner: folders 0700, files 0600. */
export function closeToOthers(folder: string): void {
  if (!closeEntry(folder).isDirectory) return;
  for (const name of readdirSync(folder)) closeToOthers(path.join(folder, name));
}
