// `npm run load:enquiries`: sends N concurrent valid enquiries (default 1,000) to a local server with real
// PGlite storage and a real outbox, then prints how many rows were stored and the latency percentiles.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { letterheadFromFacts, outboxMailer } from '../src/server/enquiries/mail';
import { openEnquiryDatabase } from '../src/server/enquiries/pglite';
import { ENQUIRY_PATH, startSiteServer } from '../src/server/index';
import { loadSiteFrom } from './build/content-files';

const total = Number(process.argv[2] ?? 1000);
const work = mkdtempSync(path.join(tmpdir(), 'enquiry-load-'));
const dist = path.join(work, 'dist');
mkdirSync(dist);
writeFileSync(path.join(dist, '404.html'), 'not found');
const outbox = path.join(work, 'outbox');

const business = loadSiteFrom().site?.business;
if (!business) throw new Error('the site content must validate first (npm run validate)');
const database = await openEnquiryDatabase({ dataDir: path.join(work, 'data') });
const server = await startSiteServer({
  distDir: dist,
  port: 0,
  enquiries: { store: database.store, mailer: outboxMailer(outbox, letterheadFromFacts(business)), rateLimitPerMinute: total * 2 },
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
  const response = await fetch(base + ENQUIRY_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: base }, body: enquiry(n) });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

const started = performance.now();
const results = await Promise.all(Array.from({ length: total }, (_, n) => send(n)));
const seconds = (performance.now() - started) / 1000;
const latencies = results.map((result) => result.ms).sort((a, b) => a - b);
const percentile = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(0);
const statuses = results.reduce<Record<number, number>>((counts, result) => ({ ...counts, [result.status]: (counts[result.status] ?? 0) + 1 }), {});
const rows = (await database.store.list()).length;
const mails = readdirSync(outbox).length;

console.log(`sent ${total} concurrent enquiries in ${seconds.toFixed(2)} s (${(total / seconds).toFixed(0)} per second)`);
console.log(`answers: ${Object.entries(statuses).map(([status, count]) => `${count} x ${status}`).join(', ')}`);
console.log(`stored rows: ${rows}; e-mails written: ${mails}`);
console.log(`latency ms: p50 ${percentile(50)}, p90 ${percentile(90)}, p99 ${percentile(99)}, max ${latencies.at(-1)!.toFixed(0)}`);

server.close();
await database.close();
rmSync(work, { recursive: true, force: true });
process.exit(rows === total && statuses[200] === total ? 0 : 1);
