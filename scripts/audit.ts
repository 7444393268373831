// `npm run audit`: Lighthouse on representative routes beside each route's no-script variant, byte budgets over dist/,
// build scaling, early taps on the phone menu, INP per control, page changes on a slow phone, picture bytes per route
// and the editor's speed, each against its target.
// `--ci` is the CI gate (below). `--only lighthouse,budgets,scaling,taps,inp,navigation,pictures,editor` picks parts; `--routes /,/contact`
// and `--runs 3` narrow or repeat Lighthouse; `--pictures-before <dist folder>` prints another build's picture bytes
// beside today's. Figures go to the terminal and reports/ (gitignored).
//
// The CI gate fails only on what the change decides: byte, request, render-blocking and image budgets over dist/, the
// accessibility, best-practices and SEO scores, and the simulated FCP and LCP over the no-script variant measured
// alternately in the same run. Timing moves with the host, so it is judged only on runs whose benchmarkIndex and
// /proc say the host was quiet (busy runs are repeated; too few quiet ones and the verdict is "inconclusive", printed
// with its reason): the main-thread work of the page over its no-script variant's fails over its limit; the performance
// score, whose TBT counts only each task's time beyond 50 ms and so swings with the host, is reported beside it.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parse } from 'yaml';
import { startSiteServer } from '../src/server/index';
import { illustrationSources, pageFacts, type PageFacts } from './audit/budgets';
import { frameworkFloorBytes } from './audit/floor';
import { compareVariants, enoughQuietRuns, formatJudgements, judgeBudgets, judgeNoScriptRatio, judgePictures, judgeStaticScores, judgeTiming, QUIET_BENCHMARK_INDEX, QUIET_OTHERS_CPUS, type Judgement, type PageBudgets, type RouteComparison } from './audit/judge';
import { runLighthouse, type Sample } from './audit/lighthouse';
import { deadControlMs, measureEarlyTaps, type EarlyTaps } from './audit/early-taps';
import { INP_INTERACTIONS, measureInp, type ControlInp } from './audit/inp';
import { writeNoScriptCopy } from './audit/no-script';
import { measureScaling, type ScalingRow } from './audit/scaling';
import { measureEditorSpeed, type FieldTyping } from './audit/editor-speed';
import { longestArticle, measureNavigation, median, READING_MS, TAP_HOLD_MS, type HopResult } from './audit/navigation';
import { PHONE, phonePictures, type RoutePictures } from './audit/pictures';
import { buildSite } from './build';
import { builtMode, distDir, distIsStale } from './build/dist-folder';
import { projectRoot } from './build/content-files';
import { pageFile } from '../src/app/offline/offline-routes';

const AUDITED_ROUTES = ['/', '/laser-rust-removal', '/resources/laser-cleaning-safety-standards', '/resources/ultimate-laser-rust-removal-guide', '/contact', '/emergency-rust-removal-sydney', '/locations/sydney', '/equipment-sales'];
const CI_ROUTES = ['/', '/contact'];
/** Where the early taps are tried: the pages the issue found dead menus on. */
const TAP_ROUTES = ['/', '/contact', '/laser-rust-removal', '/faq'];
const TAP_MOMENTS = 20;
/** The page changes issue 41 timed, the longest article's route worked out from the built site. */
const NAVIGATION_HOPS = [
  { from: '/', to: '/laser-rust-removal' },
  { from: '/laser-rust-removal', to: '/contact' },
  { from: '/faq', to: '/contact' },
  { from: '/resources', to: '' },
];
/** A content page for the first-load JavaScript budget: a service page with no form or calculator. */
const CONTENT_PAGE = '/laser-rust-removal';
const FORM_PAGE = '/contact';

