// `npm run enquiries -- list | export | retry | purge | delete` on a DATA_DIR the tests filled: run as a user would, in a
// process of its own, for what the process prints and exits with; the rest in this process (a process costs seconds).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../../../scripts/build/content-files';
import { enquiriesCommand } from '../../../scripts/enquiries/cli';
import { csvCell } from '../../../src/server/enquiries/export-csv';
import { createEnquiryHandler } from '../../../src/server/enquiries/handler';
import { MAIL_READY, outboxMailer, type Mailer } from '../../../src/server/enquiries/mail';
import { DATABASE_TIMEOUT_MS, SITE_ORIGIN, business, createPostgresDatabase, handlerFor, letterhead, openTestBed, outboxFiles, post, validEnquiry, type TestBed } from './harness';

const run = promisify(execFile);
let bed: TestBed;
let outboxDir: string;

beforeAll(async () => {
  bed = await openTestBed();
  outboxDir = mkdtempSync(path.join(tmpdir(), 'outbox-'));
  const unwritable = path.join(bed.dataDir, 'file-not-folder');
  writeFileSync(unwritable, '');
  const failingMail = handlerFor(bed, { mailer: outboxMailer(unwritable, letterhead) });
  await failingMail(post(validEnquiry({ company: '=HYPERLINK("http://evil.example","click")', message: 'Two cranes, "urgent"\nPlease call' })));
  await failingMail(post(validEnquiry({ firstName: 'Spammy', website: 'filled' })));
  // The CLI needs the folder to itself, as it would with the server stopped.
  await bed.database.close();
}, DATABASE_TIMEOUT_MS);

afterAll(() => {
  rmSync(bed.dataDir, { recursive: true, force: true });
  rmSync(outboxDir, { recursive: true, force: true });
});

const environment = () => ({ ...process.env, DATA_DIR: bed.dataDir, OUTBOX_DIR: outboxDir });

/** `npm run enquiries` in a process of its own; rejects, as execFile does, when it exits with another status than 0. */
const enquiriesProcess = (...command: string[]) => run(process.execPath, ['--import', 'tsx', 'scripts/enquiries.ts', ...command], { cwd: projectRoot, env: environment() });

/** The same command in this process: what it printed, or a rejection with its exit status and output as the process's. */
async function inProcess(command: string[], env: Record<string, string | undefined>): Promise<{ stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await enquiriesCommand(command, { env, stdout: (text) => (stdout += text), stderr: (text) => (stderr += text) });
  if (code !== 0) throw Object.assign(new Error(`npm run enquiries -- ${command.join(' ')} exited with ${code}:\n${stderr}`), { code, stdout, stderr });
  return { stdout, stderr };
}

const enquiries = (...command: string[]) => inProcess(command, environment());

