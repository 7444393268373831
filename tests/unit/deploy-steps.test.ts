// The pure steps of `npm run deploy` that its end-to-end tests (tests/e2e/deploy-backend.spec.ts) reach only through a database.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/build/content-files';
import { ownParameters } from '../../scripts/deploy/deploy-steps';
import { projectMismatches } from '../../scripts/deploy/project-ids';
import { preflight } from '../../scripts/deploy/preflight';

describe('the mail retry\'s Vault statements', () => {
  const statements = readFileSync(path.join(projectRoot, 'supabase/setup/mail-retry-vault.sql'), 'utf8').split('\n').filter((line) => line.trim() && !line.startsWith('--'));

  it('each get exactly the values they name, renumbered from $1', () => {
    const given = statements.map((statement) => ownParameters(statement, ['https://retry.example', 'the-secret']));
    expect(given.map(({ parameters }) => parameters)).toEqual([['https://retry.example'], ['https://retry.example'], ['the-secret'], ['the-secret'], []]);
    expect(given[2]!.text).toContain("vault.create_secret($1, 'enquiry_mail_retry_secret')");
    expect(given.every(({ text }) => !text.includes('$2'))).toBe(true);
  });

  it('keep one number for a value named twice, and refuse a value that is not passed', () => {
    expect(ownParameters('select $2, $2 || $1', ['a', 'b'])).toEqual({ text: 'select $1, $1 || $2', parameters: ['b', 'a'] });
    expect(() => ownParameters('select $3', ['a', 'b'])).toThrow('names $3, but only 2 value(s) are passed');
  });
});

/** A legacy Supabase key as the dashboard shows it: a JWT whose payload names the project (only the payload is read). */
const anonKey = (ref: string) => `eyJhbGciOiJIUzI1NiJ9.${Buffer.from(JSON.stringify({ iss: 'supabase', ref, role: 'anon' })).toString('base64url')}.c2lnbmF0dXJl`;

describe('the Supabase project every setting names', () => {
  const one = { SUPABASE_PROJECT_ID: 'abcdefghijklmnopqrst', VITE_SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co', VITE_SUPABASE_ANON_KEY: anonKey('abcdefghijklmnopqrst') };

  it('is one when the project id, the URL and the anon key agree, or when fewer than two are set', () => {
    expect(projectMismatches(one)).toEqual([]);
    expect(projectMismatches({ SUPABASE_PROJECT_ID: 'abcdefghijklmnopqrst' })).toEqual([]);
    // The new publishable keys and a custom domain name no project: nothing to compare.
    expect(projectMismatches({ ...one, VITE_SUPABASE_URL: 'https://api.example.com.au', VITE_SUPABASE_ANON_KEY: 'sb_publishable_abc' })).toEqual([]);
  });

  it('names both values and both settings when the URL or the key is of another project', () => {
    const [url] = projectMismatches({ ...one, VITE_SUPABASE_URL: 'https://zyxwvutsrqponmlkjihg.supabase.co' });
    expect(url).toMatchObject({ what: 'SUPABASE_PROJECT_ID and VITE_SUPABASE_URL' });
    expect(url!.problem).toContain('SUPABASE_PROJECT_ID names "abcdefghijklmnopqrst", VITE_SUPABASE_URL names "zyxwvutsrqponmlkjihg"');
    const [key] = projectMismatches({ VITE_SUPABASE_URL: one.VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY: anonKey('zyxwvutsrqponmlkjihg') });
    expect(key!.problem).toContain('VITE_SUPABASE_URL names "abcdefghijklmnopqrst", VITE_SUPABASE_ANON_KEY names "zyxwvutsrqponmlkjihg"');
  });

  it('is refused by the preflight', () => {
    const refusals = preflight({ ...one, VITE_SUPABASE_ANON_KEY: anonKey('zyxwvutsrqponmlkjihg') }, new Map());
    expect(refusals.map(({ what }) => what)).toContain('SUPABASE_PROJECT_ID and VITE_SUPABASE_ANON_KEY');
  });
});

describe('npm run deploy -- --ready', () => {
  const one = { SUPABASE_PROJECT_ID: 'abcdefghijklmnopqrst', VITE_SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co' };
  const ready = (args: string[], env: Record<string, string> = one) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/deploy.ts', '--ready', ...args], { cwd: projectRoot, encoding: 'utf8', env: { ...process.env, ...env, GITHUB_OUTPUT: '' } });

  it('without a kind says how to call it', () => {
    const bare = ready([]);
    expect(bare.stderr).toContain('usage: npm run deploy -- --ready site|backend');
    expect(bare.status).toBe(2);
  });

  it('refuses a backend whose project id and URL name different projects', () => {
    const run = ready(['backend'], { ...one, VITE_SUPABASE_URL: 'https://zyxwvutsrqponmlkjihg.supabase.co' });
    expect(run.stderr).toContain('SUPABASE_PROJECT_ID and VITE_SUPABASE_URL  name different Supabase projects');
    expect(run.status).toBe(1);
  });
});

describe('the environment files', () => {
  it('are kept out of git, live keys and all, but the example and the tests\' own', () => {
    const ignored = (file: string) => spawnSync('git', ['check-ignore', '-q', '--no-index', file], { cwd: projectRoot }).status === 0;
    expect(['.env', '.env.local', '.env.production', '.env.production.local'].filter((file) => !ignored(file))).toEqual([]);
    expect(['.env.example', '.env.e2e'].filter(ignored)).toEqual([]);
  });
});