const KB = 1000;
/** The largest picture a phone may download (bytes as downloaded: photos as stored, a drawing gzipped). */
const PHONE_PICTURE_BUDGET = 250 * KB;
const TARGETS = {
  score: 100,
  fcpMs: 900,
  lcpMs: 850,
  cls: 0,
  tbtMs: 50,
  /** A tap to the next page's heading, and Back to the previous one's, on the slow phone. */
  navigationMs: 100,
  noScriptRatio: 1.1,
  validate1000Ms: 3000,
  build1000Ms: 60_000,
  /** Issue 41: every interaction within a frame or two on a slow phone. */
  inpMs: 100,
};
/** What issue 25 found at be4eb00, printed under today's figures so each part reads as before and after. */
const ISSUE_25_FOUND = {
  lighthouse: 'LCP 900-930 ms (the same HTML without scripts 750 ms); TBT 191 ms on /, 177 ms on the longest article',
  budgets: 'first-load JS on the content page 99.5 kB',
  taps: 'the menu button shown at about 650 ms; a tap at 800 ms, after the load event, opened nothing on any of these routes (6 of 6 lost); the same tap 6 s later did',
};
/** What issue 41 found at 696ba3f (medians of 3). */
const ISSUE_41_FOUND = {
  navigation: 'tap to the next heading: / -> /laser-rust-removal 1.2 s, /laser-rust-removal -> /contact 1.2 s, /faq -> /contact 4.3 s, /resources -> the longest article 4.8 s; Back 0.4-1.9 s',
};
/** Hard budgets over every built page, in CI and in the audit: the same figures on any host. */
const BUDGETS: PageBudgets = {
  contentJs: 90 * KB,
  contactJs: 118 * KB,
  paintPathJs: 1 * KB,
  css: 15 * KB,
  html: 30 * KB,
  requestsBeforeHydration: 6,
  renderBlocking: 1,
  highPriorityImages: 1,
};
const CI = {
  /** Floor of every category's median; performance only on runs from a quiet host. */
  minScore: 95,
  /**
   * Alternating site/no-script pairs per route, and at most this many while too few runs were on a quiet host: five, so
   * that the network path's smallest (see judge.ts) is each variant's path itself (3 runs of / once gave the site
   * 960-1110 ms of LCP path and the no-script page 780).
   */
  runs: 5,
  maxRuns: 6,
  /** On the network path (metrics simulated without CPU time, the smallest of the runs); the site measured 1.43 (FCP) before its boot script left that path. */
  maxNoScriptRatio: 1.25,
  /**
   * Main-thread work of the page over its no-script variant's, medians of quiet runs: 2.4-4.6 by single run at
   * 3ce9348 (hydrating the server's HTML is most of it), so a change that adds half as much again fails.
   */
  maxWorkRatio: 5,
};

const args = process.argv.slice(2);
const ci = args.includes('--ci');
const option = (name: string) => args.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : undefined);
const only = option('only')?.split(',');
const wants = (part: string) => (ci ? part === 'lighthouse' || part === 'budgets' || part === 'pictures' : !only || only.includes(part));
const reportsDir = path.join(projectRoot, 'reports');

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;
const ms = (n: number) => `${Math.round(n)} ms`;
/** "ok" when within target, otherwise how far off, in the figure's unit. */
const gap = (value: number, target: number, unit: (n: number) => string) => (value <= target ? 'ok' : `+${unit(value - target)}`);

function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column]!)).join('  ').trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n');
}

