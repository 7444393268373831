// The browser tests' two lanes (scripts/e2e.ts runs them at once): the specs that mostly wait on a clock, in a lane of
// one worker beside the busy lane's two. Measured with every process they start, browsers included (a cpuacct cgroup):
// editor-schedule used 26 s of CPU in 110 s; none of the other long specs qualifies (enquiry-soak 47 s in 65 s, offline
// 99 s in 145 s, tap-events 161 s in 141 s: its slowed phone CPU still spins).
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
