// A stand-in of the Supabase CLI for the deploy's tests, doing what `npm run deploy -- --backend` asks of the real one:
//   supabase --version
//   supabase link --project-ref REF
//   supabase db push --db-url URL [--include-all]     supabase/migrations, each file once, in supabase_migrations.schema_migrations
//   supabase secrets set --project-ref REF NAME=VALUE...
//   supabase functions deploy NAME --project-ref REF [--use-api]
// Every call is appended to $SUPABASE_CLI_RECORD (one JSON line: its arguments, and what it read) for the test to read.
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';

const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const fail = (message) => {
  console.error(message);
  process.exit(1);
};
const record = (entry) => {
  if (process.env.SUPABASE_CLI_RECORD) appendFileSync(process.env.SUPABASE_CLI_RECORD, `${JSON.stringify({ args, ...entry })}\n`);
};
const linkedRef = path.join('supabase', '.temp', 'project-ref');
/** The project a command acts on: --project-ref, or the one `supabase link` stored, as the real CLI resolves it. */
const projectRef = () => {
  const ref = option('--project-ref') ?? (existsSync(linkedRef) ? readFileSync(linkedRef, 'utf8').trim() : undefined);
  if (!ref) fail('Cannot find project ref. Have you run supabase link?');
  if (!/^[a-z]{20}$/.test(ref)) fail(`Invalid project ref format. Must be like \`abcdefghijklmnopqrst\`: ${ref}`);
  return ref;
};
/** The management API's commands need a login (SUPABASE_ACCESS_TOKEN in CI). */
const requireToken = () => {
  if (!process.env.SUPABASE_ACCESS_TOKEN) fail('Access token not provided. Supply an access token by running supabase login or setting the SUPABASE_ACCESS_TOKEN environment variable.');
};

async function dbPush() {
  const url = option('--db-url');
  if (!url) fail('the stand-in pushes to --db-url only');
  const folder = path.join('supabase', 'migrations');
  const local = readdirSync(folder).filter((file) => /^\d+_.*\.sql$/.test(file)).sort();
  const sql = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await sql.unsafe(`create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (version text not null primary key, statements text[], name text)`);
    const remote = new Set((await sql`select version from supabase_migrations.schema_migrations`).map((row) => row.version));
    const latest = [...remote].sort().at(-1);
    const pending = local.filter((file) => !remote.has(file.split('_')[0]));
    const earlier = pending.filter((file) => latest && file.split('_')[0] < latest);
    if (earlier.length && !args.includes('--include-all')) fail(`Found local migration files to be inserted before the last migration on remote database.\nRerun the command with --include-all flag to apply these migrations:\n${earlier.join('\n')}`);
    if (!pending.length) console.error('Remote database is up to date.');
    for (const file of pending) {
      const [version, ...name] = file.replace(/\.sql$/, '').split('_');
      const text = readFileSync(path.join(folder, file), 'utf8');
      console.error(`Applying migration ${file}...`);
      await sql.begin(async (tx) => {
        await tx.unsafe(text);
        await tx`insert into supabase_migrations.schema_migrations (version, statements, name) values (${version}, ${[text]}, ${name.join('_')})`;
      });
    }
    record({ applied: pending });
  } finally {
    await sql.end();
  }
}

const [command, subcommand] = args;
if (args.includes('--version')) {
  console.log('2.0.0-stand-in');
} else if (command === 'link') {
  requireToken();
  const ref = projectRef();
  mkdirSync(path.dirname(linkedRef), { recursive: true });
  writeFileSync(linkedRef, ref);
  record({ ref });
} else if (command === 'db' && subcommand === 'push') {
  await dbPush();
} else if (command === 'secrets' && subcommand === 'set') {
  requireToken();
  const ref = projectRef();
  const secrets = Object.fromEntries(args.slice(2).filter((arg) => /^[A-Z_][A-Z0-9_]*=/.test(arg)).map((arg) => [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]));
  if (!Object.keys(secrets).length) fail('No arguments found. Use --env-file to read from a .env file.');
  record({ ref, secrets });
  console.log('Finished supabase secrets set.');
} else if (command === 'functions' && subcommand === 'deploy') {
  requireToken();
  const ref = projectRef();
  const name = args[2];
  const folder = path.join('supabase', 'functions', name ?? '');
  if (!name || !existsSync(path.join(folder, 'index.ts'))) fail(`Entrypoint path does not exist - ${path.join(folder, 'index.ts')}`);
  record({ ref, name, files: readdirSync(folder).sort() });
  console.log(`Deployed Functions on project ${ref}: ${name}`);
} else {
  fail(`the stand-in does not know: supabase ${args.join(' ')}`);
}
