// check-live's mail check (`npm run check-live -- --mail`, and the function checks of every check-live) against the
// enquiry function as it is set up on Supabase: the handler with the mail its secrets make (functionMail), its leads in
// PGlite, and Resend doubled (tests/support/resend-double.ts), which takes mail only from a verified domain.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { checkMail, type Ask } from '../../../scripts/check-live/live-checks';
import { createEnquiryHandler, MAIL_TIMEOUT_MS, retryPendingMail } from '../../../src/server/enquiries/handler';
import { functionMail, RESEND_TEST_RECIPIENT } from '../../../src/server/enquiries/mail';
import { resendDouble } from '../../support/resend-double';
import { DATABASE_TIMEOUT_MS, FUNCTION_URL, SITE_ORIGIN, letterhead, openTestBed, post, validEnquiry, type TestBed } from './harness';

const API_KEY = 're_mail_check_test';
/** A sender on a mail subdomain of the site's own domain, as docs/launch.md step 4 sets it up. */
const MAIL_DOMAIN = `mail.${new URL(SITE_ORIGIN).hostname.replace(/^www\./, '')}`;
const SENDER = `enquiries@${MAIL_DOMAIN}`;

let bed: TestBed;
beforeAll(async () => {
  bed = await openTestBed();
}, DATABASE_TIMEOUT_MS);
afterAll(() => bed?.cleanup());
beforeEach(() => bed.reset());

/** The function deployed with these secrets, Resend verifying these domains, its clock at `clock.now`. */
function deployed({ apiKey = API_KEY, mailFrom, verifiedDomains = [MAIL_DOMAIN] }: { apiKey?: string; mailFrom?: string; verifiedDomains?: string[] }) {
  const resend = resendDouble({ apiKey: API_KEY, verifiedDomains });
  const clock = { now: new Date() };
  const now = () => clock.now;
  const mail = functionMail({ apiKey, mailFrom, letterhead, fetch: resend.fetch, now });
  const handler = createEnquiryHandler({
    store: bed.database.store,
    mailer: mail.mailer,
    allowedOrigins: [SITE_ORIGIN],
    rateLimitPerMinute: 100,
    configuration: { mail: mail.readiness, mailRetry: () => true },
    clientAddress: () => '203.0.113.8',
    now,
  });
  const ask: Ask = async (address, request = {}) => {
    const response = await handler(new Request(address, { method: request.method ?? 'GET', headers: request.headers, body: request.body }));
    return { status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
  };
  return { resend, clock, handler, mailer: mail.mailer, check: () => checkMail(FUNCTION_URL, SITE_ORIGIN, ask) };
}

describe("check-live's mail check against the function and a double of Resend", () => {
  it('passes once Resend takes a message from MAIL_FROM: the double records the check, sent to its test address', async () => {
    const { resend, check } = deployed({ mailFrom: `${letterhead.companyName} <${SENDER}>` });
    const report = await check();
    expect(report.faults).toEqual([]);
    expect(report.functionConfig).toEqual({ mail: 'ready', mailRetry: 'configured', unsentLeads: 0 });
    expect(resend.sends).toEqual([{ from: `${letterhead.companyName} <${SENDER}>`, to: [RESEND_TEST_RECIPIENT], subject: expect.stringContaining('Mail check'), idempotencyKey: expect.stringMatching(/^mail-check-/) }]);
    // Within the hour the outcome stands: a second look sends nothing more.
    expect((await check()).faults).toEqual([]);
    expect(resend.sends).toHaveLength(1);
  });

  it('fails on a function whose sender is not set, naming MAIL_FROM, and on one without the key, naming RESEND_API_KEY', async () => {
    const noSender = deployed({});
    expect((await noSender.check()).faults).toEqual([
      `enquiry function ${FUNCTION_URL}: mail is not ready, so leads are stored but nobody is told of them: the secret MAIL_FROM is not set (the sender, on the domain verified with Resend)`,
    ]);
    expect(noSender.resend.sends).toEqual([]);
    expect((await deployed({ apiKey: '', mailFrom: SENDER }).check()).faults).toEqual([
      `enquiry function ${FUNCTION_URL}: mail is not ready, so leads are stored but nobody is told of them: the secret RESEND_API_KEY is not set`,
    ]);
  });

  it('fails on a function whose sender Resend refuses, quoting Resend, and passes within minutes of the domain being verified', async () => {
    const verifiedDomains: string[] = [];
    const { resend, clock, check } = deployed({ mailFrom: SENDER, verifiedDomains });
    expect((await check()).faults).toEqual([
      `enquiry function ${FUNCTION_URL}: mail is not ready, so leads are stored but nobody is told of them: the mail service refused the sender MAIL_FROM (${SENDER}) with the key RESEND_API_KEY: mail provider answered 403: {"statusCode":403,"name":"validation_error","message":"The ${MAIL_DOMAIN} domain is not verified. Please, add and verify your domain on https://resend.com/domains"}`,
    ]);
    expect(resend.sends).toEqual([]);
    verifiedDomains.push(MAIL_DOMAIN);
    clock.now = new Date(clock.now.getTime() + 6 * 60_000);
    expect((await check()).faults).toEqual([]);
    expect(resend.sends.map((send) => send.to)).toEqual([[RESEND_TEST_RECIPIENT]]);
  });

  it('fails on a lead whose e-mail is unsent for over an hour, by count and age alone, and passes once it has gone', async () => {
    const { clock, handler, check } = deployed({ mailFrom: SENDER, verifiedDomains: [] });
    const start = clock.now;
    expect((await handler(post(validEnquiry()))).status).toBe(200);
    clock.now = new Date(start.getTime() + 59 * 60_000);
    expect((await check()).functionConfig?.unsentLeads).toBe(0);
    clock.now = new Date(start.getTime() + 61 * 60_000);
    const report = await check();
    expect(report.faults).toContain(
      `enquiry function ${FUNCTION_URL}: 1 lead unsent for over an hour (the oldest came in 61 min ago): the business has not been told of it; read them with \`npm run enquiries -- list --database-url "$SUPABASE_DB_URL"\``,
    );
    expect(report.faults.join('\n')).not.toContain(validEnquiry().email);
    // The domain verified, the retry sends it, and the check passes.
    const fixed = deployed({ mailFrom: SENDER });
    fixed.clock.now = clock.now;
    expect((await retryPendingMail({ store: bed.database.store, mailer: fixed.mailer, now: () => clock.now, mailTimeoutMs: MAIL_TIMEOUT_MS, dueOnly: false })).delivered).toBe(1);
    expect((await fixed.check()).faults).toEqual([]);
    // The lead's e-mail and its receipt, then no check: the lead's own e-mail showed that mail works.
    expect(fixed.resend.sends.map((send) => send.to)).toEqual([[letterhead.businessAddress], [validEnquiry().email]]);
  });
});
