// The service worker, offline pages and enquiries that survive a bad network, and where each lead came from.
// Own server processes (own DATA_DIR) so the test can stop one and read the stored leads as an operator would.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './test';
import { business } from '../support/business-facts';
import { startSiteServer } from '../../src/server/index';
import { ACCEPTED, EnquiryServer, fillEnquiry, hydrated, leadEvents, queuedCount, REJECTED, workerReady } from './enquiry-server';
import { edgeStraddlers, expectNoSidewaysScroll, expectOnScreen } from './on-screen';

test.use({ serviceWorkers: 'allow' });
// Reading the leads stops and restarts a server with its embedded database: slow on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const server = new EnquiryServer(Number(process.env.E2E_PORT ?? 4173) + 106);
const { site } = server;
const visitor = (browser: Browser, consent?: string) => server.visitor(browser, consent);
const leadsNamed = (lastName: string) => server.leadsNamed(lastName);

/** The Ads conversion label of a lead in the test build. */
const LEAD_LABEL = /^VITE_ADS_LABEL_LEAD=(.+)$/m.exec(readFileSync('.env.e2e', 'utf8'))![1]!;

/** The Ads conversions recorded for a lead: what the business pays for, so once per enquiry sent. */
const leadConversions = (page: Page) =>
  page.evaluate(
    (label) => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).filter((call) => call[0] === 'event' && call[1] === 'conversion' && String((call[2] as { send_to?: string } | undefined)?.send_to).endsWith(`/${label}`)).length,
    LEAD_LABEL,
  );

test.beforeAll(async () => {
  // PGlite's first start can take a while on a busy machine.
  test.setTimeout(120_000);
  await server.start();
});

test.afterAll(() => server.remove());

test('after a first visit, /contact and an emergency page open offline, and an unvisited page shows the offline page', async ({ browser }) => {
  const { context, page } = await visitor(browser, REJECTED);
  await page.goto(`${site}/`);
  expect(await workerReady(page)).toBe(true);
  await context.setOffline(true);

  await page.goto(`${site}/contact`);
  await expectOnScreen(page.getByRole('heading', { level: 1 }), '/contact offline');
  await page.goto(`${site}/emergency-rust-removal-sydney`);
  await expectOnScreen(page.getByRole('heading', { level: 1, name: 'Emergency Rust Removal Sydney' }), 'emergency page offline');

  await page.goto(`${site}/faq`);
  await expectOnScreen(page.getByRole('heading', { level: 1, name: "You're offline" }), 'offline page');
  const emergency = page.locator('main').getByRole('link', { name: new RegExp(business.phones.emergency!.display) }).first();
  await expectOnScreen(emergency, 'emergency number on the offline page');
  expect(await emergency.getAttribute('href')).toBe(`tel:${business.phones.emergency!.tel}`);
  await expectOnScreen(page.locator('main').getByRole('link', { name: new RegExp(business.phones.main!.display) }).first(), 'main number on the offline page');
  // On the narrowest phone, nothing of the page is cut at the edge, the call buttons least of all.
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoSidewaysScroll(page, 'offline page at 360 px');
  expect(await edgeStraddlers(page)).toEqual([]);
  await context.close();
});

/** A visitor on /contact, its service worker ready, who presses Send once the connection is gone. */
async function sendOffline(browser: Browser, name: string) {
  const { context, page } = await visitor(browser, REJECTED);
  await page.goto(`${site}/contact`);
  expect(await workerReady(page)).toBe(true);
  await hydrated(page);
  await fillEnquiry(page, name);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Send Request' }).click();
  return { context, page, saved: page.getByRole('status').filter({ hasText: 'Saved on this device' }) };
}

test('an enquiry sent offline is saved on the device, then sent once when the connection returns', async ({ browser }) => {
  const { context, page, saved } = await sendOffline(browser, 'Offline');

  await expectOnScreen(saved, 'saved message');
  await expect(saved).toContainText('will be sent automatically when you are back online');
  await expectOnScreen(saved.getByRole('link', { name: new RegExp(business.phones.emergency!.display) }), 'call link in the saved message');
  await expect(saved).toBeFocused();
  expect(await leadEvents(page), 'no conversion while the enquiry is only queued').toBe(0);

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Your enquiry has been sent' })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => leadEvents(page)).toBe(1);
  await context.close();

  const leads = await leadsNamed('Offline');
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({ company: 'Analytical Engines Pty Ltd', sourcePage: '/contact', mailStatus: 'sent' });
  const mails = readdirSync(path.join(server.dataDir, 'outbox')).filter((file) => file.includes(leads[0]!.id!));
  expect(mails).toHaveLength(2);
});

