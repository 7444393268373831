// `npm run test:e2e`: the browser tests in two lanes at once. The waiting lane holds the specs that spend their time
// waiting on a clock (a schedule's whole minutes: about a quarter of a core for two minutes): one worker of its own, on
// ports of its own (E2E_PORT + 1000), so their waiting overlaps the busy lane's two workers instead of holding one of
// them. It starts once the busy lane's server answers, so the one build it may make is made once. With arguments (a
// spec, --shard, --project, a reporter), one plain run as `playwright test` makes it.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';
import { E2E_LANE_PORT_SHIFT } from '../tests/support/e2e-lanes';

const PLAYWRIGHT = ['playwright', 'test', '-c', 'tests/playwright.config.ts'];
const port = Number(process.env.E2E_PORT ?? 4173);

const exited = (child: ChildProcess) => new Promise<number>((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))));

/** Resolves once the site server answers, or the lane that starts it has ended. */
async function serverUp(url: string, laneEnded: Promise<number>) {
  let ended = false;
  void laneEnded.then(() => (ended = true));
  while (!ended) {
    const answered = await fetch(url).then((response) => response.ok, () => false);
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function main(args: string[]) {
  if (args.length) process.exit(await exited(spawn('npx', [...PLAYWRIGHT, ...args], { stdio: 'inherit' })));

  const busy = spawn('npx', PLAYWRIGHT, { stdio: 'inherit', env: { ...process.env, E2E_LANE: 'busy' } });
  const busyEnded = exited(busy);
  await serverUp(`http://127.0.0.1:${port}/`, busyEnded);
  const waiting = spawn('npx', PLAYWRIGHT, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, E2E_LANE: 'waiting', E2E_PORT: String(port + E2E_LANE_PORT_SHIFT) } });
  for (const stream of [waiting.stdout!, waiting.stderr!]) createInterface({ input: stream }).on('line', (line) => console.log(`[waiting lane] ${line}`));
  const [busyCode, waitingCode] = await Promise.all([busyEnded, exited(waiting)]);
  console.log(`browser tests: busy lane ${busyCode === 0 ? 'passed' : `failed (exit ${busyCode})`}, waiting lane ${waitingCode === 0 ? 'passed' : `failed (exit ${waitingCode})`}`);
  process.exit(busyCode || waitingCode);
}

if (import.meta.url === pathToFileURL(process.argv[1]!).href) void main(process.argv.slice(2));
