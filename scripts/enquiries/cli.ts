// `npm run enquiries -- list | export [file.csv] | retry | purge [--older-than <months>] | delete --email <address>`: the
// stored leads as a table, as CSV (into a file readable by its owner only, or on standard output), their pending e-mail
// sent again, or rows and their .eml files deleted (the retention period of site/business.yaml unless named; one
// person's request). Honours DATA_DIR and OUTBOX_DIR as `npm start` does. With `--database-url <postgres://…>` (or
// DATABASE_URL) list, export, purge and delete work on that database instead, the production one on Supabase included.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { format } from 'node:util';
import { enquiryDataDir } from '../../src/server/enquiries/data-dir';
import { parse } from 'yaml';
import type { BusinessFacts } from '../../schema/generated/types';
import { MAIL_TIMEOUT_MS, retryPendingMail } from '../../src/server/enquiries/handler';
import { displayValue, letterheadFromFacts, outboxMailer, referenceOf, timeZoneName } from '../../src/server/enquiries/mail';
import { DataDirLockedError, openEnquiryDatabase, type EnquiryDatabase } from '../../src/server/enquiries/pglite';
import { connectPostgres } from '../../src/server/enquiries/postgres';
import { minutesSince, receivedMonthsBefore, UNSENT_ALARM_MS, unsentText, type EnquiryRecord, type EnquiryStore, type ForgetWhich } from '../../src/server/enquiries/store';
import { enquiriesCsv } from '../../src/server/enquiries/export-csv';
import { projectRoot } from '../build/content-files';

const USAGE = 'usage: npm run enquiries -- list | export [file.csv] | retry | purge [--older-than <months>] | delete --email <address>  [--database-url <postgres://…>]';
const LOCK_WAIT_MS = 30_000;

/** The database the command works on: the local PGlite folder, or a Postgres server named by its address. */
interface OpenDatabase {
  store: EnquiryStore;
  /** Where the rows are, for the messages: the folder, or the server and database without the password. */
  where: string;
  /** Whether the rows' .eml files are in the local outbox (not for a server's rows: the provider sent those). */
  local: boolean;
  close(): Promise<void>;
}

/** What a run of the command reads and where it prints: the process's own, or a test's (which runs it in-process). */
export interface EnquiriesContext {
  env: Record<string, string | undefined>;
  stdout: (text: string) => void;
  stderr: (text: string) => void;
}

/** The leads' folder and the outbox, as `npm start` finds them. */
const foldersOf = (env: EnquiriesContext['env']) => {
  const dataDir = enquiryDataDir(env);
  return { dataDir, outboxDir: path.resolve(env.OUTBOX_DIR ?? path.join(dataDir, 'outbox')) };
};

const enquiriesCount = (count: number) => `${count} ${count === 1 ? 'enquiry' : 'enquiries'}`;

/** Visitor text shown in a terminal: one line, no escape sequences, cut to width. */
const terminalText = (text: string, width: number) => {
  const flat = text.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ');
  return (flat.length > width ? flat.slice(0, width - 1) + '…' : flat).padEnd(width);
};

const mailState = (record: EnquiryRecord) =>
  record.spam ? 'spam, not mailed' : record.mailStatus === 'sent' ? (record.confirmationStatus === 'pending' ? 'sent, receipt pending' : 'sent') : `pending (${record.mailAttempts} tries)`;

const businessFacts = () => parse(readFileSync(path.join(projectRoot, 'site/business.yaml'), 'utf8')) as BusinessFacts;

/** Who the mail is from and the business's clock, from site/business.yaml. */
const letterhead = () => letterheadFromFacts(businessFacts());

function listTable(records: readonly EnquiryRecord[], where: string): string {
  const { timeZone } = letterhead();
  const when = (date: Date) => date.toLocaleString('en-AU', { timeZone, dateStyle: 'short', timeStyle: 'short' });
  const row = (cells: [string, number][]) => cells.map(([text, width]) => terminalText(text, width)).join('  ').trimEnd();
  const widths = [20, 8, 24, 24, 30, 24, 22];
  const heading = [`Received (${timeZoneName(timeZone)})`, 'Ref', 'Name', 'Company', 'Email', 'Interest', 'Mail'];
  const lines = records.map((record) =>
    row(
      [when(record.receivedAt), referenceOf(record), `${record.firstName} ${record.lastName}`, record.company, record.email, displayValue('interest', record.interest), mailState(record)].map(
        (text, index): [string, number] => [text, widths[index] ?? 20],
      ),
    ),
  );
  return [row(heading.map((text, index): [string, number] => [text, widths[index] ?? 20])), ...lines, `${enquiriesCount(records.length)} in ${where}`].join('\n');
}

/** The line under the list when leads wait for their e-mail an hour after they came in, and what to do about it. */
async function unsentLine(database: OpenDatabase, now = new Date()): Promise<string | undefined> {
  const unsent = await database.store.unsent(new Date(now.getTime() - UNSENT_ALARM_MS));
  if (!unsent.count || !unsent.oldestReceivedAt) return undefined;
  const fix = database.local ? '`npm run enquiries -- retry` sends them to the outbox' : '`npm run check-live -- --mail` says why the function cannot send (a secret to set, or the mail service refusing the sender)';
  return `Mail not sent: ${unsentText(unsent.count, minutesSince(unsent.oldestReceivedAt, now))}. ${fix}.`;
}

