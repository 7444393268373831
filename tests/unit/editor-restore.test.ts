// A restore from the editor's history writes one content file in the project folder: never through a link, which a
// draft or a hand could have put where the page file was, and which would have it write page YAML outside the project.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { commitFile, LinkedFileError } from '../../src/server/editor-history';

let root: string;
let outside: string;
const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=Developer', '-c', 'user.email=d@example.com', ...args], { cwd: root, encoding: 'utf8' });

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'editor-restore-'));
  outside = mkdtempSync(path.join(tmpdir(), 'editor-restore-outside-'));
  writeFileSync(path.join(outside, 'secret.txt'), 'secret\n');
  mkdirSync(path.join(root, 'site/pages'), { recursive: true });
  writeFileSync(path.join(root, 'site/pages/faq.yaml'), 'blocks: []\n');
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-q', '-m', 'The site');
});

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
  rmSync(outside, { recursive: true, force: true });
});

describe('a restore', () => {
  it('commits a plain page file', async () => {
    await commitFile(root, 'site/pages/faq.yaml', 'blocks:\n  - type: faq\n', 'Restore', 'Alex');
    expect(readFileSync(path.join(root, 'site/pages/faq.yaml'), 'utf8')).toBe('blocks:\n  - type: faq\n');
    expect(git('log', '-1', '--format=%an|%s').trim()).toBe('Alex|Restore');
  });

  it('never writes through a page file turned into a link', async () => {
    rmSync(path.join(root, 'site/pages/faq.yaml'));
    symlinkSync(path.join(outside, 'secret.txt'), path.join(root, 'site/pages/faq.yaml'));
    await expect(commitFile(root, 'site/pages/faq.yaml', 'blocks: []\n', 'Restore')).rejects.toBeInstanceOf(LinkedFileError);
    expect(readFileSync(path.join(outside, 'secret.txt'), 'utf8')).toBe('secret\n');
  });

  it('never writes through a folder above it turned into a link', async () => {
    rmSync(path.join(root, 'site/pages'), { recursive: true });
    symlinkSync(outside, path.join(root, 'site/pages'));
    await expect(commitFile(root, 'site/pages/secret.txt', 'blocks: []\n', 'Restore')).rejects.toThrow(/^Not restored: site\/pages\/secret\.txt is a link/);
    expect(readFileSync(path.join(outside, 'secret.txt'), 'utf8')).toBe('secret\n');
  });
});