/** The side-by-side table: each route's medians beside its no-script variant's, with the ratio and what misses its target. */
function comparisonTable(comparisons: RouteComparison[]): string {
  return table(
    ['route', 'FCP', 'no-script', 'ratio', 'LCP', 'no-script', 'ratio', 'TBT', 'no-script', 'main thread', 'no-script', 'CLS', 'perf', 'a11y', 'best', 'seo', 'off target'],
    comparisons.map(({ path: route, site, noScript, fcpRatio, lcpRatio }) => {
      const misses = [
        site.fcpMs > TARGETS.fcpMs ? `FCP ${gap(site.fcpMs, TARGETS.fcpMs, ms)}` : '',
        site.lcpMs > TARGETS.lcpMs ? `LCP ${gap(site.lcpMs, TARGETS.lcpMs, ms)}` : '',
        fcpRatio > TARGETS.noScriptRatio ? `FCP ratio ${fcpRatio.toFixed(2)}` : '',
        lcpRatio > TARGETS.noScriptRatio ? `LCP ratio ${lcpRatio.toFixed(2)}` : '',
        site.tbtMs > TARGETS.tbtMs ? `TBT ${gap(site.tbtMs, TARGETS.tbtMs, ms)}` : '',
        site.cls > TARGETS.cls ? `CLS +${site.cls.toFixed(3)}` : '',
        ...Object.entries(site.scores).filter(([, score]) => score < TARGETS.score).map(([category, score]) => `${category} ${score - TARGETS.score}`),
      ].filter(Boolean);
      const s = site.scores;
      return [route, ms(site.fcpMs), ms(noScript.fcpMs), fcpRatio.toFixed(2), ms(site.lcpMs), ms(noScript.lcpMs), lcpRatio.toFixed(2), ms(site.tbtMs), ms(noScript.tbtMs), ms(site.mainThreadMs), ms(noScript.mainThreadMs), site.cls.toFixed(3), String(s.performance), String(s.accessibility), String(s['best-practices']), String(s.seo), misses.join(', ') || 'ok'];
    }),
  );
}

async function lighthousePart(paths: string[], runs: number, maxRuns = runs) {
  const noScriptDir = writeNoScriptCopy(distDir);
  const site = await startSiteServer({ distDir, port: 0 });
  const noScript = await startSiteServer({ distDir: noScriptDir, port: 0 });
  const base = (server: typeof site) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const { samples, reports } = await runLighthouse({ bases: { site: base(site), 'no-script': base(noScript) }, paths, runs, maxRuns, enough: enoughQuietRuns, log: (line) => console.log(line) });
    mkdirSync(reportsDir, { recursive: true });
    for (const [route, lhr] of Object.entries(reports)) writeFileSync(path.join(reportsDir, `lighthouse${route === '/' ? '-home' : route.replace(/\//g, '-')}.json`), JSON.stringify(lhr));
    const comparisons = compareVariants(samples);
    console.log(`\nLighthouse ${Object.values(reports)[0]?.lighthouseVersion ?? ''}, mobile, simulated throttling: medians of alternating runs, each route beside the same HTML with its scripts and module preloads removed`);
    console.log(`(targets: FCP <= ${TARGETS.fcpMs} ms, LCP <= ${TARGETS.lcpMs} ms, ratio to no-script <= ${TARGETS.noScriptRatio}, TBT <= ${TARGETS.tbtMs} ms on a quiet host, CLS 0, 100 in every category)`);
    console.log(comparisonTable(comparisons));
    console.log(`  when issue 25 was filed: ${ISSUE_25_FOUND.lighthouse}`);
    for (const comparison of comparisons) {
      const failing = [...new Map(samples.filter((sample) => sample.path === comparison.path && sample.variant === 'site').flatMap((sample) => sample.failing).map((audit) => [audit.split(' (')[0], audit])).values()];
      if (failing.length) console.log(`  ${comparison.path}: ${failing.join('; ')}`);
      console.log(`  ${comparison.path}: without CPU time (the network path alone) FCP ${ms(comparison.site.networkFcpMs)} against ${ms(comparison.noScript.networkFcpMs)} (${comparison.networkFcpRatio.toFixed(2)}), LCP ${ms(comparison.site.networkLcpMs)} against ${ms(comparison.noScript.networkLcpMs)} (${comparison.networkLcpRatio.toFixed(2)})`);
      const host = (variant: string) => samples.filter((sample) => sample.path === comparison.path && sample.variant === variant).map((sample) => `${Math.round(sample.benchmarkIndex)}/${sample.othersCpus?.toFixed(2) ?? '?'}`).join(', ');
      console.log(`  ${comparison.path}: benchmarkIndex/other processes' CPUs by run ${host('site')} (site), ${host('no-script')} (no-script)`);
    }
    console.log(`  a run is on a quiet host when its benchmarkIndex is at least ${QUIET_BENCHMARK_INDEX} and other processes did at most ${QUIET_OTHERS_CPUS} CPUs' worth of work while it ran; on a busy host Lighthouse's 4x CPU slowdown overstates TBT and the performance score`);
    return { samples, comparisons };
  } finally {
    site.close();
    noScript.close();
    rmSync(noScriptDir, { recursive: true, force: true });
  }
}

