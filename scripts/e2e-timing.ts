// `node --import tsx scripts/e2e-timing.ts <report.json>`: where a browser-test run's time went, per spec, longest first,
// from Playwright's JSON report (`PLAYWRIGHT_JSON_OUTPUT_NAME=report.json npm run test:e2e -- --reporter=list,json`).
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** The annotation tests/e2e/test.ts puts on every test: when its own fixtures began (after worker fixtures and beforeAll). */
export const OWN_FIXTURES_ANNOTATION = 'own fixtures from';

interface JsonResult {
  startTime: string;
  duration: number;
  parallelIndex: number;
  status: string;
  annotations?: Array<{ type: string; description?: string }>;
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
  /** Summed durations of its tests (Playwright's: fixtures, hooks and body). */
  testMs: number;
  /** Of testMs, the time before each test's own fixtures: worker fixtures and beforeAll hooks. */
  beforeTestMs: number;
  /** Time a worker slot stood idle right before one of its tests: a worker starting, the previous spec's teardown and afterAll. */
  idleBeforeMs: number;
}

export interface RunTiming {
  wallMs: number;
  /** From the run's start to its first test: the webServer starting (and global setup). */
  webServerMs: number;
  specs: SpecTiming[];
}

export function runTiming(report: JsonReport): RunTiming {
  const runs: Array<{ spec: string; start: number; end: number; slot: number; beforeTest: number }> = [];
  const visit = (suite: JsonSuite) => {
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results) {
          if (result.status === 'skipped') continue;
          const start = Date.parse(result.startTime);
          const ownFixtures = result.annotations?.find((note) => note.type === OWN_FIXTURES_ANNOTATION)?.description;
          runs.push({ spec: suite.file.replace(/\.spec\.ts$/, ''), start, end: start + result.duration, slot: result.parallelIndex, beforeTest: ownFixtures ? Date.parse(ownFixtures) - start : 0 });
        }
    suite.suites?.forEach(visit);
  };
  report.suites.forEach(visit);
  const runStart = Date.parse(report.stats.startTime);
  const specs = new Map<string, SpecTiming>();
  const lastEnd = new Map<number, number>();
  for (const run of runs.sort((a, b) => a.start - b.start)) {
    const timing = specs.get(run.spec) ?? { spec: run.spec, tests: 0, testMs: 0, beforeTestMs: 0, idleBeforeMs: 0 };
    timing.tests += 1;
    timing.testMs += run.end - run.start;
    timing.beforeTestMs += run.beforeTest;
    // A slot's first test waited for the webServer, counted once for the run.
    if (lastEnd.has(run.slot)) timing.idleBeforeMs += Math.max(0, run.start - lastEnd.get(run.slot)!);
    lastEnd.set(run.slot, run.end);
    specs.set(run.spec, timing);
  }
  const firstStart = Math.min(...runs.map((run) => run.start));
  return {
    wallMs: report.stats.duration,
    webServerMs: runs.length ? firstStart - runStart : 0,
    specs: [...specs.values()].sort((a, b) => b.testMs + b.idleBeforeMs - (a.testMs + a.idleBeforeMs)),
  };
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);

export function formatRunTiming(timing: RunTiming): string {
  const sum = (pick: (spec: SpecTiming) => number) => timing.specs.reduce((total, spec) => total + pick(spec), 0);
  const row = (cells: Array<string | number>) => cells.map((cell, index) => (index === 0 ? String(cell).padEnd(22) : String(cell).padStart(10))).join(' ');
  return [
    `wall ${seconds(timing.wallMs)} s; webServer until the first test ${seconds(timing.webServerMs)} s`,
    `summed: ${seconds(sum((spec) => spec.testMs))} s in tests, of which ${seconds(sum((spec) => spec.beforeTestMs))} s before their own fixtures (worker fixtures, beforeAll); ${seconds(sum((spec) => spec.idleBeforeMs))} s of worker slots idle between tests`,
    row(['spec', 'tests', 'summed s', 'before s', 'in test s', 'idle s']),
    ...timing.specs.map((spec) => row([spec.spec, spec.tests, seconds(spec.testMs), seconds(spec.beforeTestMs), seconds(spec.testMs - spec.beforeTestMs), seconds(spec.idleBeforeMs)])),
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
