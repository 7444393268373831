// What `npm run deploy -- --check` refuses before anything is built or uploaded: a production environment that is
// missing or holds placeholders, a site address that is no live origin, business facts still the development
// placeholders of the spec (shared/spec/placeholders.md), secrets put where every visitor can read them, and claims
// (ratings, testimonials, named people, figures) the owner has not confirmed.
// Pure: it takes the environment and the files' texts and touches neither disk nor network.
import { LineCounter, parseDocument, isMap, isScalar, isSeq, type Node } from 'yaml';
import { isValidTrackingId } from '../../src/analytics/tracking-ids';
import { unconfirmedClaims } from '../../src/content/claims';
import { jwtClaim, projectMismatches } from './project-ids';

/** One reason not to deploy: what (a variable, or file:line and field), what is wrong, and how to fix it. */
export interface Refusal {
  what: string;
  problem: string;
  fix: string;
}

export const formatRefusal = ({ what, problem, fix }: Refusal) => `${what}  ${problem}\n    fix: ${fix}`;

type Env = Record<string, string | undefined>;

/** The ids the test suite builds with (.env.e2e): valid-looking, so the tracking rules alone would let them through. */
const TEST_ID = /E2ETEST|^e2e-/i;
/** Words templates and examples leave in a value. */
const PLACEHOLDER_VALUE = /^(x+|changeme|todo|tbd|placeholder|your[-_ ].*|<.*>|owner\/repository|example.*|.*\.example(\/.*)?)$/i;

/** Reserved for documentation and tests (RFC 2606, RFC 6761): never a live site. */
export function isReservedHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return /(^|\.)(example|test|invalid|localhost|local)$/.test(name) || /(^|\.)example\.(com|net|org)(\.[a-z]{2})?$/.test(name) || name === 'localhost' || /^[\d.]+$/.test(name) || name.includes(':');
}

/** An https origin with no path, query or hash, on a host that is not reserved; else why not. */
export function originProblem(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return `"${value}" is not an address`;
  }
  if (url.protocol !== 'https:') return `"${value}" is not https`;
  if (isReservedHost(url.hostname)) return `"${url.hostname}" is a reserved example or local name, not a live site`;
  if (value.replace(/\/$/, '') !== url.origin) return `"${value}" has more than the origin (https://host): the path, query or hash must go`;
  return undefined;
}

/** A variable's value, trimmed; empty or unset is undefined. */
const valueOf = (env: Env, name: string) => env[name]?.trim() || undefined;

function trackingRefusals(env: Env): Refusal[] {
  const refusals: Refusal[] = [];
  const ids: [string, string, string][] = [
    ['VITE_GA_MEASUREMENT_ID', 'the Google Analytics 4 measurement id (Admin → Data streams → the web stream)', 'G-ABC123DEF4'],
    ['VITE_GOOGLE_ADS_ID', 'the Google Ads conversion id (Tools → Conversions → Tag setup)', 'AW-123456789'],
  ];
  for (const [name, where, example] of ids) {
    const value = valueOf(env, name);
    if (!isValidTrackingId(value)) refusals.push({ what: name, problem: value ? `"${value}" is a placeholder or too short, so tracking would be off` : 'is not set, so tracking would be off', fix: `set ${name} to ${where}, e.g. ${example}` });
    else if (TEST_ID.test(value)) refusals.push({ what: name, problem: `"${value}" is the test suite's id (.env.e2e)`, fix: `set ${name} to the live ${where}` });
  }
  for (const name of ['VITE_ADS_LABEL_LEAD', 'VITE_ADS_LABEL_PHONE', 'VITE_ADS_LABEL_ROI', 'VITE_ADS_LABEL_FAQ']) {
    const value = valueOf(env, name);
    // A label may be left empty (that conversion is not recorded, as the spec says); a placeholder or test label may not.
    if (value && (!isValidTrackingId(value) || TEST_ID.test(value) || PLACEHOLDER_VALUE.test(value))) {
      refusals.push({ what: name, problem: `"${value}" is a placeholder or the test suite's label`, fix: `set ${name} to the conversion's label in Google Ads (Tools → Conversions → the conversion → Tag setup), or leave it empty to record no such conversion` });
    }
  }
  return refusals;
}

/** The role a Supabase key carries: a JWT's "role" claim, or the new keys' prefix. */
export function supabaseKeyRole(key: string): string | undefined {
  if (key.startsWith('sb_publishable_')) return 'anon';
  if (key.startsWith('sb_secret_')) return 'service_role';
  return jwtClaim(key, 'role');
}

