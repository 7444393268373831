// What every editor spec starts from: `npm run edit` in a throwaway git copy of the project, its tests in order (each
// builds on what the one before saved). The copy and the editor are the worker's (worker-editor.ts), put back as made
// before each spec; a spec that makes a copy of its own (makeCopy) or names its own ports gets an editor of its own.
import type { Page } from '@playwright/test';
import { copyProject, type ProjectCopy } from '../support/project-copy';
import { startEditor, stopProcess, type RunningEditor } from '../support/processes';
import { expect, test } from './test';
import { workerEditor, workerEditorPort } from './worker-editor';

export interface EditorCopy {
  /** The editor's site (the site and /admin/), and its port; the port after it is the editor's backend. */
  readonly site: string;
  readonly sitePort: number;
  /** The copy, from the spec's first test on. */
  project: ProjectCopy;
  editor?: RunningEditor;
}

interface EditorCopyOptions {
  /** An own editor's site port beside the e2e server's (E2E_PORT), unless `portVariable` names one set in the environment (a helper's range). */
  portOffset: number;
  portVariable?: string;
  /** Makes the copy before an editor of the spec's own starts on it (without it: the worker's copy, as made). */
  makeCopy?: () => ProjectCopy;
  /** Each test's limit; the editor's start has 3 minutes. */
  testTimeout?: number;
}

export function editorInACopy({ portOffset, portVariable, makeCopy, testTimeout = 300_000 }: EditorCopyOptions): EditorCopy {
  const ownPort = portVariable && process.env[portVariable];
  const own = makeCopy !== undefined || !!ownPort;
  const sitePort = own ? Number(ownPort || Number(process.env.E2E_PORT ?? 4173) + portOffset) : workerEditorPort();
  const editing = { site: `http://127.0.0.1:${sitePort}`, sitePort } as EditorCopy;
  test.describe.configure({ mode: 'serial', timeout: testTimeout });
  test.use({ screenshot: 'only-on-failure' });
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    if (!own) return Object.assign(editing, await workerEditor());
    editing.project = (makeCopy ?? (() => copyProject({ git: true })))();
    editing.editor = await startEditor(editing.project.root, { sitePort, cmsPort: sitePort + 1 });
  });
  test.afterAll(async () => {
    if (!own) return;
    await stopProcess(editing.editor?.process);
    editing.project?.remove();
  });
  return editing;
}

/** The text box of the form whose value is `value`. */
export async function boxWithValue(page: Page, value: string) {
  const boxes = page.getByRole('textbox');
  // After a save Decap draws "Loading entry..." while it reads the draft back, for seconds on a busy host.
  await expect(boxes.first()).toBeVisible({ timeout: 30_000 });
  for (let index = 0; index < (await boxes.count()); index++) if ((await boxes.nth(index).inputValue().catch(() => '')) === value) return boxes.nth(index);
  throw new Error(`no text box holds ${JSON.stringify(value)}`);
}
