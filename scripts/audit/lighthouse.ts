// Lighthouse 12 (mobile preset, simulated throttling) on the local server, one route at a time in one Chromium.
// Each route's runs alternate between the site and its no-script variant, so both see the same host load.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result as LighthouseResult, RunnerResult } from 'lighthouse';
import { initializeConfig } from 'lighthouse/core/config/config.js';
import { Runner } from 'lighthouse/core/runner.js';
import { CHROME_FLAGS, chromePath } from '../build/chromium';
import { othersCpus, readCpu } from './host-load';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
export const VARIANTS = ['site', 'no-script'] as const;
export type Variant = (typeof VARIANTS)[number];

/** One Lighthouse run of one route in one variant. */
export interface Sample {
  path: string;
  variant: Variant;
  scores: Record<Category, number>;
  fcpMs: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Main-thread work of the whole load (Lighthouse's breakdown: script, style and layout, parsing, rendering, other), CPU slowdown applied. */
  mainThreadMs: number;
  /** Bytes over the wire by resource type, as Lighthouse counted them. */
  transferred: { script: number; stylesheet: number; document: number };
  /** Audits that cost points, per category below 100, so a missed target says why. */
  failing: string[];
  /** Lighthouse's measure of the host's CPU speed at the start of the run; a busy host scores lower. */
  benchmarkIndex: number;
  /** CPUs' worth of work other processes did on the host during the run; undefined where it cannot be read. */
  othersCpus?: number;
  /** FCP and LCP simulated again from the same run with no CPU time: the network path to first paint alone, which the host's load cannot stretch. */
  networkFcpMs: number;
  networkLcpMs: number;
}

export function sampleOf(path: string, variant: Variant, lhr: LighthouseResult, network: LighthouseResult): Sample {
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
    variant,
    scores: Object.fromEntries(CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? Number.NaN) * 100)])) as Record<Category, number>,
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbtMs: numeric('total-blocking-time'),
    mainThreadMs: numeric('mainthread-work-breakdown'),
    transferred: { script: bytes('script'), stylesheet: bytes('stylesheet'), document: bytes('document') },
    failing,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    networkFcpMs: network.audits['first-contentful-paint']?.numericValue ?? Number.NaN,
    networkLcpMs: network.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
  };
}

/** How often a run that Lighthouse itself could not record (e.g. NO_NAVSTART: "Please run Lighthouse again") is retried. */
const RETRIES = 2;

/**
 * The categories run per variant: the no-script variant is the yardstick of timing only (its accessibility, best
 * practices and SEO are judged nowhere), so it skips their audits, axe's among them.
 */
export const VARIANT_CATEGORIES: Record<Variant, readonly Category[]> = { site: CATEGORIES, 'no-script': ['performance'] };

async function audit(url: string, port: number, categories: readonly Category[], log: (line: string) => void): Promise<{ result: RunnerResult; othersCpus?: number }> {
  for (let attempt = 0; ; attempt++) {
    const before = readCpu();
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...categories] });
    const after = readCpu();
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const failure = result.lhr.runtimeError;
    if (!failure) return { result, othersCpus: before && after ? othersCpus(before, after) : undefined };
    if (attempt >= RETRIES) throw new Error(`Lighthouse could not load ${url}: ${failure.message}`);
    log(`  Lighthouse could not record the run (${failure.code}); running it again`);
  }
}

/** Lantern's own guess of a server's response time when it has none observed. */
const SERVER_RESPONSE_MS = 30;

/**
 * The run's paint metrics simulated again from its trace with no CPU time and a server that always answers in the
 * same time: the same mobile network and the same requests, without what a busy host stretches (main-thread tasks,
 * and the local server's answer, which Lighthouse otherwise takes from the run).
 */
async function networkOnly(run: RunnerResult): Promise<LighthouseResult> {
  const gathered = run.artifacts.settings;
  const origin = new URL(run.lhr.finalDisplayedUrl).origin;
  const { resolvedConfig } = await initializeConfig('navigation', {
    extends: 'lighthouse:default',
    settings: {
      ...gathered,
      onlyCategories: undefined,
      onlyAudits: ['first-contentful-paint', 'largest-contentful-paint'],
      throttling: { ...gathered.throttling, cpuSlowdownMultiplier: 0 },
      precomputedLanternData: { additionalRttByOrigin: { [origin]: 0 }, serverResponseTimeByOrigin: { [origin]: SERVER_RESPONSE_MS } },
    },
  });
  const result = await Runner.audit({ ...run.artifacts, settings: resolvedConfig.settings }, { resolvedConfig, computedCache: new Map() });
  if (!result) throw new Error('Lighthouse returned nothing when simulating the run again without CPU time');
  return result.lhr;
}

interface RunOptions {
  /** Base address of each variant's server. */
  bases: Record<Variant, string>;
  paths: readonly string[];
  /** Alternating pairs (site, then no-script) run per route at least. */
  runs: number;
  /** More pairs, up to this many, while `enough` says the route's samples cannot be judged yet (e.g. the host was busy). */
  maxRuns?: number;
  enough?: (samples: Sample[]) => boolean;
  log?: (line: string) => void;
}

/** Runs Lighthouse on every path of both variants, alternating; returns every run and, per path, the site's report of median performance. */
export async function runLighthouse({ bases, paths, runs, maxRuns = runs, enough = () => true, log = () => {} }: RunOptions): Promise<{ samples: Sample[]; reports: Record<string, LighthouseResult> }> {
  const chrome = await chromeLauncher.launch({ chromePath: chromePath(), chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  const samples: Sample[] = [];
  const reports: Record<string, LighthouseResult> = {};
  try {
    for (const path of paths) {
      const siteReports: LighthouseResult[] = [];
      const routeSamples: Sample[] = [];
      for (let run = 1; run <= runs || (run <= maxRuns && !enough(routeSamples)); run++) {
        for (const variant of VARIANTS) {
          const { result, othersCpus } = await audit(bases[variant] + path, chrome.port, VARIANT_CATEGORIES[variant], log);
          const lhr = result.lhr;
          const sample = { ...sampleOf(path, variant, lhr, await networkOnly(result)), othersCpus };
          log(`lighthouse ${path} ${variant} run ${run}: performance ${sample.scores.performance}, FCP ${Math.round(sample.fcpMs)} ms, LCP ${Math.round(sample.lcpMs)} ms, TBT ${Math.round(sample.tbtMs)} ms, main thread ${Math.round(sample.mainThreadMs)} ms, benchmarkIndex ${Math.round(sample.benchmarkIndex)}, other processes ${othersCpus?.toFixed(2) ?? '?'} CPUs; without CPU time FCP ${Math.round(sample.networkFcpMs)} ms, LCP ${Math.round(sample.networkLcpMs)} ms`);
          routeSamples.push(sample);
          if (variant === 'site') siteReports.push(lhr);
        }
      }
      reports[path] = [...siteReports].sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0))[Math.floor(siteReports.length / 2)]!;
      samples.push(...routeSamples);
    }
  } finally {
    chrome.kill();
  }
  return { samples, reports };
}
