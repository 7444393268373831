// A block type added by hand (one folder plus one registry line; tests/unit/new-block.test.ts checks that validation,
// docs and the gallery pick it up) type-checks with the rest of the project: a full `tsc` of a copy, half a minute, so
// it runs with the slow tests rather than in the unit loop. No browser.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, test } from './test';
import { copyProject } from '../support/project-copy';
import { addQuoteBanner } from '../support/quote-banner';

test('a block type added by hand type-checks with the rest of the project', () => {
  test.setTimeout(300_000);
  const project = copyProject();
  try {
    addQuoteBanner(project);
    expect(project.run('generate').status).toBe(0);
    expect(project.read('schema/generated/types.ts')).toMatch(/export interface QuoteBannerBlock \{/);
    const typecheck = spawnSync(process.execPath, [path.join(project.root, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', project.root], { encoding: 'utf8' });
    expect(typecheck.stdout + typecheck.stderr).toBe('');
  } finally {
    project.remove();
  }
});
