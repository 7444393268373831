// The enquiry path never lies and never loses: what the visitor reads when the server answers 500, when the function
// refuses connections while the site answers, and when the device has no working connection (whatever
// navigator.onLine says); two and five enquiries queued across reloads; the page
// and the service worker sending at once; the browser closed mid-send; then the rows stored (none lost, none twice)
// and the queue left empty.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { expect, test } from './test';
import { testBrowser } from '../support/desktop';
import { business } from '../support/business-facts';
import { EnquiryServer, fillEnquiry, hydrated, leadEvents, queuedCount, REJECTED, workerReady } from './enquiry-server';
import { expectOnScreen } from './on-screen';

test.use({ serviceWorkers: 'allow' });
// Stopping and starting the server with its embedded database is slow on a busy machine.
test.describe.configure({ mode: 'serial', timeout: 180_000 });

const server = new EnquiryServer(Number(process.env.E2E_PORT ?? 4173) + 107);
const { site } = server;

const SAVED = 'Saved on this device';
const UNREACHABLE = 'Our server cannot be reached right now';
const SENT = 'Your enquiry has been sent';

test.beforeAll(async () => {
  test.setTimeout(120_000);
  await server.start();
});

test.afterAll(() => server.remove());

const send = (page: Page) => page.getByRole('button', { name: 'Send Request' }).click();
const formNotice = (page: Page) => page.locator('form').getByRole('status');
/** The notice at the foot of any page about the enquiries this device kept. */
const deviceNotice = (page: Page) => page.getByRole('status', { name: 'Enquiries saved on this device' });

/**
 * Chromium's emulated offline state does not reach a document loaded while offline (its navigator.onLine reads true,
 * though every request fails), so each page loaded offline is set offline again, as a real device's page would be.
 */
const emulations = new Map<Page, CDPSession>();

async function emulateOffline(page: Page, offline: boolean): Promise<void> {
  if (!emulations.has(page)) emulations.set(page, await page.context().newCDPSession(page));
  await emulations.get(page)!.send('Network.emulateNetworkConditions', { offline, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
}

async function offlineAgain(page: Page): Promise<void> {
  await emulateOffline(page, true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

async function backOnline(context: BrowserContext, pages: Page[]): Promise<void> {
  await context.setOffline(false);
  for (const page of pages) await emulateOffline(page, false);
}

/** Starts the service worker's Background Sync of the queue now, as the browser does when the connection returns. */
async function fireBackgroundSync(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  const registration = await new Promise<string>((resolve) =>
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((entry) => entry.scopeURL === `${site}/` && !entry.isDeleted);
      if (ours) resolve(ours.registrationId);
    }),
  );
  await cdp.send('ServiceWorker.dispatchSyncEvent', { origin: site, registrationId: registration, tag: 'send-queued-enquiries', lastChance: false });
}

/** The enquiry function's origin refusing every connection (the page's posts and the service worker's), or answering again. */
async function refuseFunction(context: BrowserContext, refusing: boolean): Promise<void> {
  if (refusing) await context.route('**/functions/v1/send-contact-email', (route) => route.abort('connectionrefused'));
  else await context.unroute('**/functions/v1/send-contact-email');
}

/** The form still holds what the visitor typed. */
async function expectTypedTextKept(page: Page, lastName: string): Promise<void> {
  await expect(page.getByLabel('Last Name')).toHaveValue(lastName);
  await expect(page.getByLabel('Company')).not.toHaveValue('');
  await expect(page.getByLabel('Email')).not.toHaveValue('');
}

const NO_CONNECTION = 'There is no connection right now';

for (const how of ['offline emulation', 'no internet'] as const) {
  test(`with navigator.onLine true and no working connection (${how === 'offline emulation' ? "Chrome's offline emulation" : 'a network that answers nothing'}), the form says there is no connection, never that the connection works, keeps what was typed, and sends the enquiry once the connection works`, async ({ browser }) => {
    const { context, page } = await server.visitor(browser, REJECTED);
    // Chrome's emulation sets navigator.onLine false in some documents and not in others; here it says online, as a
    // captive portal's page does.
    if (how === 'offline emulation') await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true }));
    await page.goto(`${site}/contact`);
    expect(await workerReady(page)).toBe(true);
    const lastName = how === 'offline emulation' ? 'EmulatedOffline' : 'NoInternet';
    if (how === 'offline emulation') await context.setOffline(true);
    else await context.route(`${site}/**`, (route) => route.abort('internetdisconnected'));
    await hydrated(page);
    expect(await page.evaluate(() => navigator.onLine), 'the browser claims a connection').toBe(true);
    await fillEnquiry(page, lastName);
    await send(page);
    const notice = formNotice(page);
    await expectOnScreen(notice.filter({ hasText: SAVED }), 'the saved notice');
    await expect(notice).toContainText(NO_CONNECTION);
    await expect(notice).not.toContainText(UNREACHABLE);
    await expect(notice).not.toContainText('Your connection works');
    await expectTypedTextKept(page, lastName);
    expect(await queuedCount(page)).toBe(1);
    // The page's timer keeps trying: no `online` event comes to a page that never heard it was offline.
    await page.waitForTimeout(3_000);
    await expect(notice).toContainText(NO_CONNECTION);

    if (how === 'offline emulation') await context.setOffline(false);
    else await context.unroute(`${site}/**`);
    await expect(notice).toContainText(SENT, { timeout: 40_000 });
    await expect.poll(() => queuedCount(page)).toBe(0);
    await context.close();
    expect(await server.leadsNamed(lastName)).toHaveLength(1);
  });
}

