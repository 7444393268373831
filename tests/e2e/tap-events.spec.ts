// Every tap on a tracked control is counted once, whenever it lands: here within 300 ms of the load event on a slow
// phone, before boot has arrived or while the page hydrates. What is counted is what reaches Google's collect endpoint:
// Google's network is out of reach, so its tag is played by a stand-in that does what gtag.js does with the dataLayer
// (reads what is already there, in order, then each later entry) and posts each event once, across page loads.
// Each tap is a phone of its own: a browser started for it, with its own profile and its own stand-in dialer and mail
// client (tests/support/desktop.ts), so what one tap opens cannot hold the next tap, nor the browser other specs share.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { business } from '../support/business-facts';
import { openedUrls, testBrowser } from '../support/desktop';
import { hydrated } from './axe';
import { expect, test } from './test';

const port = Number(process.env.E2E_PORT ?? 4173);
const origin = `http://127.0.0.1:${port}`;
const GOOGLE_HOSTS = /(^|\.)(google|googletagmanager|google-analytics|doubleclick|googleadservices|googlesyndication)\.[a-z.]+$/;
const COLLECT = 'https://www.google-analytics.com/g/collect';
const ACCEPT_ALL = '{"analytics":true,"advertising":true,"functional":true}';
const REJECT_ALL = '{"analytics":false,"advertising":false,"functional":true}';

/** The slow phone: 390 px, CPU 4x slower, 150 ms latency, 1.6 Mbit/s, on which boot arrives after the load event. */
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
const TAPS = 20;
const WITHIN_LOAD_MS = 300;
/** How soon after the finger lifts the dialer or mail client must have its URL (0.15-0.6 s here on a busy host, once 1.3 s). */
const OPENS_WITHIN_MS = 2000;

const STAND_IN_TAG = `(() => {
  const send = (entry) => {
    const [command, name, params] = Array.from(entry);
    if (command === 'event') fetch('${COLLECT}?en=' + encodeURIComponent(name) + '&dl=' + encodeURIComponent(location.pathname), { method: 'POST', mode: 'no-cors', keepalive: true, body: JSON.stringify(params ?? {}) });
  };
  const layer = (window.dataLayer ??= []);
  layer.forEach(send);
  layer.push = (...entries) => (entries.forEach(send), Array.prototype.push.apply(layer, entries));
})();`;

interface Control {
  name: string;
  route: string;
  selector: string;
  /** The event the tap records (a call records phone_call and its conversion beside it). */
  event: string;
  /** What the tap opens: the phone's dialer or mail client, handed the control's tel: or mailto: URL, or a page of the site. */
  opens: { app: 'dialer' | 'mail client'; url: string } | { app: 'page'; url: RegExp };
  /** A taller screen where the control is further down the page (a tap lands only where the page is shown). */
  screenHeight?: number;
}

const CONTROLS: Control[] = [
  { name: 'the emergency call button', route: '/emergency-rust-removal-sydney', selector: 'main a[data-track="emergency-call"]', event: 'emergency-call-click', opens: { app: 'dialer', url: `tel:${business.phones.emergency!.tel}` } },
  // No page shows an e-mail link on a phone's first screen, and a fragment's scroll comes after the load event on a slow one.
  { name: 'the e-mail link', route: '/contact', selector: 'main a[href^="mailto:"]', event: 'click', opens: { app: 'mail client', url: `mailto:${business.emails.info!.display}` }, screenHeight: 3200 },
  { name: 'the emergency quote button', route: '/emergency-rust-removal-sydney', selector: 'main a[data-track="emergency-quote"]', event: 'emergency-quote-click', opens: { app: 'page', url: /\/contact\?service=emergency-rust-removal-sydney/ } },
];

