import { defineConfig, devices } from '@playwright/test';
import { testBrowser } from './support/desktop';
import { e2eLane, inLane } from '../scripts/e2e';

const port = Number(process.env.E2E_PORT ?? 4173);
/** Which specs this run holds: the busy lane, the waiting lane (scripts/e2e.ts runs both at once), or all. */
const lane = e2eLane();

/**
 * The specs with the longest test, or with tests that run one after another in one worker, longest first: each is a
 * project of its own, as Playwright hands out tests in project order (files alphabetically within one), so none of
 * them starts near the end of the run, which would then wait for it alone (tap-events' 20 taps took 1.7-4.3 min).
 */
const LONGEST_FIRST = ['tap-events', 'editor-schedule', 'editor', 'enquiry-queue', 'new-block', 'offline', 'accessibility', 'enquiry-soak', 'redirects', 'editor-history', 'editor-releases'].map((name) => `${name}.spec.ts`);
/** The editor specs that share their worker's `npm run edit` (e2e/worker-editor.ts): one project, in editor.spec's place, so its workers start the editor once, not once a spec. */
const EDITOR_SPECS = ['editor', 'editor-photo', 'editor-drafts', 'editor-week', 'editor-routes', 'editor-checks'].map((name) => `${name}.spec.ts`);

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: lane === 'waiting' ? 1 : 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Baselines beside the specs, one set for the one browser the tests run (Debian's Chromium on Linux).
  snapshotPathTemplate: '{testDir}/__screenshots__/{testFilePath}/{arg}{ext}',
  expect: {
    // 0.2 % of the pixels may differ (antialiasing on a busy host); a moved block or a changed margin differs far more.
    toHaveScreenshot: { maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Visitors who already chose (Reject All), so the cookie banner stays out of the way; the consent tests start fresh.
    storageState: { cookies: [], origins: [{ origin: `http://127.0.0.1:${port}`, localStorage: [{ name: 'cookie-consent', value: '{"analytics":false,"advertising":false,"functional":true}' }] }] },
    serviceWorkers: 'block', // page.route must see every request; tests/e2e/offline.spec.ts allows the service worker
    ...devices['Desktop Chrome'],
    // A tel: or mailto: tap opens nothing outside the page, and Chromium asks nothing (tests/support/desktop.ts).
    launchOptions: testBrowser(),
  },
  projects: [
    ...LONGEST_FIRST.filter((spec) => inLane(lane, spec)).map((spec) => (spec === 'editor.spec.ts' ? { name: 'editor', testMatch: EDITOR_SPECS.map((file) => `**/${file}`) } : { name: spec.replace('.spec.ts', ''), testMatch: `**/${spec}` })),
    ...(lane === 'waiting' ? [] : [{ name: 'the rest', testIgnore: [...LONGEST_FIRST, ...EDITOR_SPECS].map((spec) => `**/${spec}`) }]),
  ],
  webServer: {
    // The e2e build carries fake tracking ids (.env.e2e); leads go to a data folder of the tests' own.
    command: 'node --import tsx scripts/start.ts --mode e2e',
    cwd: '..',
    env: { PORT: String(port), DATA_DIR: `.data/e2e-${port}`, RATE_LIMIT_PER_MINUTE: '1000', RECEIPTS_PER_ADDRESS_PER_DAY: '1000' },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
