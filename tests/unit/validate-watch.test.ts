import { spawn } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { copyProject } from '../support/project-copy';

it('validate --watch keeps checking after saves that write a new file and rename it over the old one', async () => {
  const project = copyProject();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/validate.ts', '--watch'], { cwd: project.root, env: { ...process.env, FORCE_COLOR: '0' } });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  /** Waits until the output since the last call matches, for up to 30 s, then starts a fresh transcript. */
  const printed = async (pattern: RegExp) => {
    await expect.poll(() => output, { timeout: 30_000, interval: 100 }).toMatch(pattern);
    output = '';
  };
  const file = path.join(project.root, 'site/pages/faq.yaml');
  const original = readFileSync(file, 'utf8');
  // How Vim, JetBrains IDEs and many other editors save: write beside the file, then rename over it.
  const atomicSave = (text: string) => {
    writeFileSync(`${file}.tmp`, text);
    renameSync(`${file}.tmp`, file);
  };
  try {
    await printed(/watching pages\.yaml/);
    for (let save = 0; save < 3; save++) {
      atomicSave(original.replace('title: Laser Cleaning FAQ', 'titel: Laser Cleaning FAQ'));
      await printed(/site\/pages\/faq\.yaml:\d+:\d+  error in FAQ page, block 1 \(Hero banner\): 'titel' is not a field of a Hero banner block[\s\S]*watching pages\.yaml/);
      atomicSave(original);
      await printed(/content is valid[\s\S]*watching pages\.yaml/);
    }
  } finally {
    child.kill();
    project.remove();
  }
}, 240_000);
