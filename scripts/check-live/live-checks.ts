// `npm run check-live`'s judgements, pure: what the build wrote (sitemap, redirects, _headers, the pages) read into a
// model, and each answer of the live site held against it, one plain line per fault. The network is handed in
// (`Ask`), so the unit tests run every check against a site in memory.
import { siteHosts } from '../../src/server/hosts';
import { unsentText } from '../../src/server/enquiries/store';
import { headersFor, parseHeaders } from '../../src/server/static-site';

/** What the build wrote, as read from dist/ (check-live.ts reads the files). */
export interface BuiltTexts {
  sitemap: string;
  robots: string;
  serviceWorker: string;
  /** dist/_redirects and dist/_headers; undefined when the build wrote none. */
  redirects?: string;
  headers?: string;
  notFound: string;
  /** The built HTML of each sitemap address (its path), for its form. */
  pages: ReadonlyMap<string, string>;
}

export interface Redirect {
  from: string;
  to: string;
  status: number;
}

/** The model of the built site the live one is held against. */
export interface BuiltSite {
  /** The sitemap's addresses: each page's canonical address. */
  addresses: string[];
  redirects: Redirect[];
  headerSections: Map<string, Record<string, string>>;
  notFoundTitle: string;
  /** The address each page with the enquiry form posts to, by page path. */
  formActions: Map<string, string>;
  robots: string;
  sitemap: string;
  serviceWorker: string;
}

export const parseSitemap = (xml: string) => [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => decodeEntities(match[1]!));

/** `_redirects`: one "from to status" line each (status 301 when left out, as the hosts read it). */
export const parseRedirects = (text: string): Redirect[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status] = line.split(/\s+/);
      return { from: from!, to: to ?? '', status: Number(status ?? 301) };
    });

const decodeEntities = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/** The page's canonical address, from its head. */
export const canonicalOf = (html: string) => {
  const link = html.match(/<link\b[^>]*\brel="canonical"[^>]*>/)?.[0];
  const href = link?.match(/\bhref="([^"]*)"/)?.[1];
  return href === undefined ? undefined : decodeEntities(href);
};

export const titleOf = (html: string) => {
  const title = html.match(/<title[^>]*>([^<]*)<\/title>/)?.[1];
  return title === undefined ? undefined : decodeEntities(title.trim());
};

/** Where the page's enquiry form posts (the function's address), when it has one. */
export const formActionOf = (html: string) => {
  for (const form of html.matchAll(/<form\b[^>]*>/g)) {
    const action = form[0].match(/\baction="([^"]*)"/)?.[1];
    if (action && /\/functions\/v1\//.test(action)) return decodeEntities(action);
  }
  return undefined;
};

export function builtSite(texts: BuiltTexts): BuiltSite {
  const addresses = parseSitemap(texts.sitemap);
  const formActions = new Map<string, string>();
  for (const [page, html] of texts.pages) {
    const action = formActionOf(html);
    if (action) formActions.set(page, action);
  }
  return {
    addresses,
    redirects: texts.redirects === undefined ? [] : parseRedirects(texts.redirects),
    headerSections: texts.headers === undefined ? new Map() : parseHeaders(texts.headers),
    notFoundTitle: titleOf(texts.notFound) ?? '',
    formActions,
    robots: texts.robots,
    sitemap: texts.sitemap,
    serviceWorker: texts.serviceWorker,
  };
}

