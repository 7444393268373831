// Lighthouse 12 (mobile preset, simulated throttling) on the local server, one route at a time in one Chromium.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult } from 'lighthouse';
import { CHROME_FLAGS, chromePath } from '../chromium';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface LighthouseRow {
  path: string;
  scores: Record<Category, number>;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Bytes over the wire by resource type, as Lighthouse counted them. */
  transferred: { script: number; stylesheet: number; document: number };
  /** Audits that cost points, per category below 100, so a missed target says why. */
  failing: string[];
  /** Performance score and TBT of every run, in run order, when a route ran more than once. */
  runs: Array<{ performance: number; tbtMs: number }>;
  /** Lighthouse's measure of the host's CPU speed; its 4x slowdown is meant for a host of about 1,500. */
  benchmarkIndex: number;
}


function rowOf(path: string, lhr: LighthouseResult, all: LighthouseResult[]): LighthouseRow {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = (lhr.audits['resource-summary']?.details as { items?: Array<{ resourceType: string; transferSize: number }> } | undefined)?.items ?? [];
  const bytes = (type: string) => summary.find((item) => item.resourceType === type)?.transferSize ?? 0;
  const failing = CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id} (${lhr.audits[ref.id]?.displayValue ?? lhr.audits[ref.id]?.score})`),
  );
  return {
    path,
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)])) as Record<Category, number>,
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    transferred: { script: bytes('script'), stylesheet: bytes('stylesheet'), document: bytes('document') },
    failing,
    runs: all.length > 1 ? all.map((run) => ({ performance: Math.round((run.categories.performance?.score ?? 0) * 100), tbtMs: run.audits['total-blocking-time']?.numericValue ?? Number.NaN })) : [],
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** How often a run that Lighthouse itself could not record (e.g. NO_NAVSTART: "Please run Lighthouse again") is retried. */
const RETRIES = 2;

async function audit(url: string, port: number, log: (line: string) => void): Promise<LighthouseResult> {
  for (let attempt = 0; ; attempt++) {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const failure = result.lhr.runtimeError;
    if (!failure) return result.lhr;
    if (attempt >= RETRIES) throw new Error(`Lighthouse could not load ${url}: ${failure.message}`);
    log(`  Lighthouse could not record the run (${failure.code}); running it again`);
  }
}

/** Runs Lighthouse on each path of `base`; returns one row per path and the full reports. Runs each route `runs` times and keeps the run with the median performance score, as Lighthouse advises for variance. */
export async function runLighthouse(base: string, paths: readonly string[], log: (line: string) => void = () => {}, runs = 1): Promise<{ rows: LighthouseRow[]; reports: Record<string, LighthouseResult> }> {
  const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const rows: LighthouseRow[] = [];
  const reports: Record<string, LighthouseResult> = {};
  try {
    for (const path of paths) {
      const results: LighthouseResult[] = [];
      for (let run = 1; run <= runs; run++) {
        log(`lighthouse ${path}${runs > 1 ? ` (run ${run} of ${runs})` : ''}`);
        results.push(await audit(base + path, chrome.port, log));
      }
      const median = [...results].sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0))[Math.floor(results.length / 2)]!;
      reports[path] = median;
      rows.push(rowOf(path, median, results));
    }
  } finally {
    chrome.kill();
  }
  return { rows, reports };
}
