// The browser tests' `test` (./test.ts) with one page a worker keeps for all its tests of the same browser settings,
// reset between tests as a fresh one starts: no cookie or stored item but the configured ones, no route, no listener
// of the last test's, on about:blank, at the test's viewport. What it keeps is the browser's cache: a route opened in
// a fresh context per test took 2.7 s on the loaded 2-core host, the kept page 0.35 s (scripts, styles, fonts, photos
// already there). A test that changes the page in ways the reset cannot undo (a CDP setting, page.clock, an exposed
// function or init script of the page's own) sets `keptPage: false` and gets a context of its own.
import type { Browser, BrowserContext, Page, PlaywrightTestOptions, TestInfo } from '@playwright/test';
import { expect, test as base, watchCspViolations } from './test';

interface Kept {
  context: BrowserContext;
  page: Page;
  /** The running test's list of Content-Security-Policy violations. */
  violations: string[];
}

/** The settings a context is made with (all but the viewport, set per test), and so the key of the kept contexts. */
const SETTINGS = ['acceptDownloads', 'bypassCSP', 'colorScheme', 'deviceScaleFactor', 'extraHTTPHeaders', 'forcedColors', 'geolocation', 'hasTouch', 'httpCredentials', 'ignoreHTTPSErrors', 'isMobile', 'javaScriptEnabled', 'locale', 'offline', 'permissions', 'reducedMotion', 'storageState', 'timezoneId', 'userAgent', 'baseURL', 'serviceWorkers'] as const;
type Settings = Pick<PlaywrightTestOptions, (typeof SETTINGS)[number] | 'viewport' | 'contextOptions'>;

async function newKept(browser: Browser, options: Parameters<Browser['newContext']>[0]): Promise<Kept> {
  const context = await browser.newContext(options);
  const kept: Kept = { context, page: undefined as unknown as Page, violations: [] };
  await watchCspViolations(context, (line) => kept.violations.push(line));
  kept.page = await context.newPage();
  return kept;
}

/** Listeners the test added to a page or context, to take off after it. */
function listenersSince(target: Page | BrowserContext) {
  const emitter = target as unknown as NodeJS.EventEmitter;
  const before = new Map(emitter.eventNames().map((name) => [name, new Set(emitter.listeners(name))]));
  return () => {
    for (const name of emitter.eventNames()) for (const listener of emitter.listeners(name)) if (!before.get(name)?.has(listener)) emitter.off(name, listener as (...args: unknown[]) => void);
  };
}

type StorageState = Exclude<PlaywrightTestOptions['storageState'], string | undefined>;

/**
 * Back to a fresh page's state; false when the page could not be brought back (a crashed or hung page). On the site's
 * own origin its stores are emptied by script and the configured items put back: the same as setStorageState, which
 * took 0.5 s a test on the loaded host.
 */
async function reset(kept: Kept, storageState: StorageState): Promise<boolean> {
  try {
    await kept.page.unrouteAll({ behavior: 'ignoreErrors' });
    await kept.context.unrouteAll({ behavior: 'ignoreErrors' });
    for (const page of kept.context.pages()) if (page !== kept.page) await page.close();
    const origin = new URL(kept.page.url()).origin;
    const items = storageState.origins.find((entry) => entry.origin === origin)?.localStorage ?? [];
    const emptied = await kept.page
      .evaluate(async (items) => {
        localStorage.clear();
        sessionStorage.clear();
        for (const { name, value } of items) localStorage.setItem(name, value);
        // Deleted once the page is left (its open connections close); the next test's open waits for the deletion.
        for (const { name } of await indexedDB.databases()) if (name) indexedDB.deleteDatabase(name);
        return true;
      }, items)
      .catch(() => false);
    await kept.page.mouse.move(0, 0);
    await kept.page.goto('about:blank');
    await kept.context.clearCookies();
    if (storageState.cookies.length) await kept.context.addCookies(storageState.cookies);
    const otherOrigins = storageState.origins.some((entry) => entry.origin !== origin);
    if (!emptied || otherOrigins) await kept.context.setStorageState(storageState);
    return true;
  } catch {
    return false;
  }
}

interface KeptFixtures {
  /** False for a test that changes the page beyond what the reset undoes: it gets a context of its own. */
  keptPage: boolean;
  _kept: Kept;
}

export const test = base.extend<KeptFixtures, { _keptContexts: Map<string, Kept> }>({
  keptPage: [true, { option: true }],
  _keptContexts: [
    async ({}, use) => {
      const contexts = new Map<string, Kept>();
      await use(contexts);
      for (const kept of contexts.values()) await kept.context.close();
    },
    { scope: 'worker' },
  ],
  _kept: async ({ browser, _keptContexts, keptPage, viewport, contextOptions, acceptDownloads, bypassCSP, colorScheme, deviceScaleFactor, extraHTTPHeaders, forcedColors, geolocation, hasTouch, httpCredentials, ignoreHTTPSErrors, isMobile, javaScriptEnabled, locale, offline, permissions, reducedMotion, storageState, timezoneId, userAgent, baseURL, serviceWorkers }, use, testInfo: TestInfo) => {
    const given: Omit<Settings, 'viewport' | 'contextOptions'> = { acceptDownloads, bypassCSP, colorScheme, deviceScaleFactor, extraHTTPHeaders, forcedColors, geolocation, hasTouch, httpCredentials, ignoreHTTPSErrors, isMobile, javaScriptEnabled, locale, offline, permissions, reducedMotion, storageState, timezoneId, userAgent, baseURL, serviceWorkers };
    const settings = Object.fromEntries(Object.entries({ ...contextOptions, ...given }).filter(([, value]) => value !== undefined));
    if (!keptPage) {
      const own = await newKept(browser, { ...settings, viewport });
      await use(own);
      await own.context.close();
      return;
    }
    const key = JSON.stringify(settings);
    let kept = _keptContexts.get(key);
    if (!kept) _keptContexts.set(key, (kept = await newKept(browser, { ...settings, viewport })));
    if (viewport) await kept.page.setViewportSize(viewport);
    kept.violations = [];
    const offPage = listenersSince(kept.page);
    const offContext = listenersSince(kept.context);
    await use(kept);
    offPage();
    offContext();
    // A failed or timed-out test may leave the page anywhere: the next test gets a new one.
    if (testInfo.status !== testInfo.expectedStatus || !(await reset(kept, (storageState ?? { cookies: [], origins: [] }) as StorageState))) {
      _keptContexts.delete(key);
      await kept.context.close().catch(() => undefined);
    }
  },
  context: async ({ _kept }, use) => use(_kept.context),
  page: async ({ _kept }, use) => use(_kept.page),
  // Still on every test (auto in ./test.ts), watching the context the test's page is in.
  cspViolations: async ({ _kept, allowCspViolations }, use) => {
    await use(_kept.violations);
    if (!allowCspViolations) expect(_kept.violations, 'Content-Security-Policy violations').toEqual([]);
  },
});

export { expect };
