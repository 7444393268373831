// No request can stop `npm start`'s server or reach past the site: raw requests over sockets (odd methods, paths
// with //, .., %00, 10 KB, odd and oversized headers, ranges, partial and pipelined bodies) against a dist/ that holds
// what must never be sent: a dotfile, the host's _headers and _redirects, a source map, symlinks out of it.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFile } from '../../scripts/build/security-headers';
import { outboxMailer } from '../../src/server/enquiries/mail';
import { ENQUIRY_PATH, startSiteServer } from '../../src/server/index';
import { randomFrom, type Random } from '../support/seeded-random';
import { DATABASE_TIMEOUT_MS, letterhead, openTestBed, type TestBed } from './enquiries/harness';

const REQUESTS = 1500;
/** Requests between two checks that the site still answers; up to 25 connections open at once. */
const BATCH = 250;
const CONNECTIONS = 25;
const SEED = Number(process.env.FUZZ_SEED ?? 20261126);
/** Written only in files a visitor must never get; any answer holding one came from outside the site. */
const NEVER_SENT = 'NEVER-SENT-7f3a';
const TIMEOUTS = { headersMs: 500, requestMs: 1_000 };

let top: string;
let dist: string;
let bed: TestBed;
let server: Server;
let port: number;
const logged: string[] = [];

beforeAll(async () => {
  top = mkdtempSync(path.join(tmpdir(), 'fuzz-'));
  dist = path.join(top, 'dist');
  for (const folder of ['dist/assets', 'dist/admin', 'dist/_data', 'outside']) mkdirSync(path.join(top, folder), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), '<h1>Home</h1>');
  writeFileSync(path.join(dist, '404.html'), '<h1>Oops! Page not found</h1>');
  writeFileSync(path.join(dist, 'faq.html'), '<h1>FAQ</h1>');
  writeFileSync(path.join(dist, 'faq.html.gz'), gzipSync('<h1>FAQ</h1>'));
  writeFileSync(path.join(dist, 'admin/index.html'), '<h1>Editor</h1>');
  writeFileSync(path.join(dist, '_data/faq.json'), '{"page":"faq"}');
  writeFileSync(path.join(dist, 'assets/app-abc123.js'), 'console.log("app")');
  writeFileSync(path.join(dist, 'assets/app-abc123.js.map'), `{"sources":["${NEVER_SENT}"]}`);
  writeFileSync(path.join(dist, '.env'), `SECRET=${NEVER_SENT}`);
  writeFileSync(path.join(dist, '_headers'), `${headersFile()}# ${NEVER_SENT}\n`);
  writeFileSync(path.join(dist, '_redirects'), `/old /faq 301\n# ${NEVER_SENT}\n`);
  writeFileSync(path.join(dist, '_worker.js'), `// ${NEVER_SENT}\n`);
  writeFileSync(path.join(dist, '_routes.json'), `{"note":"${NEVER_SENT}"}\n`);
  writeFileSync(path.join(top, 'secret.txt'), NEVER_SENT);
  writeFileSync(path.join(top, 'outside/index.html'), NEVER_SENT);
  symlinkSync('../secret.txt', path.join(dist, 'leak.html'));
  symlinkSync('../../secret.txt', path.join(dist, 'assets/app-abc123.js.gz'));
  symlinkSync('../outside', path.join(dist, 'linked'));
  bed = await openTestBed();
  server = await startSiteServer({
    distDir: dist,
    port: 0,
    timeouts: TIMEOUTS,
    log: (line) => logged.push(line),
    enquiries: { store: bed.database.store, mailer: outboxMailer(bed.outboxDir, letterhead), rateLimitPerMinute: 10_000 },
  });
  port = (server.address() as AddressInfo).port;
}, DATABASE_TIMEOUT_MS);

afterAll(async () => {
  server?.close();
  await bed?.cleanup();
  rmSync(top, { recursive: true, force: true });
});

interface Exchange {
  /** Every response in what came back (pipelined requests get several). */
  responses: Array<{ status: number; text: string }>;
  /** Whether the server closed the connection within the client's patience. */
  closed: boolean;
  elapsedMs: number;
}

/**
 * Writes raw bytes (in pieces, `pauseMs` apart) and reads until the server closes or `patienceMs` passes; `halfClose`
 * ends the client's side once written, as a client that sent all it means to.
 */
function exchange(pieces: readonly string[], { pauseMs = 0, patienceMs = 5_000, halfClose = false } = {}): Promise<Exchange> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const finish = (closed: boolean) => {
      clearTimeout(patience);
      socket.destroy();
      const raw = Buffer.concat(chunks).toString('latin1');
      const responses = raw.split(/(?=HTTP\/1\.1 \d{3} )/).filter((part) => part.startsWith('HTTP/1.1 ')).map((part) => ({ status: Number(part.slice(9, 12)), text: part }));
      resolve({ responses, closed, elapsedMs: Date.now() - started });
    };
    const patience = setTimeout(() => finish(false), patienceMs);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('close', () => finish(true));
    socket.on('error', () => undefined);
    socket.on('connect', async () => {
      for (const piece of pieces) {
        if (socket.destroyed) return;
        socket.write(piece);
        if (pauseMs) await new Promise((wait) => setTimeout(wait, pauseMs));
      }
      if (halfClose) socket.end();
    });
  });
}

