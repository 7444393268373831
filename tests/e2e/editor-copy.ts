// What every editor spec starts from: `npm run edit` in a throwaway git copy of the project, on the spec's own ports,
// one copy per spec file and its tests in order (each builds on what the one before saved).
import type { Page } from '@playwright/test';
import { copyProject, type ProjectCopy } from '../support/project-copy';
import { startEditor, stopProcess, type RunningEditor } from '../support/processes';
import { expect, test } from './test';

export interface EditorCopy {
  /** The editor's site (the site and /admin/), and its port; the port after it is the editor's backend. */
  readonly site: string;
  readonly sitePort: number;
  /** The copy, from the spec's first test on. */
  project: ProjectCopy;
  editor?: RunningEditor;
}

interface EditorCopyOptions {
  /** The site's port beside the e2e server's (E2E_PORT), unless `portVariable` names one set in the environment (a helper's range). */
  portOffset: number;
  portVariable?: string;
  /** Makes the copy before the editor starts on it (the default: a git copy of the project as it is). */
  makeCopy?: () => ProjectCopy;
  /** Each test's limit; the editor's start has 3 minutes. */
  testTimeout?: number;
}

export function editorInACopy({ portOffset, portVariable, makeCopy = () => copyProject({ git: true }), testTimeout = 300_000 }: EditorCopyOptions): EditorCopy {
  const sitePort = Number((portVariable && process.env[portVariable]) || Number(process.env.E2E_PORT ?? 4173) + portOffset);
  const editing = { site: `http://127.0.0.1:${sitePort}`, sitePort } as EditorCopy;
  test.describe.configure({ mode: 'serial', timeout: testTimeout });
  test.use({ screenshot: 'only-on-failure' });
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    editing.project = makeCopy();
    editing.editor = await startEditor(editing.project.root, { sitePort, cmsPort: sitePort + 1 });
  });
  test.afterAll(async () => {
    await stopProcess(editing.editor?.process);
    editing.project?.remove();
  });
  return editing;
}

/** The text box of the form whose value is `value`. */
export async function boxWithValue(page: Page, value: string) {
  const boxes = page.getByRole('textbox');
  await expect(boxes.first()).toBeVisible();
  for (let index = 0; index < (await boxes.count()); index++) if ((await boxes.nth(index).inputValue().catch(() => '')) === value) return boxes.nth(index);
  throw new Error(`no text box holds ${JSON.stringify(value)}`);
}
