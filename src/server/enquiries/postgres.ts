// Production storage: a Postgres server (Supabase's, on SUPABASE_DB_URL) through postgres.js, behind the
// same Query the PGlite store uses. Runtime-neutral: the edge function imports it (deno.json maps `postgres`
// to npm), and the tests run it on Node against a real server.
import postgres from 'postgres';
import { sqlEnquiryStore, type EnquiryStore, type Query } from './store.ts';

interface PostgresOptions {
  /** Connections in the pool; an edge isolate needs few. */
  max?: number;
}

interface PostgresDatabase {
  store: EnquiryStore;
  query: Query;
  /** Runs SQL that may hold several statements, without parameters (a migration file). */
  exec(sql: string): Promise<void>;
  transaction(work: (tx: Pick<PostgresDatabase, 'exec' | 'query'>) => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

type Sql = postgres.Sql | postgres.TransactionSql;

// postgres.js types parameters itself; the store's values are plain strings, numbers, booleans, arrays and null.
const queryOn =
  (sql: Sql): Query =>
  async (text, params = []) =>
    [...(await sql.unsafe<Record<string, unknown>[]>(text, [...params] as postgres.ParameterOrJSON<never>[]))];

const execOn = (sql: Sql) => async (text: string) => void (await sql.unsafe(text));

export function connectPostgres(url: string, { max = 5 }: PostgresOptions = {}): PostgresDatabase {
  const sql = postgres(url, {
    max,
    // Supabase's pooler (transaction mode) cannot keep prepared statements between transactions.
    prepare: false,
    idle_timeout: 20,
    connect_timeout: 10,
    // "already exists, skipping" and the like are not worth a line in the function's log.
    onnotice: () => undefined,
  });
  const query = queryOn(sql);
  return {
    store: sqlEnquiryStore(query),
    query,
    exec: execOn(sql),
    async transaction(work) {
      await sql.begin((tx) => work({ exec: execOn(tx), query: queryOn(tx) }));
    },
    close: () => sql.end({ timeout: 5 }),
  };
}
