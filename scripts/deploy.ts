// `npm run deploy`: the site and the enquiry backend online in one command, by the same steps the workflows in
// .github/workflows/ run (docs/launch.md). Nothing is built or uploaded after a refusal.
//   npm run deploy                      preflight, a fresh production build, upload to Cloudflare Pages (main), check-live
//   npm run deploy -- --check           the preflight alone: no network, nothing built
//   npm run deploy -- --build           preflight and the production build, no upload (the workflow's wrangler-action uploads)
//   npm run deploy -- --preview <branch>  a preview build (the form does not send, nothing indexed), uploaded as <branch>'s preview
//   npm run deploy -- --backend         migrations, the mail retry's Vault entries, the function's secrets, the function
//   npm run deploy -- --ready site|backend   which secrets a deploy lacks (a workflow then skips it, with a notice)
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEPLOY_NEEDS, deploymentUrl, missingSecrets, ownParameters, type DeployKind } from './deploy/deploy-steps';
import { projectMismatches } from './deploy/project-ids';
import { PREVIEW_MODE } from '../src/enquiry/preview-build';
import { formatRefusal, preflight } from './deploy/preflight';
import { writeFunctionFacts } from './build/function-facts';

const args = process.argv.slice(2);
/** The value after a flag, unless it is the next flag. */
const option = (name: string) => {
  const value = args[args.indexOf(name) + 1];
  return args.includes(name) && value && !value.startsWith('--') ? value : undefined;
};

// The build and the content model load only for the steps that use them: the secrets check runs before anything is installed to build.
const projectRoot = path.resolve(import.meta.dirname, '..');

/** The build environment of a mode as Vite will see it (.env, .env.<mode> and the shell's VITE_ variables), and the project the backend deploys to. */
const buildEnv = async (mode: string) => (await import('vite')).loadEnv(mode, projectRoot, ['VITE_', 'SUPABASE_PROJECT_ID']);

/** Secrets a command line may carry, never printed. */
const SECRET_ENV = ['SUPABASE_DB_URL', 'MAIL_RETRY_SECRET', 'RESEND_API_KEY', 'SUPABASE_ACCESS_TOKEN', 'CLOUDFLARE_API_TOKEN'];
const shown = (arg: string) => (SECRET_ENV.some((name) => process.env[name] && arg.includes(process.env[name]!)) ? '***' : arg);

/** Runs a command in the project, its output shown and kept; exits with its code when it fails. */
function run(command: string, commandArgs: string[], options: SpawnSyncOptions = {}): string {
  console.log(`$ ${command} ${commandArgs.map(shown).join(' ')}`);
  const result = spawnSync(command, commandArgs, { cwd: projectRoot, encoding: 'utf8', stdio: ['inherit', 'pipe', 'inherit'], ...options });
  if (result.stdout) process.stdout.write(result.stdout);
  if (result.error) throw result.error;
  if (result.status !== 0) {
    console.error(`${command} ${commandArgs[0] ?? ''} failed (exit ${result.status}); nothing after it was done`);
    process.exit(result.status ?? 1);
  }
  return String(result.stdout ?? '');
}

/** The preflight of a production deploy; false (and each refusal printed with its fix) when anything is not ready. */
async function checkProduction(): Promise<boolean> {
  const { readContentTexts } = await import('./build/content-files');
  const refusals = preflight(await buildEnv('production'), readContentTexts(projectRoot));
  if (!refusals.length) {
    console.log('preflight: the production environment and the business facts are ready to go live');
    return true;
  }
  console.error(`Not deployed: ${refusals.length} thing(s) to fix first (nothing was built or uploaded):\n`);
  for (const refusal of refusals) console.error(`${formatRefusal(refusal)}\n`);
  if (process.env.GITHUB_ACTIONS === 'true') for (const { what, problem } of refusals) console.log(`::error title=Deploy refused::${what} ${problem}`);
  console.error('Set the variables in .env (or the repository\'s variables for the workflow; docs/launch.md), fix the facts, confirm or remove each claim listed (docs/launch.md, step 0), then run `npm run deploy -- --check` again.');
  return false;
}

/** Builds dist/ afresh in the given mode, never trusting a dist/ left by the tests. */
async function buildFresh(mode: string) {
  const { buildSite } = await import('./build');
  const { builtMode } = await import('./build/dist-folder');
  await buildSite({ mode });
  if (builtMode() !== mode) throw new Error(`dist/ was built in ${builtMode()} mode, not ${mode}; not uploaded`);
}

function upload(branch: string): string {
  const project = process.env.CLOUDFLARE_PROJECT_NAME;
  if (!project) {
    console.error('CLOUDFLARE_PROJECT_NAME is not set: name the Cloudflare Pages project (docs/launch.md, step 2), e.g. CLOUDFLARE_PROJECT_NAME=sclc-site');
    process.exit(1);
  }
  const output = run('npx', ['wrangler', 'pages', 'deploy', 'dist', '--project-name', project, '--branch', branch, '--commit-dirty=true']);
  const url = deploymentUrl(output);
  if (!url) {
    console.error('wrangler printed no deployment address; see its output above');
    process.exit(1);
  }
  return url;
}

/** Written where a workflow step reads its outputs, and printed for a person. */
function setOutput(name: string, value: string) {
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `${name}=${value}\n`);
  console.log(`${name}=${value}`);
}

