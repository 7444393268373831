// `npm run load:enquiries`: sends N concurrent valid enquiries (default 1,000) from N distinct visitors to a local
// server with real PGlite storage (or the Postgres server of --database-url, migrated first) and a real outbox, under
// the function's own limits (5 a minute per visitor, 3 receipts a day per address, counted in the database, each
// visitor named by CF-Connecting-IP as on the edge), then prints how many rows were stored, each once, and the latency
// percentiles.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { edgeClientAddress, RATE_LIMIT_PER_MINUTE } from '../src/server/enquiries/handler';
import { letterheadFromFacts, outboxMailer } from '../src/server/enquiries/mail';
import { applyMigrations } from '../src/server/enquiries/migrations';
import { openEnquiryDatabase } from '../src/server/enquiries/pglite';
import { connectPostgres } from '../src/server/enquiries/postgres';
import { ENQUIRY_PATH, startSiteServer } from '../src/server/index';
import { loadSiteFrom } from './build/content-files';

const args = process.argv.slice(2);
const urlAt = args.indexOf('--database-url');
const databaseUrl = urlAt === -1 ? undefined : args.splice(urlAt, 2)[1];
const total = Number(args[0] ?? 1000);
const work = mkdtempSync(path.join(tmpdir(), 'enquiry-load-'));
const dist = path.join(work, 'dist');
mkdirSync(dist);
writeFileSync(path.join(dist, '404.html'), 'not found');
const outbox = path.join(work, 'outbox');

const business = loadSiteFrom().site?.business;
if (!business) throw new Error('the site content must validate first (npm run validate)');
/** A fresh database: an empty PGlite folder, or a Postgres database (it must be empty: this is a test). */
async function openDatabase() {
  if (!databaseUrl) return openEnquiryDatabase({ dataDir: path.join(work, 'data') });
  const server = connectPostgres(databaseUrl, { max: 10 });
  await applyMigrations(server);
  return { ...server, close: () => server.close() };
}
const database = await openDatabase();
const server = await startSiteServer({
  distDir: dist,
  port: 0,
  // The 1,000 clients share this process's event loop with the server and PGlite, so on a busy host a request can
  // wait more than the 20 s a slow client is given before it is read: that cut connections (ECONNRESET), not storage.
  timeouts: { headersMs: 300_000, requestMs: 300_000 },
  enquiries: { store: database.store, mailer: outboxMailer(outbox, letterheadFromFacts(business)), rateLimitPerMinute: RATE_LIMIT_PER_MINUTE, clientAddress: edgeClientAddress },
});
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const enquiry = (n: number) =>
  JSON.stringify({
    firstName: 'Load',
    lastName: `Tester ${n}`,
    email: `load${n}@example.com`,
    company: 'Load Test Pty Ltd',
    projectAddress: `${n} Test Street, ${business.offices[0]!.locality}`,
    industry: 'manufacturing',
    interest: 'services',
    submissionId: crypto.randomUUID(),
  });

async function send(n: number): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  // Visitor n, as Cloudflare names it in front of Supabase's edge: 10.x.y.z from n.
  const visitor = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  const response = await fetch(base + ENQUIRY_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: base, 'CF-Connecting-IP': visitor }, body: enquiry(n) });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

const started = performance.now();
const results = await Promise.all(Array.from({ length: total }, (_, n) => send(n)));
const seconds = (performance.now() - started) / 1000;
const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(0);
const statuses = results.reduce<Record<number, number>>((counts, result) => ({ ...counts, [result.status]: (counts[result.status] ?? 0) + 1 }), {});
const stored = await database.store.list();
const rows = stored.length;
const distinct = new Set(stored.map((record) => record.submissionId)).size;
const mails = readdirSync(outbox).length;

console.log(`sent ${total} concurrent enquiries in ${seconds.toFixed(2)} s (${(total / seconds).toFixed(0)} per second)`);
console.log(`answers: ${Object.entries(statuses).map(([status, count]) => `${count} x ${status}`).join(', ')}`);
console.log(`stored rows: ${rows} of ${total} (${distinct} distinct submissions); e-mails written: ${mails}`);
console.log(`latency ms: p50 ${percentile(50)}, p90 ${percentile(90)}, p99 ${percentile(99)}, max ${latencies.at(-1)!.toFixed(0)}`);

server.close();
await database.close();
rmSync(work, { recursive: true, force: true });
process.exit(rows === total && distinct === total && statuses[200] === total ? 0 : 1);
