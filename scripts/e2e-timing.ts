// `node --import tsx scripts/e2e-timing.ts <report.json>`: where a browser-test run's time went, per spec, longest first,
// from Playwright's JSON report (`PLAYWRIGHT_JSON_OUTPUT_NAME=report.json npm run test:e2e -- --reporter=list,json`).
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

interface JsonResult {
  startTime: string;
  duration: number;
  parallelIndex: number;
  status: string;
}
interface JsonSuite {
  file: string;
  specs?: Array<{ tests: Array<{ results: JsonResult[] }> }>;
  suites?: JsonSuite[];
}
export interface JsonReport {
  stats: { startTime: string; duration: number };
  suites: JsonSuite[];
}

export interface SpecTiming {
  spec: string;
  tests: number;
  /** Summed durations of its tests as Playwright counts them: test fixtures, beforeEach, the body, afterEach. */
  testMs: number;
  /**
   * Its worker slot's time outside those durations, from each test's start to the next one's in the slot: beforeAll
   * and afterAll hooks and worker fixtures (each on a clock of its own), and the next worker's start.
   */
  outsideMs: number;
}

export interface RunTiming {
  wallMs: number;
  /** From the run's start to its first test: the webServer starting (and global setup). */
  webServerMs: number;
  specs: SpecTiming[];
}

export function runTiming(report: JsonReport): RunTiming {
  const runs: Array<{ spec: string; start: number; duration: number; slot: number }> = [];
  const visit = (suite: JsonSuite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results) if (result.status !== 'skipped') runs.push({ spec: suite.file.replace(/\.spec\.ts$/, ''), start: Date.parse(result.startTime), duration: result.duration, slot: result.parallelIndex });
    suite.suites?.forEach(visit);
  };
  report.suites.forEach(visit);
  const runStart = Date.parse(report.stats.startTime);
  runs.sort((a, b) => a.start - b.start);
  const specs = new Map<string, SpecTiming>();
  runs.forEach((run, index) => {
    const next = runs.slice(index + 1).find((later) => later.slot === run.slot);
    const timing = specs.get(run.spec) ?? { spec: run.spec, tests: 0, testMs: 0, outsideMs: 0 };
    timing.tests += 1;
    timing.testMs += run.duration;
    // After a slot's last test it waits for the other slots: not the spec's time.
    if (next) timing.outsideMs += Math.max(0, next.start - run.start - run.duration);
    specs.set(run.spec, timing);
  });
  return {
    wallMs: report.stats.duration,
    webServerMs: runs.length ? runs[0]!.start - runStart : 0,
    specs: [...specs.values()].sort((a, b) => b.testMs + b.outsideMs - (a.testMs + a.outsideMs)),
  };
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);

export function formatRunTiming(timing: RunTiming): string {
  const sum = (pick: (spec: SpecTiming) => number) => timing.specs.reduce((total, spec) => total + pick(spec), 0);
  const row = (cells: Array<string | number>) => cells.map((cell, index) => (index === 0 ? String(cell).padEnd(22) : String(cell).padStart(10))).join(' ');
  return [
    `wall ${seconds(timing.wallMs)} s; webServer until the first test ${seconds(timing.webServerMs)} s`,
    `summed: ${seconds(sum((spec) => spec.testMs))} s in tests (their fixtures, beforeEach, body, afterEach); ${seconds(sum((spec) => spec.outsideMs))} s outside them (beforeAll, afterAll, worker fixtures, worker starts)`,
    row(['spec', 'tests', 'in tests s', 'outside s', 'total s']),
    ...timing.specs.map((spec) => row([spec.spec, spec.tests, seconds(spec.testMs), seconds(spec.outsideMs), seconds(spec.testMs + spec.outsideMs)])),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = process.argv[2];
  if (!file) {
    console.error('usage: node --import tsx scripts/e2e-timing.ts <report.json> (PLAYWRIGHT_JSON_OUTPUT_NAME=report.json npm run test:e2e -- --reporter=list,json)');
    process.exit(2);
  }
  console.log(formatRunTiming(runTiming(JSON.parse(readFileSync(file, 'utf8')) as JsonReport)));
}
