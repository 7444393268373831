// The function's limits held in the database, as on the edge where many isolates answer one site: two handler
// instances (on Postgres, each with its own connection pool, as two isolates have) over one database share the
// per-visitor rate limit and the receipts-per-address limit, exactly, also when the requests arrive at once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RATE_LIMIT_PER_MINUTE, RECEIPTS_PER_ADDRESS_PER_DAY, createEnquiryHandler } from '../../../src/server/enquiries/handler';
import { MAIL_READY, outboxMailer } from '../../../src/server/enquiries/mail';
import { connectPostgres } from '../../../src/server/enquiries/postgres';
import type { EnquiryStore, Query } from '../../../src/server/enquiries/store';
import { DATABASE_TIMEOUT_MS, STORE_KINDS, SITE_ORIGIN, createPostgresDatabase, letterhead, openTestBed, outboxFiles, post, readEml, validEnquiry } from './harness';

interface TwoInstances {
  stores: [EnquiryStore, EnquiryStore];
  query: Query;
  close(): Promise<void>;
}

/** Two stores over one database: two pools on the Postgres server; on PGlite, two handlers on its one connection. */
async function openTwo(kind: (typeof STORE_KINDS)[number]): Promise<TwoInstances> {
  if (kind === 'postgres') {
    const created = await createPostgresDatabase();
    const second = connectPostgres(created.url, { max: 10 });
    return { stores: [created.database.store, second.store], query: created.database.query, close: async () => (await second.close(), await created.drop()) };
  }
  const bed = await openTestBed('pglite');
  return { stores: [bed.database.store, bed.database.store], query: bed.database.query, close: () => bed.cleanup() };
}

const receiptsIn = (dir: string) => outboxFiles(dir).filter((name) => name.endsWith('-confirmation.eml'));
const notificationsIn = (dir: string) => outboxFiles(dir).filter((name) => name.endsWith('-notification.eml'));

