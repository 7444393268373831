import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { loadEnv } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, parseDocument } from 'yaml';
import type { BusinessFacts } from '../../schema/generated/types';
import { projectRoot, readContentTexts } from '../../scripts/build/content-files';
import { isContentOnly, missingSecrets, pushVerdict } from '../../scripts/deploy/deploy-steps';
import { isReservedHost, originProblem, preflight, type Refusal } from '../../scripts/deploy/preflight';

const BUSINESS = 'site/business.yaml';
const businessText = readFileSync(path.join(projectRoot, BUSINESS), 'utf8');
const facts = parse(businessText) as BusinessFacts;

/** .env.example as Vite reads a .env: the values an owner starts from. */
const scratch = mkdtempSync(path.join(tmpdir(), 'deploy-preflight-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
copyFileSync(path.join(projectRoot, '.env.example'), path.join(scratch, '.env'));
const exampleEnv = loadEnv('production', scratch, 'VITE_');

/** A JWT-shaped Supabase key with the given role (only the payload is read). */
const supabaseKey = (role: string) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify({ iss: 'supabase', role })).toString('base64url')}.c2lnbmF0dXJl`;

const completeEnv = {
  VITE_SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co',
  VITE_SUPABASE_ANON_KEY: supabaseKey('anon'),
  VITE_CMS_BACKEND: 'github',
  VITE_CMS_REPO: 'sclc/website',
  VITE_CMS_BRANCH: 'main',
  VITE_CMS_AUTH_URL: 'https://cms-auth.sclc.workers.dev',
  VITE_GA_MEASUREMENT_ID: 'G-7QK2M9R4TZ',
  VITE_GOOGLE_ADS_ID: 'AW-918273645',
  VITE_ADS_LABEL_LEAD: 'kQ3xCLmB9pUZEJm2xLYD',
};

/** A copy of the facts' text as a real business would have them: no number from a fiction range, no example domain, every claim confirmed. */
function realLookingFacts(): string {
  let next = 0;
  const doc = parseDocument(
    businessText
      .replace(/tel: "\+\d+"/g, () => `tel: "+6129${String(4100000 + 1731 * ++next).padStart(7, '0')}"`)
      .replace(/\.example\b/g, '.com.au')
      .replace(/Example Street/g, 'Carnarvon Street'),
  );
  for (const name of Object.keys(facts.ratings)) doc.setIn(['ratings', name, 'confirmed'], true);
  for (const name of Object.keys(facts.contacts)) doc.setIn(['contacts', name, 'confirmed'], true);
  for (const [name, promise] of Object.entries(facts.promises)) doc.setIn(['promises', name], { display: typeof promise === 'object' ? promise.display : promise, confirmed: true });
  return doc.toString();
}

/** A copy of the facts' text with the spec's placeholders put in (as a fresh clone has them), whatever the owner has filled in since. */
function placeholderFacts(): string {
  const doc = parseDocument(businessText);
  Object.keys(facts.phones).forEach((name, index) => doc.setIn(['phones', name, 'tel'], `+6125550${String(1000 + index)}`));
  doc.setIn(['offices', 0, 'streetAddress'], 'Unit 4, 12 Example Street');
  doc.setIn(['emails', 'info', 'display'], 'info@company.example');
  doc.setIn(['company', 'siteUrl'], 'https://www.company.example');
  return doc.toString();
}

const named = (refusals: Refusal[]) => refusals.map((refusal) => refusal.what);

describe('npm run deploy -- --check', () => {
  const refusals = preflight(exampleEnv, new Map([...readContentTexts(projectRoot), [BUSINESS, placeholderFacts()]]));

  it('refuses .env.example with today\'s placeholder facts, naming each variable and fact with its fix', () => {
    expect(named(refusals)).toEqual(expect.arrayContaining(['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY', 'VITE_CMS_REPO', 'VITE_CMS_AUTH_URL', 'VITE_GA_MEASUREMENT_ID', 'VITE_GOOGLE_ADS_ID']));
    const siteUrl = refusals.find((refusal) => refusal.what.endsWith('company.siteUrl'));
    expect(siteUrl?.what).toMatch(/^site\/business\.yaml:\d+ {2}company\.siteUrl$/);
    expect(siteUrl?.problem).toContain('www.company.example');
    for (const refusal of refusals) expect(refusal.fix.length, refusal.what).toBeGreaterThan(20);
  });

  it('names every phone that is still a fiction number, the made-up street address and the example e-mail domain', () => {
    for (const name of Object.keys(facts.phones)) expect(named(refusals)).toContainEqual(expect.stringMatching(new RegExp(`^site/business\\.yaml:\\d+ {2}phones\\.${name}\\.tel$`)));
    expect(named(refusals)).toContainEqual(expect.stringMatching(/business\.yaml:\d+ {2}offices\[0\]\.streetAddress$/));
    expect(named(refusals)).toContainEqual(expect.stringMatching(/business\.yaml:\d+ {2}emails\.info\.display$/));
  });

  it('passes a complete environment with real-looking facts (a copy of the facts\' text, not the file)', () => {
    expect(preflight(completeEnv, new Map([[BUSINESS, realLookingFacts()]]))).toEqual([]);
  });

  it('refuses a rating or figure the owner has not confirmed, at its line, with the editor\'s fix', () => {
    const page = 'blocks:\n  - type: cards\n    items:\n      - title: 80% faster\n  - type: cards\n    confirmed: true\n    items:\n      - title: 60% faster\n';
    const unconfirmed = parseDocument(realLookingFacts());
    unconfirmed.setIn(['ratings', 'overall', 'confirmed'], false);
    const claims = preflight(completeEnv, new Map([[BUSINESS, unconfirmed.toString()], ['site/pages/home.yaml', page]]));
    expect(named(claims)).toEqual([expect.stringMatching(/^site\/business\.yaml:\d+ {2}ratings\.overall$/), 'site/pages/home.yaml:4  blocks[0]']);
    expect(claims[1]!.problem).toBe('block 1 (cards) states 80%, not yet confirmed by the owner as true');
    expect(claims[1]!.fix).toContain('"The owner has confirmed this is true" on it in the editor');
  });

  it('refuses the test suite\'s tracking ids, a secret key in a VITE_ variable, and a service_role key as the anon key', () => {
    const e2e = loadEnv('e2e', projectRoot, 'VITE_');
    const leaked = preflight({ ...completeEnv, ...e2e, VITE_SUPABASE_ANON_KEY: supabaseKey('service_role'), VITE_RESEND_KEY: 're_8fK2mQ9xLr4TnB7vWc3Y' }, new Map());
    expect(named(leaked)).toEqual(['VITE_SUPABASE_ANON_KEY', 'VITE_GA_MEASUREMENT_ID', 'VITE_GOOGLE_ADS_ID', 'VITE_ADS_LABEL_LEAD', 'VITE_ADS_LABEL_PHONE', 'VITE_ADS_LABEL_ROI', 'VITE_RESEND_KEY']);
    expect(leaked.find((refusal) => refusal.what === 'VITE_RESEND_KEY')?.problem).toContain('a Resend API key');
  });

  it('wants a live https origin for the site, the Supabase project and the sign-in proxy', () => {
    expect(originProblem('https://www.sclc.com.au')).toBeUndefined();
    expect(originProblem('http://www.sclc.com.au')).toContain('not https');
    expect(originProblem('https://www.sclc.com.au/home')).toContain('path');
    for (const host of ['www.example.com', 'example.com.au', 'shop.example', 'localhost', 'site.test', '127.0.0.1']) expect(isReservedHost(host), host).toBe(true);
    expect(named(preflight({ ...completeEnv, VITE_CMS_AUTH_URL: 'http://localhost:8787' }, new Map()))).toEqual(['VITE_CMS_AUTH_URL']);
  });
});

describe('what a deploy needs and what a change touches', () => {
  it('skips a deploy whose secrets a fork lacks, naming them', () => {
    expect(missingSecrets('site', { CLOUDFLARE_ACCOUNT_ID: 'abc', CLOUDFLARE_API_TOKEN: ' ' })).toEqual(['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_PROJECT_NAME']);
    expect(missingSecrets('backend', {})).toEqual(['SUPABASE_ACCESS_TOKEN', 'SUPABASE_PROJECT_ID', 'SUPABASE_DB_URL', 'MAIL_RETRY_SECRET']);
  });

  it('lets content alone skip the browser suite, never code', () => {
    expect(isContentOnly(['site/pages/faq.yaml', 'pages.yaml', 'site/images/rust.jpg'])).toBe(true);
    expect(isContentOnly(['site/pages/faq.yaml', 'renderer/blocks/faq/Faq.tsx'])).toBe(false);
    expect(isContentOnly(['schema/page.schema.json'])).toBe(false);
    expect(isContentOnly([])).toBe(false);
  });

  it('lets content skip the suite only on top of a live commit, and redeploys the function when what it bundles changed', () => {
    expect(pushVerdict(['site/pages/faq.yaml'], true)).toMatchObject({ contentOnly: true, backend: false });
    expect(pushVerdict(['site/pages/faq.yaml'], false)).toMatchObject({ contentOnly: false, backend: false });
    expect(pushVerdict(['site/business.yaml'], true)).toMatchObject({ contentOnly: true, backend: true });
    expect(pushVerdict(['src/server/enquiries/handler.ts', 'README.md'], true)).toMatchObject({ contentOnly: false, backend: true });
    expect(pushVerdict(['supabase/migrations/20250105000000_x.sql'], true)).toMatchObject({ contentOnly: false, backend: true });
    expect(pushVerdict([], false)).toMatchObject({ contentOnly: false, backend: true });
  });
});
