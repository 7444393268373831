import { describe, expect, it } from 'vitest';
import { formatRunTiming, runTiming, type JsonReport } from '../../scripts/e2e-timing';

const at = (second: number) => new Date(Date.UTC(2026, 11, 7, 6, 0, second)).toISOString();
const result = (slot: number, start: number, seconds: number) => ({ startTime: at(start), duration: seconds * 1000, parallelIndex: slot, status: 'passed' });

// Two worker slots after a 10 s webServer, in a 40 s run. Slot 0: a spec whose beforeAll takes 4 s (outside its first
// test's 2 s), then 1 s of its afterAll and the next worker's start, then a quick spec to the end. Slot 1: one long test.
const report: JsonReport = {
  stats: { startTime: at(0), duration: 40_000 },
  suites: [
    { file: 'servers.spec.ts', specs: [{ tests: [{ results: [result(0, 10, 2)] }] }, { tests: [{ results: [result(0, 16, 2)] }] }] },
    { file: 'quick.spec.ts', suites: [{ file: 'quick.spec.ts', specs: [{ tests: [{ results: [result(0, 19, 21)] }] }] }] },
    { file: 'long.spec.ts', specs: [{ tests: [{ results: [result(1, 11, 25)] }] }] },
  ],
};

describe('the browser-test timing from a JSON report', () => {
  it('sums each spec’s tests and its worker slot’s time outside them, longest first', () => {
    const timing = runTiming(report);
    expect(timing.webServerMs).toBe(10_000);
    expect(timing.specs).toEqual([
      { spec: 'long', tests: 1, testMs: 25_000, outsideMs: 0 },
      { spec: 'quick', tests: 1, testMs: 21_000, outsideMs: 0 },
      { spec: 'servers', tests: 2, testMs: 4_000, outsideMs: 5_000 },
    ]);
  });

  it('prints the totals and one row a spec', () => {
    const lines = formatRunTiming(runTiming(report)).split('\n');
    expect(lines[0]).toBe('wall 40.0 s; webServer until the first test 10.0 s');
    expect(lines[1]).toBe('summed: 50.0 s in tests (their fixtures, beforeEach, body, afterEach); 5.0 s outside them (beforeAll, afterAll, worker fixtures, worker starts)');
    expect(lines.slice(3).map((line) => line.split(/\s+/)[0])).toEqual(['long', 'quick', 'servers']);
  });
});
