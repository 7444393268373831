// The Supabase migrations (supabase/migrations/*.sql) applied in order and recorded as the Supabase CLI
// records them, on any Postgres the code reaches: PGlite locally, a real server through postgres.js in the tests.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Query } from './store.ts';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../../../supabase/migrations');

/** What applying migrations needs of a database: multi-statement SQL, one query, and a transaction of both. */
export interface MigrationTarget {
  exec(sql: string): Promise<void>;
  query: Query;
  transaction(work: (tx: Pick<MigrationTarget, 'exec' | 'query'>) => Promise<void>): Promise<void>;
}

/** The migration files, in the order their timestamped names give. */
export const migrationFiles = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.sql'))
    .sort();

/** Applies each migration not yet recorded, each in its own transaction; gives back the files applied. */
export async function applyMigrations(db: MigrationTarget, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (version text primary key, statements text[], name text);
  `);
  const done = new Set((await db.query('select version from supabase_migrations.schema_migrations')).map((row) => String(row.version)));
  const applied: string[] = [];
  for (const file of migrationFiles(dir)) {
    const [version = file, ...rest] = file.replace(/\.sql$/, '').split('_');
    if (done.has(version)) continue;
    const sql = readFileSync(path.join(dir, file), 'utf8');
    await db.transaction(async (tx) => {
      await tx.exec(sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, statements, name) values ($1, $2, $3)', [version, [sql], rest.join('_')]);
    });
    applied.push(file);
  }
  return applied;
}