test('a 500 from the server shows the error notice with the values kept, queues nothing and stores nothing', async ({ browser }) => {
  const { context, page } = await server.visitor(browser, REJECTED);
  await page.goto(`${site}/contact`);
  await hydrated(page);
  await page.route('**/functions/v1/send-contact-email', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal error"}' }));
  await fillEnquiry(page, 'FiveHundred');
  await send(page);
  const alert = page.getByRole('alert').filter({ hasText: 'Error sending message' });
  await expectOnScreen(alert, 'the error notice');
  await expect(alert).toContainText(`Please try again or contact us directly at ${business.emails.info!.display}`);
  await expect(page.getByLabel('Last Name')).toHaveValue('FiveHundred');
  await expect(formNotice(page)).toHaveCount(0);
  expect(await queuedCount(page)).toBe(0);
  await context.close();
  expect(await server.leadsNamed('FiveHundred')).toHaveLength(0);
});

test('with the enquiry function refusing connections while the site answers, the form says our server cannot be reached, keeps what was typed and the enquiry, and sends it once the function is back', async ({ browser }) => {
  const { context, page } = await server.visitor(browser, REJECTED);
  await page.goto(`${site}/contact`);
  expect(await workerReady(page)).toBe(true);
  await hydrated(page);
  await fillEnquiry(page, 'ServerDown');
  // The function's origin down (Supabase's, in production); on the context, so the service worker's posts fail too.
  await refuseFunction(page.context(), true);
  await send(page);
  const notice = formNotice(page);
  await expectOnScreen(notice.filter({ hasText: UNREACHABLE }), 'the unreachable notice');
  await expect(notice).toContainText('Your connection works');
  await expect(notice).toContainText('this page keeps trying');
  await expect(notice).not.toContainText('no connection');
  await expectTypedTextKept(page, 'ServerDown');
  await expectOnScreen(notice.getByRole('link', { name: new RegExp(business.phones.emergency!.display) }), 'call link');
  expect(await queuedCount(page)).toBe(1);
  // Retries back off while the server stays down, and the notice keeps telling the truth.
  await page.waitForTimeout(4_000);
  await expect(notice).toContainText(UNREACHABLE);

  await refuseFunction(page.context(), false);
  await expect(notice).toContainText(SENT, { timeout: 40_000 });
  await expect.poll(() => queuedCount(page)).toBe(0);
  expect(await leadEvents(page)).toBe(1);
  await context.close();
  expect(await server.leadsNamed('ServerDown')).toHaveLength(1);
});

for (const count of [2, 5]) {
  test(`${count} enquiries sent offline across reloads are each shown as saved, then sent once on every open page when the connection returns`, async ({ browser }) => {
    const { context, page } = await server.visitor(browser, REJECTED);
    await page.goto(`${site}/contact`);
    expect(await workerReady(page)).toBe(true);
    await context.setOffline(true);
    const names = Array.from({ length: count }, (_, index) => `Queued${count}x${index + 1}`);
    for (const [index, name] of names.entries()) {
      // Reload while offline: the page comes from the worker, and says what this device still keeps.
      await page.reload();
      await offlineAgain(page);
      await hydrated(page);
      if (index > 0) await expect(deviceNotice(page).locator('p').filter({ hasText: SAVED })).toHaveCount(index);
      await fillEnquiry(page, name);
      await send(page);
      await expectOnScreen(formNotice(page).filter({ hasText: SAVED }), `saved notice of ${name}`);
      await expect(formNotice(page)).toContainText('when you are back online');
    }
    expect(await queuedCount(page)).toBe(count);
    // A second open page shows the same enquiries waiting.
    const other = await context.newPage();
    await other.goto(`${site}/contact`);
    await offlineAgain(other);
    await expect(deviceNotice(other).locator('p').filter({ hasText: SAVED })).toHaveCount(count);

    await backOnline(context, [page, other]);
    await expect(formNotice(page)).toContainText(SENT, { timeout: 30_000 });
    await expect(deviceNotice(other).locator('p').filter({ hasText: SENT })).toHaveCount(count, { timeout: 30_000 });
    // No page still says any of them waits.
    for (const open of [page, other]) await expect(open.getByRole('status').filter({ hasText: 'will be sent automatically' })).toHaveCount(0);
    await expect.poll(() => queuedCount(page)).toBe(0);
    // One conversion per enquiry, on whichever page reported it.
    await expect.poll(async () => (await leadEvents(page)) + (await leadEvents(other))).toBe(count);
    await context.close();
    const leads = await server.leadsNamed(new RegExp(`^Queued${count}x`));
    expect(leads.map((lead) => lead.lastName).sort()).toEqual([...names].sort());
  });
}

test('the service worker and the page sending the queue at the same moment store each enquiry once', async ({ browser }) => {
  const { context, page } = await server.visitor(browser, REJECTED);
  await page.goto(`${site}/contact`);
  expect(await workerReady(page)).toBe(true);
  await refuseFunction(context, true);
  const names = ['BothTriggers1', 'BothTriggers2', 'BothTriggers3'];
  for (const name of names) {
    await page.reload();
    await hydrated(page);
    await fillEnquiry(page, name);
    await send(page);
    await expect(formNotice(page)).toContainText(UNREACHABLE);
  }
  expect(await queuedCount(page)).toBe(3);
  await refuseFunction(context, false);
  // Both triggers, twice each, at once: Background Sync in the worker and the page's `online` handler.
  await Promise.all([fireBackgroundSync(page), fireBackgroundSync(page), page.evaluate(() => [1, 2].forEach(() => window.dispatchEvent(new Event('online'))))]);
  await expect(formNotice(page)).toContainText(SENT, { timeout: 30_000 });
  await expect(deviceNotice(page).locator('p').filter({ hasText: SENT })).toHaveCount(2, { timeout: 30_000 });
  await expect.poll(() => queuedCount(page)).toBe(0);
  await context.close();
  const leads = await server.leadsNamed(/^BothTriggers/);
  expect(leads.map((lead) => lead.lastName).sort()).toEqual(names);
});

/** A browser with a profile on disk, as a visitor's own: what it kept is there when it is opened again. */
async function openBrowser(profile: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.launchPersistentContext(profile, { ...testBrowser(), serviceWorkers: 'allow' });
  await context.addInitScript((consent) => localStorage.setItem('cookie-consent', consent), REJECTED);
  return { context, page: context.pages()[0] ?? (await context.newPage()) };
}

for (const reachesServer of [false, true]) {
  const name = reachesServer ? 'ClosedBeforeAnswer' : 'ClosedBeforeServer';
  test(`a browser closed while its enquiry is ${reachesServer ? 'stored but not yet answered' : 'on its way to the server'} sends it on the next visit, and it is stored once`, async () => {
    const profile = mkdtempSync(path.join(tmpdir(), 'visitor-profile-'));
    let { context, page } = await openBrowser(profile);
    await page.goto(`${site}/contact`);
    await hydrated(page);
    await fillEnquiry(page, name);
    let inFlight = () => {};
    const sending = new Promise<void>((resolve) => (inFlight = resolve));
    // The request stays open until the browser is gone; where it reached the server, the server has stored it.
    await page.route('**/functions/v1/send-contact-email', async (route) => {
      if (reachesServer) await route.fetch();
      inFlight();
    });
    await send(page);
    await sending;
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeVisible();
    await context.close();

    // A minute later the visitor opens the site again, on another page.
    ({ context, page } = await openBrowser(profile));
    await page.clock.setSystemTime(Date.now() + 60_000);
    await page.goto(`${site}/`);
    await expect(deviceNotice(page).locator('p').filter({ hasText: SENT })).toHaveCount(1, { timeout: 30_000 });
    await expect.poll(() => queuedCount(page)).toBe(0);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    expect(await server.leadsNamed(name)).toHaveLength(1);
  });
}
