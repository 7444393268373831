import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteServer } from '../../src/server/index';
import { contentSecurityPolicy, headersFile } from '../../scripts/build/security-headers';

let dist: string;
let server: Server;
let base: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<h1>Home</h1>');
  writeFileSync(path.join(dist, 'faq.html'), '<h1>FAQ</h1>');
  writeFileSync(path.join(dist, '404.html'), '<h1>Oops! Page not found</h1>');
  writeFileSync(path.join(dist, 'assets/app-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(path.join(dist, 'faq.html.gz'), gzipSync('<h1>FAQ</h1>'));
  writeFileSync(path.join(dist, '_headers'), headersFile('https://abcd.supabase.co'));
  writeFileSync(path.join(dist, '_redirects'), '/services/compliance-certification /compliance-certification 301\n');
  server = await startSiteServer({ distDir: dist, port: 0 });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('local site server', () => {
  it('serves a route from its prerendered <route>.html', async () => {
    const response = await fetch(`${base}/faq`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<h1>FAQ</h1>');
  });

  it('answers an unknown path with status 404 and the not-found page', async () => {
    const response = await fetch(`${base}/no/such/page`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Oops! Page not found');
  });

  it('redirects an alternative path permanently', async () => {
    const response = await fetch(`${base}/services/compliance-certification`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/compliance-certification');
  });

  it('caches hashed assets for a year and pages not at all', async () => {
    expect((await fetch(`${base}/assets/app-abc123.js`)).headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${base}/`)).headers.get('cache-control')).toContain('max-age=0');
  });

  it('sends the service worker with the Cache-Control of its own _headers section, and the security headers too', async () => {
    const headers = (await fetch(`${base}/sw.js`)).headers;
    expect(headers.get('cache-control')).toBe('no-cache');
    expect(headers.get('content-security-policy')).toBe(contentSecurityPolicy('https://abcd.supabase.co'));
  });

  it('sends the security headers of _headers on pages, assets, redirects and the 404 page', async () => {
    for (const address of ['/', '/assets/app-abc123.js', '/services/compliance-certification', '/no/such/page']) {
      const headers = (await fetch(`${base}${address}`, { redirect: 'manual' })).headers;
      expect(headers.get('content-security-policy'), address).toBe(contentSecurityPolicy('https://abcd.supabase.co'));
      expect(headers.get('x-content-type-options'), address).toBe('nosniff');
      expect(headers.get('strict-transport-security'), address).toContain('max-age=');
    }
  });

  it('sends the gzip file the build wrote to a browser that accepts it', async () => {
    const response = await fetch(`${base}/faq`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe('<h1>FAQ</h1>');
  });

  it('refuses methods other than GET and HEAD', async () => {
    expect((await fetch(`${base}/faq`, { method: 'DELETE' })).status).toBe(405);
  });
});
