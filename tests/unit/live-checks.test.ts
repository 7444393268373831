import { describe, expect, it } from 'vitest';
import { parseHeaders } from '../../src/server/static-site';
import {
  builtSite,
  checkLive,
  configFaults,
  DRY_RUN_HEADER,
  dryRunFaults,
  headerFaults,
  summary,
  type Answer,
  type Ask,
  type BuiltTexts,
} from '../../scripts/check-live/live-checks';

const SITE = 'https://www.laser.example.com.au';
/** The domain's other name, which redirects to SITE. */
const OTHER = 'https://laser.example.com.au';
const LIVE = 'https://live.pages.test';
const FUNCTION = 'https://project.supabase.test/functions/v1/send-contact-email';

const page = (pathname: string, form = false) =>
  `<html><head><title>${pathname}</title><link rel="canonical" href="${SITE}${pathname}"></head><body>${form ? `<form method="post" action="${FUNCTION}"></form>` : ''}</body></html>`;

const texts: BuiltTexts = {
  sitemap: `<urlset><url><loc>${SITE}/</loc></url><url><loc>${SITE}/contact</loc></url><url><loc>${SITE}/faq</loc></url></urlset>`,
  robots: `User-agent: *\nSitemap: ${SITE}/sitemap.xml\n`,
  serviceWorker: 'self.addEventListener("install", () => {});',
  redirects: '/quote /contact 301\n/old-faq /faq 301\n',
  headers: [
    '/*',
    "  Content-Security-Policy: default-src 'self'; frame-ancestors 'none'",
    '  X-Frame-Options: DENY',
    '  Strict-Transport-Security: max-age=63072000; includeSubDomains',
    '  Cross-Origin-Opener-Policy: same-origin',
    '/sw.js',
    '  Cache-Control: no-cache',
    '/admin/*',
    '  ! Content-Security-Policy',
    "  Content-Security-Policy: default-src 'self'; script-src 'self' 'unsafe-eval'",
    '  ! Cross-Origin-Opener-Policy',
    '  Cross-Origin-Opener-Policy: same-origin-allow-popups',
    '  X-Robots-Tag: noindex, nofollow',
    '',
  ].join('\n'),
  notFound: '<html><head><title>Page not found</title></head><body><h1>Page not found</h1></body></html>',
  pages: new Map([
    ['/', page('/')],
    ['/contact', page('/contact', true)],
    ['/faq', page('/faq')],
  ]),
};

interface Host {
  texts: BuiltTexts;
  /** Origins the function allows. */
  allowed: string[];
  dryRuns: boolean;
  report: Record<string, unknown> | undefined;
  /** Whether the domain's other name answers 301 to SITE. */
  otherHostRedirects?: boolean;
}

/** A host in memory that serves `texts` as Cloudflare Pages would, and the function beside it. */
function hostOf({ texts: served, allowed, dryRuns, report, otherHostRedirects = true }: Host): { ask: Ask; asked: string[] } {
  const asked: string[] = [];
  const sections = served.headers === undefined ? new Map<string, Record<string, string>>() : parseHeaders(served.headers);
  const headersAt = (pathname: string) => {
    const out: Record<string, string> = {};
    for (const [pattern, headers] of sections) {
      if (pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern) for (const [name, value] of Object.entries(headers)) out[name.toLowerCase()] = value;
    }
    return out;
  };
  const answer = (status: number, body: string, headers: Record<string, string> = {}): Answer => ({ status, body, headers });
  const ask: Ask = async (address, request = {}) => {
    const url = new URL(address);
    asked.push(`${request.method ?? 'GET'} ${url.pathname}`);
    if (address === FUNCTION) {
      const origin = request.headers?.origin ?? '';
      const cors: Record<string, string> = allowed.includes(origin) ? { 'access-control-allow-origin': origin } : {};
      if (origin && !allowed.includes(origin)) return answer(403, '{"error":"Origin not allowed"}');
      if (request.method === 'OPTIONS') return answer(204, '', { ...cors, 'access-control-allow-methods': 'POST, OPTIONS', 'access-control-allow-headers': 'authorization, x-client-info, apikey, content-type' });
      if (request.method === 'POST') return answer(200, JSON.stringify(dryRuns && request.headers?.[DRY_RUN_HEADER] === '1' ? { ok: true, dryRun: true } : { ok: true, id: 'stored' }), cors);
      return report ? answer(200, JSON.stringify({ service: 'send-contact-email', ...report }), cors) : answer(405, '{"error":"Method not allowed"}', cors);
    }
    if (url.origin === OTHER) return otherHostRedirects ? answer(301, '', { location: `${SITE}${url.pathname}${url.search}` }) : answer(200, served.pages.get(url.pathname) ?? '');
    if (url.origin !== LIVE) throw new TypeError('fetch failed');
    const redirect = (served.redirects ?? '').split('\n').map((line) => line.split(' ')).find(([from]) => from === url.pathname);
    if (redirect) return answer(Number(redirect[2]), '', { location: redirect[1]! });
    const files: Record<string, string> = { '/robots.txt': served.robots, '/sitemap.xml': served.sitemap, '/sw.js': served.serviceWorker, '/admin/': '<html><head><meta name="robots" content="noindex, nofollow"></head></html>' };
    const body = served.pages.get(url.pathname) ?? files[url.pathname];
    return body === undefined ? answer(404, served.notFound, headersAt(url.pathname)) : answer(200, body, headersAt(url.pathname));
  };
  return { ask, asked };
}

