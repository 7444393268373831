// One `npm run edit` per Playwright worker, in one git copy of the project, shared by the editor specs the worker runs:
// each spec gets it back as the copy was made (the project and the editor's clone at the first commit, no drafts), so
// the copy and the editor's start (the copy, git, Vite, the backend) are paid once a worker, not once a spec.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { isContentFile } from '../../src/content/content-files';
import { isPictureFile } from '../../src/content/pictures';
import { copyProject, type ProjectCopy } from '../support/project-copy';
import { startEditor, stopProcess, type RunningEditor } from '../support/processes';

export interface WorkerEditor {
  project: ProjectCopy;
  editor: RunningEditor;
}

/** The worker editor's site port, beside the e2e server's (E2E_PORT); the backend's is the next. Worker indexes grow as workers are replaced (a failure, another project): each gets ports of its own, so none waits for its predecessor's editor to let go of them. */
export const workerEditorPort = () => Number(process.env.E2E_PORT ?? 4173) + 540 + (Number(process.env.TEST_WORKER_INDEX ?? 0) % 30) * 2;

let running: { project: ProjectCopy; editor?: RunningEditor; start: string } | undefined;

const git = (cwd: string, ...args: string[]) => execFileSync('git', args, { cwd, encoding: 'utf8' }).trim();
/** The names of the git config entries matching `pattern` (git answers 1 when there are none). */
const configNames = (cwd: string, pattern: string) => {
  const found = spawnSync('git', ['config', '--name-only', '--get-regexp', pattern], { cwd, encoding: 'utf8' });
  if (found.status !== 0 && found.status !== 1) throw new Error(`git config --get-regexp ${pattern}: ${found.stderr}`);
  return found.stdout.split('\n').filter(Boolean);
};

/** The worker's editor, started on first use, or (used before) with the copy and the editor's clone put back as they were made. */
export async function workerEditor(): Promise<WorkerEditor> {
  if (!running) {
    const project = copyProject({ git: true });
    running = { project, start: git(project.root, 'rev-parse', 'HEAD') };
  } else {
    await putBack(running.project, running.start, running.editor);
  }
  // Started again should a spec have stopped it (or it died): the copy is as made, so a fresh start sees the same.
  if (!running.editor || running.editor.process.exitCode !== null || running.editor.process.signalCode !== null) {
    const sitePort = workerEditorPort();
    running.editor = await startEditor(running.project.root, { sitePort, cmsPort: sitePort + 1 });
  }
  return { project: running.project, editor: running.editor };
}

/** The project and the editor's clone at the copy's first commit, with no drafts; waits for the site to show it again. */
async function putBack(project: ProjectCopy, start: string, editor: RunningEditor | undefined) {
  const root = project.root;
  // What the specs changed since the copy was made: committed, staged, in the working tree or new.
  const changed = [...git(root, 'diff', '--name-only', start).split('\n'), ...git(root, 'ls-files', '--others', '--exclude-standard').split('\n')].filter(Boolean);
  const reloads = () => editor?.output().split('content reloaded').length ?? 0;
  const before = reloads();
  git(root, 'reset', '-q', '--hard', start);
  git(root, 'clean', '-q', '-f', '-d');
  const clone = path.join(root, '.build/editor-repo');
  if (existsSync(path.join(clone, '.git'))) {
    for (const operation of ['rebase-merge', 'rebase-apply']) if (existsSync(path.join(clone, '.git', operation))) git(clone, 'rebase', '--abort');
    git(clone, 'checkout', '-q', '-f', 'main');
    git(clone, 'reset', '-q', '--hard', start);
    git(clone, 'clean', '-q', '-f', '-d');
    // Drafts are branches; deleting one takes its status (the branch's description) with it.
    const drafts = git(clone, 'for-each-ref', '--format=%(refname:short)', 'refs/heads/').split('\n').filter((branch) => branch && branch !== 'main');
    if (drafts.length) git(clone, 'branch', '-q', '-D', ...drafts);
    // A schedule outlives its draft's branch (editor-repo.ts): none of the last spec's may fire during the next.
    for (const name of configNames(clone, '^editor-schedule\\.')) git(clone, 'config', '--unset-all', name);
  }
  // The site's development server reloads its content when a file changes: the next spec's first page must not be the last spec's site.
  if (editor && changed.some((file) => isContentFile(file) || isPictureFile(file))) {
    const deadline = Date.now() + 60_000;
    while (reloads() === before) {
      if (Date.now() > deadline) throw new Error(`npm run edit did not reload the site's content within 60 s of the copy being put back (${changed.join(', ')}):\n${editor.output().slice(-2000)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Stops the worker's editor and removes its copy (the worker's teardown, tests/e2e/test.ts). */
export async function stopWorkerEditor() {
  if (!running) return;
  await stopProcess(running.editor?.process);
  running.project.remove();
  running = undefined;
}
