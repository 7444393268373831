import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gzipBytes, imageTags, pageBytes, paintPathScripts, renderBlockingResources, requestsBeforeHydration } from '../../scripts/audit/budgets';
import { othersCpus, hostTicks, processTicks, treeTicks } from '../../scripts/audit/host-load';
import { compareVariants, enoughQuietRuns, isQuiet, judgeBudgets, judgeNoScriptRatio, judgePictures, judgeStaticScores, judgeTiming, median, QUIET_BENCHMARK_INDEX } from '../../scripts/audit/judge';
import { sampleOf, VARIANT_CATEGORIES, type Sample } from '../../scripts/audit/lighthouse';
import { withoutScripts } from '../../scripts/audit/no-script';

const PAGE =
  '<html><head><link rel="preload" as="image" href="/images/hero.webp" fetchPriority="high"/><link rel="stylesheet" href="/assets/boot.css">' +
  '<script type="module" async fetchpriority="low" src="/assets/boot.js"></script><link rel="modulepreload" fetchpriority="low" href="/assets/shared.js">' +
  '<template id="hydration-preloads"><link rel="modulepreload" href="/assets/app.js"><link rel="preload" as="fetch" href="/_data/index.json"></template></head>' +
  '<body><img src="/images/hero.webp" width="600" height="400" fetchPriority="high"><img src="/images/logo.svg" width="32"><img src="/images/late.webp" width="1" height="1" loading="lazy"></body></html>';

function distWithChunks(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'gate-'));
  mkdirSync(path.join(dist, 'assets'));
  const chunks: Record<string, string> = { 'boot.js': 'import"./shared.js";import("./app.js");', 'shared.js': 'export const s=1;', 'app.js': 'export const a=1;' };
  for (const [name, code] of Object.entries(chunks)) writeFileSync(path.join(dist, 'assets', name), code);
  return dist;
}

describe('the no-script variant', () => {
  it('keeps the page and its stylesheet but no script, module preload or hydration template', () => {
    const html = withoutScripts(PAGE);
    expect(html).not.toMatch(/<script|modulepreload|hydration-preloads/);
    expect(html).toContain('<link rel="stylesheet" href="/assets/boot.css">');
    expect(html).toContain('<img src="/images/hero.webp"');
  });
});

describe('what a built page does before hydration', () => {
  it('runs the boot script and its static imports, not the app it imports later', () => {
    expect(paintPathScripts(distWithChunks(), PAGE).sort()).toEqual(['/assets/boot.js', '/assets/shared.js']);
  });

  it('counts the stylesheet as render-blocking, not an async module script', () => {
    expect(renderBlockingResources(PAGE)).toEqual(['/assets/boot.css']);
    expect(renderBlockingResources('<head><script src="/a.js"></script><script defer src="/b.js"></script></head>')).toEqual(['/a.js']);
  });

  it('requests the stylesheet, the boot chunks, head preloads and images not loaded lazily', () => {
    expect(requestsBeforeHydration(distWithChunks(), PAGE).sort()).toEqual(['/assets/boot.css', '/assets/boot.js', '/assets/shared.js', '/images/hero.webp', '/images/logo.svg']);
  });

  it('counts a stylesheet inlined in a <style> as CSS, not as HTML', () => {
    const dist = distWithChunks();
    const css = 'body{margin:0;color:#123}'.repeat(50);
    writeFileSync(path.join(dist, 'index.html'), `<html><head><style>${css}</style></head><body><p>Text</p></body></html>`);
    const bytes = pageBytes(dist, '/');
    expect(bytes.css).toBe(gzipBytes(css));
    expect(bytes.html).toBe(gzipBytes('<html><head><style></style></head><body><p>Text</p></body></html>'));
  });

  it('reads each image with its dimensions and priority', () => {
    expect(imageTags(PAGE).map((image) => [image.src, image.width, image.height, image.priority, image.lazy, image.preloaded])).toEqual([
      ['/images/hero.webp', '600', '400', 'high', false, true],
      ['/images/logo.svg', '32', undefined, undefined, false, false],
      ['/images/late.webp', '1', '1', undefined, true, false],
    ]);
  });
});

