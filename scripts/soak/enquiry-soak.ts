// The enquiry path under a flaky network, as visitors meet it: N enquiries typed into the form on three open pages of
// one browser (its service worker on), through a proxy that drops requests, answers 500, or stores an enquiry and then
// loses the answer, with pages reloaded, the device offline for a while and both queue triggers fired together. At the
// end the network heals; then every enquiry must be stored exactly once, no browser store may hold one, and no open
// page may say one still waits. `npm run soak:enquiries -- 200` prints the figures; a browser test runs a short soak.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as forward, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { letterheadFromFacts, outboxMailer } from '../../src/server/enquiries/mail';
import { openEnquiryDatabase } from '../../src/server/enquiries/pglite';
import { ENQUIRY_PATH, startSiteServer } from '../../src/server/index';
import { CONNECTION_CHECK_TIMEOUT_MS } from '../../src/enquiry/connection';
import { ENQUIRY_POST_TIMEOUT_MS } from '../../src/enquiry/enquiry-queue';
import { CHROME_FLAGS, chromePath } from '../build/chromium';
import { loadSiteFrom } from '../build/content-files';
import { seededRandom } from '../build/seeded-random';

/** What the proxy does to one post of an enquiry, by share of posts while the network is flaky. */
const CHAOS = { drop: 0.15, serverError: 0.1, answerLost: 0.1 };
/** Between enquiries, by share of enquiries. */
const EVENTS = { reload: 0.1, offline: 0.08, bothTriggers: 0.08 };
const PAGES = 3;
const REFUSED_CONSENT = '{"analytics":false,"advertising":false,"functional":true}';
const WAITING = /Saved on this device|cannot be reached|will be sent automatically/;
/**
 * How long one press of Send may take to show its outcome: the form's post may wait its whole timeout, then the
 * connection check its own, and the page needs time of its own on a loaded host; beyond that, the press is stuck.
 */
const PRESS_LIMIT_MS = ENQUIRY_POST_TIMEOUT_MS + CONNECTION_CHECK_TIMEOUT_MS + 15_000;
/** How long the healed network may take to empty every queue: the longest backoff, twice, and a post's timeout. */
const DRAIN_LIMIT_MS = 120_000;
/** Opening the pages and the database, and reading the rows at the end. */
const SETUP_LIMIT_MS = 90_000;

/**
 * The most a soak of `count` enquiries may take when every step keeps its own limit: its clock grows with the work it
 * waits for, so a loaded host slows it without failing it, and a stuck press or queue still fails at its own step.
 * A visitor presses Send again after an error notice; the chaos makes a third press rare.
 */
export const soakTimeLimitMs = (count: number) => SETUP_LIMIT_MS + count * 3 * PRESS_LIMIT_MS + DRAIN_LIMIT_MS;

export interface SoakFigures {
  enquiries: number;
  stored: number;
  storedTwice: number;
  missing: string[];
  leftOnDevice: number;
  pagesSayingWaiting: number;
  posts: number;
  dropped: number;
  serverErrors: number;
  answersLost: number;
  reloads: number;
  offlineSpells: number;
  bothTriggers: number;
  sentAtOnce: number;
  kept: number;
  seconds: number;
}

/** A proxy in front of the site: pages and assets pass; posts of an enquiry meet the chaos while `flaky` is on. */
function chaosProxy(upstream: string, roll: () => number, figures: SoakFigures): { server: Server; heal: () => void } {
  let flaky = true;
  const upstreamUrl = new URL(upstream);
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const enquiry = req.method === 'POST' && req.url?.startsWith(ENQUIRY_PATH);
    let fate: 'pass' | 'drop' | 'serverError' | 'answerLost' = 'pass';
    if (enquiry) {
      figures.posts++;
      const dice = roll();
      if (flaky) fate = dice < CHAOS.drop ? 'drop' : dice < CHAOS.drop + CHAOS.serverError ? 'serverError' : dice < CHAOS.drop + CHAOS.serverError + CHAOS.answerLost ? 'answerLost' : 'pass';
    }
    if (fate === 'drop') {
      figures.dropped++;
      return void req.socket.destroy();
    }
    if (fate === 'serverError') {
      figures.serverErrors++;
      req.resume();
      res.writeHead(500, { 'Content-Type': 'application/json' });
      return void res.end('{"error":"Internal error"}');
    }
    // The site checks that a post comes from its own origin: the proxy stands in for it.
    const headers = { ...req.headers, host: upstreamUrl.host, ...(req.headers.origin ? { origin: upstreamUrl.origin } : {}) };
    const outgoing = forward({ host: upstreamUrl.hostname, port: upstreamUrl.port, path: req.url, method: req.method, headers }, (answer) => {
      if (fate === 'answerLost') {
        figures.answersLost++;
        answer.resume();
        return void answer.on('end', () => req.socket.destroy());
      }
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    outgoing.on('error', () => req.socket.destroy());
    req.pipe(outgoing);
  });
  return { server, heal: () => (flaky = false) };
}

