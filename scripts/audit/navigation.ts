// Page changes on a slow phone: a real tap on an in-site link, from the finger lifting to the next page's heading
// painted, and from Back to the previous page's heading painted, on the site and on the same HTML without its scripts
// (JavaScript off: every hop a document load). What the visitor does before the tap is what a reader does: the page
// has loaded and settled, the link is scrolled into view and read for a moment, then tapped with a finger held briefly.
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { CHROME_FLAGS, chromePath } from '../build/chromium';
import { CONSENT_STORAGE_KEY, REJECT_ALL } from '../../src/consent/consent-state';

/** The issue's phone: 390 px, 150 ms latency, 1.6 Mbit/s down, the CPU 4x slower. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
/** How long the finger rests on the link: a quick tap. */
export const TAP_HOLD_MS = 80;
/** How long the link is on screen before the tap: the moment a reader takes to read it. */
export const READING_MS = 1000;
/** A page has settled when no request has been in flight for this long (or after SETTLE_LIMIT_MS). */
const QUIET_MS = 500;
const SETTLE_LIMIT_MS = 20_000;
const STATE_KEY = '__navigationAudit';

export interface Hop {
  from: string;
  to: string;
}

export interface HopTiming {
  /** From the tap (the click the finger's lifting makes) to the next page's heading painted. */
  forwardMs: number;
  /** From Back to the previous page's heading painted. */
  backMs: number;
  /** Whether Back returned to where the visitor was (within 2 px). */
  backAtScroll: boolean;
  /** How far Back's first frame was below (or, negative, above) where the visitor was. */
  backScrollOffPx: number;
  /** How the next page came: inside the app, from a prerender, or as a plain document load. */
  forwardBy: 'app' | 'prerender' | 'document';
  backBy: 'app' | 'back/forward cache' | 'document';
}

export interface HopResult extends Hop {
  runs: HopTiming[];
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * Recorded in every document of the tab, kept in session storage so that it outlives a document load: when the
 * finger lifted (the click), and when the awaited heading was first painted on a visible page (the frame after it
 * appeared, or after the page was shown: a prerender activated, a page restored from the back/forward cache).
 */
function recorder(stateKey: string) {
  type State = { tapAt?: number; backAt?: number; fromDocument?: string; awaiting?: { path: string; heading: string }; paintedAt?: number; scrollY?: number; by?: string };
  const thisDocument = Math.random().toString(36).slice(2);
  (window as Window & { __navigationAuditDocument?: string }).__navigationAuditDocument = thisDocument;
  const read = (): State => JSON.parse(sessionStorage.getItem(stateKey) ?? '{}') as State;
  const write = (change: State) => sessionStorage.setItem(stateKey, JSON.stringify({ ...read(), ...change }));
  const now = () => performance.timeOrigin + performance.now();
  let pending = false;
  let restored = false;
  const how = () => {
    const entry = performance.getEntriesByType('navigation')[0] as (PerformanceNavigationTiming & { activationStart?: number }) | undefined;
    if (restored) return 'back/forward cache';
    return entry?.activationStart ? 'prerender' : 'document';
  };
  const check = () => {
    const state = read();
    if (pending || !state.awaiting || state.paintedAt || document.visibilityState !== 'visible' || (document as Document & { prerendering?: boolean }).prerendering) return;
    const heading = document.querySelector('main h1')?.textContent?.trim();
    if (location.pathname !== state.awaiting.path || heading !== state.awaiting.heading) return;
    pending = true;
    const by = state.fromDocument === thisDocument ? 'app' : how();
    const painted = () => {
      pending = false;
      write({ paintedAt: now(), scrollY: Math.round(scrollY), by });
    };
    // rAF runs just before the frame is drawn; a task posted there runs just after it. At user-blocking priority, so it
    // runs first, not behind the tasks the page queued before (React's render of the rest of the page): as a message it
    // was 11-21 ms later than the frame on the slow phone.
    const { scheduler } = globalThis as typeof globalThis & { scheduler?: { postTask: (task: () => void, options: { priority: string }) => unknown } };
    requestAnimationFrame(() => {
      if (scheduler) return void scheduler.postTask(painted, { priority: 'user-blocking' });
      const channel = new MessageChannel();
      channel.port1.onmessage = painted;
      channel.port2.postMessage(null);
    });
  };
  addEventListener('click', (event) => {
    if ((event.target as Element | null)?.closest?.('a')) write({ tapAt: performance.timeOrigin + event.timeStamp, fromDocument: thisDocument, paintedAt: undefined });
  }, true);
  // A document shown again after its pagehide is one the back/forward cache kept.
  addEventListener('pagehide', () => (restored = true));
  addEventListener('pageshow', check);
  addEventListener('popstate', check);
  document.addEventListener('prerenderingchange', check);
  document.addEventListener('visibilitychange', check);
  new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
}

/** A fresh phone (empty cache, no service worker) of a visitor who has answered the cookie banner, its network and CPU slowed. */
async function slowPhone(browser: Browser, base: string): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const consent = { cookies: [], origins: [{ origin: base, localStorage: [{ name: CONSENT_STORAGE_KEY, value: JSON.stringify(REJECT_ALL) }] }] };
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block', storageState: consent });
  // tsx names every arrow function with a helper of its own (__name), which the page lacks.
  await context.addInitScript(`var __name = (target) => target; (${recorder.toString()})(${JSON.stringify(STATE_KEY)})`);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page, cdp };
}

