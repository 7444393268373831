// The edge function's own entry (supabase/functions/send-contact-email/index.ts) run by Deno from the npm
// `deno` package: a real request through Deno.serve, storage on the test Postgres through postgres.js,
// and the mail API pointed at a local listener that records what it is sent. It runs in a copy of the project whose
// site/business.yaml has another company name and main phone, its facts module written as a deploy writes it and given no
// secret about the business: the receipt must say what the copy's facts say.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { projectRoot } from '../../../scripts/build/content-files';
import { siteHosts } from '../../../src/server/hosts';
import { DRY_RUN_HEADER, RETRY_SECRET_HEADER } from '../../../src/server/enquiries/handler';
import { FUNCTION_FACTS } from '../../../src/server/enquiries/function-facts';
import { writeFunctionFacts } from '../../../scripts/build/function-facts';
import { copyProject, type ProjectCopy } from '../../support/project-copy';
import { SITE_ORIGIN, business, createPostgresDatabase, letterhead, validEnquiry, type TestDatabase } from './harness';

/** The first start may fetch the function's npm imports into Deno's cache. */
const START_TIMEOUT_MS = 120_000;
const DENO = path.join(projectRoot, 'node_modules/.bin/deno');
const RETRY_SECRET = 'retry-secret-for-tests';
/** The facts the copy's site/business.yaml is changed to: a marketer's edit in the editor. */
const RENAMED = { companyName: 'Harbourside Surface Works', mainPhone: '1800 160 999' };

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
let copy: ProjectCopy;
/** The test database's address: the function without secrets stores into it too. */
let databaseUrl = '';
/** `npm run generate:check` in the copy after the facts changed, as CI runs it after a marketer's publish. */
let factsCheck: ReturnType<ProjectCopy['run']>;

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
  copy = copyProject();
  const facts = parseDocument(copy.read('site/business.yaml'));
  facts.setIn(['company', 'name'], RENAMED.companyName);
  facts.setIn(['phones', 'main', 'display'], RENAMED.mainPhone);
  copy.write('site/business.yaml', facts.toString());
  factsCheck = copy.run('generate', '--check');
  // What `npm run deploy -- --backend` does before it bundles the function.
  writeFunctionFacts(copy.root);
  const functionDir = path.join(copy.root, path.dirname(FUNCTION_FACTS));
  const created = await createPostgresDatabase();
  databaseUrl = created.url;
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
  deno = spawn(DENO, ['run', '--allow-net', '--allow-env', '--allow-read', '--allow-sys', '--config', path.join(functionDir, 'deno.json'), path.join(functionDir, 'index.ts')], {
    cwd: copy.root,
    env: {
      ...process.env,
      DENO_NO_UPDATE_CHECK: '1',
      // Where Deno.serve listens; on Supabase the platform decides.
      DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
      SUPABASE_DB_URL: created.url,
      RESEND_API_KEY: 're_function_test',
      // As docs/launch.md step 4 writes it: a name and the address.
      MAIL_FROM: `${RENAMED.companyName} <${letterhead.senderAddress}>`,
      RESEND_API_URL: `http://127.0.0.1:${mailPort}/emails`,
      MAIL_RETRY_SECRET: RETRY_SECRET,
    },
  });
  await started(deno);
}, START_TIMEOUT_MS);

