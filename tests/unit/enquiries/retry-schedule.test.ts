// The scheduled mail retry's database side (supabase/migrations/…_enquiry_mail_retry.sql). Supabase's
// Vault and pg_net are stood in for by a table and a recording function of the same names, so the call
// pg_cron makes every five minutes can be checked: the URL and the secret header the function expects.
// Supabase is Postgres, so this runs on the test server only (PGlite applies the same file: pglite.test.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETRY_SECRET_HEADER } from '../../../src/server/enquiries/handler';
import { mailRetryScheduled } from '../../../src/server/enquiries/mail-retry-setup';
import { DATABASE_TIMEOUT_MS, openTestBed, type TestBed } from './harness';

const RETRY_URL = 'https://project.supabase.test/functions/v1/send-contact-email/retry-mail';

describe('the retry job on Postgres', () => {
  let bed: TestBed;

  beforeAll(async () => {
    bed = await openTestBed('postgres');
    for (const statement of [
      'create schema vault',
      'create table vault.decrypted_secrets (name text primary key, decrypted_secret text)',
      'create schema net',
      'create table net.calls (url text, headers jsonb, body jsonb, timeout_milliseconds int)',
      `create function net.http_post(url text, headers jsonb, body jsonb, timeout_milliseconds int) returns bigint language sql
         as $$ insert into net.calls values (url, headers, body, timeout_milliseconds) returning 7 $$`,
    ])
      await bed.database.query(statement);
  }, DATABASE_TIMEOUT_MS);

  afterAll(() => bed?.cleanup());

  const requestRetry = async () => (await bed.database.query('select private.request_enquiry_mail_retry() as request'))[0]?.request;

  it('makes no call until the URL and the secret are in the vault, and fails the job saying which is missing', async () => {
    await expect(requestRetry()).rejects.toThrow(/not set up: Vault has no enquiry_mail_retry_url and enquiry_mail_retry_secret/);
    await bed.database.query("insert into vault.decrypted_secrets values ('enquiry_mail_retry_url', $1)", [RETRY_URL]);
    await expect(requestRetry()).rejects.toThrow(/Vault has no enquiry_mail_retry_secret;/);
    expect(await bed.database.query('select * from net.calls')).toEqual([]);
  });

  it('then POSTs to the retry path with the secret in the header the function checks', async () => {
    await bed.database.query("insert into vault.decrypted_secrets values ('enquiry_mail_retry_secret', 'cron-secret')");
    expect(Number(await requestRetry())).toBe(7);
    const [call, ...more] = await bed.database.query('select * from net.calls');
    expect(more).toEqual([]);
    expect(call).toMatchObject({ url: RETRY_URL, headers: { [RETRY_SECRET_HEADER]: 'cron-secret' }, body: {} });
  });

  it('schedules nothing where pg_cron is missing', async () => {
    expect(await bed.database.query("select nspname from pg_namespace where nspname = 'cron'")).toEqual([]);
  });
});

describe('the report of whether the mail retry is set up', () => {
  let bed: TestBed;

  beforeAll(async () => {
    bed = await openTestBed('postgres');
    for (const statement of ['create schema vault', 'create table vault.decrypted_secrets (name text primary key, decrypted_secret text)'])
      await bed.database.query(statement);
  }, DATABASE_TIMEOUT_MS);

  afterAll(() => bed?.cleanup());

  it("says configured only with the function's secret, both Vault entries holding the same secret, and the cron job", async () => {
    const query = bed.database.query;
    await query("insert into vault.decrypted_secrets values ('enquiry_mail_retry_url', $1), ('enquiry_mail_retry_secret', 'cron-secret')", [RETRY_URL]);
    // No cron schema yet: nothing would call the retry.
    expect(await mailRetryScheduled(query, 'cron-secret')).toBe(false);
    await query('create schema cron');
    await query('create table cron.job (jobname text, active boolean)');
    await query("insert into cron.job values ('retry-enquiry-mail', true)");
    expect(await mailRetryScheduled(query, 'cron-secret')).toBe(true);
    expect(await mailRetryScheduled(query, undefined)).toBe(false);
    expect(await mailRetryScheduled(query, 'a-different-secret')).toBe(false);
    await query("delete from vault.decrypted_secrets where name = 'enquiry_mail_retry_url'");
    expect(await mailRetryScheduled(query, 'cron-secret')).toBe(false);
  });
});
