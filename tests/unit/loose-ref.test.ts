// The editor reads HEAD and main from git's files on every call instead of starting git twice: it must say what
// `git rev-parse` says, or nothing (the caller then asks git), whatever state the repository is in.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { looseRef } from '../../src/server/editor-repo';

let root: string;
const git = (cwd: string, ...args: string[]) => execFileSync('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.invalid', ...args], { cwd, encoding: 'utf8' }).trim();
const commit = (message: string) => {
  writeFileSync(path.join(root, 'file.txt'), message);
  git(root, 'add', '-A');
  git(root, 'commit', '-qm', message);
  return git(root, 'rev-parse', 'HEAD');
};

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'loose-ref-'));
  git(root, 'init', '-q', '-b', 'main');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('looseRef', () => {
  it("reads HEAD through its branch, and a branch, as git rev-parse does", () => {
    commit('one');
    const second = commit('two');
    expect(looseRef(root, 'HEAD')).toBe(second);
    expect(looseRef(root, 'refs/heads/main')).toBe(git(root, 'rev-parse', 'refs/heads/main'));
  });

  it('reads a detached HEAD', () => {
    const first = commit('one');
    commit('two');
    git(root, 'checkout', '-q', '--detach', first);
    expect(looseRef(root, 'HEAD')).toBe(first);
  });

  it('leaves to git what is not in a loose file: a packed branch, no commit yet, a missing branch', () => {
    expect(looseRef(root, 'HEAD')).toBeUndefined();
    commit('one');
    expect(looseRef(root, 'refs/heads/elsewhere')).toBeUndefined();
    git(root, 'pack-refs', '--all');
    expect(looseRef(root, 'refs/heads/main')).toBeUndefined();
    expect(looseRef(root, 'HEAD')).toBeUndefined();
  });

  it("leaves a worktree to git (its .git is a file naming the repository's)", () => {
    commit('one');
    const tree = path.join(root, 'tree');
    git(root, 'worktree', 'add', '-q', tree, '-b', 'other');
    expect(looseRef(tree, 'HEAD')).toBeUndefined();
  });
});
