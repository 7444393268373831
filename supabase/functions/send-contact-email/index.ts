// The send-contact-email Edge Function: Deno.serve around the runtime-neutral handler that the local
// server and the tests also run, with Postgres (SUPABASE_DB_URL) for storage and Resend for mail.
// Secrets: RESEND_API_KEY, MAIL_FROM (a sender on a domain verified with Resend), ENQUIRY_TO (the inbox
// for leads: emails.info of site/business.yaml), COMPANY_NAME (company.name there), ALLOWED_ORIGINS
// (the site address, comma-separated if several), optional RATE_LIMIT_PER_MINUTE (default 5).
import postgres from 'npm:postgres@3.4.9';
import { createEnquiryHandler } from '../../../server/enquiries/handler.ts';
import { resendMailer } from '../../../server/enquiries/mail.ts';
import { sqlEnquiryStore, type Query } from '../../../server/enquiries/store.ts';

function setting(name: string): string {
  const value = Deno.env.get(name)?.trim();
  if (!value) throw new Error(`send-contact-email: the secret ${name} is not set`);
  return value;
}

// The pooler Supabase gives functions runs in transaction mode, which cannot keep prepared statements.
const sql = postgres(setting('SUPABASE_DB_URL'), { prepare: false, max: 2, idle_timeout: 20 });

// deno-lint-ignore no-explicit-any
const query: Query = async (text, params = []) => [...(await sql.unsafe(text, [...params] as any[]))];

const handler = createEnquiryHandler({
  store: sqlEnquiryStore(query),
  mailer: resendMailer({ apiKey: setting('RESEND_API_KEY'), from: setting('MAIL_FROM'), to: setting('ENQUIRY_TO'), companyName: setting('COMPANY_NAME') }),
  allowedOrigins: setting('ALLOWED_ORIGINS')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean),
  rateLimitPerMinute: Number(Deno.env.get('RATE_LIMIT_PER_MINUTE') ?? 5),
  // Behind Supabase's gateway the socket is the proxy's; the platform puts the visitor's address first.
  clientAddress: (request) => request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || undefined,
});

Deno.serve(handler);
