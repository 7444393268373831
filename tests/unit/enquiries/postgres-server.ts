// Vitest global setup: the Postgres server the production-driver variant of the enquiry tests runs on.
// CI (.ci/run) starts one and sets TEST_DATABASE_URL; otherwise one is started here when Debian's
// postgresql binaries exist. Without either, the Postgres tests fail with the reason: they never pass unrun.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** An admin URL of the test Postgres server, or empty when there is none. */
    postgresUrl: string;
    /** Why there is no server, when there is none. */
    postgresProblem: string;
  }
}

const run = promisify(execFile);
const SCRIPT = path.resolve(import.meta.dirname, '../../../scripts/throwaway-postgres.sh');

export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const given = process.env.TEST_DATABASE_URL?.trim();
  if (given) {
    project.provide('postgresUrl', given);
    project.provide('postgresProblem', '');
    return undefined;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'test-postgres-'));
  try {
    const { stdout } = await run('bash', [SCRIPT, 'start', dir]);
    project.provide('postgresUrl', stdout.trim());
    project.provide('postgresProblem', '');
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const stderr = (error as { stderr?: string }).stderr?.trim();
    project.provide('postgresUrl', '');
    project.provide('postgresProblem', `No Postgres for the production-driver tests: set TEST_DATABASE_URL, or install Debian's postgresql (${stderr || String(error)})`);
    return undefined;
  }
  return async () => {
    await run('bash', [SCRIPT, 'stop', dir]).catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
}
