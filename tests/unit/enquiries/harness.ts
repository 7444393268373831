// What the enquiry tests share: a real database (PGlite in a temporary DATA_DIR, or a fresh database on
// the test Postgres server through the production driver), a real outbox folder, the handler wired to
// both, and helpers to post enquiries and read the mail written.
import { createHash, randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import { parse } from 'yaml';
import type { BusinessFacts } from '../../../schema/generated/types';
import { projectRoot } from '../../../scripts/build/content-files';
import { createEnquiryHandler, type EnquiryHandlerOptions } from '../../../src/server/enquiries/handler';
import { letterheadFromFacts, MAIL_READY, outboxMailer } from '../../../src/server/enquiries/mail';
import { MIGRATIONS_DIR, applyMigrations, migrationFiles } from '../../../src/server/enquiries/migrations';
import { openEnquiryDatabase } from '../../../src/server/enquiries/pglite';
import { connectPostgres } from '../../../src/server/enquiries/postgres';
import type { EnquiryStore, Query } from '../../../src/server/enquiries/store';

/** Opening a fresh PGlite folder runs initdb, which is slow on a busy machine. */
export const DATABASE_TIMEOUT_MS = 120_000;

export const business = parse(readFileSync(path.join(projectRoot, 'site/business.yaml'), 'utf8')) as BusinessFacts;
export const letterhead = letterheadFromFacts(business);
export const SITE_ORIGIN = business.company.siteUrl.replace(/\/$/, '');
export const FUNCTION_URL = 'https://project.supabase.test/functions/v1/send-contact-email';

/** The two stores the handler tests run on: the local default, and the production driver on a real server. */
export const STORE_KINDS = ['pglite', 'postgres'] as const;
export type StoreKind = (typeof STORE_KINDS)[number];

export interface TestDatabase {
  store: EnquiryStore;
  query: Query;
  close(): Promise<void>;
}

export interface TestBed {
  kind: StoreKind;
  /** A temporary folder: PGlite's data, the outbox, and any file a test needs. */
  dataDir: string;
  outboxDir: string;
  database: TestDatabase;
  /** Empties the table and the outbox between tests. */
  reset(): Promise<void>;
  cleanup(): Promise<void>;
}

/**
 * A migrated data folder, made once per PGlite version and migration set and copied for each test file:
 * initdb is most of the cost of opening a new folder.
 */
export async function migratedTemplate(): Promise<string> {
  const key = createHash('sha256').update(readFileSync(path.join(projectRoot, 'node_modules/@electric-sql/pglite/package.json')));
  for (const file of migrationFiles(MIGRATIONS_DIR)) key.update(file).update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  const template = path.join(tmpdir(), `sclc-enquiries-template-${key.digest('hex').slice(0, 16)}`);
  if (existsSync(template)) return template;
  const building = mkdtempSync(`${template}-building-`);
  await (await openEnquiryDatabase({ dataDir: building })).close();
  try {
    renameSync(building, template);
  } catch {
    // Another test file made it first.
    rmSync(building, { recursive: true, force: true });
  }
  return template;
}

/** The test Postgres server's admin URL, or the reason there is none (see postgres-server.ts). */
export function testPostgresUrl(): string {
  const url = inject('postgresUrl');
  if (!url) throw new Error(inject('postgresProblem') || 'No Postgres for the production-driver tests: set TEST_DATABASE_URL');
  return url;
}

/** A new, migrated database on the test Postgres server, reached through the production driver; drop() removes it. */
export async function createPostgresDatabase(): Promise<{ url: string; database: TestDatabase; drop(): Promise<void> }> {
  const adminUrl = testPostgresUrl();
  const name = `enquiries_test_${randomUUID().replace(/-/g, '')}`;
  const admin = connectPostgres(adminUrl, { max: 1 });
  await admin.exec(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = connectPostgres(url.toString(), { max: 10 });
  await applyMigrations(database);
  return {
    url: url.toString(),
    database,
    async drop() {
      await database.close();
      await admin.exec(`drop database if exists ${name} with (force)`);
      await admin.close();
    },
  };
}

export async function openTestBed(kind: StoreKind = 'pglite'): Promise<TestBed> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'enquiries-'));
  const outboxDir = path.join(dataDir, 'outbox');
  let database: TestDatabase;
  let release: () => Promise<void>;
  if (kind === 'postgres') {
    const created = await createPostgresDatabase();
    database = created.database;
    release = created.drop;
  } else {
    cpSync(await migratedTemplate(), dataDir, { recursive: true });
    database = await openEnquiryDatabase({ dataDir });
    release = () => database.close();
  }
  return {
    kind,
    dataDir,
    outboxDir,
    database,
    async reset() {
      await database.query('delete from public.enquiries');
      await database.query('delete from public.enquiry_limits');
      rmSync(outboxDir, { recursive: true, force: true });
    },
    async cleanup() {
      await release();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function handlerFor(bed: TestBed, overrides: Partial<EnquiryHandlerOptions> = {}) {
  return createEnquiryHandler({
    store: bed.database.store,
    mailer: outboxMailer(bed.outboxDir, letterhead),
    allowedOrigins: [SITE_ORIGIN],
    rateLimitPerMinute: 10_000,
    receiptsPerAddressPerDay: 10_000,
    configuration: { mail: () => MAIL_READY, mailRetry: () => true },
    clientAddress: () => '203.0.113.7',
    logError: () => undefined,
    ...overrides,
  });
}

export const validEnquiry = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  firstName: 'Alex',
  lastName: 'Nguyen',
  email: 'alex.nguyen@shipyard.example',
  phone: '0400 123 456',
  company: 'Harbour Fabrication Pty Ltd',
  projectAddress: '8 Wharf Road, Port Botany NSW',
  industry: 'marine',
  interest: 'services',
  message: 'Rust on two gantry cranes.\nAbout 400 sqm.',
  projectType: 'one-time',
  projectSize: 'medium',
  urgency: 'month',
  ...overrides,
});

