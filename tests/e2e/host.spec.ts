// dist/ as the production host serves it: Cloudflare Pages' own runtime (`wrangler pages dev`, which reads the same
// _headers and _redirects) must answer every sitemap URL itself, with no redirect, send the headers the local server
// sends, answer an unknown path with the 404 page and status 404, and honour the declared redirects.
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './test';
import { stopProcess } from '../support/processes';

const root = path.join(import.meta.dirname, '../..');
const hostPort = Number(process.env.E2E_PORT ?? 4173) + 105;
const host = `http://127.0.0.1:${hostPort}`;
const local = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173)}`;
let wrangler: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // No metrics and no update check: the runtime is local, the tests need no Cloudflare account or network.
  wrangler = spawn(process.execPath, [path.join(root, 'node_modules/wrangler/bin/wrangler.js'), 'pages', 'dev', 'dist', '--ip', '127.0.0.1', '--port', String(hostPort), '--compatibility-date', '2026-01-01'], {
    cwd: root,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Ready on http/.test(output)) resolve();
    };
    wrangler!.stdout!.on('data', read);
    wrangler!.stderr!.on('data', read);
    wrangler!.once('exit', (code) => reject(new Error(`wrangler pages dev exited with ${code}:\n${output}`)));
  });
});

test.afterAll(async () => {
  await stopProcess(wrangler);
});

const get = (base: string, address: string) => fetch(base + address, { redirect: 'manual' });

test('every sitemap URL answers 200 on the host with no redirect', async () => {
  const sitemap = readFileSync(path.join(root, 'dist/sitemap.xml'), 'utf8');
  const addresses = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const answers = await Promise.all(addresses.map(async (address) => [address, (await get(host, address)).status] as const));
  const served = answers.filter(([, status]) => status === 200).length;
  console.log(`host smoke (wrangler pages dev): ${served}/${addresses.length} sitemap URLs 200 with no redirect`);
  expect(answers.filter(([, status]) => status !== 200)).toEqual([]);
  expect(addresses.length).toBeGreaterThan(40);
});

test('sends the same security headers as the local server, the editor without localhost', async () => {
  const names = ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'permissions-policy', 'strict-transport-security', 'cross-origin-opener-policy', 'x-robots-tag'];
  const script = readdirSync(path.join(root, 'dist/assets')).find((file) => file.endsWith('.js'))!;
  for (const address of ['/', '/contact', '/admin/', '/sw.js', `/assets/${script}`]) {
    const [onHost, onLocal] = await Promise.all([get(host, address), get(local, address)]);
    expect(onHost.status, address).toBe(200);
    for (const name of names) expect(onHost.headers.get(name), `${address} ${name}`).toBe(onLocal.headers.get(name));
  }
  expect((await get(host, '/sw.js')).headers.get('cache-control')).toBe('no-cache');
  expect((await get(host, '/admin/')).headers.get('content-security-policy')).not.toMatch(/localhost|127\.0\.0\.1/);
});

test('answers an unknown path with the 404 page and status 404, as the local server does', async () => {
  for (const base of [host, local]) {
    const answer = await get(base, '/no/such/page');
    expect(answer.status, base).toBe(404);
    expect(await answer.text(), base).toContain('<h1');
  }
});

test('honours the declared redirects and sends a page’s other forms to its one address, as the local server does', async () => {
  const declared = readFileSync(path.join(root, 'dist/_redirects'), 'utf8').trim().split('\n').map((line) => line.split(/\s+/));
  const forms = [['/contact/', '/contact', '308'], ['/contact.html', '/contact', '308']];
  for (const [from, to, status] of [...declared, ...forms]) {
    for (const base of [host, local]) {
      const answer = await get(base, from!);
      expect(answer.status, `${base}${from}`).toBe(Number(status));
      expect(new URL(answer.headers.get('location')!, base).pathname, `${base}${from}`).toBe(to);
    }
  }
});