/** Resolves once no request has been in flight for QUIET_MS: the page has loaded, hydrated and fetched what it fetches at once. */
async function settled(page: Page): Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => ((inFlight += 1), (lastChange = Date.now()));
  const ended = () => ((inFlight = Math.max(0, inFlight - 1)), (lastChange = Date.now()));
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  try {
    await page.waitForLoadState('load');
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < QUIET_MS)) await page.waitForTimeout(100);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

const readState = (page: Page) => page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '{}') as Record<string, unknown>, STATE_KEY);

async function awaitPaint(page: Page, field: 'tapAt' | 'backAt'): Promise<{ ms: number; scrollY: number; by: string }> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const state = await readState(page).catch(() => ({}) as Record<string, unknown>);
    if (typeof state.paintedAt === 'number' && typeof state[field] === 'number') return { ms: state.paintedAt - (state[field] as number), scrollY: state.scrollY as number, by: state.by as string };
    await page.waitForTimeout(50);
  }
  throw new Error(`${page.url()}: the awaited heading was not painted within 60 s (${JSON.stringify(await readState(page).catch(String))}, heading "${await mainHeading(page).catch(String)}")`);
}

const mainHeading = (page: Page) => page.locator('main h1').first().textContent().then((text) => text?.trim() ?? '');

/** One hop on a fresh phone: load, settle, scroll the link into view, read, tap; then Back. */
async function measureHop(browser: Browser, base: string, { from, to }: Hop, headingOf: (path: string) => string): Promise<HopTiming> {
  const { context, page, cdp } = await slowPhone(browser, base);
  try {
    await page.goto(base + from, { waitUntil: 'commit' });
    await settled(page);
    const link = page.locator(`main a[href="${to}"]`).first();
    await link.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await page.waitForTimeout(READING_MS);
    const leftAt = await page.evaluate(() => Math.round(scrollY));
    const fromHeading = await mainHeading(page);
    if (fromHeading !== headingOf(from)) throw new Error(`${from}: the heading on screen is "${fromHeading}", not "${headingOf(from)}"`);
    await page.evaluate(([key, awaiting]) => sessionStorage.setItem(key, JSON.stringify({ awaiting })), [STATE_KEY, { path: to, heading: headingOf(to) }] as const);
    const box = (await link.boundingBox())!;
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await page.waitForTimeout(TAP_HOLD_MS);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    const forward = await awaitPaint(page, 'tapAt');
    await page.waitForURL(base + to);
    await settled(page);
    await page.evaluate(
      ([key, awaiting]) => {
        const fromDocument = (window as Window & { __navigationAuditDocument?: string }).__navigationAuditDocument;
        sessionStorage.setItem(key, JSON.stringify({ awaiting, fromDocument, backAt: performance.timeOrigin + performance.now() }));
        history.back();
      },
      [STATE_KEY, { path: from, heading: headingOf(from) }] as const,
    );
    const back = await awaitPaint(page, 'backAt');
    return { forwardMs: forward.ms, backMs: back.ms, backAtScroll: Math.abs(back.scrollY - leftAt) <= 2, backScrollOffPx: back.scrollY - leftAt, forwardBy: forward.by as HopTiming['forwardBy'], backBy: back.by as HopTiming['backBy'] };
  } finally {
    await context.close();
  }
}