const METHODS = ['GET', 'GET', 'GET', 'GET', 'GET', 'GET', 'GET', 'HEAD', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'TRACE', 'PATCH', 'PROPFIND', 'BREW', 'get', 'G\u0000T', ''];
const PATHS = [
  '/', '//', '///', '//faq', '//evil.example/', '/faq', '/faq/', '/faq//', '/faq.html', '/faq.html.gz', '/faq/index.html', '/old', '/old/', '/no/such/page', '/_data/faq.json', '/_data/none.json',
  '/admin/', '/%61dmin/', '/_headers', '/_headers/', '/%5Fheaders', '/_redirects', '/.env', '/%2eenv', '/.env/', '/assets/app-abc123.js', '/assets/app-abc123.js.map', '/assets/app-abc123.js.gz',
  '/leak', '/leak.html', '/linked/', '/linked/index.html', '/linked', '/../secret.txt', '/..%2fsecret.txt', '/..%2f..%2fsecret.txt', '/%2e%2e/secret.txt', '/%2e%2e%2fsecret.txt', '/faq/..%2f..%2fsecret.txt',
  '/..\\secret.txt', '/%5c..%5csecret.txt', '/%00', '/faq%00', '/index.html%00.txt', '/%', '/%E0%A4%A', '/%ff', '/?q=%', '/#frag', '*', 'faq', 'http://evil.example/', 'http://127.0.0.1/.env',
  `/${'a'.repeat(10_000)}`, `/faq?${'q=1&'.repeat(2_500)}`, ENQUIRY_PATH, `${ENQUIRY_PATH}/`, `/${ENQUIRY_PATH}`, `${ENQUIRY_PATH}?x=1`, '/sw.js', '/robots.txt', '/\u00e9', '/%C3%A9', '/ /',
];
/** Paths the site answers, picked often enough that ranges, gzip and conditional requests meet real files. */
const SITE_PATHS = ['/', '/faq', '/faq', '/faq/', '/assets/app-abc123.js', '/_data/faq.json', '/admin/', '/old'];
const RANGES = ['bytes=0-0', 'bytes=0-4', 'bytes=5-2', 'bytes=-5', 'bytes=0-1,3-4', 'bytes=999999999-', 'bytes=99999999999999999999-', 'bytes=abc', 'items=1-2', 'bytes=', '=', 'bytes=0-0'.repeat(500)];
const ODD_HEADERS = [
  'Host: evil.example', 'Host:', 'Host: a\u0000b', 'CF-Connecting-IP: 1.2.3.4', 'X-Forwarded-For: 1.2.3.4', 'Accept-Encoding: gzip', 'Accept-Encoding: gzip, br, *', 'If-None-Match: *',
  'If-Modified-Since: yesterday', 'Origin: http://evil.example', 'Origin: null', 'Expect: 100-continue', 'Content-Type: application/json', 'Transfer-Encoding: chunked', 'Content-Length: -1',
  'Content-Length: abc', 'Content-Length: 5\r\nContent-Length: 6', `X-Big: ${'x'.repeat(10_000)}`, `X-Huge: ${'x'.repeat(20_000)}`, 'Cookie: a=1', ...Array.from({ length: 3 }, () => 'X-Many: 1\r\nX-Many: 2'),
];
const BODIES = ['', '{}', '{"firstName":', '\u0000\u0000', 'x'.repeat(5_000), '0\r\n\r\n', 'zz\r\nnot-a-chunk\r\n', '{"a":'.repeat(500)];

/** One request as bytes: a method, a path, some odd headers, maybe a range and a body whose declared length may lie. */
function oddRequest(random: Random, last: boolean): string {
  const method = random.pick(METHODS);
  // The last request of a connection asks to close it, so the client need not wait for the keep-alive to run out.
  const headers = ['Host: 127.0.0.1', ...(last ? ['Connection: close'] : []), ...Array.from({ length: random.next() < 0.5 ? 0 : 1 + random.int(3) }, () => random.pick(ODD_HEADERS))];
  if (random.next() < 0.4) headers.push(`Range: ${random.pick(RANGES)}`);
  const body = random.next() < 0.4 ? random.pick(BODIES) : '';
  // A length that matches, one that claims more than is sent (a partial body), or none.
  const declared = random.pick([body.length, body.length, body.length + 1 + random.int(100), -1]);
  if (declared >= 0 && (body || method === 'POST')) headers.push(`Content-Length: ${declared}`);
  return `${method} ${random.pick(random.next() < 0.3 ? SITE_PATHS : PATHS)} HTTP/1.1\r\n${headers.join('\r\n')}\r\n\r\n${body}`;
}

