// `npm run deploy -- --backend` as the deploy workflow runs it, against a throwaway PostgreSQL shaped like a Supabase
// project's (Vault, the real pg_cron, pg_net's stand-in) with the Supabase CLI's stand-in on PATH: it runs to the end
// twice, Vault holds one entry of each name with the last secret, and the scheduled job queues the function's retry
// call with that secret. No browser, no network.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { expect, test } from './test';
import { copyProject, type ProjectCopy } from '../support/project-copy';
import { startSupabasePostgres, type SupabasePostgres } from '../support/supabase/postgres';

test.describe.configure({ mode: 'serial', timeout: 180_000 });

const PROJECT = 'abcdefghijklmnopqrst';
const RETRY_URL = `https://${PROJECT}.supabase.co/functions/v1/send-contact-email/retry-mail`;
let database: SupabasePostgres;
let copy: ProjectCopy;
let work: string;

test.beforeAll(async () => {
  database = await startSupabasePostgres();
  copy = copyProject();
  work = mkdtempSync(path.join(tmpdir(), 'deploy-backend-'));
});
test.afterAll(() => {
  database?.stop();
  copy?.remove();
  if (work) rmSync(work, { recursive: true, force: true });
});

/** The backend deploy in the copy, with the workflow's secrets and the CLI's stand-in first on PATH. */
function deployBackend(retrySecret: string) {
  const env = {
    ...process.env,
    PATH: `${path.join(import.meta.dirname, '../support/supabase/bin')}${path.delimiter}${process.env.PATH}`,
    SUPABASE_CLI_RECORD: path.join(work, 'cli.jsonl'),
    SUPABASE_ACCESS_TOKEN: 'sbp_stand_in_token',
    SUPABASE_PROJECT_ID: PROJECT,
    SUPABASE_DB_URL: database.url,
    MAIL_RETRY_SECRET: retrySecret,
    RESEND_API_KEY: 're_stand_in_key',
    MAIL_FROM: 'Enquiries <enquiries@example.com>',
  };
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/deploy.ts', '--backend'], { cwd: copy.root, encoding: 'utf8', env });
  return { status: run.status, output: run.stdout + run.stderr };
}

test('runs to the end twice; Vault keeps one entry of each with the last secret, and the scheduled job queues the retry call with it', async () => {
  const first = deployBackend('first-secret-0123456789abcdef');
  expect(first.status, first.output).toBe(0);
  const second = deployBackend('second-secret-0123456789abcdef');
  expect(second.status, second.output).toBe(0);
  expect(second.output).toContain('mail retry: Vault entries stored, job scheduled every five minutes');
  expect(second.output).not.toContain('second-secret');

  const calls = readFileSync(path.join(work, 'cli.jsonl'), 'utf8').trim().split('\n').map((line) => JSON.parse(line));
  expect(calls.filter((call) => call.args[0] === 'db').map((call) => call.applied.length)).toEqual([5, 0]);
  expect(calls.filter((call) => call.args[0] === 'secrets').at(-1)).toMatchObject({ ref: PROJECT, secrets: { MAIL_RETRY_SECRET: 'second-secret-0123456789abcdef' } });
  expect(calls.filter((call) => call.args[0] === 'functions').map((call) => [call.ref, call.name])).toEqual([[PROJECT, 'send-contact-email'], [PROJECT, 'send-contact-email']]);

  const sql = postgres(database.url, { max: 1, onnotice: () => {} });
  try {
    const secrets = await sql`select name, decrypted_secret from vault.decrypted_secrets order by name`;
    expect(secrets.map((row) => [row.name, row.decrypted_secret])).toEqual([
      ['enquiry_mail_retry_secret', 'second-secret-0123456789abcdef'],
      ['enquiry_mail_retry_url', RETRY_URL],
    ]);
    const jobs = await sql`select schedule, command from cron.job where jobname = 'retry-enquiry-mail'`;
    expect(jobs.map((job) => job.schedule)).toEqual(['*/5 * * * *']);
    // What pg_cron runs every five minutes, run once now.
    await sql.unsafe(jobs[0]!.command as string);
    const queued = await sql`select method, url, headers from net.http_request_queue`;
    expect(queued.map((request) => [request.method, request.url, request.headers['x-retry-secret']])).toEqual([['POST', RETRY_URL, 'second-secret-0123456789abcdef']]);
  } finally {
    await sql.end();
  }
});

test('names what the mail retry lacks: the job gone from cron.job, then pg_net turned off', async () => {
  const sql = postgres(database.url, { max: 1, onnotice: () => {} });
  try {
    await sql`select cron.unschedule('retry-enquiry-mail')`;
    const withoutJob = deployBackend('third-secret-0123456789abcdef');
    expect(withoutJob.status).toBe(1);
    expect(withoutJob.output).toContain('the mail retry is not scheduled: cron.job has no job retry-enquiry-mail (in the SQL editor, run the cron.schedule line of supabase/migrations/20250102000000_enquiry_mail_retry.sql');
    await sql`drop extension pg_net`;
    const withoutNet = deployBackend('third-secret-0123456789abcdef');
    expect(withoutNet.status).toBe(1);
    expect(withoutNet.output).toContain('the mail retry is not scheduled: pg_net is not enabled (Supabase dashboard → Database → Extensions: turn on what it names');
  } finally {
    await sql.end();
  }
});