/** One answer of the live site: header names in lower case; `location` as sent. */
export interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface Request {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** Asks the live site (an absolute address); never follows a redirect. An answer that never came throws. */
export type Ask = (address: string, request?: Request) => Promise<Answer>;

const STRICT_TRANSPORT = 'strict-transport-security';
/** The opener policies that let the editor's sign-in popup hand its token back. */
const POPUP_OPENER_POLICIES = new Set(['same-origin-allow-popups', 'unsafe-none']);

/** `path`: answered 301, not 200 (to /x) — the status, and where a redirect pointed. */
const statusLine = (answer: Answer) => `${answer.status}${answer.headers.location ? ` (to ${answer.headers.location})` : ''}`;

/** A sitemap page: 200 from its own address, with its own canonical. */
export function pageFaults(address: string, answer: Answer): string[] {
  const { pathname } = new URL(address);
  if (answer.status !== 200) return [`${pathname}: answered ${statusLine(answer)}, not 200, though the sitemap lists it`];
  const canonical = canonicalOf(answer.body);
  if (canonical === undefined) return [`${pathname}: has no canonical link`];
  return canonical === address ? [] : [`${pathname}: its canonical is ${canonical}, not its own address ${address}`];
}

/**
 * Each header `_headers` sets for the path, with the value it sets; HSTS only over https, where browsers read it.
 * One line for the path, naming every header missing or different.
 */
export function headerFaults(pathname: string, expected: Record<string, string>, answer: Answer, https: boolean): string[] {
  const missing: string[] = [];
  const different: string[] = [];
  for (const [name, value] of Object.entries(expected)) {
    if (!https && name.toLowerCase() === STRICT_TRANSPORT) continue;
    const actual = answer.headers[name.toLowerCase()];
    if (actual === undefined) missing.push(name);
    else if (actual !== value) different.push(name);
  }
  const parts = [...(missing.length ? [`missing ${missing.join(', ')}`] : []), ...(different.length ? [`${different.join(', ')} not as _headers sets ${different.length > 1 ? 'them' : 'it'}`] : [])];
  return parts.length ? [`${pathname}: header${missing.length + different.length > 1 ? 's' : ''} ${parts.join('; ')}`] : [];
}

export function redirectFaults(redirect: Redirect, answer: Answer, base: string): string[] {
  const location = answer.headers.location;
  const target = location === undefined ? undefined : new URL(location, base);
  const expected = new URL(redirect.to, base);
  if (answer.status !== redirect.status || !target || target.pathname + target.search !== expected.pathname + expected.search) {
    return [`redirect ${redirect.from}: answered ${statusLine(answer)}, not ${redirect.status} to ${redirect.to}`];
  }
  return [];
}

/** The domain's other name: 301 to the same path and query on the canonical host, so no visitor stays on it. */
export function otherHostFaults(asked: string, expected: string, answer: Answer): string[] {
  const location = answer.headers.location;
  if (answer.status === 301 && location !== undefined && new URL(location, asked).href === expected) return [];
  const { hostname } = new URL(asked);
  return [
    `${hostname}: ${asked} answered ${statusLine(answer)}, not 301 to ${expected}: the domain's other name must send visitors to company.siteUrl's host (docs/launch.md, step 8; the build's _worker.js does it once both are custom domains of the Pages project)`,
  ];
}

export function notFoundFaults(pathname: string, answer: Answer, notFoundTitle: string): string[] {
  if (answer.status !== 404) return [`unknown path ${pathname}: answered ${statusLine(answer)}, not 404`];
  return titleOf(answer.body) === notFoundTitle ? [] : [`unknown path ${pathname}: answered 404 without the not-found page ("${notFoundTitle}")`];
}

/** /admin/: kept out of search, under the editor's own policy, with an opener policy its sign-in popup can answer. */
export function adminFaults(answer: Answer, adminPolicy: string | undefined, sitePolicy: string | undefined): string[] {
  if (answer.status !== 200) return [`/admin/: answered ${statusLine(answer)}, not 200: the editor is not served`];
  const faults: string[] = [];
  const robots = `${answer.headers['x-robots-tag'] ?? ''} ${answer.body.match(/<meta\b[^>]*name="robots"[^>]*>/)?.[0] ?? ''}`;
  if (!/noindex/.test(robots)) faults.push('/admin/: not marked noindex (X-Robots-Tag or a robots meta tag): search engines may list the editor');
  const policy = answer.headers['content-security-policy'];
  if (!policy || (adminPolicy ? policy !== adminPolicy : policy === sitePolicy)) faults.push("/admin/: not under the editor's own Content-Security-Policy");
  const opener = answer.headers['cross-origin-opener-policy'];
  if (opener && !POPUP_OPENER_POLICIES.has(opener)) faults.push(`/admin/: Cross-Origin-Opener-Policy ${opener} cuts the GitHub sign-in popup off from the editor`);
  return faults;
}

/** robots.txt, sitemap.xml and the service worker: served, and the files the build wrote. */
export function servedFileFaults(pathname: string, answer: Answer, built: string): string[] {
  if (answer.status !== 200) return [`${pathname}: answered ${statusLine(answer)}, not 200`];
  return answer.body === built ? [] : [`${pathname}: is not the file the build wrote`];
}

/** The function's answer to a preflight from the site's own origin: allowed, for a POST with the headers the form sends. */
export function preflightFaults(fn: string, origin: string, answer: Answer, requestHeaders: readonly string[]): string[] {
  const allowOrigin = answer.headers['access-control-allow-origin'];
  if (answer.status >= 300 || (allowOrigin !== origin && allowOrigin !== '*')) {
    return [`enquiry function ${fn}: refuses the site's own origin ${origin} (preflight answered ${answer.status}${allowOrigin ? `, allowing ${allowOrigin}` : ', allowing no origin'})`];
  }
  const methods = (answer.headers['access-control-allow-methods'] ?? '').toUpperCase();
  const allowedHeaders = (answer.headers['access-control-allow-headers'] ?? '').toLowerCase().split(/\s*,\s*/);
  const missing = requestHeaders.filter((name) => !allowedHeaders.includes(name.toLowerCase()) && !allowedHeaders.includes('*'));
  return [
    ...(methods.includes('POST') || methods.includes('*') ? [] : [`enquiry function ${fn}: its preflight does not allow POST`]),
    ...(missing.length ? [`enquiry function ${fn}: its preflight does not allow the header${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`] : []),
  ];
}

/** A preflight from another origin: never allowed (no allow-origin for it, and no `*`). */
export function foreignPreflightFaults(fn: string, foreign: string, answer: Answer): string[] {
  const allowOrigin = answer.headers['access-control-allow-origin'];
  return answer.status < 300 && (allowOrigin === foreign || allowOrigin === '*') ? [`enquiry function ${fn}: allows another site's pages (${foreign}) to post to it`] : [];
}

const jsonOf = (body: string): Record<string, unknown> | undefined => {
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};

/** The dry run (header x-enquiry-dry-run: 1): 200 {"ok":true,"dryRun":true}, validated and neither stored nor mailed. */
export function dryRunFaults(fn: string, answer: Answer): string[] {
  const body = jsonOf(answer.body);
  if (answer.status !== 200) return [`enquiry function ${fn}: a dry-run enquiry answered ${answer.status}, not 200${body?.error ? ` (${String(body.error)})` : ''}`];
  if (body?.ok !== true) return [`enquiry function ${fn}: a dry-run enquiry answered 200 without "ok": true`];
  return body.dryRun === true ? [] : [`enquiry function ${fn}: does not know dry runs (x-enquiry-dry-run): the check's enquiry may have been stored and mailed`];
}

export interface FunctionConfig {
  mail?: string;
  mailRetry?: string;
  /** Leads whose e-mail to the business is still unsent an hour after they came in. */
  unsentLeads?: number;
}

/**
 * The function's own report (GET), never the secrets: mail ready (Resend took a message from the sender), the mail
 * retry set up, and no lead unsent for over an hour. A fault names the secret to set, or quotes the mail service.
 */
export function configFaults(fn: string, answer: Answer): { faults: string[]; config?: FunctionConfig } {
  const body = jsonOf(answer.body);
  if (answer.status !== 200 || body?.service === undefined) return { faults: [`enquiry function ${fn}: gives no report of its set-up (GET answered ${answer.status})`] };
  const unsent = typeof body.unsentLeads === 'object' && body.unsentLeads !== null ? (body.unsentLeads as { count?: unknown; oldestMinutes?: unknown }) : undefined;
  const config: FunctionConfig = { mail: String(body.mail), mailRetry: String(body.mailRetry), unsentLeads: typeof unsent?.count === 'number' ? unsent.count : undefined };
  const mailProblem = typeof body.mailProblem === 'string' ? body.mailProblem : `it reports mail as ${config.mail}, not ready (a function deployed before the mail check: deploy the backend again)`;
  return {
    config,
    faults: [
      ...(config.mail === 'ready' ? [] : [`enquiry function ${fn}: mail is not ready, so leads are stored but nobody is told of them: ${mailProblem}`]),
      ...(config.mailRetry === 'configured' ? [] : [`enquiry function ${fn}: the mail retry is ${config.mailRetry}: e-mail that failed once is never sent again`]),
      ...(config.unsentLeads === undefined
        ? [`enquiry function ${fn}: gives no count of leads unsent for over an hour (deployed before it could): deploy the backend again`]
        : config.unsentLeads > 0
          ? [`enquiry function ${fn}: ${unsentText(config.unsentLeads, Number(unsent?.oldestMinutes ?? 0))}; read them with \`npm run enquiries -- list --database-url "$SUPABASE_DB_URL"\``]
          : []),
    ],
  };
}

/** The built pages post to one function; the live pages post where the built ones do. */
export function formFaults(pathname: string, builtAction: string, answer: Answer): string[] {
  if (answer.status !== 200) return [];
  const live = formActionOf(answer.body);
  return live === builtAction ? [] : [`${pathname}: its form posts to ${live ?? 'nowhere'}, not to the function the build names (${builtAction})`];
}

/** A preview build's robots.txt turns every crawler away; its form sends nothing (scripts/build/preview-build.ts). */
export const isPreviewBuild = (site: BuiltSite) => /^Disallow:\s*\/\s*$/m.test(site.robots);

/** The function the built pages post to, as an absolute address, or the fault; neither for a preview, which posts nowhere. */
export function functionAddress(site: BuiltSite, base: string): { address?: string; faults: string[] } {
  const actions = [...new Set(site.formActions.values())];
  if (actions.length === 0 && isPreviewBuild(site)) return { faults: [] };
  if (actions.length === 0) return { faults: ['no built page has the enquiry form: nothing posts to the enquiry function'] };
  if (actions.length > 1) return { faults: [`the built pages post to ${actions.length} different addresses (${actions.join(', ')}), not one function`] };
  return { address: new URL(actions[0]!, base).href, faults: [] };
}

/** The headers the form's script sends with an enquiry (supabase-js's functions client), which the preflight must allow. */
export const ENQUIRY_REQUEST_HEADERS = (withKey: boolean) => (withKey ? ['authorization', 'apikey', 'content-type'] : ['content-type']);

/** An enquiry that passes the function's checks; sent as a dry run, it is neither stored nor mailed. */
export const DRY_RUN_ENQUIRY = {
  firstName: 'Check',
  lastName: 'Live',
  email: 'check-live@example.com',
  company: 'npm run check-live',
  projectAddress: 'No site: a dry run after a deploy',
  industry: 'other',
  interest: 'services',
  message: 'A dry run of npm run check-live: validated, neither stored nor mailed.',
};
export const DRY_RUN_HEADER = 'x-enquiry-dry-run';
/** An origin that is no site's (the .invalid name is reserved), for the refused preflight. */
export const FOREIGN_ORIGIN = 'https://another-site.invalid';

export interface LiveCheckOptions {
  /** The public key the function takes (Supabase's anon key), sent as the form's script sends it. */
  functionKey?: string;
  /** How many requests at once. */
  concurrency?: number;
  /** The unknown path asked for the 404 page. */
  unknownPath?: string;
  /** Also ask the domain's other name (bare or www., from the sitemap's host), which must answer 301 to the canonical host. */
  otherHost?: boolean;
}

export interface LiveReport {
  /** A preview build: its form sends nothing, so no function was checked. */
  preview?: boolean;
  checks: number;
  /** Checks with at least one fault. */
  failed: number;
  faults: string[];
  functionConfig?: FunctionConfig;
}

/** Why a request got no answer, in the network's words (fetch hides them in its cause). */
const reason = (error: unknown) => (error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error));

