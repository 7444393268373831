// dist/ as the production host serves it: Cloudflare Pages' own runtime (`wrangler pages dev`, which reads the same
// _headers and _redirects) must answer every sitemap URL itself, with no redirect, send the headers the local server
// sends, answer an unknown path with the 404 page and status 404, and honour the declared redirects; through the
// build's Pages Function (dist/_worker.js), the domain's other name answers 301 to company.siteUrl's host.
import type { ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { expect, test } from './test';
import { servePages, stopProcess } from '../support/processes';
import { business } from '../support/business-facts';
import { siteHosts } from '../../src/server/hosts';

const root = path.join(import.meta.dirname, '../..');
const hostPort = Number(process.env.E2E_PORT ?? 4173) + 105;
const host = `http://127.0.0.1:${hostPort}`;
const local = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4173)}`;
let wrangler: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  wrangler = await servePages(path.join(root, 'dist'), hostPort);
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

/** A GET to the host with another Host header, as a browser on that name sends it (fetch may not set Host). */
const getAs = (hostName: string, address: string) =>
  new Promise<{ status: number; location?: string; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
    request({ host: '127.0.0.1', port: hostPort, path: address, headers: { host: hostName } }, (answer) => {
      answer.resume();
      resolve({ status: answer.statusCode ?? 0, location: answer.headers.location, headers: answer.headers });
    })
      .on('error', reject)
      .end();
  });

test("answers the domain's other name 301 to company.siteUrl's host, path and query kept; serves company.siteUrl's own host", async () => {
  const { canonical, other } = siteHosts(business.company.siteUrl);
  const redirected = await getAs(new URL(other).host, '/contact?utm_source=van&service=rust');
  expect(redirected.status).toBe(301);
  expect(redirected.location).toBe(`${canonical}/contact?utm_source=van&service=rust`);
  // The canonical host is served as before: the page, and the headers _headers sets for it.
  const served = await getAs(new URL(canonical).host, '/contact');
  expect(served.status).toBe(200);
  expect(served.headers['content-security-policy']).toBe((await get(local, '/contact')).headers.get('content-security-policy'));
  // The files a page loads are static on either name (_routes.json): the function runs for pages alone.
  const script = readdirSync(path.join(root, 'dist/assets')).find((file) => file.endsWith('.js'))!;
  expect((await getAs(new URL(other).host, `/assets/${script}`)).status).toBe(200);
});