/** Each route's main heading as its HTML sends it, read by the browser's own parser (on a blank page, outside the site's CSP). */
async function headings(browser: Browser, base: string, paths: string[]): Promise<Map<string, string>> {
  const page = await browser.newPage();
  try {
    const known = new Map<string, string>();
    for (const route of paths) {
      const html = await (await fetch(base + route)).text();
      known.set(route, await page.evaluate((text) => new DOMParser().parseFromString(text, 'text/html').querySelector('main h1')?.textContent?.trim() ?? '', html));
    }
    return known;
  } finally {
    await page.close();
  }
}

/**
 * Every hop `runs` times on each variant, alternating, each run on a fresh phone (an empty cache, no service worker).
 * The back/forward cache is on, as in a visitor's Chrome (Playwright turns it off by default).
 */
export async function measureNavigation(bases: { site: string; noScript: string }, hops: Hop[], runs: number, log: (line: string) => void): Promise<{ site: HopResult[]; noScript: HopResult[] }> {
  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS, ignoreDefaultArgs: ['--disable-back-forward-cache'] });
  try {
    const paths = [...new Set(hops.flatMap((hop) => [hop.from, hop.to]))];
    const known = await headings(browser, bases.site, paths);
    const headingOf = (path: string) => known.get(path) ?? '';
    const site: HopResult[] = hops.map((hop) => ({ ...hop, runs: [] }));
    const noScript: HopResult[] = hops.map((hop) => ({ ...hop, runs: [] }));
    for (let run = 0; run < runs; run += 1) {
      for (const [index, hop] of hops.entries()) {
        // A run that never shows the next page is reported and left out of the medians, which say of how many runs they are.
        const attempt = (base: string) => measureHop(browser, base, hop, headingOf).catch((error: unknown) => (log(`  run ${run + 1}: ${hop.from} -> ${hop.to} failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`), undefined));
        const [s, n] = [await attempt(bases.site), await attempt(bases.noScript)];
        if (s) site[index]!.runs.push(s);
        if (n) noScript[index]!.runs.push(n);
        if (s && n) log(`  run ${run + 1}: ${hop.from} -> ${hop.to}: ${Math.round(s.forwardMs)} ms (${s.forwardBy}), Back ${Math.round(s.backMs)} ms (${s.backBy}${s.backAtScroll ? '' : `, ${s.backScrollOffPx} px off its scroll position`}); no-script ${Math.round(n.forwardMs)} ms, Back ${Math.round(n.backMs)} ms (${n.backBy})`);
      }
    }
    return { site, noScript };
  } finally {
    await browser.close();
  }
}

/** The longest article: the route under /resources/ whose page data is the largest. */
export function longestArticle(distDir: string): string {
  const folder = path.join(distDir, '_data/resources');
  const [largest] = readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort((a, b) => statSync(path.join(folder, b)).size - statSync(path.join(folder, a)).size);
  if (!largest) throw new Error(`${folder} holds no article`);
  return `/resources/${largest.slice(0, -'.json'.length)}`;
}
