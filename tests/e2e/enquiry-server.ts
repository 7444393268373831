// A site server of a test's own (`npm start --serve-only` with its own DATA_DIR), which the test can stop, as when the
// enquiry server is down, and whose stored leads it reads as an operator would (`npm run enquiries -- export`).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect } from './test';
import { fillByLabel } from './fill-form';
import { stopProcess } from '../support/processes';

export const REJECTED = '{"analytics":false,"advertising":false,"functional":true}';
export const ACCEPTED = '{"analytics":true,"advertising":true,"functional":true}';


/** RFC 4180 rows: quoted cells may hold commas, doubled quotes and line breaks. */
export function csvRows(csv: string): string[][] {
  const rows: string[][] = [];
  for (const match of csv.matchAll(/((?:"(?:[^"]|"")*"|[^,\r\n]*)(?:,(?:"(?:[^"]|"")*"|[^,\r\n]*))*)\r\n/g)) {
    rows.push([...match[1]!.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map((cell) => (cell[1]!.startsWith('"') ? cell[1]!.slice(1, -1).replace(/""/g, '"') : cell[1]!)));
  }
  return rows;
}

export class EnquiryServer {
  readonly dataDir = mkdtempSync(path.join(tmpdir(), 'sclc-enquiries-'));
  readonly site: string;
  private child: ChildProcess | undefined;

  constructor(readonly port: number) {
    this.site = `http://127.0.0.1:${port}`;
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--serve-only'], {
      env: { ...process.env, PORT: String(this.port), DATA_DIR: this.dataDir, RATE_LIMIT_PER_MINUTE: '1000', RECEIPTS_PER_ADDRESS_PER_DAY: '1000' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    await new Promise<void>((resolve, reject) => {
      child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Site running at') && resolve());
      child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    });
  }

  async stop(): Promise<void> {
    await stopProcess(this.child);
  }

  /** The stored leads, one object per row; the server must be stopped (it owns the embedded database). */
  exportedLeads(): Record<string, string>[] {
    const exported = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/enquiries.ts', 'export'], { env: { ...process.env, DATA_DIR: this.dataDir }, encoding: 'utf8' });
    expect(exported.status, exported.stderr).toBe(0);
    const [heading, ...rows] = csvRows(exported.stdout);
    return rows.map((row) => Object.fromEntries(heading!.map((column, index) => [column, row[index] ?? ''])));
  }

  /** Reads the leads with the server stopped, then starts it again for the next test. */
  async leadsNamed(lastName: string | RegExp): Promise<Record<string, string>[]> {
    await this.stop();
    const leads = this.exportedLeads().filter((lead) => (typeof lastName === 'string' ? lead.lastName === lastName : lastName.test(lead.lastName ?? '')));
    await this.start();
    return leads;
  }

  async remove(): Promise<void> {
    await this.stop();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** A context of a visitor who already chose (or not) on the cookie banner, with the service worker allowed. */
  async visitor(browser: Browser, consent?: string): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({
      serviceWorkers: 'allow',
      storageState: { cookies: [], origins: consent ? [{ origin: this.site, localStorage: [{ name: 'cookie-consent', value: consent }] }] : [] },
    });
    return { context, page: await context.newPage() };
  }
}

/** Waits until the service worker is active, which means its precache is complete. */
export const workerReady = (page: Page) => page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).active));


export async function fillEnquiry(page: Page, lastName: string): Promise<void> {
  await fillByLabel(page, {
    'First Name': 'Ada',
    'Last Name': lastName,
    Email: 'ada@example.com',
    Company: 'Analytical Engines Pty Ltd',
    'Project Address': '1 Wharf Rd, Pyrmont NSW 2009',
    Industry: 'marine',
    'Primary Interest': 'services',
  });
}

/** The lead_generation events the page recorded. */
export const leadEvents = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>)).filter((call) => call[0] === 'event' && call[1] === 'lead_generation').length);

export { hydrated, queuedCount } from '../../scripts/soak/enquiry-soak';
