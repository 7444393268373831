// The edge function's own entry (supabase/functions/send-contact-email/index.ts) run by Deno from the npm
// `deno` package: a real request through Deno.serve, storage on the test Postgres through postgres.js,
// and the mail API pointed at a local listener that records what it is sent.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../../scripts/build/content-files';
import { RETRY_SECRET_HEADER } from '../../../src/server/enquiries/handler';
import { SITE_ORIGIN, createPostgresDatabase, letterhead, validEnquiry, type TestDatabase } from './harness';

/** The first start may fetch the function's npm imports into Deno's cache. */
const START_TIMEOUT_MS = 120_000;
const DENO = path.join(projectRoot, 'node_modules/.bin/deno');
const FUNCTION_DIR = path.join(projectRoot, 'supabase/functions/send-contact-email');
const RETRY_SECRET = 'retry-secret-for-tests';

interface MailRequest {
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}

let database: TestDatabase;
let dropDatabase: () => Promise<void>;
let mailApi: Server;
const mailRequests: MailRequest[] = [];
let deno: ChildProcess;
let functionUrl: string;
let denoOutput = '';

const listen = (server: Server) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

async function freePort(): Promise<number> {
  const probe = createServer();
  const port = await listen(probe);
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Resolves once Deno says it is listening; rejects with its output if it exits first. */
function started(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      denoOutput += chunk.toString('utf8');
      if (/Listening on/i.test(denoOutput)) resolve();
    };
    child.stdout?.on('data', seen);
    child.stderr?.on('data', seen);
    child.once('exit', (code) => reject(new Error(`deno exited with ${code}:\n${denoOutput}`)));
  });
}

beforeAll(async () => {
  const created = await createPostgresDatabase();
  database = created.database;
  dropDatabase = created.drop;
  mailApi = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => {
      mailRequests.push({ headers: req.headers, body: JSON.parse(text) as Record<string, unknown> });
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(`{"id":"msg_${mailRequests.length}"}`);
    });
  });
  const mailPort = await listen(mailApi);
  const port = await freePort();
  functionUrl = `http://127.0.0.1:${port}/functions/v1/send-contact-email`;
  deno = spawn(DENO, ['run', '--allow-net', '--allow-env', '--allow-read', '--allow-sys', '--config', path.join(FUNCTION_DIR, 'deno.json'), path.join(FUNCTION_DIR, 'index.ts')], {
    cwd: projectRoot,
    env: {
      ...process.env,
      DENO_NO_UPDATE_CHECK: '1',
      // Where Deno.serve listens; on Supabase the platform decides.
      DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
      SUPABASE_DB_URL: created.url,
      RESEND_API_KEY: 're_function_test',
      RESEND_API_URL: `http://127.0.0.1:${mailPort}/emails`,
      MAIL_FROM: letterhead.senderAddress,
      ENQUIRY_TO: letterhead.businessAddress,
      COMPANY_NAME: letterhead.companyName,
      TIME_ZONE: letterhead.timeZone,
      ALLOWED_ORIGINS: SITE_ORIGIN,
      MAIL_RETRY_SECRET: RETRY_SECRET,
    },
  });
  await started(deno);
}, START_TIMEOUT_MS);

afterAll(async () => {
  deno?.kill();
  mailApi?.close();
  await dropDatabase?.();
});

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: SITE_ORIGIN, Referer: `${SITE_ORIGIN}/contact`, ...headers }, body: JSON.stringify(body) });

describe('the edge function under Deno', () => {
  it('stores an enquiry in Postgres and sends both e-mails through the mail API', async () => {
    const response = await post(functionUrl, validEnquiry(), { 'CF-Connecting-IP': '203.0.113.9' });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    const answer = (await response.json()) as { ok: boolean; id: string };
    expect(answer).toEqual({ ok: true, id: expect.any(String) });

    expect(await database.store.list()).toMatchObject([{ ...validEnquiry(), id: answer.id, sourcePage: '/contact', mailStatus: 'sent', confirmationStatus: 'sent', mailAttempts: 1 }]);

    const [notification, receipt, ...more] = mailRequests;
    expect(more).toEqual([]);
    expect(notification?.headers.authorization).toBe('Bearer re_function_test');
    expect(notification?.headers['idempotency-key']).toBe(`enquiry-${answer.id}-notification`);
    expect(notification?.body).toMatchObject({ to: [letterhead.businessAddress], reply_to: 'alex.nguyen@shipyard.example', from: `${letterhead.companyName} <${letterhead.senderAddress}>` });
    expect(notification?.body.text).toContain('Company: Harbour Fabrication Pty Ltd');
    expect(receipt?.body).toMatchObject({ to: ['alex.nguyen@shipyard.example'] });
  });

  it('refuses an invalid enquiry with 400 naming the field, storing nothing more', async () => {
    const response = await post(functionUrl, validEnquiry({ email: 'not-an-address' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.any(String), fields: [{ field: 'email', message: 'Please enter a valid email address' }] });
    expect(await database.store.list()).toHaveLength(1);
  });

  it('answers the form sent without JavaScript: its page on a mistake, values kept; 303 to the thank-you page once stored', async () => {
    const form = (fields: Record<string, unknown>) =>
      fetch(functionUrl, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: SITE_ORIGIN, Referer: `${SITE_ORIGIN}/contact` },
        body: new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)])),
      });
    const mistaken = await form(validEnquiry({ email: 'alex@shipyard' }));
    expect(mistaken.status).toBe(400);
    expect(mistaken.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await mistaken.text()).toContain('value="alex@shipyard"');
    const stored = await form(validEnquiry({ company: 'Form Post Fabrication' }));
    expect(stored.status).toBe(303);
    expect(stored.headers.get('location')).toBe(`${SITE_ORIGIN}/thank-you`);
    expect((await database.store.list()).filter((record) => record.company === 'Form Post Fabrication')).toHaveLength(1);
  });

  it('runs the scheduled mail retry only with the secret', async () => {
    expect((await post(`${functionUrl}/retry-mail`, {}, { [RETRY_SECRET_HEADER]: 'guess' })).status).toBe(401);
    const retried = await post(`${functionUrl}/retry-mail`, {}, { [RETRY_SECRET_HEADER]: RETRY_SECRET });
    expect(retried.status).toBe(200);
    expect(await retried.json()).toEqual({ ok: true, delivered: 0, stillPending: 0 });
  });
});