const healthy: Host = { texts, allowed: [SITE, OTHER], dryRuns: true, report: { mail: 'ready', mailRetry: 'configured', unsentLeads: { count: 0 } } };
const run = (host: Partial<Host>, base = LIVE) => checkLive(builtSite(texts), base, hostOf({ ...healthy, ...host }).ask, { unknownPath: '/no-such-page' });

describe('npm run check-live', () => {
  it('finds nothing wrong with a host that serves what the build wrote, and says what the function reports', async () => {
    const report = await run({});
    expect(report.faults).toEqual([]);
    // 3 pages + 2 redirects + 404 + admin + 3 files + the function's address + 5 function checks (a preflight from each host).
    expect(report.checks).toBe(3 + 2 + 1 + 1 + 3 + 1 + 5);
    expect(summary(LIVE, report)).toBe(`check-live ${LIVE}: 16 checks, 16 passed, 0 failed; enquiry function: mail ready, mail retry configured, 0 unsent for over an hour`);
  });

  it('asks every sitemap page, redirect and file of the build, an unknown path, the editor and the function', async () => {
    const { ask, asked } = hostOf(healthy);
    await checkLive(builtSite(texts), LIVE, ask, { unknownPath: '/no-such-page' });
    expect(asked.sort()).toEqual(
      ['GET /', 'GET /', 'GET /contact', 'GET /faq', 'GET /quote', 'GET /old-faq', 'GET /no-such-page', 'GET /admin/', 'GET /robots.txt', 'GET /sitemap.xml', 'GET /sw.js', 'OPTIONS /functions/v1/send-contact-email', 'OPTIONS /functions/v1/send-contact-email', 'OPTIONS /functions/v1/send-contact-email', 'POST /functions/v1/send-contact-email', 'GET /functions/v1/send-contact-email'].sort(),
    );
  });

  it('names every page a deploy without _headers serves bare', async () => {
    const report = await run({ texts: { ...texts, headers: undefined } });
    expect(report.faults).toContain('/contact: headers missing Content-Security-Policy, X-Frame-Options, Strict-Transport-Security, Cross-Origin-Opener-Policy');
    expect(report.faults).toContain("/admin/: not under the editor's own Content-Security-Policy");
    expect(report.faults).toContain('/sw.js: headers missing Content-Security-Policy, X-Frame-Options, Strict-Transport-Security, Cross-Origin-Opener-Policy, Cache-Control');
    expect(report.failed).toBe(report.faults.length - 1); // /admin/'s check has two lines: its policy and its headers
  });

  it('leaves HSTS out over http, where browsers ignore it, and names a header sent with another value', () => {
    const expected = { 'Strict-Transport-Security': 'max-age=1', 'X-Frame-Options': 'DENY' };
    expect(headerFaults('/', expected, { status: 200, body: '', headers: { 'x-frame-options': 'DENY' } }, false)).toEqual([]);
    expect(headerFaults('/', expected, { status: 200, body: '', headers: { 'x-frame-options': 'SAMEORIGIN' } }, true)).toEqual(['/: headers missing Strict-Transport-Security; X-Frame-Options not as _headers sets it']);
  });

  it('names a sitemap page the deploy lacks, and a page whose canonical is not its own', async () => {
    const pages = new Map(texts.pages);
    pages.delete('/faq');
    pages.set('/', page('/').replace(`${SITE}/`, `${SITE}/contact`));
    const report = await run({ texts: { ...texts, pages } });
    expect(report.faults).toEqual([
      '/: its canonical is https://www.laser.example.com.au/contact, not its own address https://www.laser.example.com.au/',
      '/faq: answered 404, not 200, though the sitemap lists it',
    ]);
  });

  it('names a lost redirect, and an unknown path not answered with the not-found page', async () => {
    const report = await run({ texts: { ...texts, redirects: '/quote /contact 301\n', notFound: '<title>Home</title>' } });
    expect(report.faults).toEqual(['redirect /old-faq: answered 404, not 301 to /faq', 'unknown path /no-such-page: answered 404 without the not-found page ("Page not found")']);
  });

  it("names a function that refuses the site's own origin (the sitemap's, not the deployment's address), or allows any", async () => {
    expect((await run({ allowed: [LIVE] })).faults).toEqual([
      `enquiry function ${FUNCTION}: refuses the site's own origin ${SITE} (preflight answered 403, allowing no origin)`,
      `enquiry function ${FUNCTION}: refuses the site's own origin ${OTHER} (preflight answered 403, allowing no origin)`,
      `enquiry function ${FUNCTION}: gives no report of its set-up (GET answered 403)`,
      `enquiry function ${FUNCTION}: no dry run sent, as a function without its set-up report does not know dry runs and would store it as a lead`,
    ]);
    expect(dryRunFaults(FUNCTION, { status: 403, headers: {}, body: '{"error":"Origin not allowed"}' })).toEqual([`enquiry function ${FUNCTION}: a dry-run enquiry answered 403, not 200 (Origin not allowed)`]);
    // A function that allows company.siteUrl's host alone refuses a page the domain's other name served.
    expect((await run({ allowed: [SITE] })).faults).toEqual([`enquiry function ${FUNCTION}: refuses the site's own origin ${OTHER} (preflight answered 403, allowing no origin)`]);
    expect((await run({ allowed: [SITE, OTHER, 'https://another-site.invalid'] })).faults).toEqual([`enquiry function ${FUNCTION}: allows another site's pages (https://another-site.invalid) to post to it`]);
  });

  it('names a function that takes the dry run as a real enquiry, or has no mail set up', async () => {
    const { ask, asked } = hostOf({ ...healthy, report: undefined });
    await checkLive(builtSite(texts), LIVE, ask);
    expect(asked).not.toContain('POST /functions/v1/send-contact-email');
    expect((await run({ dryRuns: false })).faults).toEqual([`enquiry function ${FUNCTION}: does not know dry runs (x-enquiry-dry-run): the check's enquiry may have been stored and mailed`]);
    const report = await run({ report: { mail: 'not ready', mailProblem: 'the secret RESEND_API_KEY is not set', mailRetry: 'missing', unsentLeads: { count: 0 } } });
    expect(report.faults).toEqual([
      `enquiry function ${FUNCTION}: mail is not ready, so leads are stored but nobody is told of them: the secret RESEND_API_KEY is not set`,
      `enquiry function ${FUNCTION}: the mail retry is missing: e-mail that failed once is never sent again`,
    ]);
    expect(summary(LIVE, report)).toMatch(/16 checks, 15 passed, 1 failed; enquiry function: mail not ready, mail retry missing, 0 unsent for over an hour$/);
    // A function deployed before mail was checked says "configured" whatever its sender: not taken as ready.
    expect((await run({ report: { mail: 'configured', mailRetry: 'configured' } })).faults).toEqual([
      `enquiry function ${FUNCTION}: mail is not ready, so leads are stored but nobody is told of them: it reports mail as configured, not ready (a function deployed before the mail check: deploy the backend again)`,
      `enquiry function ${FUNCTION}: gives no count of leads unsent for over an hour (deployed before it could): deploy the backend again`,
    ]);
    expect(configFaults(FUNCTION, { status: 405, headers: {}, body: '' }).faults).toEqual([`enquiry function ${FUNCTION}: gives no report of its set-up (GET answered 405)`]);
    expect(dryRunFaults(FUNCTION, { status: 400, headers: {}, body: '{"error":"Some fields are missing or invalid"}' })).toEqual([`enquiry function ${FUNCTION}: a dry-run enquiry answered 400, not 200 (Some fields are missing or invalid)`]);
  });

  it('checks a preview build, whose form posts nowhere, without its function, and reads its second /* rule with the first', async () => {
    const preview: BuiltTexts = {
      ...texts,
      robots: 'User-agent: *\nDisallow: /\n',
      headers: `${texts.headers}/*\n  X-Robots-Tag: noindex, nofollow\n`,
      pages: new Map([...texts.pages].map(([path, html]) => [path, html.replace(/ action="[^"]*"/, '')])),
    };
    expect(parseHeaders(preview.headers!).get('/*')).toMatchObject({ 'X-Frame-Options': 'DENY', 'X-Robots-Tag': 'noindex, nofollow' });
    const { ask, asked } = hostOf({ ...healthy, texts: preview });
    const report = await checkLive(builtSite(preview), LIVE, ask, { unknownPath: '/no-such-page' });
    expect(report.faults).toEqual([]);
    expect(asked.filter((request) => request.includes('/functions/'))).toEqual([]);
    expect(summary(LIVE, report)).toMatch(/0 failed; a preview build, whose form sends nothing: no enquiry function checked$/);
    // A production build whose pages post nowhere is a fault.
    const nowhere = await checkLive(builtSite({ ...preview, robots: texts.robots }), LIVE, ask, { unknownPath: '/no-such-page' });
    expect(nowhere.faults).toContain('no built page has the enquiry form: nothing posts to the enquiry function');
  });

  it('given --other-host, asks the domain\'s other name for a page with a query, and names it when it does not answer 301 there', async () => {
    const { ask, asked } = hostOf(healthy);
    const passing = await checkLive(builtSite(texts), LIVE, ask, { unknownPath: '/no-such-page', otherHost: true });
    expect(passing.faults).toEqual([]);
    expect(passing.checks).toBe(17);
    expect(asked).toContain('GET /contact');
    const missing = await checkLive(builtSite(texts), LIVE, hostOf({ ...healthy, otherHostRedirects: false }).ask, { unknownPath: '/no-such-page', otherHost: true });
    expect(missing.faults).toEqual([
      `laser.example.com.au: ${OTHER}/contact?from=check-live answered 200, not 301 to ${SITE}/contact?from=check-live: the domain's other name must send visitors to company.siteUrl's host (docs/launch.md, step 8; the build's _worker.js does it once both are custom domains of the Pages project)`,
    ]);
    // Without the flag (the deployment's pages.dev address, before the domains are set up) the other name is not asked.
    expect((await run({ otherHostRedirects: false })).faults).toEqual([]);
  });

  it('names live pages that post elsewhere than the build says, and a site that does not answer', async () => {
    const pages = new Map(texts.pages);
    pages.set('/contact', page('/contact', true).replace(FUNCTION, '/functions/v1/send-contact-email'));
    expect((await run({ texts: { ...texts, pages } })).faults).toEqual([`/contact: its form posts to /functions/v1/send-contact-email, not to the function the build names (${FUNCTION})`]);
    const unreachable = await run({}, 'https://not-deployed.pages.test');
    expect(unreachable.faults).toEqual(['https://not-deployed.pages.test/: the site does not answer (fetch failed); nothing else was checked']);
    expect(summary('https://not-deployed.pages.test', unreachable)).toMatch(/1 check, 0 passed, 1 failed$/);
  });
});
