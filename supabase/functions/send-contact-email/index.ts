// The send-contact-email Edge Function: Deno.serve around the runtime-neutral handler that the local
// server and the tests also run, with Postgres (SUPABASE_DB_URL) for storage and Resend for mail.
// Secrets (README, deploy section): RESEND_API_KEY, MAIL_FROM, ENQUIRY_TO, COMPANY_NAME, TIME_ZONE, ALLOWED_ORIGINS,
// MAIL_RETRY_SECRET; optional RATE_LIMIT_PER_MINUTE (default 5) and RESEND_API_URL (default Resend's); for the receipt,
// BUSINESS_PHONE, BUSINESS_ADDRESS and REPLY_PROMISE (phones.main, the first office, promises.reply in site/business.yaml).
// POST …/send-contact-email takes an enquiry; POST …/send-contact-email/retry-mail, with the retry
// secret, resends pending mail (pg_cron calls it, see supabase/migrations).
import { createEnquiryHandler, createMailRetryHandler, edgeClientAddress } from '../../../src/server/enquiries/handler.ts';
import { resendMailer } from '../../../src/server/enquiries/mail.ts';
import { connectPostgres } from '../../../src/server/enquiries/postgres.ts';

const MAIL_TIMEOUT_MS = 8_000;

function setting(name: string): string {
  const value = Deno.env.get(name)?.trim();
  if (!value) throw new Error(`send-contact-email: the secret ${name} is not set`);
  return value;
}

const optional = (name: string) => Deno.env.get(name)?.trim() || undefined;

const { store } = connectPostgres(setting('SUPABASE_DB_URL'), { max: 2 });
const mailer = resendMailer({
  apiKey: setting('RESEND_API_KEY'),
  from: setting('MAIL_FROM'),
  to: setting('ENQUIRY_TO'),
  companyName: setting('COMPANY_NAME'),
  timeZone: setting('TIME_ZONE'),
  phone: optional('BUSINESS_PHONE'),
  postalAddress: optional('BUSINESS_ADDRESS'),
  replyPromise: optional('REPLY_PROMISE'),
  endpoint: optional('RESEND_API_URL'),
  timeoutMs: MAIL_TIMEOUT_MS,
});

const enquiries = createEnquiryHandler({
  store,
  mailer,
  allowedOrigins: setting('ALLOWED_ORIGINS')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean),
  rateLimitPerMinute: Number(optional('RATE_LIMIT_PER_MINUTE') ?? 5),
  clientAddress: edgeClientAddress,
  mailTimeoutMs: MAIL_TIMEOUT_MS,
});

const retryMail = createMailRetryHandler({ store, mailer, now: () => new Date(), mailTimeoutMs: MAIL_TIMEOUT_MS, secret: optional('MAIL_RETRY_SECRET') });

Deno.serve((request) => (new URL(request.url).pathname.endsWith('/retry-mail') ? retryMail(request) : enquiries(request)));