test('an enquiry the queue sent on reconnection records its conversion once, even when the visitor presses Send again', async ({ browser }) => {
  const { context, page, saved } = await sendOffline(browser, 'SentTwice');
  await expectOnScreen(saved, 'saved message');

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Your enquiry has been sent' })).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => leadEvents(page)).toBe(1);
  await expect.poll(() => leadConversions(page)).toBe(1);
  // The form still holds the enquiry; Send again reaches the server, which already has it.
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page).toHaveURL(`${site}/thank-you`);
  // Tracking loads on demand: a second event, were one recorded, would be in the data layer by the time the page settles.
  await page.waitForLoadState('networkidle');
  expect(await leadEvents(page), 'lead_generation events after the second Send').toBe(1);
  expect(await leadConversions(page), 'lead conversions after the second Send').toBe(1);
  await context.close();
  expect(await leadsNamed('SentTwice')).toHaveLength(1);
});

test('a network failure in the middle of a send while online says the server cannot be reached, sends it by itself, and however often it is replayed it is stored once', async ({ browser }) => {
  const { context, page } = await visitor(browser, REJECTED);
  await page.goto(`${site}/contact`);
  await hydrated(page);
  // On the context, so the service worker's requests fail too.
  await context.route('**/functions/v1/send-contact-email', (route) => route.abort('connectionreset'));
  await fillEnquiry(page, 'Aborted');
  await page.getByRole('button', { name: 'Send Request' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'Our server cannot be reached right now' });
  await expectOnScreen(notice, 'unreachable notice after an aborted send');
  const entry = await page.evaluate(async () => {
    const request = indexedDB.open('enquiry-queue');
    const db = await new Promise<IDBDatabase>((resolve) => (request.onsuccess = () => resolve(request.result)));
    const read = db.transaction('enquiries').objectStore('enquiries').getAll();
    const [queued] = await new Promise<{ endpoint: { url: string }; body: unknown }[]>((resolve) => (read.onsuccess = () => resolve(read.result as never)));
    return queued!;
  });
  await context.unroute('**/functions/v1/send-contact-email');

  // The page's timer sends it; the notice says so.
  await expect(page.locator('form').getByRole('status')).toContainText('Your enquiry has been sent', { timeout: 20_000 });
  expect(await leadEvents(page)).toBe(1);
  // The same enquiry replayed again, twice: the server keeps the one row.
  const statuses = await page.evaluate(async ({ endpoint, body }) => {
    const post = () => fetch(endpoint.url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }).then((response) => response.status);
    return [await post(), await post()];
  }, entry);
  expect(statuses).toEqual([200, 200]);
  expect(await queuedCount(page)).toBe(0);
  await context.close();
  expect(await leadsNamed('Aborted')).toHaveLength(1);
});

test('a 4xx answer shows its field messages and is never queued', async ({ browser }) => {
  const { context, page } = await visitor(browser, REJECTED);
  await page.goto(`${site}/contact`);
  await hydrated(page);
  await page.route('**/functions/v1/send-contact-email', (route) =>
    route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ error: 'invalid', fields: [{ field: 'company', message: 'Company is not known to us' }] }) }),
  );
  await fillEnquiry(page, 'Refused');
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expectOnScreen(page.getByText('Company is not known to us'), 'the field message');
  await expect(page.getByText('Saved on this device')).toHaveCount(0);
  expect(await queuedCount(page)).toBe(0);
  await context.close();
});

