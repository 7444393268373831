// The send-contact-email Edge Function: Deno.serve around the runtime-neutral handler that the local
// server and the tests also run, with Postgres (SUPABASE_DB_URL) for storage and Resend for mail.
// What the e-mails say about the business and the site's origins come from site/business.yaml, through
// business-facts.generated.ts (npm run generate): no secret repeats a fact.
// Secrets (docs/launch.md, step 3): RESEND_API_KEY, MAIL_FROM (the sender, on a domain verified with Resend) and
// MAIL_RETRY_SECRET. Optional settings: RATE_LIMIT_PER_MINUTE (default 5), RECEIPTS_PER_ADDRESS_PER_DAY (default 3),
// PREVIEW_ORIGINS (only when preview builds post here), RESEND_API_URL.
// GET …/send-contact-email reports whether mail goes out (ready only once Resend has taken a message from MAIL_FROM),
// whether the mail retry is set up, and how many leads are unsent an hour after they came in (no values, no names);
// POST takes an enquiry (x-enquiry-dry-run: 1 validates only); POST …/send-contact-email/retry-mail, with the retry
// secret, resends pending mail and deletes enquiries past the privacy policy's retention (pg_cron calls it).
import { createEnquiryHandler, createMailRetryHandler, edgeClientAddress, MAIL_TIMEOUT_MS, RATE_LIMIT_PER_MINUTE, RECEIPTS_PER_ADDRESS_PER_DAY } from '../../../src/server/enquiries/handler.ts';
import { functionMail } from '../../../src/server/enquiries/mail.ts';
import { connectPostgres } from '../../../src/server/enquiries/postgres.ts';
import { mailRetryScheduled } from '../../../src/server/enquiries/mail-retry-setup.ts';
import { letterhead, retentionMonths, siteOrigins } from './business-facts.generated.ts';


const optional = (name: string) => Deno.env.get(name)?.trim() || undefined;

function setting(name: string): string {
  const value = optional(name);
  if (!value) throw new Error(`send-contact-email: the secret ${name} is not set`);
  return value;
}

const whole = (name: string, fallback: number) => {
  const value = Number(optional(name) ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new Error(`send-contact-email: ${name} must be a whole number of 1 or more`);
  return value;
};

const { store, query } = connectPostgres(setting('SUPABASE_DB_URL'), { max: 2 });
const apiKey = optional('RESEND_API_KEY');
const retrySecret = optional('MAIL_RETRY_SECRET');

// Without RESEND_API_KEY or MAIL_FROM leads are still stored, their mail left pending for the retry; the report and the log say so.
const mail = functionMail({ apiKey, mailFrom: optional('MAIL_FROM'), letterhead, endpoint: optional('RESEND_API_URL'), timeoutMs: MAIL_TIMEOUT_MS });
if (mail.unset) console.error(`send-contact-email: ${mail.unset}; enquiries are stored but no e-mail is sent until it is`);
if (!retrySecret) console.error('send-contact-email: MAIL_RETRY_SECRET is not set; e-mail that fails is never resent (docs/launch.md, step 3)');

const enquiries = createEnquiryHandler({
  store,
  mailer: mail.mailer,
  allowedOrigins: [
    ...siteOrigins,
    ...(optional('PREVIEW_ORIGINS') ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  ],
  rateLimitPerMinute: whole('RATE_LIMIT_PER_MINUTE', RATE_LIMIT_PER_MINUTE),
  receiptsPerAddressPerDay: whole('RECEIPTS_PER_ADDRESS_PER_DAY', RECEIPTS_PER_ADDRESS_PER_DAY),
  configuration: { mail: mail.readiness, mailRetry: () => mailRetryScheduled(query, retrySecret) },
  clientAddress: edgeClientAddress,
  mailTimeoutMs: MAIL_TIMEOUT_MS,
});

const retryMail = createMailRetryHandler({ store, mailer: mail.mailer, now: () => new Date(), mailTimeoutMs: MAIL_TIMEOUT_MS, secret: retrySecret, retentionMonths });

Deno.serve((request) => (new URL(request.url).pathname.endsWith('/retry-mail') ? retryMail(request) : enquiries(request)));