const sample = (overrides: Partial<Sample>): Sample => ({
  path: '/',
  variant: 'site',
  scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
  fcpMs: 800,
  lcpMs: 900,
  cls: 0,
  tbtMs: 0,
  mainThreadMs: 1000,
  transferred: { script: 0, stylesheet: 0, document: 0 },
  failing: [],
  benchmarkIndex: 2400,
  networkFcpMs: 700,
  networkLcpMs: 800,
  ...overrides,
});
const busy = QUIET_BENCHMARK_INDEX - 1;

const scores = (performance: number) => ({ performance, accessibility: 100, 'best-practices': 100, seo: 100 });
/** Alternating pairs, site then no-script, as the gate runs them. */
const pairs = (site: Array<Partial<Sample>>, noScript: Partial<Sample> = {}) => site.flatMap((run) => [sample(run), sample({ variant: 'no-script', ...noScript })]);
const byCheck = (judgements: Array<{ check: string; verdict: string; detail: string }>, words: string) => judgements.find((judgement) => judgement.check.includes(words))!;

describe('the CI gate on timing', () => {
  it('leaves out runs from a busy host and says so', () => {
    const runs = pairs([{ benchmarkIndex: busy, scores: scores(60), mainThreadMs: 20_000 }, {}, {}, {}]);
    const judgements = judgeTiming('/', runs, 95, 5);
    expect(judgements.map((judgement) => judgement.verdict)).toEqual(['pass', 'pass']);
    expect(byCheck(judgements, 'performance').detail).toContain(`busy runs left out: 60 at index ${busy}`);
    expect(byCheck(judgements, 'main-thread work').detail).toContain(`busy runs left out: 20000 ms at index ${busy}`);
  });

  it('is inconclusive, not failed, when too few runs were on a quiet host', () => {
    const runs = pairs([60, 70, 100].map((performance, n) => ({ benchmarkIndex: n < 2 ? busy : 2400, scores: scores(performance) })));
    const judgements = judgeTiming('/', runs, 95, 5);
    expect(judgements.map((judgement) => judgement.verdict)).toEqual(['inconclusive', 'inconclusive']);
    expect(judgements[0]!.detail).toMatch(/only 1 of 3 site runs and 3 of 3 no-script runs on a quiet host/);
    expect(enoughQuietRuns(runs)).toBe(false);
  });

  it('waits for quiet runs of the no-script variant too', () => {
    const runs = pairs([{}, {}, {}], { benchmarkIndex: busy });
    expect(enoughQuietRuns(runs)).toBe(false);
    expect(judgeTiming('/', runs, 95, 5).map((judgement) => judgement.verdict)).toEqual(['inconclusive', 'inconclusive']);
  });

  it('fails the main-thread work of the page over its no-script variant beyond the limit, medians of quiet runs', () => {
    const runs = pairs([{ mainThreadMs: 6000 }, { mainThreadMs: 6600 }, { mainThreadMs: 2000 }], { mainThreadMs: 1200 });
    expect(byCheck(judgeTiming('/', runs, 95, 4.9), 'main-thread work')).toMatchObject({ verdict: 'fail', detail: expect.stringContaining('6000 / 1200 ms = 5.00, at most 4.90') });
    expect(byCheck(judgeTiming('/', runs, 95, 5), 'main-thread work').verdict).toBe('pass');
  });

  it('reports a score under the floor with the no-script variant beside it, and does not fail on it', () => {
    const runs = pairs([{ scores: scores(79), tbtMs: 900 }, { scores: scores(80), tbtMs: 850 }, { scores: scores(84), tbtMs: 700 }], { scores: scores(97), tbtMs: 200 });
    const judgement = byCheck(judgeTiming('/', runs, 95, 5), 'performance');
    expect(judgement.verdict).toBe('inconclusive');
    expect(judgement.detail).toMatch(/median 80 over 3 quiet runs \(TBT median 850 ms\), floor 95; the same page with no script: median 97 \(TBT median 200 ms\)/);
  });

  it('fails accessibility under its floor whatever the host', () => {
    const runs = [sample({ benchmarkIndex: busy, scores: { performance: 50, accessibility: 90, 'best-practices': 100, seo: 100 } })];
    expect(judgeStaticScores('/', runs, 95).map((judgement) => judgement.verdict)).toEqual(['fail', 'pass', 'pass']);
  });

  it('runs every category on the site and fails one a run left out, rather than passing it', () => {
    expect(VARIANT_CATEGORIES.site).toEqual(['performance', 'accessibility', 'best-practices', 'seo']);
    // A report as Lighthouse writes it for the no-script variant, performance only.
    const performanceOnly = { audits: {}, categories: { performance: { score: 1, auditRefs: [] } }, environment: { benchmarkIndex: 2000 } } as unknown as Parameters<typeof sampleOf>[2];
    const run = sampleOf('/', 'site', performanceOnly, performanceOnly);
    expect(run.scores.performance).toBe(100);
    expect(judgeStaticScores('/', [run], 95).map((judgement) => judgement.verdict)).toEqual(['fail', 'fail', 'fail']);
  });
});