test.describe('where a lead came from', () => {
  async function sendFrom(page: Page, lastName: string): Promise<void> {
    // Browse: a link click inside the app, then on to the form.
    await hydrated(page);
    await page.getByRole('link', { name: 'Get Quote' }).first().click();
    await expect(page).toHaveURL(`${site}/contact`);
    await hydrated(page);
    await fillEnquiry(page, lastName);
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page).toHaveURL(`${site}/thank-you`);
  }

  test('a visit landing on a campaign link stores its UTM values and landing page with the enquiry', async ({ browser }) => {
    const { context, page } = await visitor(browser, REJECTED);
    await page.goto(`${site}/?utm_source=newsletter&utm_campaign=spring`);
    await sendFrom(page, 'Campaign');
    await context.close();
    const [lead, ...others] = await leadsNamed('Campaign');
    expect(others).toHaveLength(0);
    expect(lead).toMatchObject({ landingPage: '/', utmSource: 'newsletter', utmCampaign: 'spring', sourcePage: '/contact', gclid: '' });
  });

  test('a visitor who follows a link before the landing page has finished loading keeps its campaign', async ({ browser }) => {
    const { context, page } = await visitor(browser, REJECTED);
    // The logo mark is held back, so the landing page's load event waits while the visitor moves on.
    let releaseLogo = () => {};
    const logoHeld = new Promise<void>((resolve) => (releaseLogo = resolve));
    await page.route('**/logo-mark-*.svg', async (route) => {
      await logoHeld;
      await route.continue();
    });
    await page.goto(`${site}/?utm_source=trade-show&utm_campaign=autumn`, { waitUntil: 'domcontentloaded' });
    await hydrated(page);
    await page.getByRole('link', { name: 'Get Quote' }).first().click();
    await expect(page).toHaveURL(`${site}/contact`);
    expect(await page.evaluate(() => document.readyState)).not.toBe('complete');
    releaseLogo();
    await page.waitForFunction(() => document.readyState === 'complete');
    await fillEnquiry(page, 'Early');
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page).toHaveURL(`${site}/thank-you`);
    await context.close();
    const [lead] = await leadsNamed('Early');
    expect(lead).toMatchObject({ landingPage: '/', utmSource: 'trade-show', utmCampaign: 'autumn', sourcePage: '/contact' });
  });

  test('with advertising consent refused, a gclid in the landing URL is not stored', async ({ browser }) => {
    const { context, page } = await visitor(browser, REJECTED);
    await page.goto(`${site}/laser-rust-removal?gclid=Cj0KCQ-refused`);
    await sendFrom(page, 'NoConsent');
    expect(await page.evaluate(() => JSON.stringify(sessionStorage) + JSON.stringify(localStorage))).not.toContain('Cj0KCQ');
    await context.close();
    const [lead] = await leadsNamed('NoConsent');
    expect(lead).toMatchObject({ landingPage: '/laser-rust-removal', gclid: '' });
  });

  /** Sends the enquiry from /contact opened with a full page load in this page. */
  async function sendFromContact(page: Page, lastName: string): Promise<void> {
    await page.goto(`${site}/contact`);
    await hydrated(page);
    await fillEnquiry(page, lastName);
    await page.getByRole('button', { name: 'Send Request' }).click();
    await expect(page).toHaveURL(`${site}/thank-you`);
  }

  const storedText = (page: Page) => page.evaluate(() => JSON.stringify(sessionStorage) + JSON.stringify(localStorage));

  test('click ids seen before consent are kept once Accept All is pressed, and the visit lasts across a reload and a new tab', async ({ browser }) => {
    const { context, page } = await visitor(browser);
    await page.goto(`${site}/laser-rust-removal?utm_source=google&utm_medium=cpc&gclid=Cj0KCQ-later&gbraid=0AAAAA-later`);
    await hydrated(page);
    await page.waitForLoadState('load');
    await expect.poll(() => storedText(page)).toContain('laser-rust-removal');
    expect(await storedText(page), 'no click id stored before consent').not.toContain('Cj0KCQ');
    await page.getByRole('button', { name: 'Accept All' }).click();
    await expect.poll(() => storedText(page)).toContain('Cj0KCQ-later');
    await page.reload();
    await page.waitForLoadState('load');
    // A new tab of the same visit, opened on the form with a full page load.
    const tab = await context.newPage();
    await sendFromContact(tab, 'NewTab');
    await context.close();
    const [lead, ...others] = await leadsNamed('NewTab');
    expect(others).toHaveLength(0);
    expect(lead).toMatchObject({ landingPage: '/laser-rust-removal', utmSource: 'google', utmMedium: 'cpc', gclid: 'Cj0KCQ-later', gbraid: '0AAAAA-later', sourcePage: '/contact' });
  });

  test('click ids are removed when advertising consent is withdrawn, and not sent', async ({ browser }) => {
    const { context, page } = await visitor(browser, ACCEPTED);
    await page.goto(`${site}/laser-rust-removal?gclid=Cj0KCQ-withdrawn`);
    await page.waitForLoadState('load');
    await expect.poll(() => storedText(page)).toContain('Cj0KCQ-withdrawn');
    await hydrated(page);
    await page.getByRole('button', { name: 'Cookie Settings' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    await dialog.getByRole('switch', { name: 'Advertising Cookies' }).click();
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    await expect.poll(() => storedText(page)).not.toContain('Cj0KCQ');
    await sendFromContact(page, 'Withdrawn');
    await context.close();
    const [lead] = await leadsNamed('Withdrawn');
    expect(lead).toMatchObject({ landingPage: '/laser-rust-removal', gclid: '' });
  });

  test('with advertising consent granted, the gclid is stored', async ({ browser }) => {
    const { context, page } = await visitor(browser, ACCEPTED);
    await page.goto(`${site}/laser-rust-removal?gclid=Cj0KCQ-granted`);
    await sendFrom(page, 'Consent');
    await context.close();
    const [lead] = await leadsNamed('Consent');
    expect(lead).toMatchObject({ landingPage: '/laser-rust-removal', gclid: 'Cj0KCQ-granted' });
  });
});