interface Phone {
  context: BrowserContext;
  page: Page;
  cdp: CDPSession;
  /** Every request to a Google host, and the events posted to the collect endpoint, by name. */
  google: string[];
  collected: string[];
  /** The file the phone's stand-in dialer and mail client write each URL they are handed to. */
  desktop: string;
  /** When each tap landed (its pointerdown), in ms after the page's load event. */
  landed: number[];
  /** When the finger lifted (Date.now()), from which the dialer or mail client is timed. */
  liftedAt: number;
  /** Each tap's click at the end of its dispatch: the link it was on, and whether its default action (the navigation) was still allowed. */
  clicks: Array<{ href: string; allowed: boolean }>;
  loaded: Promise<void>;
  /** Closes the phone's browser and removes its profile. */
  close: () => Promise<void>;
}

/** The phones of the running test, started or starting, closed after it whatever happened (closing twice does no harm). */
const phones = new Set<Promise<Phone>>();
test.afterEach(async () => {
  await Promise.all([...phones].map((phone) => phone.then((started) => started.close(), () => undefined)));
  phones.clear();
});

/** A phone of its own for one tap (startPhone), closed after the test at the latest. */
function slowPhone(control: Control, consent?: string): Promise<Phone> {
  const phone = startPhone(control, consent);
  phones.add(phone);
  return phone;
}

/**
 * A fresh phone (its own browser and profile: no cache) that has made its cookie choice (or none), with what it sends
 * to Google recorded. Like a phone's browser, it opens the dialer for a call link without asking (desktop Chromium asks
 * first, unless the site was allowed before: here it was).
 */
async function startPhone(control: Control, consent?: string): Promise<Phone> {
  const profile = mkdtempSync(path.join(tmpdir(), 'tap-phone-'));
  mkdirSync(path.join(profile, 'Default'));
  writeFileSync(path.join(profile, 'Default', 'Preferences'), JSON.stringify({ protocol_handler: { allowed_origin_protocol_pairs: { [origin]: { tel: true } } } }));
  const desktop = path.join(profile, 'opened-urls.txt');
  const context = await chromium.launchPersistentContext(profile, { ...testBrowser(desktop), ...screen(control), baseURL: origin, serviceWorkers: 'block' });
  const phone = { context, desktop, google: [], collected: [], landed: [], clicks: [] } as unknown as Phone;
  phone.close = async () => {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  };
  if (consent) await context.setStorageState({ cookies: [], origins: [{ origin, localStorage: [{ name: 'cookie-consent', value: consent }] }] });
  await context.route(
    (url) => GOOGLE_HOSTS.test(url.hostname),
    (route) => {
      const url = new URL(route.request().url());
      phone.google.push(url.href);
      if (url.href.startsWith(COLLECT)) phone.collected.push(url.searchParams.get('en')!);
      return route.fulfill({ status: url.href.startsWith(COLLECT) ? 204 : 200, contentType: 'text/javascript', body: url.pathname === '/gtag/js' ? STAND_IN_TAG : '' });
    },
  );
  // Reported as they happen, so a tap that leaves the page is still seen. A click held for later is stopped or
  // prevented before it reaches window's bubble phase, so `allowed` is the browser's own go-ahead for the navigation.
  await context.exposeBinding('__tapLanded', (_source, ms: number) => phone.landed.push(ms));
  await context.exposeBinding('__clickEnded', (_source, click: { href: string; allowed: boolean }) => phone.clicks.push(click));
  await context.addInitScript(() => {
    const report = window as unknown as { __tapLanded: (ms: number) => void; __clickEnded: (click: { href: string; allowed: boolean }) => void };
    const loadEvent = () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventStart ?? 0;
    addEventListener('pointerdown', (event) => report.__tapLanded(event.timeStamp - loadEvent()), true);
    addEventListener('click', (event) => event.isTrusted && report.__clickEnded({ href: (event.target as Element).closest?.('a')?.getAttribute('href') ?? '', allowed: !event.defaultPrevented }));
  });
  phone.page = context.pages()[0] ?? (await context.newPage());
  phone.cdp = await context.newCDPSession(phone.page);
  phone.loaded = new Promise<void>((resolve) => phone.cdp.once('Page.loadEventFired', () => resolve()));
  await phone.cdp.send('Page.enable');
  await phone.cdp.send('Network.enable');
  await phone.cdp.send('Network.emulateNetworkConditions', NETWORK);
  await phone.cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return phone;
}

