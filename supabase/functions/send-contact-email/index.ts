// The send-contact-email Edge Function: Deno.serve around the runtime-neutral handler that the local
// server and the tests also run, with Postgres (SUPABASE_DB_URL) for storage and Resend for mail.
// What the e-mails say about the business and the site's origin come from site/business.yaml, through
// business-facts.generated.ts (npm run generate): no secret repeats a fact.
// Secrets (README, deploy section): RESEND_API_KEY and MAIL_RETRY_SECRET. Optional settings: MAIL_FROM (the sender on
// a domain verified with Resend; emails.info unless set), RATE_LIMIT_PER_MINUTE (default 5),
// RECEIPTS_PER_ADDRESS_PER_DAY (default 3), PREVIEW_ORIGINS (only when preview builds post here), RESEND_API_URL.
// GET …/send-contact-email reports whether mail and the mail retry are configured (no values); POST takes an
// enquiry (x-enquiry-dry-run: 1 validates only); POST …/send-contact-email/retry-mail, with the retry secret,
// resends pending mail and deletes enquiries past the privacy policy's retention (pg_cron calls it, see supabase/migrations).
import { createEnquiryHandler, createMailRetryHandler, edgeClientAddress, MAIL_TIMEOUT_MS, RATE_LIMIT_PER_MINUTE, RECEIPTS_PER_ADDRESS_PER_DAY } from '../../../src/server/enquiries/handler.ts';
import { resendMailer, type Mailer } from '../../../src/server/enquiries/mail.ts';
import { connectPostgres } from '../../../src/server/enquiries/postgres.ts';
import { mailRetryScheduled } from '../../../src/server/enquiries/mail-retry-setup.ts';
import { letterhead, retentionMonths, siteOrigin } from './business-facts.generated.ts';


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

// Without the key leads are still stored, their mail left pending for the retry; the GET report and the log say so.
const mailer: Mailer = apiKey
  ? resendMailer({ apiKey, letterhead: { ...letterhead, senderAddress: optional('MAIL_FROM') ?? letterhead.senderAddress }, endpoint: optional('RESEND_API_URL'), timeoutMs: MAIL_TIMEOUT_MS })
  : {
      send: () => Promise.reject(new Error('mail is not configured: the secret RESEND_API_KEY is not set')),
    };
if (!apiKey) console.error('send-contact-email: RESEND_API_KEY is not set; enquiries are stored but no e-mail is sent until it is');
if (!retrySecret) console.error('send-contact-email: MAIL_RETRY_SECRET is not set; e-mail that fails is never resent (README, "Deploy the enquiry function")');

const enquiries = createEnquiryHandler({
  store,
  mailer,
  allowedOrigins: [
    siteOrigin,
    ...(optional('PREVIEW_ORIGINS') ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  ],
  rateLimitPerMinute: whole('RATE_LIMIT_PER_MINUTE', RATE_LIMIT_PER_MINUTE),
  receiptsPerAddressPerDay: whole('RECEIPTS_PER_ADDRESS_PER_DAY', RECEIPTS_PER_ADDRESS_PER_DAY),
  configuration: { mail: Boolean(apiKey), mailRetry: () => mailRetryScheduled(query, retrySecret) },
  clientAddress: edgeClientAddress,
  mailTimeoutMs: MAIL_TIMEOUT_MS,
});

const retryMail = createMailRetryHandler({ store, mailer, now: () => new Date(), mailTimeoutMs: MAIL_TIMEOUT_MS, secret: retrySecret, retentionMonths });

Deno.serve((request) => (new URL(request.url).pathname.endsWith('/retry-mail') ? retryMail(request) : enquiries(request)));
