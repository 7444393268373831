// What the enquiry tests share: a real PGlite database in a temporary DATA_DIR, a real outbox folder,
// the handler wired to both, and helpers to post enquiries and read the mail written.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import type { BusinessFacts } from '../../../schema/generated/types';
import { projectRoot } from '../../../scripts/content/schemas';
import { createEnquiryHandler, type EnquiryHandlerOptions } from '../../../server/enquiries/handler';
import { letterheadFromFacts, outboxMailer } from '../../../server/enquiries/mail';
import { MIGRATIONS_DIR, migrationFiles, openEnquiryDatabase, type EnquiryDatabase } from '../../../server/enquiries/pglite';

/** Opening a fresh PGlite folder runs initdb, which is slow on a busy machine. */
export const DATABASE_TIMEOUT_MS = 120_000;

export const business = parse(readFileSync(path.join(projectRoot, 'site/business.yaml'), 'utf8')) as BusinessFacts;
export const letterhead = letterheadFromFacts(business);
export const SITE_ORIGIN = business.company.siteUrl.replace(/\/$/, '');
export const FUNCTION_URL = 'https://project.supabase.test/functions/v1/send-contact-email';

export interface TestBed {
  dataDir: string;
  outboxDir: string;
  database: EnquiryDatabase;
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

export async function openTestBed(): Promise<TestBed> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'enquiries-'));
  cpSync(await migratedTemplate(), dataDir, { recursive: true });
  const database = await openEnquiryDatabase({ dataDir });
  const outboxDir = path.join(dataDir, 'outbox');
  return {
    dataDir,
    outboxDir,
    database,
    async reset() {
      await database.query('delete from public.enquiries');
      rmSync(outboxDir, { recursive: true, force: true });
    },
    async cleanup() {
      await database.close();
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