describe('the no-script ratio', () => {
  it('compares the smallest network path of both variants and fails over the limit', () => {
    const runs = [700, 720, 1000].flatMap((fcp) => [sample({ networkFcpMs: fcp * 1.3, networkLcpMs: 800 }), sample({ variant: 'no-script', networkFcpMs: fcp, networkLcpMs: 790 })]);
    const [comparison] = compareVariants(runs);
    expect(comparison!.networkFcpRatio).toBeCloseTo(1.3);
    expect(judgeNoScriptRatio(comparison!, 1.1).map((judgement) => judgement.verdict)).toEqual(['fail', 'pass']);
  });

  it('passes a page whose runs count a late request on one side more often than on the other (the home page in CI)', () => {
    const runs = [
      [1110, 780],
      [960, 780],
      [1110, 960],
    ].flatMap(([site, noScript]) => [sample({ networkFcpMs: 780, networkLcpMs: site }), sample({ variant: 'no-script', networkFcpMs: 780, networkLcpMs: noScript })]);
    const [comparison] = compareVariants(runs);
    expect(comparison!.networkLcpRatio).toBeCloseTo(960 / 780);
    expect(judgeNoScriptRatio(comparison!, 1.25).map((judgement) => judgement.verdict)).toEqual(['pass', 'pass']);
  });

  it('takes the median, not the mean', () => {
    expect(median([3, 1, 100])).toBe(3);
    expect(median([1, 2, 3, 4])).toBe(2.5);
  });
});

