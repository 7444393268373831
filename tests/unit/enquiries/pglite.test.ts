import { cpSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, MIGRATIONS_DIR, openEnquiryDatabase, type EnquiryDatabase } from '../../../src/server/enquiries/pglite';
import { ENQUIRY_FIELDS } from '../../../src/server/enquiries/store';
import { DATABASE_TIMEOUT_MS, migratedTemplate } from './harness';

let dataDir: string;
let database: EnquiryDatabase;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'enquiries-pglite-'));
  cpSync(await migratedTemplate(), dataDir, { recursive: true });
  database = await openEnquiryDatabase({ dataDir });
}, DATABASE_TIMEOUT_MS);

afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Closes the shared database, runs a step with the folder free, and opens it again. */
async function withFolderFree(step: () => Promise<void>): Promise<void> {
  await database.close();
  try {
    await step();
  } finally {
    database = await openEnquiryDatabase({ dataDir });
  }
}

describe('the local database', () => {
  it('applies every migration file in order and records it as the Supabase CLI does', async () => {
    const recorded = await database.query('select version, name from supabase_migrations.schema_migrations order by version');
    const files = readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql')).sort();
    expect(recorded.map((row) => `${String(row.version)}_${String(row.name)}.sql`)).toEqual(files);
  });

  it('does not apply a migration twice when the folder is opened again', async () => {
    await withFolderFree(async () => {
      const again = await openEnquiryDatabase({ dataDir });
      await again.close();
    });
    const [row] = await database.query('select count(*)::int as count from supabase_migrations.schema_migrations');
    expect(row?.count).toBe(readdirSync(MIGRATIONS_DIR).filter((name) => name.endsWith('.sql')).length);
  });

  it('has a column for every enquiry field, and row level security on with no policy', async () => {
    const columns = (await database.query("select column_name from information_schema.columns where table_name = 'enquiries'")).map((row) => row.column_name);
    expect(columns).toEqual(expect.arrayContaining(['id', 'received_at', 'source_page', 'submission_id', 'is_spam', 'mail_status', 'mail_attempts', 'mail_last_error']));
    expect(columns.length).toBeGreaterThan(ENQUIRY_FIELDS.length);
    const [table] = await database.query("select relrowsecurity from pg_class where relname = 'enquiries'");
    expect(table?.relrowsecurity).toBe(true);
    const [policies] = await database.query("select count(*)::int as count from pg_policies where tablename = 'enquiries'");
    expect(policies?.count).toBe(0);
  });

  it('keeps its lock file readable by its own account only', () => {
    expect(statSync(path.join(dataDir, 'enquiries.lock')).mode & 0o777).toBe(0o600);
  });

  it('refuses a second opener of the folder with a clear message', async () => {
    const second = openEnquiryDatabase({ dataDir });
    await expect(second).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(second).rejects.toThrow(`is in use by process ${process.pid}`);
    await expect(second).rejects.toThrow('set DATA_DIR to another folder');
  });

  it('lets a waiting opener in once the owner closes', async () => {
    const waits: number[] = [];
    const waiting = openEnquiryDatabase({ dataDir, waitForLockMs: 20_000, onWait: (holder) => waits.push(holder.pid) });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await database.close();
    database = await waiting;
    expect(waits).toEqual([process.pid]);
  });

  it('clears a lock left by a process that has died', async () => {
    await withFolderFree(async () => {
      writeFileSync(path.join(dataDir, 'enquiries.lock'), JSON.stringify({ pid: 2 ** 22 + 1, command: 'crashed', since: '2025-01-01T00:00:00Z' }));
      const reopened = await openEnquiryDatabase({ dataDir });
      await reopened.close();
    });
  });

  it('reports a failing migration and frees the folder', async () => {
    const migrations = mkdtempSync(path.join(tmpdir(), 'migrations-'));
    const folder = mkdtempSync(path.join(tmpdir(), 'enquiries-bad-'));
    try {
      cpSync(await migratedTemplate(), folder, { recursive: true });
      writeFileSync(path.join(migrations, '20990101000000_broken.sql'), 'create table half_done (id int); select no_such_function();');
      await expect(openEnquiryDatabase({ dataDir: folder, migrationsDir: migrations })).rejects.toThrow(/no_such_function/);
      expect(readdirSync(folder)).not.toContain('enquiries.lock');
    } finally {
      rmSync(migrations, { recursive: true, force: true });
      rmSync(folder, { recursive: true, force: true });
    }
  }, DATABASE_TIMEOUT_MS);
});