afterAll(async () => {
  deno?.kill();
  copy?.remove();
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
    expect(notification?.body).toMatchObject({ to: [letterhead.businessAddress], reply_to: 'alex.nguyen@shipyard.example', from: `${RENAMED.companyName} <${letterhead.senderAddress}>` });
    expect(notification?.body.text).toContain('Company: Harbour Fabrication Pty Ltd');
    expect(receipt?.body).toMatchObject({ to: ['alex.nguyen@shipyard.example'] });
  });

  it("writes the receipt with the facts of site/business.yaml as regenerated, no secret set: the new name and main phone", async () => {
    const receipt = mailRequests[1]?.body;
    expect(receipt?.subject).toContain(RENAMED.companyName);
    expect(receipt?.text).toContain(`Thank you for contacting ${RENAMED.companyName}.`);
    expect(receipt?.text).toContain(`or call us on ${RENAMED.mainPhone}.`);
    expect(receipt?.html).toContain(RENAMED.mainPhone);
    expect(receipt?.text).not.toContain(business.company.name);
    expect(receipt?.text).not.toContain(business.phones.main!.display);
    // The facts not changed are the project's own, from the same file.
    expect(receipt?.text).toContain(letterhead.postalAddress);
    // The facts module is no committed file a check could find stale: the marketer's change fails nothing.
    expect(factsCheck.status).toBe(0);
  });

  it('answers a dry run 200 without storing it, and reports its configuration without values', async () => {
    const dryRun = await post(functionUrl, validEnquiry({ company: 'Dry Run Pty Ltd' }), { [DRY_RUN_HEADER]: '1' });
    expect(dryRun.status).toBe(200);
    expect(await dryRun.json()).toEqual({ ok: true, dryRun: true });
    expect((await database.store.list()).filter((record) => record.company === 'Dry Run Pty Ltd')).toEqual([]);
    const report = await fetch(functionUrl, { headers: { Origin: SITE_ORIGIN } });
    expect(report.status).toBe(200);
    expect(report.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    // Mail went out (the lead's e-mail above); the retry has its secret but this Postgres has no Vault or pg_cron to call it.
    expect(await report.json()).toEqual({ service: 'send-contact-email', mail: 'ready', mailRetry: 'missing', unsentLeads: { count: 0 } });
    expect((await fetch(functionUrl, { headers: { Origin: 'https://elsewhere.example' } })).status).toBe(403);
  });

  it('refuses an invalid enquiry with 400 naming the field, storing nothing more', async () => {
    const response = await post(functionUrl, validEnquiry({ email: 'not-an-address' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: expect.any(String), fields: [{ field: 'email', message: 'Please enter a valid email address' }] });
    expect(await database.store.list()).toHaveLength(1);
  });

  it("takes an enquiry posted from the domain's other name (bare or www., from company.siteUrl) as from company.siteUrl's", async () => {
    const { other } = siteHosts(SITE_ORIGIN);
    const response = await post(functionUrl, validEnquiry({ company: 'Other Host Pty Ltd' }), { Origin: other, Referer: `${other}/contact`, 'CF-Connecting-IP': '203.0.113.10' });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(other);
    expect((await database.store.list()).filter((record) => record.company === 'Other Host Pty Ltd')).toMatchObject([{ sourcePage: '/contact', mailStatus: 'sent' }]);
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
    // The leads stored above are recent: none is past the retention period the function was bundled with.
    expect(await retried.json()).toEqual({ ok: true, delivered: 0, stillPending: 0, forgotten: 0 });
  });
});

describe('the edge function under Deno with no mail key and no retry secret', () => {
  let bare: ChildProcess;
  let bareUrl: string;
  let output = '';

  beforeAll(async () => {
    const port = await freePort();
    bareUrl = `http://127.0.0.1:${port}/functions/v1/send-contact-email`;
    writeFunctionFacts(projectRoot);
    const functionDir = path.join(projectRoot, path.dirname(FUNCTION_FACTS));
    const env: NodeJS.ProcessEnv = { ...process.env, DENO_NO_UPDATE_CHECK: '1', DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`, SUPABASE_DB_URL: databaseUrl };
    delete env.RESEND_API_KEY;
    delete env.MAIL_RETRY_SECRET;
    bare = spawn(DENO, ['run', '--allow-net', '--allow-env', '--allow-read', '--allow-sys', '--config', path.join(functionDir, 'deno.json'), path.join(functionDir, 'index.ts')], { cwd: projectRoot, env });
    await new Promise<void>((resolve, reject) => {
      const seen = (chunk: Buffer) => {
        output += chunk.toString('utf8');
        if (/Listening on/i.test(output)) resolve();
      };
      bare.stdout?.on('data', seen);
      bare.stderr?.on('data', seen);
      bare.once('exit', (code) => reject(new Error(`deno exited with ${code}:\n${output}`)));
    });
  }, START_TIMEOUT_MS);

  afterAll(() => void bare?.kill());

  it('still stores each lead (its mail left pending), says so in its log, and reports both missing', async () => {
    const response = await post(bareUrl, validEnquiry({ company: 'No Mail Key Pty Ltd' }), { 'CF-Connecting-IP': '203.0.113.77' });
    expect(response.status).toBe(200);
    const [stored] = (await database.store.list()).filter((record) => record.company === 'No Mail Key Pty Ltd');
    expect(stored).toMatchObject({ mailStatus: 'pending', mailLastError: expect.stringContaining('RESEND_API_KEY is not set') });
    expect(output).toContain('RESEND_API_KEY is not set');
    expect(output).toContain('MAIL_RETRY_SECRET is not set');
    expect(await (await fetch(bareUrl, { headers: { Origin: SITE_ORIGIN } })).json()).toEqual({
      service: 'send-contact-email',
      mail: 'not ready',
      mailProblem: 'the secret RESEND_API_KEY is not set',
      mailRetry: 'missing',
      unsentLeads: { count: 0 },
    });
  });
});