async function budgetsPart() {
  const routes = (parse(readFileSync(path.join(projectRoot, 'pages.yaml'), 'utf8')) as { routes: Array<{ path: string }> }).routes.map((route) => route.path);
  const pages = routes.map((route) => pageFacts(distDir, route));
  const floor = await frameworkFloorBytes();
  const content = pages.find((page) => page.path === CONTENT_PAGE)!;
  const largest = (pick: (page: PageFacts) => number) => [...pages].sort((a, b) => pick(b) - pick(a)).slice(0, 5);
  const judgements = judgeBudgets(pages, BUDGETS, CONTENT_PAGE, FORM_PAGE, illustrationSources(projectRoot, distDir));
  console.log('\nBudgets over every page of dist/ (gzip level 9; the same on any host, so each miss fails CI)');
  console.log(formatJudgements(judgements));
  console.log(`  content page first-load JS: framework floor ${kb(floor)}, site code ${kb(content.js - floor)}`);
  console.log(`  largest first-load JS: ${largest((page) => page.js).map((page) => `${page.path} ${kb(page.js)}`).join(', ')}`);
  console.log(`  when issue 25 was filed: ${ISSUE_25_FOUND.budgets}`);
  console.log(`  largest HTML: ${largest((page) => page.html).map((page) => `${page.path} ${kb(page.html)}`).join(', ')}`);
  return { floor, pages, judgements };
}

/** Runs `measure` with the site and its no-script variant each served on a free port, then stops both. */
async function withNoScriptVariant<T>(measure: (bases: { site: string; noScript: string }) => Promise<T>): Promise<T> {
  const noScriptDir = writeNoScriptCopy(distDir);
  const site = await startSiteServer({ distDir, port: 0 });
  const noScript = await startSiteServer({ distDir: noScriptDir, port: 0 });
  const base = (server: typeof site) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    return await measure({ site: base(site), noScript: base(noScript) });
  } finally {
    site.close();
    noScript.close();
    rmSync(noScriptDir, { recursive: true, force: true });
  }
}

/** The phone menu tapped at 20 moments from its first paint to the load event plus 2 s, beside the no-script variant. */
async function tapsPart(routes: string[]): Promise<Array<{ site: EarlyTaps; noScript: EarlyTaps }>> {
  console.log(`\nEarly taps on the menu button: a 390-px phone, 150 ms latency, 1.6 Mbit/s, CPU 4x slower; ${TAP_MOMENTS} cold loads per route, each tapped once`);
  return withNoScriptVariant(async (bases) => {
    const results = [];
    for (const route of routes) results.push({ site: await measureEarlyTaps(bases.site, route, TAP_MOMENTS), noScript: await measureEarlyTaps(bases.noScript, route, TAP_MOMENTS) });
    const opened = (taps: EarlyTaps) => `${taps.taps.filter((tap) => tap.opened).length} of ${taps.taps.length}`;
    console.log(
      table(
        ['route', 'button shown', 'load event', 'taps that opened the menu', 'dead for', 'no-script: opened', 'no-script: dead for', 'target'],
        results.map(({ site: s, noScript: n }) => [s.route, ms(s.buttonShownMs), ms(s.loadEventMs), opened(s), ms(deadControlMs(s)), opened(n), ms(deadControlMs(n)), `${TAP_MOMENTS} of ${TAP_MOMENTS}`]),
      ),
    );
    console.log(`  when issue 25 was filed: ${ISSUE_25_FOUND.taps}`);
    return results;
  });
}