async function retry(database: OpenDatabase, outboxDir: string): Promise<string> {
  const mailer = outboxMailer(outboxDir, letterhead());
  const { delivered, stillPending } = await retryPendingMail({ store: database.store, mailer, now: () => new Date(), mailTimeoutMs: MAIL_TIMEOUT_MS, dueOnly: false });
  const failures = (await database.store.pending()).map((record) => `  ${referenceOf(record)}: ${record.mailLastError ?? 'unknown error'}`);
  return [`Sent the pending mail of ${enquiriesCount(delivered)} to ${outboxDir}; ${stillPending} still pending.`, ...failures].join('\n');
}

/**
 * What purge or delete names: rows older than whole months (the privacy policy's retention period when none are
 * named), or one address's rows; undefined when the arguments are wrong.
 */
function forgetWhich(command: string, option: string | undefined, value: string | undefined, now = new Date()): ForgetWhich | undefined {
  if (command === 'delete' && option === '--email' && value?.includes('@')) return { email: value };
  if (command !== 'purge') return undefined;
  const months = option === undefined ? businessFacts().privacy.retentionMonths : option === '--older-than' && /^[1-9]\d*$/.test(value ?? '') ? Number(value) : undefined;
  return months === undefined ? undefined : receivedMonthsBefore(now, months);
}

/** The CSV into a file only its owner can read (the leads are personal information), or on standard output. */
function exportCsv(records: readonly EnquiryRecord[], file: string | undefined): string {
  if (!file) return enquiriesCsv(records);
  writeFileSync(file, enquiriesCsv(records), { mode: 0o600 });
  return `Wrote ${enquiriesCount(records.length)} to ${path.resolve(file)}.\n`;
}

/** Deletes the rows and every .eml file of theirs (and, on a purge, the limits' expired counts), and says how many. */
async function forget(database: OpenDatabase, which: ForgetWhich, outboxDir: string): Promise<string> {
  const ids = await database.store.forget(which);
  if ('receivedBefore' in which) await database.store.forgetExpiredLimits(new Date());
  if (!database.local) return `Deleted ${enquiriesCount(ids.length)} from ${database.where}.`;
  const files = existsSync(outboxDir) ? readdirSync(outboxDir).filter((file) => ids.some((id) => file.includes(`-${id}-`))) : [];
  for (const file of files) rmSync(path.join(outboxDir, file));
  return `Deleted ${enquiriesCount(ids.length)} from ${database.where} and ${files.length} e-mail ${files.length === 1 ? 'file' : 'files'} from ${outboxDir}.`;
}

/** A Postgres address as messages show it: no user name or password. */
function shownAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`;
  } catch {
    throw new Error('--database-url (or DATABASE_URL) is not a postgres:// address; copy the connection string from Supabase (Project settings, Database)');
  }
}

/** The server named (its migrations already applied by `supabase db push`), or the local folder. */
async function openDatabase(url: string | undefined, dataDir: string, stderr: EnquiriesContext['stderr']): Promise<OpenDatabase> {
  if (url) {
    const where = shownAddress(url);
    const database = connectPostgres(url, { max: 1 });
    return { store: database.store, where, local: false, close: () => database.close() };
  }
  const database: EnquiryDatabase = await openEnquiryDatabase({
    dataDir,
    waitForLockMs: LOCK_WAIT_MS,
    onWait: (holder) => stderr(`Waiting up to ${LOCK_WAIT_MS / 1000} s for ${dataDir}: process ${holder.pid} (${holder.command}) has it open. Stop it (Ctrl+C in its terminal) to go on.\n`),
  });
  return { store: database.store, where: dataDir, local: true, close: () => database.close() };
}

/** The arguments without `--database-url <address>`, and that address (else DATABASE_URL). */
function databaseUrlOf(args: string[], env: EnquiriesContext['env']): { rest: string[]; url: string | undefined } {
  const at = args.indexOf('--database-url');
  if (at === -1) return { rest: args, url: env.DATABASE_URL?.trim() || undefined };
  return { rest: [...args.slice(0, at), ...args.slice(at + 2)], url: args[at + 1] ?? '' };
}

/** Runs one command of `npm run enquiries`; resolves to the exit status (2: wrong arguments, 1: failed). */
export async function enquiriesCommand(args: string[], { env, stdout, stderr }: EnquiriesContext): Promise<number> {
  try {
    return await run(args, { env, stdout, stderr });
  } catch (error) {
    stderr(`${error instanceof DataDirLockedError || (error instanceof Error && error.message.startsWith('--database-url')) ? error.message : format(error)}\n`);
    return 1;
  }
}

async function run(args: string[], { env, stdout, stderr }: EnquiriesContext): Promise<number> {
  const { dataDir, outboxDir } = foldersOf(env);
  const { rest, url } = databaseUrlOf(args, env);
  const [command = '', option, value] = rest;
  const which = forgetWhich(command, option, value);
  // An export into a file named like an option (--older-than) is a mistyped command.
  const known = command === 'list' || command === 'retry' || (command === 'export' && !option?.startsWith('-')) || which;
  if (!known || url === '') {
    stderr(`${url === '' ? '--database-url needs the database address after it' : USAGE}\n`);
    return 2;
  }
  if (url && command === 'retry') {
    // Mail from a server's rows goes through the function (Resend), never into this computer's outbox.
    stderr('retry works on the local folder only: on Supabase the scheduled job resends pending mail (GET the function to see whether it is set up).\n');
    return 2;
  }
  const database = await openDatabase(url, dataDir, stderr);
  try {
    if (command === 'list') stdout([listTable(await database.store.list(), database.where), await unsentLine(database)].filter(Boolean).join('\n') + '\n');
    if (command === 'export') stdout(exportCsv(await database.store.list(), option));
    if (command === 'retry') stdout(`${await retry(database, outboxDir)}\n`);
    if (which) stdout(`${await forget(database, which, outboxDir)}\n`);
  } finally {
    await database.close();
  }
  return 0;
}