const screen = (control: Control) => ({ ...PHONE, viewport: { ...PHONE.viewport, height: control.screenHeight ?? PHONE.viewport.height } });

/** Each control's tap point, measured once a worker: the three tests tap the same controls on the same pages. */
const tapPoints = new Map<Control, Promise<{ x: number; y: number }>>();

/** Where the control sits on a phone's first screen once the page has settled (the layout holds from the first paint). */
function tapPoint(browser: Browser, control: Control): Promise<{ x: number; y: number }> {
  if (!tapPoints.has(control)) tapPoints.set(control, measureTapPoint(browser, control));
  return tapPoints.get(control)!;
}

async function measureTapPoint(browser: Browser, control: Control): Promise<{ x: number; y: number }> {
  const context = await browser.newContext({ ...screen(control), baseURL: origin, serviceWorkers: 'block' });
  const page = await context.newPage();
  await page.goto(control.route);
  const box = (await page.locator(control.selector).first().boundingBox())!;
  await context.close();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** How many cold loads a tap may take to land inside its window on a busy host before the test gives up saying so. */
const ATTEMPTS = 8;

/**
 * A cold load with the control tapped `afterLoadMs` after the load event, through the browser's own input (not
 * Playwright's actionability checks, which wait). On a busy host the tap can reach the page late: the load is then
 * thrown away and tried again, so every tap counted landed within the window. A phone `started` beforehand takes the first load.
 */
async function tapAfterLoad(control: Control, point: { x: number; y: number }, afterLoadMs: number, consent?: string, started?: Promise<Phone>): Promise<Phone> {
  for (let attempt = 1; ; attempt += 1) {
    const phone = await (attempt === 1 && started ? started : slowPhone(control, consent));
    await phone.page.goto(control.route, { waitUntil: 'commit' });
    await phone.loaded;
    if (afterLoadMs) await new Promise((resolve) => setTimeout(resolve, afterLoadMs));
    await phone.cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    phone.liftedAt = Date.now();
    await phone.cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => phone.landed.length, 'the page saw the tap').toBe(1);
    if (phone.landed[0]! <= WITHIN_LOAD_MS) return phone;
    await phone.close();
    expect(attempt, `the tap reached the page ${Math.round(phone.landed[0]!)} ms after the load event on ${ATTEMPTS} loads: the host is too busy to test this`).toBeLessThan(ATTEMPTS);
  }
}

/** How long after its first copy a second copy of an event would have reached Google, were there one. */
const SECOND_COPY_MS = 1500;

/**
 * Waits for the control's event to reach Google, then lets the phone idle (a slowed CPU spins even when idle). The
 * check returned, run SECOND_COPY_MS later at the earliest (meanwhile the next tap can go ahead), expects the event
 * once and the dialer or mail client handed its URL once, and closes the phone.
 */
async function eventArrived(phone: Phone, control: Control, tap: string): Promise<() => Promise<void>> {
  const count = () => phone.collected.filter((name) => name === control.event).length;
  await expect.poll(count, { message: `${tap}: ${control.event} reached Google`, intervals: [50], timeout: 20_000 }).toBeGreaterThan(0);
  const arrivedAt = Date.now();
  await phone.cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, arrivedAt + SECOND_COPY_MS - Date.now()));
    expect(count(), `${tap}: ${control.event} sent once`).toBe(1);
    expect(openedUrls(phone.desktop), `${tap}: the ${control.opens.app} handed its URL once`).toEqual(control.opens.app === 'page' ? [] : [control.opens.url]);
    await phone.close();
  };
}

/**
 * The tap's own action went ahead at the tap: its click was not held, and the dialer or mail client was handed the
 * control's URL within OPENS_WITHIN_MS of the finger lifting (or the quote form opened).
 */