/** Page changes on the slow phone, each hop beside the same hop on the HTML without scripts (every hop a document load). */
async function navigationPart(runs: number): Promise<{ site: HopResult[]; noScript: HopResult[] }> {
  const hops = NAVIGATION_HOPS.map((hop) => ({ ...hop, to: hop.to || longestArticle(distDir) }));
  console.log(`\nPage changes: a 390-px phone, 150 ms latency, 1.6 Mbit/s, CPU 4x slower; each run a fresh phone that loads the first page, waits for it to settle, scrolls the link into view, reads for ${READING_MS} ms and taps it (finger down ${TAP_HOLD_MS} ms), then goes Back; medians of ${runs}`);
  return withNoScriptVariant(async (bases) => {
    const results = await measureNavigation(bases, hops, runs, (line) => console.log(line));
    const middle = (result: HopResult, pick: (run: HopResult['runs'][number]) => number) => median(result.runs.map(pick));
    const ways = (result: HopResult, pick: (run: HopResult['runs'][number]) => string) => [...new Set(result.runs.map(pick))].join('/');
    console.log(
      table(
        ['hop', 'tap to heading', 'no-script', 'Back to heading', 'no-script', 'Back at its scroll', 'how it came (forward, back)', 'off target'],
        results.site.map((result, index) => {
          const reference = results.noScript[index]!;
          const [forward, back] = [middle(result, (run) => run.forwardMs), middle(result, (run) => run.backMs)];
          const misses = [forward > TARGETS.navigationMs ? `tap ${gap(forward, TARGETS.navigationMs, ms)}` : '', back > TARGETS.navigationMs ? `Back ${gap(back, TARGETS.navigationMs, ms)}` : ''].filter(Boolean);
          return [
            `${result.from} -> ${result.to} (${result.runs.length} runs)`,
            ms(forward),
            ms(middle(reference, (run) => run.forwardMs)),
            ms(back),
            ms(middle(reference, (run) => run.backMs)),
            `${result.runs.filter((run) => run.backAtScroll).length} of ${result.runs.length}`,
            `${ways(result, (run) => run.forwardBy)}, ${ways(result, (run) => run.backBy)}; no-script ${ways(reference, (run) => run.forwardBy)}, ${ways(reference, (run) => run.backBy)}`,
            misses.join(', ') || 'ok',
          ];
        }),
      ),
    );
    console.log(`  target: <= ${ms(TARGETS.navigationMs)} forward and back`);
    console.log(`  when issue 41 was filed: ${ISSUE_41_FOUND.navigation}`);
    return results;
  });
}

/** INP per control at 4x CPU, beside the same interactions on the no-script page where the control works without scripts. */
async function inpPart(): Promise<ControlInp[]> {
  console.log(`\nInteraction to Next Paint per control: CPU 4x slower, each control used ${INP_INTERACTIONS} times on one load once the page has hydrated, p98 of the interactions' longest events (Event Timing API; one under 16 ms counts as 16); target p98 <= ${TARGETS.inpMs} ms`);
  return withNoScriptVariant(async (bases) => {
    const rows = await measureInp(bases.site, bases.noScript);
    console.log(
      table(
        ['control', 'route', 'interactions', 'median', 'p98', 'max', 'no-script p98', 'off target'],
        rows.map((row) => [row.name, row.route, String(row.interactions), ms(row.medianMs), ms(row.p98Ms), ms(row.maxMs), row.noScriptP98Ms === undefined ? '(needs scripts)' : ms(row.noScriptP98Ms), gap(row.p98Ms, TARGETS.inpMs, ms)]),
      ),
    );
    return rows;
  });
}

