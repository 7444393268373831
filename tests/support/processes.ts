import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

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

/** Resolves once the process prints `ready`; rejects with its output if it exits first. */
export function startedWhen(child: ChildProcess, ready: RegExp, name: string): Promise<ChildProcess> {
  let output = '';
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve(child);
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}:\n${output}`)));
  });
}

const WRANGLER = path.join(import.meta.dirname, '../../node_modules/wrangler/bin/wrangler.js');

/** A built folder served as Cloudflare Pages serves it (`wrangler pages dev`: its _headers and _redirects), offline: no account, metrics or update check. */
export const servePages = (folder: string, port: number) =>
  startedWhen(
    // Its devtools port beside the served one: two servers on the fixed default 9229 make the second exit.
    spawn(process.execPath, [WRANGLER, 'pages', 'dev', folder, '--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(port + 20_000), '--compatibility-date', '2026-01-01'], {
      cwd: path.dirname(folder),
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false', CI: '1', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
    /Ready on http/,
    'wrangler pages dev',
  );