function supabaseRefusals(env: Env): Refusal[] {
  const refusals: Refusal[] = [];
  const url = valueOf(env, 'VITE_SUPABASE_URL');
  const urlProblem = url ? originProblem(url) : 'is not set, so the form would post to the static host, where nothing answers, and every lead would wait on its visitor\'s device';
  if (urlProblem) refusals.push({ what: 'VITE_SUPABASE_URL', problem: urlProblem, fix: 'set VITE_SUPABASE_URL to the project\'s URL (Supabase dashboard → Project Settings → API: https://<project-ref>.supabase.co)' });
  const key = valueOf(env, 'VITE_SUPABASE_ANON_KEY');
  const role = key ? supabaseKeyRole(key) : undefined;
  if (!key || PLACEHOLDER_VALUE.test(key)) refusals.push({ what: 'VITE_SUPABASE_ANON_KEY', problem: key ? `"${key}" is a placeholder` : 'is not set, so the function would refuse the form\'s posts', fix: 'set VITE_SUPABASE_ANON_KEY to the project\'s anon (publishable) key (Project Settings → API Keys)' });
  else if (role !== 'anon') refusals.push({ what: 'VITE_SUPABASE_ANON_KEY', problem: role ? `is a "${role}" key: it would be in every visitor's browser and open the database to them` : 'is not a Supabase key (neither a JWT with role "anon" nor sb_publishable_…)', fix: 'set VITE_SUPABASE_ANON_KEY to the anon (publishable) key, never the service_role or secret key' });
  return refusals;
}

function editorRefusals(env: Env): Refusal[] {
  const refusals: Refusal[] = [];
  const backend = valueOf(env, 'VITE_CMS_BACKEND') ?? 'github';
  if (backend !== 'github' && backend !== 'gitlab') refusals.push({ what: 'VITE_CMS_BACKEND', problem: `"${backend}" is neither github nor gitlab`, fix: 'set VITE_CMS_BACKEND=github (or gitlab), where the repository lives' });
  const repo = valueOf(env, 'VITE_CMS_REPO');
  if (!repo || !/^[\w.-]+(\/[\w.-]+)+$/.test(repo) || PLACEHOLDER_VALUE.test(repo)) {
    refusals.push({ what: 'VITE_CMS_REPO', problem: repo ? `"${repo}" is a placeholder or not owner/name` : 'is not set, so the live editor would open owner/repository', fix: 'set VITE_CMS_REPO to the repository the editor saves to, as owner/name (e.g. acme/website)' });
  }
  if (backend === 'gitlab') {
    if (!valueOf(env, 'VITE_CMS_APP_ID')) refusals.push({ what: 'VITE_CMS_APP_ID', problem: 'is not set, so editors could not sign in to GitLab', fix: 'set VITE_CMS_APP_ID to the GitLab application\'s Application ID (docs/launch.md, editor sign-in)' });
  } else {
    const auth = valueOf(env, 'VITE_CMS_AUTH_URL');
    const problem = auth ? originProblem(auth) : 'is not set, so editors could not sign in (GitHub needs an OAuth proxy)';
    if (problem) refusals.push({ what: 'VITE_CMS_AUTH_URL', problem, fix: 'set VITE_CMS_AUTH_URL to the OAuth proxy\'s address, e.g. https://sclc-cms-auth.<account>.workers.dev (docs/launch.md, editor sign-in)' });
  }
  return refusals;
}