function scalingPart(): ScalingRow[] {
  console.log('\nBuild scaling: synthetic sites of real content plus pages of every block example');
  const rows = [100, 1000].map((total) => {
    const row = measureScaling(total);
    console.log(`  ${row.pages} pages: validate ${(row.validateMs / 1000).toFixed(2)} s, build+prerender ${(row.buildMs / 1000).toFixed(1)} s`);
    return row;
  });
  const perSecond = (pages: number, ms: number) => `${Math.round(pages / (ms / 1000))} pages/s`;
  console.log(
    table(
      ['pages', 'validate', 'pages/s', 'build+prerender', 'pages/s', 'off target (1,000 pages: validate <= 3 s, build <= 60 s)'],
      rows.map((row) => [
        String(row.pages),
        `${(row.validateMs / 1000).toFixed(2)} s`,
        perSecond(row.pages, row.validateMs),
        `${(row.buildMs / 1000).toFixed(1)} s`,
        perSecond(row.pages, row.buildMs),
        row.pages >= 1000 ? [gap(row.validateMs, TARGETS.validate1000Ms, (n) => `${(n / 1000).toFixed(2)} s validate`), gap(row.buildMs, TARGETS.build1000Ms, (n) => `${(n / 1000).toFixed(1)} s build`)].join(', ') : '',
      ]),
    ),
  );
  const [small, large] = rows as [ScalingRow, ScalingRow];
  const marginal = (large.buildMs - small.buildMs) / (large.pages - small.pages);
  console.log(`  marginal build cost ${marginal.toFixed(1)} ms per page beyond the fixed bundling time; validate ${((large.validateMs - small.validateMs) / (large.pages - small.pages)).toFixed(2)} ms per page`);
  return rows;
}

/** The editor as `npm run edit` serves it, beside the figures of the editor it replaced. */
async function editorPart() {
  console.log("\nThe browser editor (npm run edit): opening the home page form until its hero's title can be typed in, each keystroke in the title (a text box) and the introduction (Markdown) with the preview open, and from a key to its letter in the preview");
  const served = await measureEditorSpeed();
  const typing = (field: FieldTyping) => [ms(field.keystrokeMedianMs), ms(field.keystrokeP90Ms), `${field.overOneFrame} of ${field.keystrokes}`, ms(field.previewMedianMs), ms(field.previewP90Ms)];
  console.log(
    table(
      ['build', 'field', 'time to usable', 'keystroke median', 'keystroke p90', 'keystrokes over 16 ms', 'key to preview median', 'key to preview p90'],
      [
        ['as served (production bundle)', 'title', `${(served.usableMs / 1000).toFixed(1)} s`, ...typing(served.title)],
        ['', 'introduction', '', ...typing(served.introduction)],
        // Six runs on a quiet host, 2026-11-26: letters handed to the whole form before their paint, Decap's list drawn anew on each.
        ['each letter through the whole form (94242f0)', 'title', '1.5 s', '16 ms', '24 ms', '4-13 of 25', '23-27 ms', '32-36 ms'],
        ['', 'introduction', '', '24 ms', '24-32 ms', '14-20 of 25', '31-34 ms', '155-165 ms'],
        // Medians of 4-5 runs on a busy host (load 4-14 on 2 CPUs), 2026-11-26: the editor as npm run edit served it before it was built.
        ['unbuilt, production React (c6ebf95)', 'title', '7.0 s', '64 ms', '144 ms', '', '68 ms', '120 ms'],
        ['issue 28 found', 'title', '5 s', '243 ms', '', '', '', ''],
        ['target', '', '2 s', '16 ms', '16 ms', '', '300 ms', ''],
      ],
    ),
  );
  return { served };
}

/** Pictures a phone downloads per route, largest and total, beside another build's when --pictures-before names one. */
function picturesPart(before?: string): RoutePictures[] {
  const routes = (parse(readFileSync(path.join(projectRoot, 'pages.yaml'), 'utf8')) as { routes: Array<{ path: string }> }).routes.map((route) => route.path);
  const today = routes.map((route) => phonePictures(distDir, route));
  const earlier = before ? new Map(routes.flatMap((route) => (existsSync(path.join(before, pageFile(route))) ? [[route, phonePictures(before, route)] as const] : []))) : undefined;
  console.log(`\nPictures a ${PHONE.width}-px phone at ${PHONE.dpr}x downloads per route, scrolled to the end: the file each picture's srcset and sizes give it (a closed lightbox's left out); target: largest <= ${kb(PHONE_PICTURE_BUDGET)}`);
  const was = (route: string, pick: (row: RoutePictures) => number) => (earlier ? [earlier.has(route) ? kb(pick(earlier.get(route)!)) : '-'] : []);
  console.log(
    table(
      ['route', 'pictures', 'largest', 'total', ...(earlier ? ['before: largest', 'before: total'] : []), 'off target'],
      today.map((row) => [row.path, String(row.pictures.length), kb(row.largest), kb(row.total), ...was(row.path, (r) => r.largest), ...was(row.path, (r) => r.total), gap(row.largest, PHONE_PICTURE_BUDGET, kb)]),
    ),
  );
  return today;
}

