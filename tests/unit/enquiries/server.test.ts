// The local server behind `npm start`: the enquiry function at the path supabase-js calls, beside the site.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMailer } from '../../../src/server/enquiries/mail';
import { ENQUIRY_PATH, startSiteServer } from '../../../src/server/index';
import { DATABASE_TIMEOUT_MS, letterhead, openTestBed, outboxFiles, rowCount, validEnquiry, type TestBed } from './harness';

let bed: TestBed;
let dist: string;
const servers: Server[] = [];

beforeAll(async () => {
  bed = await openTestBed();
  dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<h1>Home</h1>');
  writeFileSync(path.join(dist, '404.html'), '<h1>Oops! Page not found</h1>');
}, DATABASE_TIMEOUT_MS);

afterAll(async () => {
  for (const server of servers) server.close();
  await bed.cleanup();
  rmSync(dist, { recursive: true, force: true });
});

/** A server on a free port with the enquiry function on; its base address doubles as the page origin. */
async function serve(rateLimitPerMinute = 100): Promise<string> {
  const server = await startSiteServer({ distDir: dist, port: 0, enquiries: { store: bed.database.store, mailer: outboxMailer(bed.outboxDir, letterhead), rateLimitPerMinute } });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const submit = (base: string, body: string, origin = base) =>
  fetch(base + ENQUIRY_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: origin, Referer: `${origin}/contact` }, body });

describe('the enquiry function on the local server', () => {
  it('stores a form submission from the page and writes its e-mail to the outbox', async () => {
    await bed.reset();
    const base = await serve();
    const preflight = await fetch(base + ENQUIRY_PATH, { method: 'OPTIONS', headers: { Origin: base.replace('127.0.0.1', 'localhost'), 'Access-Control-Request-Method': 'POST' } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(base.replace('127.0.0.1', 'localhost'));

    const response = await submit(base, JSON.stringify(validEnquiry()));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, id: expect.any(String) });
    expect(await bed.database.store.list()).toMatchObject([{ firstName: 'Alex', sourcePage: '/contact', mailStatus: 'sent' }]);
    expect(outboxFiles(bed.outboxDir)).toHaveLength(2);
  });

  it('keeps serving the site as before', async () => {
    const base = await serve();
    expect(await (await fetch(`${base}/`)).text()).toBe('<h1>Home</h1>');
    expect((await fetch(`${base}/`, { method: 'POST' })).status).toBe(405);
    expect((await fetch(`${base}${ENQUIRY_PATH}`, { method: 'PUT' })).status).toBe(405);
    expect(await (await fetch(`${base}${ENQUIRY_PATH}`)).json()).toEqual({ service: 'send-contact-email', mail: 'ready', mailRetry: 'configured', unsentLeads: { count: 0 } });
  });

  it('limits each socket address, answering 429 with Retry-After', async () => {
    await bed.reset();
    const base = await serve(2);
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await submit(base, JSON.stringify(validEnquiry()));
      statuses.push(response.status);
      retryAfter = response.headers.get('retry-after');
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(await rowCount(bed)).toBe(2);
  });

  it('answers an oversized upload with 413 over a real socket, and refuses foreign pages', async () => {
    await bed.reset();
    const base = await serve();
    expect((await submit(base, JSON.stringify(validEnquiry({ message: 'x'.repeat(200 * 1024) })))).status).toBe(413);
    expect((await submit(base, JSON.stringify(validEnquiry()), 'https://elsewhere.example')).status).toBe(403);
    expect(await rowCount(bed)).toBe(0);
  });
});