/** A VITE_ value is in every visitor's browser: names and values that only a secret has. */
const SECRET_NAME = /SECRET|PASSWORD|PRIVATE|SERVICE_ROLE|TOKEN|DB_URL|DATABASE_URL|RESEND/i;
const SECRET_VALUE: [RegExp, string][] = [
  [/^sb_secret_/, 'a Supabase secret key'],
  [/^re_[A-Za-z0-9_]{16,}$/, 'a Resend API key'],
  [/^(ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{20,}$|^github_pat_/, 'a GitHub token'],
  [/^glpat-/, 'a GitLab token'],
  [/^postgres(ql)?:\/\/[^:]+:[^@]+@/, 'a database address with its password'],
  [/-----BEGIN [A-Z ]*PRIVATE KEY-----/, 'a private key'],
];

function secretRefusals(env: Env): Refusal[] {
  const refusals: Refusal[] = [];
  for (const [name, raw] of Object.entries(env)) {
    const value = raw?.trim();
    if (!name.startsWith('VITE_') || !value) continue;
    const kind = SECRET_VALUE.find(([pattern]) => pattern.test(value))?.[1] ?? (name !== 'VITE_SUPABASE_ANON_KEY' && supabaseKeyRole(value) === 'service_role' ? 'a Supabase service_role key' : undefined);
    if (kind) refusals.push({ what: name, problem: `holds ${kind}: every VITE_ value is written into the pages every visitor downloads`, fix: `remove it from ${name}; a secret belongs in the function's secrets (supabase secrets set) or the repository's secrets, never in a VITE_ variable — and replace it, since it may have been published` });
    else if (SECRET_NAME.test(name)) refusals.push({ what: name, problem: 'is named as a secret, and every VITE_ value is written into the pages every visitor downloads', fix: `rename it without VITE_ and keep it out of the build (the function's or the repository's secrets)` });
  }
  return refusals;
}

/** Numbers the Australian regulator (ACMA) reserves for fiction, and the spec's other made-up numbers, by their tel: value. */
const FICTION_TEL: [RegExp, string][] = [
  [/^\+61[2378](5550|7010)\d{4}$/, 'a geographic number from the range reserved for fiction ((0x) 5550 xxxx, (0x) 7010 xxxx)'],
  [/^\+61491(57\d)\d{3}$/, 'a mobile number from the range reserved for fiction (0491 57x xxx)'],
  [/^\+611800160\d{3}$/, 'a freephone number from the range reserved for fiction (1800 160 xxx)'],
  [/^\+611300975\d{3}$/, 'a local-rate number from the range reserved for fiction (1300 975 xxx)'],
  [/^\+97150000\d{4}$/, 'the spec\'s made-up UAE number (+971 50 000 xxxx)'],
];

/** Why one value of a content file is still a development placeholder, or undefined. */
export function placeholderProblem(field: string, value: string): string | undefined {
  if (/tel$/.test(field)) {
    const fiction = FICTION_TEL.find(([pattern]) => pattern.test(value.replace(/[\s()-]/g, '')));
    if (fiction) return `"${value}" is ${fiction[1]}`;
  }
  if (/\bExample Street\b/i.test(value)) return `"${value}" is the spec's made-up address`;
  const domain = /(?:@|\/\/)([\w.-]*\.example)\b|(?:@|\/\/)((?:[\w-]+\.)*example\.(?:com|net|org))\b|linkedin\.com\/company\/example\b/i.exec(value);
  if (domain) return `"${value}" is on a reserved example domain`;
  return undefined;
}

/** Every string in a YAML text with its field path and line. */
function stringsOf(text: string): { field: string; line: number; value: string }[] {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines });
  const found: { field: string; line: number; value: string }[] = [];
  const walk = (node: Node | null | undefined, field: string) => {
    if (isMap(node)) for (const pair of node.items) walk(pair.value as Node, field ? `${field}.${String((pair.key as Node & { value?: unknown })?.toString())}` : String(pair.key));
    else if (isSeq(node)) node.items.forEach((item, index) => walk(item as Node, `${field}[${index}]`));
    else if (isScalar(node) && typeof node.value === 'string') found.push({ field, line: lines.linePos(node.range?.[0] ?? 0).line, value: node.value });
  };
  walk(doc.contents as Node, '');
  return found;
}

const FACT_FIX: Record<string, string> = {
  tel: 'put the real number in both display and tel (with its country code, +61…) in site/business.yaml, or the browser editor\'s Business facts',
  siteUrl: 'set company.siteUrl in site/business.yaml to the live site\'s https address, e.g. https://www.yourcompany.com.au',
};

/** Facts and links still the spec's placeholders, in site/business.yaml and every other content file given. */
export function contentRefusals(texts: ReadonlyMap<string, string>): Refusal[] {
  const refusals: Refusal[] = [];
  for (const [file, text] of texts) {
    for (const { field, line, value } of stringsOf(text)) {
      if (file === 'site/business.yaml' && field === 'company.siteUrl') {
        const problem = originProblem(value);
        if (problem) refusals.push({ what: `${file}:${line}  company.siteUrl`, problem: `${problem}: it is every canonical, sitemap and structured-data address`, fix: FACT_FIX.siteUrl! });
        continue;
      }
      const problem = placeholderProblem(field, value);
      if (problem) refusals.push({ what: `${file}:${line}  ${field}`, problem, fix: /tel$/.test(field) ? FACT_FIX.tel! : `replace it with the real value in ${file}${file === 'site/business.yaml' ? ' (or the browser editor\'s Business facts)' : ''}` });
    }
  }
  return refusals;
}

/** Ratings, testimonials, named people and figures the owner has not confirmed as true (src/content/claims.ts). */
export const claimRefusals = (texts: ReadonlyMap<string, string>): Refusal[] =>
  unconfirmedClaims(texts).map(({ file, line, field, claim }) => ({
    what: `${file}:${line}  ${field}`,
    problem: `${claim}, not yet confirmed by the owner as true`,
    fix: 'once the owner confirms it is true, tick "The owner has confirmed this is true" on it in the editor (or set confirmed: true on it in the file); otherwise remove it',
  }));

/** Everything that stops a production deploy, in the order the owner fixes it: environment, then facts, then claims. */
export function preflight(env: Env, contentTexts: ReadonlyMap<string, string>): Refusal[] {
  return [...supabaseRefusals(env), ...projectMismatches(env), ...editorRefusals(env), ...trackingRefusals(env), ...secretRefusals(env), ...contentRefusals(contentTexts), ...claimRefusals(contentTexts)];
}