const listen = (server: Server) => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)));

async function fillEnquiry(page: Page, lastName: string): Promise<void> {
  await page.getByLabel('First Name').fill('Soak');
  await page.getByLabel('Last Name').fill(lastName);
  await page.getByLabel('Email').fill(`${lastName.toLowerCase()}@example.com`);
  await page.getByLabel('Company').fill('Flaky Networks Pty Ltd');
  await page.getByLabel('Project Address').fill('1 Wharf Rd, Pyrmont NSW 2009');
  await page.getByLabel('Industry').selectOption('marine');
  await page.getByLabel('Primary Interest').selectOption('services');
}

/** Resolves once React has taken over the page. */
export const hydrated = (page: Page) => page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('__reactContainer')));

async function openContact(page: Page, site: string): Promise<void> {
  await page.goto(`${site}/contact`);
  await hydrated(page);
}

/** How many enquiries the browser's queue holds, in any state. */
export const queuedCount = (page: Page) =>
  page.evaluate(async () => {
    const opening = indexedDB.open('enquiry-queue');
    const db = await new Promise<IDBDatabase>((resolve) => (opening.onsuccess = () => resolve(opening.result)));
    if (!db.objectStoreNames.contains('enquiries')) return 0;
    const count = db.transaction('enquiries').objectStore('enquiries').count();
    return new Promise<number>((resolve) => (count.onsuccess = () => resolve(count.result)));
  });

/** The last lines each page wrote to its console, told with a press that got no outcome. */
const consoleLines = new WeakMap<Page, string[]>();
const keepConsole = (page: Page) => {
  const lines: string[] = [];
  consoleLines.set(page, lines);
  page.on('console', (message) => lines.push(`${new Date().toISOString().slice(11, 23)} ${message.type()}: ${message.text().slice(0, 200)}`) > 12 && lines.shift());
};

/** What a page shows of an enquiry's fate, for a press that got none of the outcomes the soak waits for. */
const pageState = (page: Page) =>
  page
    .evaluate(() => {
      const notices = [...document.querySelectorAll('[role="alert"], [role="status"]')].map((notice) => `${notice.getAttribute('role')}${notice.hasAttribute('data-answered') ? ' (an earlier press)' : ''}: "${notice.textContent?.slice(0, 80)}"`);
      const button = document.querySelector('form button[type="submit"]')?.textContent;
      return `${location.pathname}, button "${button}", ${notices.length ? notices.join('; ') : 'no notice'}`;
    })
    .catch((error: unknown) => `nothing readable (${String(error)})`);

/** Sends one enquiry as a visitor does: Send, and Send again after an error notice, until it is sent or kept on the device. */
async function sendAsVisitor(page: Page, site: string, lastName: string, figures: SoakFigures): Promise<void> {
  await fillEnquiry(page, lastName);
  for (let press = 0; press < 20; press++) {
    // The notice of an earlier press is marked, so only this press's answer counts.
    await page.evaluate(() => document.querySelectorAll('[role="alert"]').forEach((notice) => notice.setAttribute('data-answered', '')));
    await page.getByRole('button', { name: 'Send Request' }).click();
    const pressed = Date.now();
    const outcome = await Promise.any([
      page.waitForURL('**/thank-you', { timeout: PRESS_LIMIT_MS }).then(() => 'sent' as const),
      page.locator('[role="alert"]:not([data-answered])').filter({ hasText: 'Error sending message' }).waitFor({ timeout: PRESS_LIMIT_MS }).then(() => 'error' as const),
      page.locator('form').getByRole('status').filter({ hasText: WAITING }).waitFor({ timeout: PRESS_LIMIT_MS }).then(() => 'kept' as const),
    ]).catch(async () => {
      throw new Error(`${lastName}: press ${press + 1} of Send had no outcome after ${Math.round((Date.now() - pressed) / 1000)} s; the page shows ${await pageState(page)}; its console:\n${(consoleLines.get(page) ?? []).join('\n')}`);
    });
    if (outcome === 'sent') figures.sentAtOnce++;
    if (outcome === 'kept') figures.kept++;
    if (outcome !== 'error') return openContact(page, site);
  }
  throw new Error(`${lastName}: twenty presses of Send and no answer`);
}

const goOffline = async (context: BrowserContext, pages: Page[], offline: boolean) => {
  await context.setOffline(offline);
  // The pages hear it as a device's pages do.
  for (const page of pages) await page.evaluate((event) => window.dispatchEvent(new Event(event)), offline ? 'offline' : 'online').catch(() => undefined);
};