/** A POST as supabase-js sends it from the site; body is JSON-encoded unless it is already text. */
export function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request(FUNCTION_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: SITE_ORIGIN, Referer: `${SITE_ORIGIN}/contact`, ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export async function rowCount(bed: TestBed): Promise<number> {
  const [row] = await bed.database.query('select count(*)::int as count from public.enquiries');
  return Number(row?.count);
}

export const outboxFiles = (dir: string): string[] => (existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.eml')).sort() : []);

export interface ParsedEml {
  /** The header section, unfolded: one "Name: value" line each. */
  headers: string[];
  text: string;
  html: string;
}

/** Splits an .eml into its headers and its two decoded parts. */
export function parseEml(eml: string): ParsedEml {
  const [head = '', ...rest] = eml.split('\r\n\r\n');
  const body = rest.join('\r\n\r\n');
  const part = (type: string) => {
    const match = new RegExp(`Content-Type: ${type}; charset=utf-8\\r\\nContent-Transfer-Encoding: base64\\r\\n\\r\\n([A-Za-z0-9+/=\\r\\n]+)`).exec(body);
    return Buffer.from((match?.[1] ?? '').replace(/\r\n/g, ''), 'base64').toString('utf8');
  };
  return { headers: head.replace(/\r\n /g, ' ').split('\r\n'), text: part('text/plain'), html: part('text/html') };
}

export const readEml = (dir: string, name: string) => parseEml(readFileSync(path.join(dir, name), 'utf8'));

export const header = (eml: ParsedEml, name: string) => eml.headers.find((line) => line.toLowerCase().startsWith(name.toLowerCase() + ':'))?.slice(name.length + 1).trim();

/**
 * One describe block per store (PGlite and the real Postgres), its test bed opened before the block's tests and
 * removed after them; `bed()` reads it inside a test or hook.
 */
export function describeEachStore(body: (bed: () => TestBed, kind: StoreKind) => void): void {
  describe.each(STORE_KINDS)('on %s', (kind) => {
    let opened: TestBed | undefined;
    beforeAll(async () => {
      opened = await openTestBed(kind);
    }, DATABASE_TIMEOUT_MS);
    afterAll(() => opened?.cleanup());
    body(() => {
      if (!opened) throw new Error('the test bed opens before the tests: read it inside a test or hook');
      return opened;
    }, kind);
  });
}
