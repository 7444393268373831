// `npm run test:e2e`: the browser tests in two lanes at once. The waiting lane holds the specs that spend their time
// waiting on a clock (a schedule's whole minutes: about a quarter of a core for two minutes): one worker of its own, on
// ports of its own (E2E_PORT + 1000), so their waiting overlaps the busy lane's two workers instead of holding one of
// them. It starts once the busy lane's server answers, so the one build it may make is made once. With arguments (a
// spec, --shard, --project, a reporter), one plain run as `playwright test` makes it.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';

// The lanes: the specs that mostly wait on a clock, in a lane of one worker beside the busy lane's two. Measured with
// every process they start, browsers included (a cpuacct cgroup): editor-schedule used 26 s of CPU in 110 s; none of
// the other long specs qualifies (enquiry-soak 47 s in 65 s, offline 99 s in 145 s, tap-events 161 s in 141 s: its
// slowed phone CPU still spins). Here, not under tests/, as a copy of the project without its tests type-checks this.
export type E2ELane = 'busy' | 'waiting';

export const WAITING_SPECS = ['editor-schedule.spec.ts'];

/** The waiting lane's ports sit this far above the busy lane's (E2E_PORT and each spec's own offsets from it). */
export const E2E_LANE_PORT_SHIFT = 1000;

/** The lane a run is, from E2E_LANE; none runs every spec (a plain `playwright test`). */
export function e2eLane(value = process.env.E2E_LANE): E2ELane | undefined {
  if (value === undefined || value === '') return undefined;
  if (value === 'busy' || value === 'waiting') return value;
  throw new Error(`E2E_LANE is "${value}": it is "busy", "waiting" or unset (every spec).`);
}

/** Whether a spec's tests run in the lane. */
export const inLane = (lane: E2ELane | undefined, spec: string) => lane === undefined || WAITING_SPECS.includes(spec) === (lane === 'waiting');

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