/** The CI gate's verdicts: budgets, the host-independent scores and the no-script ratios fail; timing is judged against the no-script variant on a quiet host. */
function ciJudgements(budgets: Judgement[], pictures: RoutePictures[], samples: Sample[], comparisons: RouteComparison[]): Judgement[] {
  return [
    ...budgets,
    judgePictures(pictures, PHONE_PICTURE_BUDGET, kb),
    ...CI_ROUTES.flatMap((route) => judgeStaticScores(route, samples, CI.minScore)),
    ...comparisons.flatMap((comparison) => judgeNoScriptRatio(comparison, CI.maxNoScriptRatio)),
    ...CI_ROUTES.flatMap((route) => judgeTiming(route, samples, CI.minScore, CI.maxWorkRatio)),
  ];
}

try {
  if ((distIsStale() || builtMode() !== 'production') && (wants('lighthouse') || wants('budgets') || wants('taps') || wants('inp') || wants('navigation'))) {
    console.log('dist/ is missing, older than its sources or a test build: building in production mode');
    await buildSite({ quiet: true, mode: 'production' });
  }
  const report: Record<string, unknown> = { date: new Date().toISOString() };
  const budgets = wants('budgets') ? await budgetsPart() : undefined;
  if (budgets) report.budgets = budgets;
  const runs = ci ? CI.runs : Number(option('runs') ?? 3);
  const lighthouse = wants('lighthouse') ? await lighthousePart(ci ? CI_ROUTES : (option('routes')?.split(',') ?? AUDITED_ROUTES), runs, ci ? CI.maxRuns : runs) : undefined;
  if (lighthouse) report.lighthouse = lighthouse;
  if (wants('scaling')) report.scaling = scalingPart();
  if (wants('taps')) report.taps = await tapsPart(option('routes')?.split(',') ?? TAP_ROUTES);
  if (wants('inp')) report.inp = await inpPart();
  if (wants('navigation')) report.navigation = await navigationPart(Number(option('runs') ?? 5));
  const pictures = wants('pictures') ? picturesPart(option('pictures-before')) : undefined;
  if (pictures) report.pictures = pictures;
  if (wants('editor')) report.editor = await editorPart();
  const reportFile = path.join(reportsDir, ci ? 'audit-ci.json' : 'audit.json');
  mkdirSync(reportsDir, { recursive: true });
  if (ci) {
    const judgements = ciJudgements(budgets!.judgements, pictures!, lighthouse!.samples, lighthouse!.comparisons);
    report.judgements = judgements;
    writeFileSync(reportFile, JSON.stringify(report, null, 2));
    console.log(`\nCI gate: what was judged, and why (report: ${path.relative(projectRoot, reportFile)})`);
    console.log(formatJudgements(judgements));
    const failed = judgements.filter((judgement) => judgement.verdict === 'fail');
    const inconclusive = judgements.filter((judgement) => judgement.verdict === 'inconclusive');
    if (inconclusive.length) console.log(`${inconclusive.length} timing check(s) inconclusive, each with its reason above: not failed; the budgets and no-script ratios above were judged in full`);
    if (failed.length) {
      console.error(`CI gate failed: ${failed.map((judgement) => judgement.check).join('; ')}`);
      process.exit(1);
    }
    console.log(`CI gate passed: ${judgements.length - inconclusive.length} of ${judgements.length} checks judged and within their limits`);
  } else {
    writeFileSync(reportFile, JSON.stringify(report, null, 2));
    console.log(`\nreport: ${path.relative(projectRoot, reportFile)}`);
  }
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
}