describe.each(STORE_KINDS)('limits shared by two instances on %s', (kind) => {
  let two: TwoInstances;
  let outbox: string;
  let clock: number;
  let visitor: (request: Request) => string;

  beforeAll(async () => {
    two = await openTwo(kind);
  }, DATABASE_TIMEOUT_MS);
  afterAll(() => two?.close());

  beforeEach(async () => {
    await two.query('delete from public.enquiries');
    await two.query('delete from public.enquiry_limits');
    outbox = mkdtempSync(path.join(tmpdir(), 'limits-outbox-'));
    clock = Date.parse('2025-06-02T03:00:00Z');
    visitor = () => '198.51.100.40';
    return () => rmSync(outbox, { recursive: true, force: true });
  });

  /** The two instances as the edge runs them: the default limits, the visitor named by the platform. */
  const instances = () =>
    two.stores.map((store) =>
      createEnquiryHandler({
        store,
        mailer: outboxMailer(outbox, letterhead),
        allowedOrigins: [SITE_ORIGIN],
        rateLimitPerMinute: RATE_LIMIT_PER_MINUTE,
        configuration: { mail: () => MAIL_READY, mailRetry: () => true },
        clientAddress: (request) => visitor(request),
        now: () => new Date(clock),
        logError: (error) => {
          throw error;
        },
      }),
    );

  const rows = async () => Number((await two.query('select count(*)::int as count from public.enquiries'))[0]?.count);

  it(`refuses the enquiry after the ${RATE_LIMIT_PER_MINUTE}th in a minute from one visitor, whichever instance answers`, async () => {
    const [a, b] = instances() as [(request: Request) => Promise<Response>, (request: Request) => Promise<Response>];
    for (let n = 0; n < RATE_LIMIT_PER_MINUTE; n += 1) {
      clock += 1_000;
      expect((await (n % 2 ? b : a)(post(validEnquiry({ email: `visitor${n}@shipyard.example` })))).status).toBe(200);
    }
    clock += 1_000;
    for (const instance of [a, b]) {
      const refused = await instance(post(validEnquiry()));
      expect(refused.status).toBe(429);
      // The first of the five leaves the minute 55 s from now.
      expect(refused.headers.get('retry-after')).toBe('55');
    }
    expect(await rows()).toBe(RATE_LIMIT_PER_MINUTE);
    // Another visitor is not held back, and the first may send again once its first enquiry is a minute old.
    visitor = () => '198.51.100.41';
    expect((await b(post(validEnquiry()))).status).toBe(200);
    visitor = () => '198.51.100.40';
    clock += 55_000;
    expect((await a(post(validEnquiry()))).status).toBe(200);
  });

  it('counts exactly when one visitor sends many at once to both instances', async () => {
    const [a, b] = instances() as [(request: Request) => Promise<Response>, (request: Request) => Promise<Response>];
    const answers = await Promise.all(Array.from({ length: 24 }, (_, n) => (n % 2 ? b : a)(post(validEnquiry({ email: `burst${n}@shipyard.example` })))));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(RATE_LIMIT_PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(24 - RATE_LIMIT_PER_MINUTE);
    expect(await rows()).toBe(RATE_LIMIT_PER_MINUTE);
  });

  it(`sends one address at most ${RECEIPTS_PER_ADDRESS_PER_DAY} receipts a day; every lead is still stored and mailed to the business`, async () => {
    const [a, b] = instances() as [(request: Request) => Promise<Response>, (request: Request) => Promise<Response>];
    const sent = RECEIPTS_PER_ADDRESS_PER_DAY + 3;
    for (let n = 0; n < sent; n += 1) {
      // Distinct visitors, one recipient however its case is written.
      visitor = () => `203.0.113.${n + 1}`;
      clock += 60 * 60_000;
      const email = n % 2 ? 'Target.Person@Inbox.example' : 'target.person@inbox.example';
      expect((await (n % 2 ? b : a)(post(validEnquiry({ email, company: `Company ${n}` })))).status).toBe(200);
    }
    expect(await rows()).toBe(sent);
    expect(notificationsIn(outbox)).toHaveLength(sent);
    expect(receiptsIn(outbox)).toHaveLength(RECEIPTS_PER_ADDRESS_PER_DAY);
    const statuses = await two.query('select company, mail_status, confirmation_status from public.enquiries order by received_at');
    expect(statuses.map((row) => row.mail_status)).toEqual(Array(sent).fill('sent'));
    expect(statuses.map((row) => row.confirmation_status)).toEqual([...Array(RECEIPTS_PER_ADDRESS_PER_DAY).fill('sent'), ...Array(sent - RECEIPTS_PER_ADDRESS_PER_DAY).fill('skipped')]);
    // The business is told which leads' visitors got no receipt, so nobody waits for one.
    const told = notificationsIn(outbox).filter((name) => readEml(outbox, name).text.includes('No receipt was sent to the visitor'));
    expect(told).toHaveLength(sent - RECEIPTS_PER_ADDRESS_PER_DAY);
    // A day after the first receipt, one place is free again.
    clock = Date.parse('2025-06-02T03:00:00Z') + 24 * 60 * 60_000 + 60 * 60_000 + 1_000;
    visitor = () => '203.0.113.99';
    expect((await a(post(validEnquiry({ email: 'target.person@inbox.example' })))).status).toBe(200);
    expect(receiptsIn(outbox)).toHaveLength(RECEIPTS_PER_ADDRESS_PER_DAY + 1);
  });

  it('sends no more receipts than the limit when many enquiries for one address arrive at once', async () => {
    const handlers = instances();
    let n = 0;
    visitor = () => `192.0.2.${(n += 1)}`;
    const answers = await Promise.all(Array.from({ length: 12 }, (_, index) => handlers[index % 2]!(post(validEnquiry({ email: 'same@inbox.example' })))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
    expect(await rows()).toBe(12);
    expect(notificationsIn(outbox)).toHaveLength(12);
    expect(receiptsIn(outbox)).toHaveLength(RECEIPTS_PER_ADDRESS_PER_DAY);
  });

  it('keeps no visitor or recipient address in the limits table, and forgets a person and expired rows', async () => {
    const [a] = instances() as [(request: Request) => Promise<Response>];
    expect((await a(post(validEnquiry({ email: 'forget.me@inbox.example' })))).status).toBe(200);
    const keys = (await two.query('select key from public.enquiry_limits order by key')).map((row) => String(row.key));
    expect(keys).toEqual([expect.stringMatching(/^receipt:[0-9a-f]{64}$/), expect.stringMatching(/^visitor:[0-9a-f]{64}$/)]);
    expect(keys.join(' ')).not.toMatch(/198\.51|forget\.me/);
    await two.stores[1].forget({ email: 'FORGET.ME@inbox.example' });
    expect((await two.query('select key from public.enquiry_limits')).map((row) => String(row.key))).toEqual([expect.stringMatching(/^visitor:/)]);
    expect(await two.stores[0].forgetExpiredLimits(new Date(clock + 59_000))).toBe(0);
    expect(await two.stores[0].forgetExpiredLimits(new Date(clock + 61_000))).toBe(1);
  });
});