/** A stack trace as Node prints one, or an error's name leaking into an answer. */
const STACK = /\n\s+at [^\n]+[(:]\d+|\b(TypeError|RangeError|SyntaxError|ReferenceError)\b|node:internal|ERR_[A-Z_]+/;

const home = async () => {
  try {
    return (await fetch(`http://127.0.0.1:${port}/`)).status;
  } catch {
    return 0;
  }
};

describe(`the local server under ${REQUESTS} odd requests (seed ${SEED})`, () => {
  it('keeps answering, with no 5xx, no stack trace and nothing from outside the site', async () => {
    const random = randomFrom(SEED);
    const statuses = new Map<number, number>();
    const failures = { crashes: 0, stacks: 0, outside: 0, serverErrors: 0, hung: 0 };
    const check = ({ responses, closed }: Exchange) => {
      if (!closed) failures.hung += 1;
      for (const { status, text } of responses) {
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (status >= 500) failures.serverErrors += 1;
        if (STACK.test(text)) failures.stacks += 1;
        if (text.includes(NEVER_SENT)) failures.outside += 1;
      }
    };
    let sent = 0;
    while (sent < REQUESTS) {
      const batch: Array<{ bytes: string; halfClose: boolean }> = [];
      for (let queued = 0; queued < BATCH; ) {
        // One connection in ten carries two or three requests pipelined; one in ten ends its side once written.
        const pipelined = random.next() < 0.1 ? 2 + random.int(2) : 1;
        queued += pipelined;
        sent += pipelined;
        batch.push({ bytes: Array.from({ length: pipelined }, (_, index) => oddRequest(random, index === pipelined - 1)).join(''), halfClose: random.next() < 0.1 });
      }
      await Promise.all(
        Array.from({ length: CONNECTIONS }, async () => {
          for (let next = batch.shift(); next; next = batch.shift()) check(await exchange([next.bytes], { halfClose: next.halfClose }));
        }),
      );
      if ((await home()) !== 200) failures.crashes += 1;
    }
    console.log(
      `fuzz (seed ${SEED}): ${sent} requests sent, ${failures.crashes} crashes, ${failures.stacks} stack traces, ${failures.outside} answers from outside dist/, ` +
        `${failures.serverErrors} 5xx, ${failures.hung} connections left hanging; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`,
    );
    expect(failures).toEqual({ crashes: 0, stacks: 0, outside: 0, serverErrors: 0, hung: 0 });
    // The odd requests met every refusal, and the site still got served among them.
    expect([...statuses.keys()]).toEqual(expect.arrayContaining([200, 206, 301, 308, 400, 404, 405, 416, 431]));
    expect(logged.every((line) => !line.includes('\n'))).toBe(true);
  }, 120_000);

  it('answers what the fuzz must never get with 404 or 400, and what it may with the file', async () => {
    const status = async (target: string) => (await exchange([`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`])).responses[0]?.status;
    for (const target of ['//', '/_headers', '/_redirects', '/_worker.js', '/_routes.json', '/.env', '/assets/app-abc123.js.map', '/leak', '/linked/', '/..%2fsecret.txt']) expect(await status(target), target).toBe(404);
    for (const target of ['/%00', '/%E0%A4%A', '*']) expect(await status(target), target).toBe(400);
    for (const target of ['/', '/faq', '/admin/', '/assets/app-abc123.js']) expect(await status(target), target).toBe(200);
    // A page's other forms go to its one address, as on the host.
    for (const target of ['/faq/', '/faq.html', '/index.html', '/admin']) expect(await status(target), target).toBe(308);
    expect((await exchange(['TRACE / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'])).responses[0]?.status).toBe(405);
  });

  it('cuts off a client that sends its body or its headers one byte at a time', async () => {
    const body = '{"firstName":"Slow"}'.padEnd(200);
    const slowBody = await exchange([`POST ${ENQUIRY_PATH} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`, ...body], { pauseMs: 50 });
    const slowHeaders = await exchange([...'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: 1234567890123456789012345678901234567890\r\n\r\n'], { pauseMs: 50 });
    for (const cut of [slowBody, slowHeaders]) {
      expect(cut.closed).toBe(true);
      expect(cut.elapsedMs).toBeLessThan(TIMEOUTS.requestMs + 2_500);
    }
    expect(slowHeaders.elapsedMs).toBeLessThan(body.length * 50);
    expect(slowBody.responses.map((response) => response.status)).toEqual([408]);
  });

  it('cuts off a slow client within 10 to 30 s by default', async () => {
    const defaults = await startSiteServer({ distDir: dist, port: 0 });
    defaults.close();
    expect(defaults.headersTimeout).toBeGreaterThanOrEqual(10_000);
    expect(defaults.requestTimeout).toBeLessThanOrEqual(30_000);
  });
});
