// Both names of the site's domain: the other name (bare or www.) is derived from company.siteUrl, never typed; the
// deploy's Pages Function (dist/_worker.js, as the build writes it) answers it 301 to the canonical host with the path
// and query kept and hands every other request to the static files; the enquiry function's facts allow both origins.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { hostRedirectRoutes, hostRedirectWorker } from '../../scripts/build/host-redirect';
import { siteHosts } from '../../src/server/hosts';
import { functionFactsText } from '../../src/server/enquiries/function-facts';
import { business } from '../support/business-facts';

const folder = mkdtempSync(path.join(tmpdir(), 'host-redirect-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface PagesWorker {
  fetch(request: Request, env: { ASSETS: { fetch(request: Request): Promise<Response> } }): Promise<Response>;
}

/** The worker the build writes for siteUrl, loaded as Pages loads it (an ES module), with the static files doubled. */
async function workerFor(siteUrl: string) {
  const file = path.join(folder, `${encodeURIComponent(siteUrl)}.mjs`);
  writeFileSync(file, hostRedirectWorker(siteUrl));
  const worker = (await import(pathToFileURL(file).href)).default as PagesWorker;
  const served: string[] = [];
  const env = { ASSETS: { fetch: async (request: Request) => (served.push(request.url), new Response('the static page', { status: 200 })) } };
  return { served, ask: (address: string) => worker.fetch(new Request(address), env) };
}

describe('the site on both names of its domain', () => {
  it('derives the other name from company.siteUrl, whichever of the two it is', () => {
    expect(siteHosts('https://www.harbour-works.example/')).toEqual({ canonical: 'https://www.harbour-works.example', other: 'https://harbour-works.example' });
    expect(siteHosts('https://harbour-works.example')).toEqual({ canonical: 'https://harbour-works.example', other: 'https://www.harbour-works.example' });
  });

  it('answers the other name 301 to the same path and query on company.siteUrl, and serves the static files everywhere else', async () => {
    const { canonical, other } = siteHosts(business.company.siteUrl);
    const { ask, served } = await workerFor(business.company.siteUrl);
    const redirected = await ask(`${other}/contact?utm_source=card&service=rust#form`);
    expect(redirected.status).toBe(301);
    expect(redirected.headers.get('location')).toBe(`${canonical}/contact?utm_source=card&service=rust`);
    expect(served).toEqual([]);
    // The canonical host and a deployment's own pages.dev address reach the files, untouched.
    for (const address of [`${canonical}/contact`, 'https://abc123.sclc-site.pages.dev/contact']) expect((await ask(address)).status).toBe(200);
    expect(served).toEqual([`${canonical}/contact`, 'https://abc123.sclc-site.pages.dev/contact']);
  });

  it('redirects the bare domain of a www. site and the www. name of a bare one', async () => {
    const www = await workerFor('https://www.harbour-works.example');
    expect((await www.ask('https://harbour-works.example/')).headers.get('location')).toBe('https://www.harbour-works.example/');
    const bare = await workerFor('https://harbour-works.example');
    expect((await bare.ask('https://www.harbour-works.example/faq')).headers.get('location')).toBe('https://harbour-works.example/faq');
    expect((await bare.ask('https://harbour-works.example/faq')).status).toBe(200);
  });

  it('runs the function for pages only: the assets, pictures, page data and service worker they load stay free static files', () => {
    const routes = JSON.parse(hostRedirectRoutes()) as { version: number; include: string[]; exclude: string[] };
    expect(routes).toEqual({ version: 1, include: ['/*'], exclude: expect.arrayContaining(['/assets/*', '/images/*', '/_data/*', '/sw.js']) });
    // Pages' limit on rules, and no page path among the exclusions.
    expect(routes.include.length + routes.exclude.length).toBeLessThanOrEqual(100);
    expect(routes.exclude.some((rule) => ['/', '/contact', '/*'].includes(rule))).toBe(false);
  });

  it("lets the enquiry function take a form from either name: its generated facts allow both origins, company.siteUrl's first", () => {
    const { canonical, other } = siteHosts(business.company.siteUrl);
    expect(functionFactsText(business)).toContain(`export const siteOrigins: readonly string[] = ${JSON.stringify([canonical, other])};`);
  });
});