async function expectOpenedAtTheTap(phone: Phone, control: Control, tap: string) {
  const { app, url } = control.opens;
  if (app === 'page') {
    await expect(phone.page, `${tap}: it leads to the quote form`).toHaveURL(url);
    expect(openedUrls(phone.desktop), `${tap}: nothing handed to the dialer or mail client`).toEqual([]);
    return;
  }
  await expect.poll(() => openedUrls(phone.desktop), { message: `${tap}: the ${app} was handed ${url}`, intervals: [20] }).toEqual([url]);
  const openedAfterMs = Date.now() - phone.liftedAt;
  await expect.poll(() => phone.clicks.length, `${tap}: the page saw its click`).toBe(1);
  expect(phone.clicks[0], `${tap}: its click was on the control and went through, not held back`).toEqual({ href: url, allowed: true });
  expect(openedAfterMs, `${tap}: ms from the finger lifting to the ${app} holding ${url}`).toBeLessThanOrEqual(OPENS_WITHIN_MS);
}

test.describe('every tap on a tracked control is counted once', () => {
  test(`${TAPS} taps on call, e-mail and quote controls within ${WITHIN_LOAD_MS} ms of the load event on a slow phone: each recorded once, the dialer and mail client opened at the tap`, async ({ browser }) => {
    test.setTimeout(360_000);
    const points = new Map<Control, { x: number; y: number }>();
    for (const control of CONTROLS) points.set(control, await tapPoint(browser, control));
    const controlOfTap = (index: number) => CONTROLS[index % CONTROLS.length]!;
    let started = slowPhone(controlOfTap(0), ACCEPT_ALL);
    let expectSentOnce = async () => {};
    for (let index = 0; index < TAPS; index += 1) {
      const control = controlOfTap(index);
      // Sent over the first 180 ms after the load event: a tap reaches the page some tens of ms after it is sent.
      const afterLoadMs = Math.round((180 * index) / (TAPS - 1));
      const phone = await tapAfterLoad(control, points.get(control)!, afterLoadMs, ACCEPT_ALL, started);
      // The next tap's browser starts while this tap is checked: starting one takes a second or two.
      if (index + 1 < TAPS) started = slowPhone(controlOfTap(index + 1), ACCEPT_ALL);
      const tap = `tap ${index + 1} on ${control.name}, ${Math.round(phone.landed[0]!)} ms after the load event`;
      await expectOpenedAtTheTap(phone, control, tap);
      await expectSentOnce();
      expectSentOnce = await eventArrived(phone, control, tap);
    }
    await expectSentOnce();
  });

  test('with the cookies refused, the same early taps send nothing to Google', async ({ browser }) => {
    test.setTimeout(180_000);
    for (const control of CONTROLS) {
      const phone = await tapAfterLoad(control, await tapPoint(browser, control), 50, REJECT_ALL);
      await expectOpenedAtTheTap(phone, control, control.name);
      await phone.page.waitForLoadState('networkidle');
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(phone.google, `${control.name}: requests to Google`).toEqual([]);
      await phone.close();
    }
  });

  test('a tap before the cookie choice waits for it: sent once if the visitor then accepts, never if they refuse', async ({ browser }) => {
    test.setTimeout(240_000);
    for (const control of [CONTROLS[0]!, CONTROLS[2]!]) {
      const point = await tapPoint(browser, control);
      for (const choice of ['Accept All', 'Reject All'] as const) {
        const phone = await tapAfterLoad(control, point, 0);
        const tap = `${control.name} tapped before the choice, then ${choice}`;
        await expectOpenedAtTheTap(phone, control, tap);
        const banner = phone.page.getByRole('region', { name: 'Cookie Settings' });
        await expect(banner).toBeVisible();
        await hydrated(phone.page);
        await phone.page.waitForLoadState('networkidle');
        expect(phone.google, `${tap}: nothing goes to Google before the choice`).toEqual([]);
        await banner.getByRole('button', { name: choice }).click();
        await expect(banner).toBeHidden();
        if (choice === 'Accept All') await (await eventArrived(phone, control, `${tap}, after the choice`))();
        else {
          await phone.page.waitForLoadState('networkidle');
          await new Promise((resolve) => setTimeout(resolve, 1500));
          expect(phone.google, `${tap}: nothing goes to Google`).toEqual([]);
        }
        await phone.close();
      }
    }
  });
});
