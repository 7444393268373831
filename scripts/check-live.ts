// `npm run check-live -- <url>`: checks the deployed site at <url> against what the build wrote into dist/ (sitemap,
// redirects, _headers, the pages' heads and form) and the enquiry function the pages post to. Prints one line per
// fault and a summary; exits 1 on any fault. `--dist <folder>` names another build; `--mode` the environment whose
// Supabase key to send (production unless named); `--other-host` also asks the domain's other name (bare or www.) for
// its 301 to company.siteUrl's host. `npm run check-live -- --mail` asks only the enquiry function's report (mail ready,
// retry set up, no lead unsent for over an hour), with no build: the scheduled mail check. The judgements are in
// check-live/live-checks.ts.
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadEnv } from 'vite';
import { fileFor, siteFiles } from '../src/server/static-site';
import { projectRoot } from './build/content-files';
import { parse } from 'yaml';
import type { BusinessFacts } from '../schema/generated/types';
import { builtSite, checkLive, checkMail, parseSitemap, summary, type Answer, type Ask, type LiveReport } from './check-live/live-checks';

const USAGE = 'Usage: npm run check-live -- <address of the deployed site, like https://www.example.com.au> [--dist <built folder>] [--mode <mode>] [--other-host], or npm run check-live -- --mail [--mode <mode>]';
/** A live answer slower than this is a fault of its own. */
const ANSWER_TIMEOUT_MS = 20_000;

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const value = args[at + 1];
  if (!value || value.startsWith('--')) fail(`${name} needs a value. ${USAGE}`);
  args.splice(at, 2);
  return value;
}

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

/** Takes a flag out of the arguments; whether it was there. */
function flag(args: string[], name: string): boolean {
  const at = args.indexOf(name);
  if (at >= 0) args.splice(at, 1);
  return at >= 0;
}

const args = process.argv.slice(2);
const distDir = path.resolve(option(args, '--dist') ?? path.join(projectRoot, 'dist'));
const mode = option(args, '--mode') ?? 'production';
const otherHost = flag(args, '--other-host');
const mailOnly = flag(args, '--mail');

const ask: Ask = async (address, request = {}) => {
  const response = await fetch(address, { method: request.method ?? 'GET', headers: request.headers, body: request.body, redirect: 'manual', signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS) });
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  const answer: Answer = { status: response.status, headers, body: await response.text() };
  return answer;
};

/** Prints the faults and the summary, also into the GitHub run's summary page when run there; exits 1 on a fault. */
function finish(checked: string, report: LiveReport): never {
  for (const fault of report.faults) console.log(fault);
  console.log(summary(checked, report));
  // The run's summary page shows the owner what failed without opening the log.
  const page = process.env.GITHUB_STEP_SUMMARY;
  if (page) appendFileSync(page, `### ${summary(checked, report)}\n\n${report.faults.map((fault) => `- ${fault}\n`).join('')}\n`);
  process.exit(report.failed ? 1 : 0);
}

const viteEnv = loadEnv(mode, projectRoot, 'VITE_');
// The key the pages send with an enquiry: the same environment as the build's.
const functionKey = (process.env.VITE_SUPABASE_ANON_KEY ?? viteEnv.VITE_SUPABASE_ANON_KEY)?.trim() || undefined;

if (mailOnly) {
  if (args.length) fail(USAGE);
  const supabaseUrl = (process.env.VITE_SUPABASE_URL ?? viteEnv.VITE_SUPABASE_URL)?.trim();
  if (!supabaseUrl) fail(`VITE_SUPABASE_URL is not set (the shell, or .env.${mode}): --mail asks the function of that Supabase project.`);
  const address = new URL('/functions/v1/send-contact-email', supabaseUrl).href;
  const { siteUrl } = (parse(readFileSync(path.join(projectRoot, 'site/business.yaml'), 'utf8')) as BusinessFacts).company;
  finish(address, await checkMail(address, new URL(siteUrl).origin, ask, { functionKey }));
}
if (args.length !== 1) fail(USAGE);
let base: URL;
try {
  base = new URL(args[0]!);
} catch {
  fail(`${args[0]} is not a web address. ${USAGE}`);
}
if (base.protocol !== 'https:' && base.protocol !== 'http:') fail(`${base.href} is not an http or https address. ${USAGE}`);

const read = (file: string, optional = false) => {
  const full = path.join(distDir, file);
  if (existsSync(full)) return readFileSync(full, 'utf8');
  if (optional) return undefined;
  return fail(`${full} is missing: check-live compares the live site with what the build wrote; run \`npm run build\` (or name the deployed build with --dist).`);
};

const sitemap = read('sitemap.xml')!;
const files = siteFiles(distDir);
const pages = new Map<string, string>();
for (const address of parseSitemap(sitemap)) {
  const pathname = new URL(address).pathname;
  const file = fileFor(files, pathname);
  if (file) pages.set(pathname, read(file.slice(1))!);
}
const site = builtSite({
  sitemap,
  robots: read('robots.txt')!,
  serviceWorker: read('sw.js')!,
  redirects: read('_redirects', true),
  headers: read('_headers', true),
  notFound: read('404.html')!,
  pages,
});

finish(base.href, await checkLive(site, base.href, ask, { functionKey, otherHost }));