test('the service worker adds no request to a Google host before consent, and caches no enquiry and nothing of Google', async ({ browser }) => {
  const { context, page } = await visitor(browser);
  const requests: string[] = [];
  context.on('request', (request) => requests.push(request.url()));
  await page.goto(`${site}/contact`);
  expect(await workerReady(page)).toBe(true);
  await page.reload();
  await workerReady(page);
  await expect(page.getByRole('region', { name: 'Cookie Settings' }), 'consent not given yet').toBeVisible();
  const google = requests.filter((url) => /google|doubleclick/.test(new URL(url).hostname));
  expect(google).toEqual([]);
  const cached = await page.evaluate(async () => (await Promise.all((await caches.keys()).map(async (name) => (await (await caches.open(name)).keys()).map((request) => request.url)))).flat());
  expect(cached.length).toBeGreaterThan(10);
  expect(cached.filter((url) => /functions|admin|google|doubleclick/.test(url))).toEqual([]);
  await context.close();
});

test('a new build served under the same origin replaces the old pages on the next navigation', async ({ browser }) => {
  const copy = mkdtempSync(path.join(tmpdir(), 'sclc-build-'));
  cpSync('dist', copy, { recursive: true });
  let build: Server = await startSiteServer({ distDir: copy, port: 0 });
  const origin = `http://127.0.0.1:${(build.address() as import('node:net').AddressInfo).port}`;
  const { context, page } = await visitor(browser, REJECTED);
  try {
    await page.goto(`${origin}/`);
    expect(await workerReady(page)).toBe(true);
    await page.goto(`${origin}/contact`);
    await expect(page.getByRole('heading', { level: 1 })).not.toContainText('New build');

    // The next build: the precached /contact (page and data) says something else, and the worker itself changed.
    const heading = /<h1[^>]*>([^<]+)/.exec(readFileSync(path.join(copy, 'contact.html'), 'utf8'))![1]!;
    for (const file of ['contact.html', '_data/contact.json', 'sw.js']) {
      const full = path.join(copy, file);
      const text = readFileSync(full, 'utf8');
      const changed = file === 'sw.js' ? `${text}\n// next build` : text.replaceAll(heading, `New build ${heading}`);
      writeFileSync(full, changed);
      writeFileSync(`${full}.gz`, gzipSync(changed));
    }
    await new Promise((resolve) => build.close(resolve));
    build = await startSiteServer({ distDir: copy, port: Number(new URL(origin).port) });

    await page.getByRole('link', { name: 'Home' }).first().click();
    await page.goto(`${origin}/contact`);
    await expectOnScreen(page.getByRole('heading', { level: 1, name: /^New build/ }), 'the new build\'s page');
  } finally {
    await context.close();
    await new Promise((resolve) => build.close(resolve));
    rmSync(copy, { recursive: true, force: true });
  }
});
