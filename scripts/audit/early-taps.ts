// Early taps: a phone on a slow network with a slow CPU taps the menu button at moments spread from the moment the
// button is first painted to two seconds after the load event, and counts the taps that open the menu. A control that
// waits for the app to hydrate loses the early ones; one built on the browser's own behaviour loses none.
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROME_FLAGS, chromePath } from '../build/chromium';

/** The phone: 390 px, 150 ms latency, 1.6 Mbit/s down, the CPU 4x slower. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const MENU_BUTTON = 'button[aria-label="Open menu"]';
const MENU_OPEN = 'dialog[aria-label="Menu"][open]';

export interface TapResult {
  /** Milliseconds after navigation start. */
  atMs: number;
  opened: boolean;
}

export interface EarlyTaps {
  route: string;
  buttonShownMs: number;
  loadEventMs: number;
  taps: TapResult[];
}

/** A fresh phone (no cache, no service worker) with its network and CPU slowed before the first request. */
async function slowPhone(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

/** When the menu button is first painted and when the load event fires, on one cold load. */
async function timeline(browser: Browser, url: string): Promise<{ buttonShownMs: number; loadEventMs: number }> {
  const { context, page } = await slowPhone(browser);
  const start = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.locator(MENU_BUTTON).waitFor({ state: 'visible' });
  const buttonShownMs = Date.now() - start;
  await page.waitForLoadState('load');
  const loadEventMs = Date.now() - start;
  await context.close();
  return { buttonShownMs, loadEventMs };
}

/** One cold load, one tap at the moment given (or as soon as the button shows, if later); did the menu open? */
async function tapAt(browser: Browser, url: string, atMs: number): Promise<TapResult> {
  const { context, page } = await slowPhone(browser);
  const start = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  const button = page.locator(MENU_BUTTON);
  await button.waitFor({ state: 'visible' });
  const wait = atMs - (Date.now() - start);
  if (wait > 0) await page.waitForTimeout(wait);
  const tappedAt = Date.now() - start;
  const box = await button.boundingBox();
  if (box) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  const opened = await page
    .locator(MENU_OPEN)
    .waitFor({ state: 'visible', timeout: 3_000 })
    .then(() => true)
    .catch(() => false);
  await context.close();
  return { atMs: tappedAt, opened };
}

/** Taps at `moments` evenly spaced moments from the button's first paint to the load event plus two seconds. */
export async function measureEarlyTaps(baseUrl: string, route: string, moments = 20): Promise<EarlyTaps> {
  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS });
  try {
    const { buttonShownMs, loadEventMs } = await timeline(browser, baseUrl + route);
    const last = loadEventMs + 2_000;
    const taps: TapResult[] = [];
    for (let index = 0; index < moments; index += 1) taps.push(await tapAt(browser, baseUrl + route, buttonShownMs + ((last - buttonShownMs) * index) / (moments - 1)));
    return { route, buttonShownMs, loadEventMs, taps };
  } finally {
    await browser.close();
  }
}

/** The first moment from which every later tap worked: how long the button looked usable but was not. */
export const deadControlMs = ({ buttonShownMs, taps }: EarlyTaps): number => {
  const lastFailure = taps.filter((tap) => !tap.opened).at(-1);
  return lastFailure ? Math.max(0, lastFailure.atMs - buttonShownMs) : 0;
};
