// A throwaway PostgreSQL shaped like a Supabase project's database: Debian's server with the real pg_cron preloaded,
// the pg_net stand-in (extension/) among its available extensions, and Vault and the API roles (vault.sql) in place.
// PostgreSQL finds extensions beside its own binary, so a copy of the binaries under a temp folder carries a share/
// folder of links to Debian's files plus pg_net's; scripts/throwaway-postgres.sh starts it as it starts every test server.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';

const here = import.meta.dirname;
const script = path.resolve(here, '../../../scripts/throwaway-postgres.sh');

export interface SupabasePostgres {
  /** postgres://… of the `postgres` database, as SUPABASE_DB_URL names a project's. */
  url: string;
  stop: () => void;
}

/** Debian's installed server, e.g. /usr/lib/postgresql/15: its bin/ and lib/, and its share/ folder. */
function installedServer(): { version: string; share: string } {
  const versions = readdirSync('/usr/lib/postgresql').sort((a, b) => Number(a) - Number(b));
  const version = versions.at(-1);
  if (!version) throw new Error("PostgreSQL server binaries not found under /usr/lib/postgresql: apt-get install -y postgresql postgresql-15-cron");
  const share = `/usr/share/postgresql/${version}`;
  if (!readdirSync(path.join(share, 'extension')).includes('pg_cron.control')) throw new Error(`pg_cron is not installed for PostgreSQL ${version}: apt-get install -y postgresql-${version}-cron`);
  return { version, share };
}

export async function startSupabasePostgres(): Promise<SupabasePostgres> {
  const { version, share } = installedServer();
  const root = mkdtempSync(path.join(tmpdir(), 'supabase-postgres-'));
  const bin = path.join(root, 'lib/postgresql', version, 'bin');
  const extensions = path.join(root, 'share/postgresql', version, 'extension');
  mkdirSync(bin, { recursive: true });
  mkdirSync(extensions, { recursive: true });
  // Copies, not links: the server resolves links to its own path and would look beside Debian's binary again.
  for (const program of ['initdb', 'pg_ctl', 'postgres']) copyFileSync(`/usr/lib/postgresql/${version}/bin/${program}`, path.join(bin, program));
  for (const program of ['initdb', 'pg_ctl', 'postgres']) chmodSync(path.join(bin, program), 0o755);
  symlinkSync(`/usr/lib/postgresql/${version}/lib`, path.join(root, 'lib/postgresql', version, 'lib'));
  for (const entry of readdirSync(share)) if (entry !== 'extension') symlinkSync(path.join(share, entry), path.join(root, 'share/postgresql', version, entry));
  for (const entry of readdirSync(path.join(share, 'extension'))) symlinkSync(path.join(share, 'extension', entry), path.join(extensions, entry));
  for (const entry of readdirSync(path.join(here, 'extension'))) copyFileSync(path.join(here, 'extension', entry), path.join(extensions, entry));
  chmodSync(root, 0o755);
  const data = path.join(root, 'server');
  const stop = () => {
    spawnSync('bash', [script, 'stop', data], { stdio: 'ignore' });
    rmSync(root, { recursive: true, force: true });
  };
  try {
    const url = execFileSync('bash', [script, 'start', data], {
      encoding: 'utf8',
      env: { ...process.env, POSTGRES_BIN: bin, POSTGRES_OPTIONS: '-c shared_preload_libraries=pg_cron -c cron.database_name=postgres' },
    }).trim();
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      await sql.unsafe(readFileSync(path.join(here, 'vault.sql'), 'utf8'));
    } finally {
      await sql.end();
    }
    return { url, stop };
  } catch (error) {
    stop();
    throw error;
  }
}
