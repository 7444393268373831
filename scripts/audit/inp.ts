// Interaction to Next Paint per control: a phone (or, for the desktop Services menu, a laptop) with its CPU 4x slower
// uses each interactive control many times, and the Event Timing API says how long each interaction took from the input
// to the next paint (the longest event of the interaction, as web-vitals' onINP counts it). Each control is measured
// beside the same interaction on the no-script variant of its page, where the browser alone answers it, when it works there.
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { CHROME_FLAGS, chromePath } from '../build/chromium';
import { percentile } from './percentile';

const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const LAPTOP = { viewport: { width: 1280, height: 800 } };
/** The smallest threshold the Event Timing API takes: an interaction under it is reported as none, and counted as 16 ms. */
const DURATION_THRESHOLD_MS = 16;
/** A pause between interactions, so each is one interaction and the page is idle when the next starts. */
const PAUSE_MS = 250;

interface Control {
  name: string;
  route: string;
  device: typeof PHONE | typeof LAPTOP;
  /** Whether the control answers with scripts off, so the no-script page is a fair reference. */
  worksWithoutScript: boolean;
  /** One round of use; returns how many interactions it made. */
  use: (page: Page) => Promise<number>;
}

/** Clicks each selector in turn (the first match), one interaction each. */
const clicks =
  (...selectors: string[]) =>
  async (page: Page) => {
    for (const selector of selectors) {
      await page.locator(selector).first().click();
      await page.waitForTimeout(PAUSE_MS);
    }
    return selectors.length;
  };

/** Focuses the field (emptied first when asked) and presses each key, one interaction each. */
const keys =
  (field: (page: Page) => Locator, pressed: string[], { emptied = false } = {}) =>
  async (page: Page) => {
    await field(page).focus();
    if (emptied) await field(page).fill('');
    for (const key of pressed) {
      await page.keyboard.press(key);
      await page.waitForTimeout(PAUSE_MS);
    }
    return pressed.length;
  };

const SERVICES_BUTTON = 'nav[aria-label="Main"] button[popovertarget]';
const FAQ_QUESTION = 'main details summary';

export const CONTROLS: Control[] = [
  { name: 'phone menu (open, close)', route: '/', device: PHONE, worksWithoutScript: true, use: clicks('button[aria-label="Open menu"]', 'dialog[open] button[aria-label="Close menu"]') },
  { name: 'Services menu (open, close)', route: '/', device: LAPTOP, worksWithoutScript: true, use: clicks(SERVICES_BUTTON, SERVICES_BUTTON) },
  { name: 'FAQ answer (open, close)', route: '/faq', device: PHONE, worksWithoutScript: true, use: clicks(FAQ_QUESTION, FAQ_QUESTION) },
  { name: 'enquiry form field (typing)', route: '/contact', device: PHONE, worksWithoutScript: true, use: keys((page) => page.getByLabel('Company'), ['A', 'c', 'm', 'e']) },
  { name: 'ROI calculator input (typing)', route: '/', device: PHONE, worksWithoutScript: true, use: keys((page) => page.getByLabel('Labour cost per hour (AUD)'), ['9', '5'], { emptied: true }) },
  { name: 'ROI calculator (Calculate)', route: '/', device: PHONE, worksWithoutScript: false, use: clicks('form[aria-label="ROI calculator"] button[type="submit"]') },
  { name: 'before/after slider (arrow keys)', route: '/laser-rust-removal', device: PHONE, worksWithoutScript: true, use: keys((page) => page.locator('input.before-after-range'), ['ArrowRight', 'ArrowRight', 'ArrowLeft', 'ArrowLeft']) },
  { name: 'lightbox (open, next, close)', route: '/', device: PHONE, worksWithoutScript: false, use: clicks('#gallery a[href]', 'dialog:popover-open button[aria-label="Next photo"]', 'dialog:popover-open button[aria-label="Close"]') },
];

/** Interactions per control and page load. */
export const INP_INTERACTIONS = 20;

export interface ControlInp {
  name: string;
  route: string;
  interactions: number;
  medianMs: number;
  p98Ms: number;
  maxMs: number;
  /** The same interactions on the no-script page, where the control works without scripts. */
  noScriptP98Ms?: number;
}

/** Each interaction's latency (its longest event), by interactionId, as the page reported them. */
async function observeInteractions(page: Page) {
  await page.addInitScript((threshold) => {
    const latencies: Record<number, number> = ((window as unknown as { __interactions: Record<number, number> }).__interactions = {});
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { interactionId?: number }>) {
        const id = entry.interactionId;
        if (id) latencies[id] = Math.max(latencies[id] ?? 0, entry.duration);
      }
    }).observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
  }, DURATION_THRESHOLD_MS);
}

/** Uses the control until it has made `INP_INTERACTIONS` interactions on one load; the latency of each (16 ms for one under the threshold). */
async function measure(browser: Browser, base: string, control: Control, hydrate: boolean): Promise<number[]> {
  const context = await browser.newContext({ ...control.device, serviceWorkers: 'block', storageState: { cookies: [], origins: [{ origin: base, localStorage: [{ name: 'cookie-consent', value: '{"analytics":false,"advertising":false,"functional":true}' }] }] } });
  const page = await context.newPage();
  await observeInteractions(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  try {
    await page.goto(base + control.route, { waitUntil: 'load' });
    if (hydrate) await page.waitForFunction(() => Object.keys(document.documentElement).some((key) => key.startsWith('__react')) || Object.keys(document).some((key) => key.startsWith('__reactContainer')), undefined, { timeout: 30_000 });
    await page.waitForTimeout(1000);
    let made = 0;
    while (made < INP_INTERACTIONS) made += await control.use(page);
    // Event Timing entries are delivered after the next paint.
    await page.waitForTimeout(500);
    const reported = Object.values(await page.evaluate(() => (window as unknown as { __interactions: Record<number, number> }).__interactions));
    return [...reported, ...Array<number>(Math.max(0, made - reported.length)).fill(DURATION_THRESHOLD_MS)];
  } finally {
    await context.close();
  }
}

export async function measureInp(siteBase: string, noScriptBase: string, log: (line: string) => void = () => {}): Promise<ControlInp[]> {
  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS });
  try {
    const rows: ControlInp[] = [];
    for (const control of CONTROLS) {
      const site = await measure(browser, siteBase, control, true);
      const noScript = control.worksWithoutScript ? await measure(browser, noScriptBase, control, false) : undefined;
      const row = { name: control.name, route: control.route, interactions: site.length, medianMs: percentile(site, 0.5), p98Ms: percentile(site, 0.98), maxMs: Math.max(...site), noScriptP98Ms: noScript && percentile(noScript, 0.98) };
      log(`  ${control.name}: p98 ${Math.round(row.p98Ms)} ms over ${row.interactions} interactions${noScript ? `, no-script ${Math.round(row.noScriptP98Ms!)} ms` : ''}`);
      rows.push(row);
    }
    return rows;
  } finally {
    await browser.close();
  }
}