describe('the budgets', () => {
  const facts = (overrides: object) => ({ path: '/', js: 102_000, css: 9, html: 20, scripts: [], paintPathJs: 400, requests: ['a', 'b'], renderBlocking: ['/assets/boot.css'], images: [], ...overrides });
  const budgets = { contentJs: 110_000, contactJs: 150_000, paintPathJs: 1000, css: 15_000, html: 30_000, requestsBeforeHydration: 6, renderBlocking: 1, highPriorityImages: 1 };

  const failedChecks = (pages: object[]) => judgeBudgets(pages as never, budgets, '/', '/contact').filter((judgement) => judgement.verdict === 'fail').map((judgement) => judgement.check);

  it('fail when the boot chunk grows by a 30 kB script, and when a script file is fetched before the first paint', () => {
    expect(failedChecks([facts({}), facts({ path: '/contact' })])).toEqual([]);
    expect(failedChecks([facts({ js: 132_000 }), facts({ path: '/contact' })])).toEqual(['first-load JS, content page']);
    expect(failedChecks([facts({ paintPathJs: 3_000 }), facts({ path: '/contact' })])).toEqual(['JS before first paint (the inline starter and any script file the HTML names)']);
  });

  it('fail a decorative illustration that is preloaded or at high priority, not a photo', () => {
    const illustrations = new Set(['/images/hero-laser.webp']);
    const hero = { src: '/images/hero-laser.webp', width: '960', height: '720', priority: 'high', lazy: false, preloaded: true };
    const photo = { src: '/images/site-photo.webp', width: '960', height: '720', priority: 'high', lazy: false, preloaded: true };
    const failed = (pageImages: object[]) => judgeBudgets([facts({ images: pageImages }), facts({ path: '/contact' })], budgets, '/', '/contact', illustrations).filter((judgement) => judgement.verdict === 'fail');
    expect(failed([hero]).map((judgement) => [judgement.check, judgement.detail])).toEqual([['illustrations neither preloaded nor at high priority (decoration)', 'preloaded or high priority on / /images/hero-laser.webp']]);
    expect(failed([{ ...hero, priority: undefined }])).toHaveLength(1);
    expect(failed([{ ...hero, priority: undefined, preloaded: false, lazy: true }])).toEqual([]);
    expect(failed([photo])).toEqual([]);
  });

  it('fail an image without dimensions', () => {
    const image = { src: '/x.webp', width: '10', lazy: false, preloaded: false };
    const judgements = judgeBudgets([facts({ images: [image] }), facts({ path: '/contact' })], budgets, '/', '/contact');
    expect(judgements.find((judgement) => judgement.verdict === 'fail')?.detail).toBe('missing on / /x.webp');
  });
});

describe('the pictures a phone downloads', () => {
  const route = (path: string, largest: number) => ({ path, pictures: [{ file: '/images/a.avif', bytes: largest }], largest, total: largest });
  const kb = (bytes: number) => `${Math.round(bytes / 1000)} kB`;

  it('pass under the budget, naming the largest, and fail each route with a photo over it', () => {
    expect(judgePictures([route('/', 80_000), route('/x', 120_000)], 250_000, kb)).toEqual({ check: 'largest picture a phone downloads', verdict: 'pass', detail: '120 kB on /x, at most 250 kB' });
    expect(judgePictures([route('/', 80_000), route('/x', 900_000), route('/y', 260_000)], 250_000, kb)).toMatchObject({ verdict: 'fail', detail: '900 kB on /x, 260 kB on /y, at most 250 kB' });
  });
});

describe("the host's load during a run", () => {
  it('reads busy and total ticks of /proc/stat', () => {
    expect(hostTicks('cpu  100 5 50 800 20 3 2 1 0 0\ncpu0 1 2 3')).toEqual({ busy: 161, total: 981 });
  });

  it("sums a process tree's ticks, reaped children included, whatever its command", () => {
    const stat = (pid: number, ppid: number, ticks: number) => `${pid} (chrome (x) y) S ${ppid} 1 1 0 -1 0 0 0 0 0 ${ticks} 0 0 0 20`;
    const processes = [stat(10, 1, 5), stat(11, 10, 7), stat(12, 11, 1), stat(20, 1, 100)].map(processTicks);
    expect(treeTicks(processes, 10)).toBe(13);
  });

  it("is the other processes' share in CPUs, and makes a fast host's run busy", () => {
    const load = othersCpus({ busy: 0, total: 0, own: 0 }, { busy: 150, total: 200, own: 50 }, 2);
    expect(load).toBe(1);
    expect(isQuiet(sample({ othersCpus: load }))).toBe(false);
    expect(isQuiet(sample({ othersCpus: 0.1 }))).toBe(true);
  });
});