/** Exits with each setting that names another Supabase project than the rest, before anything is deployed. */
function refuseOtherProjects(env: Record<string, string | undefined>) {
  const mismatches = projectMismatches(env);
  if (!mismatches.length) return;
  for (const mismatch of mismatches) console.error(`${formatRefusal(mismatch)}\n`);
  if (process.env.GITHUB_ACTIONS === 'true') for (const { what, problem } of mismatches) console.log(`::error title=Deploy refused::${what} ${problem}`);
  process.exit(1);
}

function ready(kind: DeployKind | undefined) {
  if (!kind || !(kind in DEPLOY_NEEDS)) {
    console.error(`usage: npm run deploy -- --ready ${Object.keys(DEPLOY_NEEDS).join('|')}  (which secrets that deploy lacks)${kind ? `; "${kind}" is neither` : ''}`);
    process.exit(2);
  }
  if (kind === 'backend') refuseOtherProjects(process.env);
  const missing = missingSecrets(kind, process.env);
  setOutput('ready', String(missing.length === 0));
  if (!missing.length) return;
  const names = missing.join(', ');
  // A notice, not an error: a fork or a repository not yet set up still passes its checks.
  const line = `The ${kind} deploy is skipped: ${names} ${missing.length > 1 ? 'are' : 'is'} not set (repository Settings → Secrets and variables → Actions; docs/launch.md)`;
  console.log(process.env.GITHUB_ACTIONS === 'true' ? `::notice title=Deploy skipped::${line}` : line);
}

async function backend() {
  const missing = missingSecrets('backend', process.env);
  if (missing.length) {
    console.error(`Not deployed: ${missing.join(', ')} not set (docs/launch.md, the enquiry backend)`);
    process.exit(1);
  }
  refuseOtherProjects(process.env);
  const ref = process.env.SUPABASE_PROJECT_ID!;
  const dbUrl = process.env.SUPABASE_DB_URL!;
  if (spawnSync('supabase', ['--version'], { stdio: 'ignore' }).status !== 0) {
    console.error('the Supabase CLI is not installed: https://supabase.com/docs/guides/local-development/cli/getting-started');
    process.exit(1);
  }
  run('supabase', ['db', 'push', '--db-url', dbUrl, '--include-all']);
  await storeMailRetry(dbUrl, `https://${ref}.supabase.co/functions/v1/send-contact-email/retry-mail`, process.env.MAIL_RETRY_SECRET!);
  const secrets = ['MAIL_RETRY_SECRET', 'RESEND_API_KEY', 'MAIL_FROM'].filter((name) => process.env[name]).map((name) => `${name}=${process.env[name]}`);
  run('supabase', ['secrets', 'set', '--project-ref', ref, ...secrets], { stdio: ['inherit', 'ignore', 'inherit'] });
  // The facts its e-mails state, from site/business.yaml as it is now (a marketer may have changed them since the last deploy).
  writeFunctionFacts();
  run('supabase', ['functions', 'deploy', 'send-contact-email', '--project-ref', ref, '--use-api']);
}

/** The scheduled mail retry's Vault entries (supabase/setup/mail-retry-vault.sql), one statement at a time in one transaction. */
async function storeMailRetry(dbUrl: string, retryUrl: string, retrySecret: string) {
  const { default: postgres } = await import('postgres');
  const sql = postgres(dbUrl, { max: 1, onnotice: () => {} });
  const statements = readFileSync(path.join(projectRoot, 'supabase/setup/mail-retry-vault.sql'), 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('--'));
  try {
    let state = '';
    await sql.begin(async (tx) => {
      for (const statement of statements) {
        const { text, parameters } = ownParameters(statement.replace(/;\s*$/, ''), [retryUrl, retrySecret]);
        const rows = await tx.unsafe(text, parameters);
        state = String((rows[0] as { mail_retry?: string } | undefined)?.mail_retry ?? state);
      }
      // With both extensions on, the job itself: turned off and on again, pg_cron comes back without it.
      if (state === 'scheduled' && !(await tx`select 1 from cron.job where jobname = 'retry-enquiry-mail'`).length) state = 'cron.job has no job retry-enquiry-mail';
    });
    if (state.endsWith('not enabled')) throw new Error(`the mail retry is not scheduled: ${state} (Supabase dashboard → Database → Extensions: turn on what it names, then deploy again)`);
    if (state !== 'scheduled') throw new Error(`the mail retry is not scheduled: ${state} (in the SQL editor, run the cron.schedule line of supabase/migrations/20250102000000_enquiry_mail_retry.sql, then deploy again)`);
    console.log('mail retry: Vault entries stored, job scheduled every five minutes');
  } finally {
    await sql.end();
  }
}

async function main() {
  if (args.includes('--ready')) return ready(option('--ready') as DeployKind);
  if (args.includes('--backend')) return backend();
  if (args.includes('--preview')) {
    await buildFresh(PREVIEW_MODE);
    const branch = option('--preview');
    if (!args.includes('--build')) console.log(`preview: ${upload(branch ?? 'preview')}`);
    return;
  }
  if (!(await checkProduction())) process.exit(1);
  if (args.includes('--check')) return;
  await buildFresh('production');
  if (args.includes('--build')) return;
  const url = upload('main');
  console.log(`deployed: ${url}`);
  run('npm', ['run', 'check-live', '--', url], { stdio: 'inherit' });
}

await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