export async function runSoak({ count, distDir, seed = 1, log = console.log }: { count: number; distDir: string; seed?: number; log?: (line: string) => void }): Promise<SoakFigures> {
  const started = Date.now();
  const figures: SoakFigures = { enquiries: count, stored: 0, storedTwice: 0, missing: [], leftOnDevice: 0, pagesSayingWaiting: 0, posts: 0, dropped: 0, serverErrors: 0, answersLost: 0, reloads: 0, offlineSpells: 0, bothTriggers: 0, sentAtOnce: 0, kept: 0, seconds: 0 };
  // Seeded, so a failing soak can be run again the same way.
  const roll = seededRandom(seed);
  const business = loadSiteFrom().site?.business;
  if (!business) throw new Error('the site content must validate first (npm run validate)');
  const work = mkdtempSync(path.join(tmpdir(), 'enquiry-soak-'));
  const dataDir = path.join(work, 'data');
  let database = await openEnquiryDatabase({ dataDir });
  const site = await startSiteServer({ distDir, port: 0, log: () => {}, enquiries: { store: database.store, mailer: outboxMailer(path.join(work, 'outbox'), letterheadFromFacts(business)), rateLimitPerMinute: 100_000 } });
  const proxy = chaosProxy(`http://127.0.0.1:${(site.address() as AddressInfo).port}`, roll, figures);
  const base = await listen(proxy.server);
  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS });
  const names = Array.from({ length: count }, (_, index) => `Soak${String(index + 1).padStart(4, '0')}`);
  try {
    const context = await browser.newContext({ serviceWorkers: 'allow' });
    await context.addInitScript((consent) => localStorage.setItem('cookie-consent', consent), REFUSED_CONSENT);
    const pages = await Promise.all(Array.from({ length: PAGES }, () => context.newPage()));
    for (const page of pages) keepConsole(page);
    for (const page of pages) await openContact(page, base);
    await pages[0]!.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active));
    for (const [index, name] of names.entries()) {
      const page = pages[index % PAGES]!;
      if (roll() < EVENTS.reload) {
        figures.reloads++;
        await page.reload();
        await hydrated(page);
      }
      const offline = roll() < EVENTS.offline;
      if (offline) {
        figures.offlineSpells++;
        await goOffline(context, pages, true);
      }
      await sendAsVisitor(page, base, name, figures);
      if (offline) await goOffline(context, pages, false);
      if (roll() < EVENTS.bothTriggers) {
        figures.bothTriggers++;
        await Promise.all(pages.map((open) => open.evaluate(() => window.dispatchEvent(new Event('online')))));
      }
      if ((index + 1) % 25 === 0) log(`  ${index + 1} of ${count} sent or kept (${Math.round((Date.now() - started) / 1000)} s)`);
    }

    // The network heals; the pages' own triggers (their timers, `online`) must empty every queue.
    proxy.heal();
    await goOffline(context, pages, false);
    const deadline = Date.now() + DRAIN_LIMIT_MS;
    while ((await queuedCount(pages[0]!)) > 0 && Date.now() < deadline) await pages[0]!.waitForTimeout(1_000);
    figures.leftOnDevice = await queuedCount(pages[0]!);
    // Every open page tells the truth: none of them says an enquiry still waits.
    await pages[0]!.waitForTimeout(2_000);
    for (const page of pages) if ((await page.getByRole('status').filter({ hasText: WAITING }).count()) > 0) figures.pagesSayingWaiting++;
    await context.close();
  } finally {
    await browser.close();
    await new Promise((resolve) => proxy.server.close(resolve));
    proxy.server.closeAllConnections();
    await new Promise((resolve) => site.close(resolve));
    await database.close();
  }
  database = await openEnquiryDatabase({ dataDir });
  const rows = (await database.store.list()).map((record) => record.lastName);
  await database.close();
  rmSync(work, { recursive: true, force: true });
  figures.stored = new Set(rows).size;
  figures.storedTwice = rows.length - figures.stored;
  figures.missing = names.filter((name) => !rows.includes(name));
  figures.seconds = Math.round((Date.now() - started) / 1000);
  return figures;
}

export const formatSoak = (figures: SoakFigures) =>
  [
    `Enquiries typed: ${figures.enquiries} on ${PAGES} open pages; ${figures.sentAtOnce} sent at once, ${figures.kept} kept on the device by the form`,
    `Network: ${figures.posts} posts, ${figures.dropped} dropped, ${figures.serverErrors} answered 500, ${figures.answersLost} stored with the answer lost; ${figures.reloads} reloads, ${figures.offlineSpells} offline spells, both triggers fired ${figures.bothTriggers} times`,
    `Stored: ${figures.stored} of ${figures.enquiries} (missing ${figures.missing.length}${figures.missing.length ? `: ${figures.missing.slice(0, 10).join(', ')}` : ''}), stored twice ${figures.storedTwice}`,
    `Left in the browser's queue: ${figures.leftOnDevice}; open pages still saying one waits: ${figures.pagesSayingWaiting}`,
    `${figures.seconds} s`,
  ].join('\n');

export const soakHeld = (figures: SoakFigures) => figures.stored === figures.enquiries && figures.storedTwice === 0 && figures.leftOnDevice === 0 && figures.pagesSayingWaiting === 0;
