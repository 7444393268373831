// The browser tests' two lanes (scripts/e2e.ts runs them at once): the specs that mostly wait on a clock, measured
// (editor-schedule: 16 s of CPU in 132 s; enquiry-soak: 23 s in 74 s), in a lane of one worker beside the busy lane's two.
export type E2ELane = 'busy' | 'waiting';

export const WAITING_SPECS = ['editor-schedule.spec.ts', 'enquiry-soak.spec.ts'];

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
