import type { ChildProcess } from 'node:child_process';

/** Stops a process the tests started and resolves once it has exited, so nothing it still writes races what the test removes next. */
export async function stopProcess(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  await exited;
}