async function inTurns<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  }));
}

/** The function's report, asked as the site's pages ask (their origin, and the key when known). */
async function functionReport(address: string, origin: string, ask: Ask, key: string | undefined) {
  const keyHeaders: Record<string, string> = key ? { authorization: `Bearer ${key}`, apikey: key } : {};
  return configFaults(address, await ask(address, { headers: { ...keyHeaders, origin } }));
}

/**
 * Only the function's report (`npm run check-live -- --mail`, the scheduled mail check): mail ready, the retry set up,
 * no lead unsent for over an hour. Needs no build, so a schedule can run it often and cheaply.
 */
export async function checkMail(address: string, origin: string, ask: Ask, options: Pick<LiveCheckOptions, 'functionKey'> = {}): Promise<LiveReport> {
  try {
    const report = await functionReport(address, origin, ask, options.functionKey);
    return { checks: 1, failed: report.faults.length ? 1 : 0, faults: report.faults, functionConfig: report.config };
  } catch (error) {
    return { checks: 1, failed: 1, faults: [`enquiry function ${address}: no answer (${reason(error)})`] };
  }
}

/** Every check of the live site at `base` against the built site; a request that fails is that check's fault. */
export async function checkLive(site: BuiltSite, base: string, ask: Ask, options: LiveCheckOptions = {}): Promise<LiveReport> {
  const root = new URL(base);
  // The site's own origin, which its function must allow: the canonical one of the sitemap, not the address checked
  // (a deployment's own pages.dev address, which visitors never see).
  const origin = site.addresses[0] ? new URL(site.addresses[0]).origin : root.origin;
  const https = root.protocol === 'https:';
  const at = (pathname: string) => new URL(pathname, root).href;
  const faults: string[] = [];
  let checks = 0;
  let failed = 0;
  const record = (found: readonly string[]) => {
    checks += 1;
    if (found.length) failed += 1;
    faults.push(...found);
  };
  /** Runs one check: its faults, or the one line of a request that got no answer. */
  const check = async (label: string, run: () => Promise<string[]>) => {
    try {
      record(await run());
    } catch (error) {
      record([`${label}: no answer (${reason(error)})`]);
    }
  };
  const expectedHeaders = (pathname: string) => headersFor(site.headerSections, pathname);
  if (site.headerSections.size === 0) record(['the build wrote no _headers: check-live needs the dist/ that was deployed, as the build wrote it']);

  try {
    await ask(at('/'));
  } catch (error) {
    record([`${root.href}: the site does not answer (${reason(error)}); nothing else was checked`]);
    return { checks, failed, faults };
  }
  // Each page once: its status and canonical, the headers _headers sets for it, and where its form posts.
  await inTurns(site.addresses, options.concurrency ?? 6, async (address) => {
    const pathname = new URL(address).pathname;
    const action = site.formActions.get(pathname);
    await check(pathname, async () => {
      const answer = await ask(at(pathname));
      const faults = pageFaults(address, answer);
      return answer.status === 200 ? [...faults, ...headerFaults(pathname, expectedHeaders(pathname), answer, https), ...(action ? formFaults(pathname, action, answer) : [])] : faults;
    });
  });
  await inTurns(site.redirects, options.concurrency ?? 6, async (redirect) => {
    await check(`redirect ${redirect.from}`, async () => redirectFaults(redirect, await ask(at(redirect.from)), base));
  });
  const unknown = options.unknownPath ?? `/check-live-no-such-page-${Date.now().toString(36)}`;
  await check(`unknown path ${unknown}`, async () => notFoundFaults(unknown, await ask(at(unknown)), site.notFoundTitle));
  await check('/admin/', async () => {
    const answer = await ask(at('/admin/'));
    return [...adminFaults(answer, expectedHeaders('/admin/')['Content-Security-Policy'], expectedHeaders('/')['Content-Security-Policy']), ...headerFaults('/admin/', expectedHeaders('/admin/'), answer, https)];
  });
  for (const [pathname, built] of [['/robots.txt', site.robots], ['/sitemap.xml', site.sitemap], ['/sw.js', site.serviceWorker]] as const) {
    await check(pathname, async () => {
      const answer = await ask(at(pathname));
      return [...servedFileFaults(pathname, answer, built), ...(answer.status === 200 ? headerFaults(pathname, expectedHeaders(pathname), answer, https) : [])];
    });
  }

  const hosts = siteHosts(origin);
  if (options.otherHost) {
    const sample = new URL(site.addresses[1] ?? site.addresses[0] ?? origin);
    const asked = `${hosts.other}${sample.pathname}?from=check-live`;
    await check(new URL(hosts.other).hostname, async () => otherHostFaults(asked, `${hosts.canonical}${sample.pathname}?from=check-live`, await ask(asked)));
  }

  const fn = functionAddress(site, base);
  record(fn.faults);
  let functionConfig: FunctionConfig | undefined;
  if (fn.address) {
    const address = fn.address;
    const key = options.functionKey;
    const keyHeaders: Record<string, string> = key ? { authorization: `Bearer ${key}`, apikey: key } : {};
    const requested = ENQUIRY_REQUEST_HEADERS(!!key);
    const preflight = (from: string) => ask(address, { method: 'OPTIONS', headers: { origin: from, 'access-control-request-method': 'POST', 'access-control-request-headers': requested.join(', ') } });
    // Both names of the domain: the other redirects, but a page it served before (or while its redirect is off) still posts.
    for (const own of [hosts.canonical, hosts.other]) await check(`enquiry function ${address}`, async () => preflightFaults(address, own, await preflight(own), requested));
    await check(`enquiry function ${address}`, async () => foreignPreflightFaults(address, FOREIGN_ORIGIN, await preflight(FOREIGN_ORIGIN)));
    await check(`enquiry function ${address}`, async () => {
      const report = await functionReport(address, origin, ask, key);
      functionConfig = report.config;
      return report.faults;
    });
    // A function that gives no report predates dry runs: it would store and mail the check's enquiry as a lead.
    await check(`enquiry function ${address}`, async () =>
      functionConfig
        ? dryRunFaults(address, await ask(address, { method: 'POST', headers: { ...keyHeaders, origin, 'content-type': 'application/json', [DRY_RUN_HEADER]: '1' }, body: JSON.stringify(DRY_RUN_ENQUIRY) }))
        : [`enquiry function ${address}: no dry run sent, as a function without its set-up report does not know dry runs and would store it as a lead`],
    );
  }
  return { checks, failed, faults, functionConfig, preview: !fn.address && isPreviewBuild(site) };
}

/** The closing line: how many checks, how many failed, and what the function says of its mail. */
export function summary(base: string, report: LiveReport): string {
  const config = report.functionConfig;
  const mail = config
    ? `; enquiry function: mail ${config.mail}, mail retry ${config.mailRetry}${config.unsentLeads === undefined ? '' : `, ${config.unsentLeads} unsent for over an hour`}`
    : report.preview
      ? '; a preview build, whose form sends nothing: no enquiry function checked'
      : '';
  return `check-live ${base}: ${report.checks} check${report.checks === 1 ? "" : "s"}, ${report.checks - report.failed} passed, ${report.failed} failed${mail}`;
}
