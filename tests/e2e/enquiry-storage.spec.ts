// A new user's path end to end: `npm start`, the real form, then the stored lead and its e-mail on disk.
// The server runs as its own process with its own DATA_DIR so the test can stop it and read the store.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './test';
import { fillByLabel } from './fill-form';
import { stopProcess } from '../support/processes';
import { outboxMails } from '../support/outbox';

const port = Number(process.env.E2E_PORT ?? 4173) + 101;
const site = `http://127.0.0.1:${port}`;
let dataDir: string;
let server: ChildProcess | undefined;


test.beforeAll(async () => {
  // PGlite's first start can take a while on a busy machine.
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), 'sclc-enquiries-'));
  server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--serve-only'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    server!.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('Site running at') && resolve());
    server!.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });
  await ready;
});

test.afterAll(async () => {
  await stopProcess(server);
  rmSync(dataDir, { recursive: true, force: true });
});

test('an enquiry sent from the form is stored as a row and mailed as .eml files', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${site}/contact?service=roi-assessment`);
  await page.waitForFunction(() => Object.keys(document).some((key) => key.startsWith('__reactContainer')));
  await fillByLabel(page, {
    'First Name': 'Grace',
    'Last Name': 'Hopper',
    Email: 'grace.hopper@example.com',
    Company: 'Harvard Mark I Works',
    'Project Address': '12 Dock St, Pinkenba QLD 4008',
    Industry: 'infrastructure',
    'Primary Interest': 'roi',
    'Project Size': 'large',
  });
  await page.getByRole('button', { name: 'Send Request' }).click();
  await expect(page).toHaveURL(`${site}/thank-you`);

  // The business's e-mail and the visitor's receipt are written once the row is stored.
  const outbox = path.join(dataDir, 'outbox');
  await expect.poll(() => readdirSync(outbox).filter((file) => file.endsWith('.eml')).length, { timeout: 20_000 }).toBe(2);
  const mails = outboxMails(outbox);
  expect(mails.some((mail) => mail.includes('Harvard Mark I Works') && mail.includes('12 Dock St, Pinkenba QLD 4008'))).toBe(true);
  expect(mails.some((mail) => /^To: .*grace\.hopper@example\.com/m.test(mail))).toBe(true);

  // Stop the server (it owns the embedded database), then read the stored leads as an operator would.
  await stopProcess(server);
  const exported = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/enquiries.ts', 'export'], { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
  expect(exported.status, exported.stderr).toBe(0);
  const rows = exported.stdout.trim().split('\n');
  expect(rows).toHaveLength(2);
  expect(rows[1]).toContain('Grace');
  expect(rows[1]).toContain('grace.hopper@example.com');
  expect(rows[1]).toContain('roi-assessment');
  expect(rows[1]).toContain('large');
});
