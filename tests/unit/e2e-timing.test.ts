import { describe, expect, it } from 'vitest';
import { formatRunTiming, OWN_FIXTURES_ANNOTATION, runTiming, type JsonReport } from '../../scripts/e2e-timing';

const at = (second: number) => new Date(Date.UTC(2026, 11, 7, 6, 0, second)).toISOString();
const result = (slot: number, start: number, seconds: number, ownFixturesAt?: number) => ({
  startTime: at(start),
  duration: seconds * 1000,
  parallelIndex: slot,
  status: 'passed',
  annotations: ownFixturesAt === undefined ? [] : [{ type: OWN_FIXTURES_ANNOTATION, description: at(ownFixturesAt) }],
});

// Two worker slots after a 10 s webServer: slot 0 runs a spec whose first test waits 4 s on a beforeAll, then (after
// 3 s idle: its worker's teardown and the next one's start) a quick spec; slot 1 runs one long test.
const report: JsonReport = {
  stats: { startTime: at(0), duration: 40_000 },
  suites: [
    { file: 'servers.spec.ts', specs: [{ tests: [{ results: [result(0, 10, 6, 14)] }] }, { tests: [{ results: [result(0, 16, 2, 16)] }] }] },
    { file: 'quick.spec.ts', suites: [{ file: 'quick.spec.ts', specs: [{ tests: [{ results: [result(0, 21, 1, 21)] }] }] }] },
    { file: 'long.spec.ts', specs: [{ tests: [{ results: [result(1, 11, 25, 11)] }] }] },
  ],
};

describe('the browser-test timing from a JSON report', () => {
  it('sums each spec’s tests, the time before their own fixtures and the idle slot before them, longest first', () => {
    const timing = runTiming(report);
    expect(timing.webServerMs).toBe(10_000);
    expect(timing.specs).toEqual([
      { spec: 'long', tests: 1, testMs: 25_000, beforeTestMs: 0, idleBeforeMs: 0 },
      { spec: 'servers', tests: 2, testMs: 8_000, beforeTestMs: 4_000, idleBeforeMs: 0 },
      { spec: 'quick', tests: 1, testMs: 1_000, beforeTestMs: 0, idleBeforeMs: 3_000 },
    ]);
  });

  it('prints the totals and one row a spec', () => {
    const lines = formatRunTiming(runTiming(report)).split('\n');
    expect(lines[0]).toBe('wall 40.0 s; webServer until the first test 10.0 s');
    expect(lines[1]).toContain('34.0 s in tests, of which 4.0 s before their own fixtures');
    expect(lines.slice(3).map((line) => line.split(/\s+/)[0])).toEqual(['long', 'servers', 'quick']);
  });
});
