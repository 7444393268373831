import { spawn, type ChildProcess } from 'node:child_process';

/** Stops a process the tests started and resolves once it has exited, so nothing it still writes races what the test removes next. */
export async function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  await exited;
}

export interface RunningEditor {
  process: ChildProcess;
  /** Everything `npm run edit` printed so far. */
  output: () => string;
}

/** `npm run edit` in a project copy, on the given ports; resolves once it prints the editor's address. */
export async function startEditor(root: string, { sitePort, cmsPort }: { sitePort: number; cmsPort: number }): Promise<RunningEditor> {
  let output = '';
  const editor = spawn(process.execPath, ['--import', 'tsx', 'scripts/edit.ts'], {
    cwd: root,
    env: { ...process.env, FORCE_COLOR: '0', PORT: String(sitePort), CMS_PORT: String(cmsPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    editor.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('/admin/')) resolve();
    });
    editor.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    editor.once('exit', (code) => reject(new Error(`npm run edit exited with ${code}:\n${output}`)));
  });
  return { process: editor, output: () => output };
}