/** RFC 4180 rows, enough for the CLI's own output. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [[]];
  for (const match of text.matchAll(/("(?:[^"]|"")*"|[^,\r\n]*)(,|\r\n|$)/g)) {
    const [, cell = '', end] = match;
    if (cell === '' && end === '' && match.index === text.length) break;
    rows.at(-1)!.push(cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell);
    if (end === '\r\n') rows.push([]);
  }
  return rows.filter((row) => row.length > 1);
}

describe('npm run enquiries', () => {
  it('exports every field of every lead as CSV, with formulas defused', async () => {
    const { stdout } = await enquiriesProcess('export');
    const [heading, ...rows] = parseCsv(stdout);
    expect(heading).toEqual(expect.arrayContaining(['id', 'receivedAt', 'firstName', 'projectAddress', 'message', 'service', 'sourcePage', 'spam', 'mailStatus', 'mailAttempts', 'mailLastError']));
    expect(rows).toHaveLength(2);
    const lead = Object.fromEntries(heading!.map((column, index) => [column, rows[0]![index]]));
    expect(lead).toMatchObject({ firstName: 'Alex', company: `'=HYPERLINK("http://evil.example","click")`, message: 'Two cranes, "urgent"\nPlease call', spam: 'false', mailStatus: 'pending', mailAttempts: '1' });
    expect(rows[1]).toContain('Spammy');
  }, 60_000);

  it('exports into a file only its owner can read, the same CSV, and says how many', async () => {
    const file = path.join(outboxDir, '..', `leads-${path.basename(outboxDir)}.csv`);
    const { stdout } = await enquiries('export', file);
    expect(stdout).toBe(`Wrote 2 enquiries to ${file}.\n`);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toBe((await enquiries('export')).stdout);
    rmSync(file);
  }, 60_000);

  it('quotes every cell a spreadsheet could split or run, and drops bidi controls', () => {
    expect(csvCell('Smith; Jones')).toBe('"Smith; Jones"');
    expect(csvCell('a "quoted" name')).toBe('"a ""quoted"" name"');
    expect(csvCell('line one\nTotal: 0')).toBe('"line one\nTotal: 0"');
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+61 400 000 000')).toBe("'+61 400 000 000");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('=A1;B1')).toBe(`"'=A1;B1"`);
    expect(csvCell(' padded')).toBe('" padded"');
    expect(csvCell('Ali\u202ecod.exe')).toBe('Alicod.exe');
    expect(csvCell('plain')).toBe('plain');
  });

  it('retries pending mail into OUTBOX_DIR, then lists the leads', async () => {
    const { stdout: retried } = await enquiries('retry');
    expect(retried).toContain('Sent the pending mail of 1 enquiry');
    expect(outboxFiles(outboxDir)).toHaveLength(2);
    const { stdout: listed } = await enquiries('list');
    expect(listed).toMatch(/Alex Nguyen .* sent/);
    expect(listed).toMatch(/Spammy Nguyen .* spam, not mailed/);
    expect(listed).toContain('2 enquiries');
  }, 60_000);

  it('explains its usage when the command is unknown', async () => {
    await expect(enquiriesProcess('drop')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('usage: npm run enquiries -- list | export [file.csv] | retry | purge [--older-than <months>] | delete --email <address>') });
    await expect(enquiries('purge', '--older-than', '0')).rejects.toMatchObject({ code: 2 });
    await expect(enquiries('delete', '--email')).rejects.toMatchObject({ code: 2 });
    await expect(enquiries('export', '--older-than')).rejects.toMatchObject({ code: 2 });
  }, 60_000);

  it('purges nothing younger than the retention period, then deletes one person\'s rows and e-mail files and says how many', async () => {
    const { stdout: purged } = await enquiries('purge', '--older-than', '1');
    expect(purged).toContain('Deleted 0 enquiries');
    // With no period named, the privacy policy's (site/business.yaml).
    const { stdout: purgedByPolicy } = await enquiries('purge');
    expect(purgedByPolicy).toContain('Deleted 0 enquiries');
    const { stdout: deleted } = await enquiries('delete', '--email', 'ALEX.NGUYEN@shipyard.example');
    expect(deleted).toMatch(/^Deleted 2 enquiries from .* and 2 e-mail files from /);
    expect(outboxFiles(outboxDir)).toEqual([]);
    const { stdout: listed } = await enquiries('list');
    expect(listed).toContain('0 enquiries');
  }, 60_000);
});

describe('npm run enquiries -- list, with a lead whose e-mail is unsent an hour after it came in', () => {
  let waiting: TestBed;

  beforeAll(async () => {
    waiting = await openTestBed();
    const failing: Mailer = { send: () => Promise.reject(new Error('mail provider answered 403: domain not verified')) };
    const ninetyMinutesAgo = new Date(Date.now() - 90 * 60_000);
    await handlerFor(waiting, { mailer: failing, now: () => ninetyMinutesAgo })(post(validEnquiry({ company: 'Waiting Fabrication' })));
    await handlerFor(waiting, { mailer: failing })(post(validEnquiry({ company: 'Just Now Fabrication', email: 'just.now@lead.example' })));
    await waiting.database.close();
  }, DATABASE_TIMEOUT_MS);

  afterAll(() => rmSync(waiting.dataDir, { recursive: true, force: true }));

  it('says under the table how many and since when, naming no one, and what sends them', async () => {
    const { stdout } = await inProcess(['list'], { ...process.env, DATA_DIR: waiting.dataDir, OUTBOX_DIR: path.join(waiting.dataDir, 'outbox') });
    const lastLine = stdout.trim().split('\n').at(-1);
    expect(lastLine).toMatch(/^Mail not sent: 1 lead unsent for over an hour \(the oldest came in 9\d min ago\): the business has not been told of it\. `npm run enquiries -- retry` sends them to the outbox\.$/);
    expect(stdout).toContain('2 enquiries');
  }, 60_000);
});

describe('npm run enquiries on a Postgres server (production), named by --database-url or DATABASE_URL', () => {
  let server: Awaited<ReturnType<typeof createPostgresDatabase>>;
  const monthsAgo = (months: number) => {
    const date = new Date();
    date.setMonth(date.getMonth() - months);
    return date;
  };

  beforeAll(async () => {
    server = await createPostgresDatabase();
    const mail = outboxMailer(mkdtempSync(path.join(tmpdir(), 'server-outbox-')), letterhead);
    const handlerAt = (date: Date) => createEnquiryHandler({ store: server.database.store, mailer: mail, allowedOrigins: [SITE_ORIGIN], rateLimitPerMinute: 100, configuration: { mail: () => MAIL_READY, mailRetry: () => true }, clientAddress: () => '203.0.113.5', now: () => date });
    // One lead older than the privacy policy's retention period, two recent ones of which one is the person who asks.
    expect((await handlerAt(monthsAgo(business.privacy.retentionMonths + 1))(post(validEnquiry({ company: 'Old Lead Pty Ltd' })))).status).toBe(200);
    expect((await handlerAt(new Date())(post(validEnquiry({ company: 'Recent Lead Pty Ltd', email: 'recent@lead.example' })))).status).toBe(200);
    expect((await handlerAt(new Date())(post(validEnquiry({ company: 'Asks To Be Forgotten', email: 'forget.me@lead.example' })))).status).toBe(200);
  }, DATABASE_TIMEOUT_MS);

  afterAll(() => server?.drop());

  const companies = async () => (await server.database.store.list()).map((record) => record.company);

  it('purges by the retention period and deletes one person, on the server, never touching the local folder', async () => {
    const { stdout: purged } = await enquiries('purge', '--database-url', server.url);
    const shown = `${new URL(server.url).host}${new URL(server.url).pathname}`;
    expect(purged).toBe(`Deleted 1 enquiry from ${shown}.\n`);
    expect(await companies()).toEqual(['Recent Lead Pty Ltd', 'Asks To Be Forgotten']);
    const { stdout: deleted } = await inProcess(['delete', '--email', 'Forget.Me@lead.example'], { ...process.env, DATABASE_URL: server.url });
    expect(deleted).toBe(`Deleted 1 enquiry from ${shown}.\n`);
    expect(await companies()).toEqual(['Recent Lead Pty Ltd']);
    const { stdout: listed } = await enquiries('list', '--database-url', server.url);
    expect(listed).toMatch(/Alex Nguyen .*Recent Lead Pty Ltd/);
    expect(listed).toContain(`1 enquiry in ${shown}`);
  }, 60_000);

  it('refuses a retry there (the function resends its own mail), and a missing address', async () => {
    await expect(enquiries('retry', '--database-url', server.url)).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('the scheduled job resends pending mail') });
    await expect(enquiries('list', '--database-url')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('--database-url needs the database address') });
  }, 60_000);
});
