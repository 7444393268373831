// Local storage: embedded Postgres (PGlite) in DATA_DIR, with the Supabase migrations applied in order
// and recorded, and a lock file because PGlite corrupts a data folder that two processes open.
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { closeToOthers } from './data-dir.ts';
import { MIGRATIONS_DIR, applyMigrations, type MigrationTarget } from './migrations.ts';
import { sqlEnquiryStore, type EnquiryStore, type Query } from './store.ts';

export { MIGRATIONS_DIR };
const LOCK_FILE = 'enquiries.lock';
const LOCK_POLL_MS = 250;
/** A lock file younger than this with no owner written yet belongs to a process that is just starting. */
const LOCK_WRITE_GRACE_MS = 5_000;

export interface EnquiryDatabase {
  dataDir: string;
  store: EnquiryStore;
  query: Query;
  close(): Promise<void>;
}

interface OpenOptions {
  dataDir: string;
  migrationsDir?: string;
  /** How long to wait for another process to let go of the folder; 0 fails at once. */
  waitForLockMs?: number;
  /** Told once, when the folder is busy and we start waiting. */
  onWait?: (holder: LockHolder) => void;
}

interface LockHolder {
  pid: number;
  command: string;
  since: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The enquiry data folder ${dataDir} is in use by process ${holder.pid} (${holder.command}, since ${holder.since}). ` +
        'Only one process may open it: stop that one (for example the `npm start` server), or set DATA_DIR to another folder. ' +
        `If no such process is running, delete ${path.join(dataDir, LOCK_FILE)}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readHolder = (file: string): LockHolder | undefined => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as LockHolder;
  } catch {
    return undefined;
  }
};

const STARTING: LockHolder = { pid: 0, command: 'a process that is starting', since: 'just now' };

const isFresh = (file: string): boolean => {
  try {
    return Date.now() - statSync(file).mtimeMs < LOCK_WRITE_GRACE_MS;
  } catch {
    return false;
  }
};

/** Takes the folder's lock, clearing one left by a process that has died; otherwise says who holds it. */
function tryLock(file: string): LockHolder | undefined {
  const me: LockHolder = { pid: process.pid, command: process.argv.slice(1).map((arg) => path.basename(arg)).join(' '), since: new Date().toISOString() };
  for (let round = 0; round < 2; round += 1) {
    try {
      writeFileSync(file, JSON.stringify(me), { flag: 'wx', mode: 0o600 });
      return undefined;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    if (holder ? isAlive(holder.pid) : isFresh(file)) return holder ?? STARTING;
    rmSync(file, { force: true });
  }
  return readHolder(file) ?? STARTING;
}

async function acquireLock(file: string, dataDir: string, waitForLockMs: number, onWait?: (holder: LockHolder) => void): Promise<void> {
  const deadline = Date.now() + waitForLockMs;
  let told = false;
  for (;;) {
    const holder = tryLock(file);
    if (!holder) return;
    if (Date.now() >= deadline) throw new DataDirLockedError(dataDir, holder);
    if (!told) onWait?.(holder);
    told = true;
    await new Promise((resolve) => setTimeout(resolve, LOCK_POLL_MS));
  }
}

const pgliteQuery =
  (db: PGlite | Transaction): Query =>
  async (sql, params) =>
    (await db.query<Record<string, unknown>>(sql, params ? [...params] : undefined)).rows;

/** PGlite as a migration target. */
const pgliteTarget = (db: PGlite): MigrationTarget => ({
  exec: async (sql) => void (await db.exec(sql)),
  query: pgliteQuery(db),
  transaction: async (work) => void (await db.transaction((tx) => work({ exec: async (sql) => void (await tx.exec(sql)), query: pgliteQuery(tx) }))),
});

export async function openEnquiryDatabase({ dataDir, migrationsDir = MIGRATIONS_DIR, waitForLockMs = 0, onWait }: OpenOptions): Promise<EnquiryDatabase> {
  const folder = path.resolve(dataDir);
  // Leads are personal information: only the account that runs the server may read the folder.
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  closeToOthers(folder);
  const lockFile = path.join(folder, LOCK_FILE);
  await acquireLock(lockFile, folder, waitForLockMs, onWait);
  const release = () => {
    if (existsSync(lockFile) && readHolder(lockFile)?.pid === process.pid) unlinkSync(lockFile);
  };
  // A process that exits without closing still frees the folder for the next one.
  process.once('exit', release);
  try {
    const db = await PGlite.create(path.join(folder, 'pgdata'));
    // PGlite makes a new pgdata 0755 and its files 0644.
    closeToOthers(folder);
    await applyMigrations(pgliteTarget(db), migrationsDir).catch(async (error: unknown) => {
      await db.close();
      throw error;
    });
    const query = pgliteQuery(db);
    return {
      dataDir: folder,
      store: sqlEnquiryStore(query),
      query,
      async close() {
        await db.close();
        process.off('exit', release);
        release();
      },
    };
  } catch (error) {
    process.off('exit', release);
    release();
    throw error;
  }
}
