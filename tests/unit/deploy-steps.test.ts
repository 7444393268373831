// The pure steps of `npm run deploy` that its end-to-end tests (tests/e2e/deploy-backend.spec.ts) reach only through a database.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../scripts/build/content-files';
import { ownParameters } from '../../scripts/deploy/deploy-steps';

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
