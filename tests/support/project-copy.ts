// A temporary copy of the whole project (sharing node_modules), to run its commands without touching the real one.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../scripts/build/content-files';
import { freshBundleMode, stampBundle } from '../../scripts/build/editor-bundle';

const SKIPPED = new Set(['node_modules', 'dist', '.build', '.data', '.git', 'tests', 'test-results', 'playwright-report']);

export interface ProjectCopy {
  root: string;
  read: (file: string) => string;
  write: (file: string, content: string) => void;
  /** Runs a project script (scripts/<name>.ts) in the copy; output and exit status. */
  run: (script: string, ...args: string[]) => { status: number | null; output: string };
  remove: () => void;
}

/**
 * A copy with `git: true` is a repository of its own with one commit of everything copied (npm run edit needs one).
 * `unitTests`: the unit tests come along (tests/ but its browser tests), to run them against what a command changed in the copy.
 */
export function copyProject({ git = false, unitTests = false } = {}): ProjectCopy {
  const root = mkdtempSync(path.join(tmpdir(), 'project-copy-'));
  const copied = (source: string) => {
    const [top, next] = path.relative(projectRoot, source).split(path.sep);
    return unitTests && top === 'tests' ? next !== 'e2e' : !SKIPPED.has(top!);
  };
  cpSync(projectRoot, root, { recursive: true, filter: copied });
  // Shared, as nothing writes to it; site/public/ is copied, since decap-server refuses media outside the project.
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(root, 'node_modules'));
  // The photo copies already made, so a build in the copy encodes only photos the test adds (the cache is by content hash).
  const photoCache = path.join(projectRoot, '.build/pictures');
  if (existsSync(photoCache)) cpSync(photoCache, path.join(root, '.build/pictures'), { recursive: true });
  // The editor's bundle, when it is as new as the project's sources: the copy's are the same files, only copied later,
  // and rebuilding it cost every spec that starts the editor 5 s (more on a busy host).
  const editorBundle = path.join(projectRoot, '.build/admin');
  const bundleMode = freshBundleMode(projectRoot, editorBundle);
  if (bundleMode) {
    cpSync(editorBundle, path.join(root, '.build/admin'), { recursive: true });
    stampBundle(root, path.join(root, '.build/admin'), bundleMode);
  }
  if (git) {
    const identity = { ...process.env, GIT_AUTHOR_NAME: 'Site developer', GIT_AUTHOR_EMAIL: 'developer@example.com', GIT_COMMITTER_NAME: 'Site developer', GIT_COMMITTER_EMAIL: 'developer@example.com' };
    spawnSync('git', ['init', '-q', '-b', 'main'], { cwd: root });
    // The shared node_modules is a link, which .gitignore's node_modules/ (a folder) does not catch.
    writeFileSync(path.join(root, '.git/info/exclude'), 'node_modules\n');
    for (const args of [['add', '-A'], ['commit', '-q', '-m', 'The site']]) spawnSync('git', args, { cwd: root, env: identity });
  }
  return {
    root,
    read: (file) => readFileSync(path.join(root, file), 'utf8'),
    write: (file, content) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), content);
    },
    run: (script, ...args) => {
      const result = spawnSync(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
      return { status: result.status, output: result.stdout + result.stderr };
    },
    remove: () => rmSync(root, { recursive: true, force: true, maxRetries: 5 }),
  };
}
