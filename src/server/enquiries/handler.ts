// The send-contact-email function as one runtime-neutral handler (Web Request in, Response out):
// the Deno edge function, the local Node server and the tests all run this same code.
// It uses Web APIs only; storage, mail, clock and the client's address are passed in.
import { validateEnquiry, type FieldProblem, type Validation } from '../../enquiry/enquiry-validation.ts';
import type { Enquiry } from '../../../schema/generated/types.ts';
import { formFields, isFormPost, notSentPage, seeThankYou } from './form-post.ts';
import { headerSafeAddress, type Mailer, type MailReadiness } from './mail.ts';
import { ENQUIRY_FIELDS, limitKey, minutesSince, receivedMonthsBefore, UNSENT_ALARM_MS, type EnquiryRecord, type EnquiryStore, type LimitDecision, type MailAttempt, type MailKind } from './store.ts';

export const MAX_BODY_BYTES = 32 * 1024;
/** A POST carrying this header (value 1) is validated and answered, never stored, mailed or counted: check-live sends it. */
export const DRY_RUN_HEADER = 'x-enquiry-dry-run';
/** What supabase-js sends with functions.invoke, and the dry run's header. */
const ALLOWED_REQUEST_HEADERS = `authorization, x-client-info, apikey, content-type, ${DRY_RUN_HEADER}`;
const ALLOWED_METHODS = 'GET, POST, OPTIONS';
const RATE_WINDOW_MS = 60_000;
/** Enquiries one visitor may send in a minute unless RATE_LIMIT_PER_MINUTE says otherwise. */
export const RATE_LIMIT_PER_MINUTE = 5;
const RECEIPT_WINDOW_MS = 24 * 60 * 60_000;
/** Receipts one recipient address is sent in 24 hours (docs/decisions.md); further leads reach the business alone. */
export const RECEIPTS_PER_ADDRESS_PER_DAY = 3;
/** How long one e-mail may take, by default and wherever mail is sent or retried, before it is left for a retry. */
export const MAIL_TIMEOUT_MS = 8_000;
const MAX_RETRY_DELAY_MS = 60 * 60_000;
const SOURCE_PAGE_LIMIT = 300;

export interface EnquiryHandlerOptions {
  store: EnquiryStore;
  mailer: Mailer;
  /** Origins whose pages may post enquiries (the site address; the local server's own origin locally). */
  allowedOrigins: readonly string[];
  /** Enquiries one visitor may send in a minute, counted in the database so every instance shares the count. */
  rateLimitPerMinute: number;
  /** Receipts one recipient address may be sent in 24 hours (RECEIPTS_PER_ADDRESS_PER_DAY unless given). */
  receiptsPerAddressPerDay?: number;
  /** What the GET report says, without values: whether mail goes out (or why not), and whether pending mail is retried. */
  configuration: { mail: () => MailReadiness | Promise<MailReadiness>; mailRetry: () => boolean | Promise<boolean> };
  /** Who is asking, for the rate limit: the socket locally, the platform's forwarded header on the edge. */
  clientAddress: (request: Request) => string | undefined;
  now?: () => Date;
  /** How long one e-mail may take before the visitor is answered anyway and the mail left for a retry. */
  mailTimeoutMs?: number;
  logError?: (error: unknown) => void;
}

// ---- validation ----

/** Validates with the shared schema; fields the schema does not know are dropped, never stored. */
function enquiryValidator(): (body: Record<string, unknown>) => Validation {
  return (body) => {
    const result = validateEnquiry(body);
    if (!result.ok) return result;
    // Copied field by field, so only what the schema names can reach the store.
    const enquiry = Object.fromEntries(ENQUIRY_FIELDS.filter((field) => result.enquiry[field] !== undefined).map((field) => [field, result.enquiry[field]]));
    return { ok: true, enquiry: enquiry as unknown as Enquiry };
  };
}

// ---- the visitor, for the rate limit ----

/**
 * The visitor's address behind Supabase's edge: Cloudflare's CF-Connecting-IP, which it sets itself, else the
 * last X-Forwarded-For entry (the one the platform's proxy appended). The first entry is whatever the client sent.
 */
export function edgeClientAddress(request: Request): string | undefined {
  const connecting = request.headers.get('cf-connecting-ip')?.trim();
  if (connecting) return connecting;
  return (request.headers.get('x-forwarded-for') ?? '').split(',').map((hop) => hop.trim()).filter(Boolean).at(-1);
}

// ---- mail delivery ----

interface DeliveryOptions {
  store: EnquiryStore;
  mailer: Mailer;
  now: () => Date;
  mailTimeoutMs: number;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Backoff after the nth failed attempt: 1, 2, 4 … minutes, at most an hour. */
const retryAt = (failedAttempts: number, now: Date) => new Date(now.getTime() + Math.min(60_000 * 2 ** Math.max(0, failedAttempts - 1), MAX_RETRY_DELAY_MS));

/** Sends what the row still owes, the business's e-mail first, and records the attempt. */
async function deliverMail(record: EnquiryRecord, { store, mailer, now, mailTimeoutMs }: DeliveryOptions): Promise<MailAttempt> {
  const owed: MailKind[] = [];
  if (record.mailStatus === 'pending') owed.push('notification');
  if (record.confirmationStatus === 'pending') owed.push('confirmation');
  const sent: MailKind[] = [];
  let error: string | undefined;
  for (const kind of owed) {
    try {
      await withTimeout(mailer.send(kind, record), mailTimeoutMs);
      sent.push(kind);
    } catch (failure) {
      error = `${kind}: ${errorText(failure)}`;
      break;
    }
  }
  const at = now();
  const attempt: MailAttempt = { at, sent, error, retryAt: error ? retryAt(record.mailAttempts + 1, at) : undefined };
  await store.recordMailAttempt(record.id, attempt);
  return attempt;
}

/** Resends pending mail: every pending row, or (dueOnly) those whose backoff has passed. */
export async function retryPendingMail(options: DeliveryOptions & { dueOnly: boolean }): Promise<{ delivered: number; stillPending: number }> {
  const rows = await options.store.pending(options.dueOnly ? options.now() : undefined);
  let delivered = 0;
  for (const row of rows) if (!(await deliverMail(row, options)).error) delivered += 1;
  return { delivered, stillPending: rows.length - delivered };
}

/** A JSON answer the browser and caches treat as fresh every time. */
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers } });

// ---- scheduled retry, for the edge (no process lives on there to retry by itself) ----

export const RETRY_SECRET_HEADER = 'x-retry-secret';

/** Equal strings, compared through their digests so the time taken says nothing about the secret. */
export async function sameSecret(given: string, expected: string): Promise<boolean> {
  const digest = async (text: string) => new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  return difference === 0;
}

interface MailRetryHandlerOptions extends DeliveryOptions {
  /** MAIL_RETRY_SECRET; unset turns the endpoint off. */
  secret: string | undefined;
  /** The privacy policy's retention period (site/business.yaml, privacy.retentionMonths): older enquiries are deleted. */
  retentionMonths: number;
  logError?: (error: unknown) => void;
}

/**
 * POST with the retry secret, the edge's upkeep (pg_cron calls it every five minutes): resends the pending mail whose
 * backoff has passed, and deletes the enquiries the privacy policy no longer lets the business keep, with the rate
 * limits' expired counts; no one has to remember a monthly purge of the live database.
 */
export function createMailRetryHandler({ secret, retentionMonths, logError = (error) => console.error('retry-mail:', error), ...delivery }: MailRetryHandlerOptions): (request: Request) => Promise<Response> {
  return async (request) => {
    if (!secret) return json(404, { error: 'Mail retry is not enabled: MAIL_RETRY_SECRET is not set' });
    if (request.method !== 'POST') return json(405, { error: 'Method not allowed' }, { Allow: 'POST' });
    if (!(await sameSecret(request.headers.get(RETRY_SECRET_HEADER) ?? '', secret))) return json(401, { error: `Header ${RETRY_SECRET_HEADER} is missing or wrong` });
    try {
      const retried = await retryPendingMail({ ...delivery, dueOnly: true });
      const now = delivery.now();
      const forgotten = (await delivery.store.forget(receivedMonthsBefore(now, retentionMonths))).length;
      await delivery.store.forgetExpiredLimits(now);
      return json(200, { ok: true, ...retried, forgotten });
    } catch (error) {
      logError(error);
      return json(500, { error: 'Internal error' });
    }
  };
}

// ---- HTTP ----

function corsHeaders(origin: string | null, allowed: ReadonlySet<string>): Record<string, string> {
  return origin && allowed.has(origin) ? { 'Access-Control-Allow-Origin': origin, Vary: 'Origin' } : { Vary: 'Origin' };
}

const isJsonContentType = (value: string | null) => (value ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json';

/** The body's bytes, or undefined once it passes the limit (reading stops there). */
async function readLimited(body: ReadableStream<Uint8Array> | null, limit: number): Promise<Uint8Array | undefined> {
  if (!body) return new Uint8Array();
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

type Parsed = { ok: true; value: unknown; form: boolean } | { ok: false; response: Response };

/** A JSON body (the page's script) or a form's fields (the page without JavaScript). */
async function parseBody(request: Request, cors: Record<string, string>): Promise<Parsed> {
  const fail = (status: number, error: string): Parsed => ({ ok: false, response: json(status, { error }, cors) });
  const contentType = request.headers.get('content-type');
  const form = isFormPost(contentType);
  if (!form && !isJsonContentType(contentType)) return fail(400, 'Content-Type must be application/json or a form');
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return fail(413, 'Request body is larger than 32 KB');
  const bytes = await readLimited(request.body, MAX_BODY_BYTES);
  if (!bytes) return fail(413, 'Request body is larger than 32 KB');
  if (form) return { ok: true, value: formFields(bytes), form };
  try {
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)), form };
  } catch {
    return fail(400, 'Request body is not valid JSON');
  }
}

/** The Referer, when it is one of our pages. */
function ourReferer(request: Request, allowed: ReadonlySet<string>): URL | undefined {
  try {
    const referer = new URL(request.headers.get('referer') ?? '');
    return allowed.has(referer.origin) ? referer : undefined;
  } catch {
    return undefined;
  }
}

/** The page the form was on, when the browser says so and it is one of our pages. */
const sourcePageOf = (request: Request, allowed: ReadonlySet<string>) => ourReferer(request, allowed)?.pathname.slice(0, SOURCE_PAGE_LIMIT);

/**
 * The origin of the address the browser posted to. The page the function answers a form with posts back to it,
 * so that page's Origin is the function's own, not the site's; on the edge the platform's proxy names the host.
 */
function ownOrigin(request: Request): string {
  const url = new URL(request.url);
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? url.host;
  const protocol = request.headers.get('x-forwarded-proto') ?? url.protocol.replace(':', '');
  return `${protocol}://${host}`;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a request asks for a dry run; undefined when the header holds something else (refused, never stored by mistake). */
function dryRunOf(request: Request): boolean | undefined {
  const value = request.headers.get(DRY_RUN_HEADER)?.trim().toLowerCase();
  if (value === null || value === undefined) return false;
  return value === '1' || value === 'true' ? true : undefined;
}

export function createEnquiryHandler(options: EnquiryHandlerOptions): (request: Request) => Promise<Response> {
  const { store, mailer, clientAddress, now = () => new Date(), mailTimeoutMs = MAIL_TIMEOUT_MS, logError = (error) => console.error('send-contact-email:', error) } = options;
  const allowed = new Set(options.allowedOrigins);
  const validate = enquiryValidator();
  const receiptsPerDay = options.receiptsPerAddressPerDay ?? RECEIPTS_PER_ADDRESS_PER_DAY;
  const visitorLimit = async (client: string): Promise<LimitDecision> => store.takeHit(await limitKey('visitor', client), now(), options.rateLimitPerMinute, RATE_WINDOW_MS);
  /** Whether a receipt may go to this address; a failed count sends none (the lead still reaches the business). */
  const receiptAllowed = async (address: string, at: Date) => {
    try {
      return (await store.takeHit(await limitKey('receipt', address), at, receiptsPerDay, RECEIPT_WINDOW_MS)).allowed;
    } catch (error) {
      logError(error);
      return false;
    }
  };
  const delivery: DeliveryOptions = { store, mailer, now, mailTimeoutMs };
  // The request's own attempt may send two e-mails; the retry loop leaves the row alone until then.
  const firstRetryDelayMs = 2 * mailTimeoutMs + 60_000;

  async function accept(enquiry: Enquiry, request: Request): Promise<Response> {
    const receivedAt = now();
    const spam = enquiry.website !== undefined;
    const { record, created } = await store.insertOrGet({
      // A replayed enquiry names its page itself: sent later by the service worker, its Referer is not the form's page.
      enquiry: { ...enquiry, sourcePage: enquiry.sourcePage ?? sourcePageOf(request, allowed) },
      receivedAt,
      spam,
      confirmation: headerSafeAddress(enquiry.email) ? 'pending' : 'skipped',
      firstRetryAt: new Date(receivedAt.getTime() + firstRetryDelayMs),
    });
    if (created && !spam) {
      let owed = record;
      // Over the receipt limit the lead is mailed to the business alone: the form cannot be used to flood an inbox.
      if (record.confirmationStatus === 'pending' && !(await receiptAllowed(record.email, receivedAt))) {
        await store.skipConfirmation(record.id).catch(logError);
        owed = { ...record, confirmationStatus: 'skipped' };
      }
      // The lead is stored: whatever mail does now, the visitor hears success.
      await deliverMail(owed, delivery).catch(logError);
    }
    return json(200, { ok: true, id: record.id }, corsHeaders(request.headers.get('origin'), allowed));
  }

  /** The site a form sent without JavaScript came from, for the redirect: its Origin or Referer, else the first allowed. */
  const siteOf = (request: Request) => {
    const origin = request.headers.get('origin');
    return origin && allowed.has(origin) ? origin : (ourReferer(request, allowed)?.origin ?? options.allowedOrigins[0] ?? '');
  };

  async function answer(request: Request): Promise<Response> {
    const origin = request.headers.get('origin');
    const formPost = isFormPost(request.headers.get('content-type'));
    if (origin && !allowed.has(origin) && !(formPost && origin === ownOrigin(request))) return json(403, { error: 'Origin not allowed' }, { Vary: 'Origin' });
    const cors = corsHeaders(origin, allowed);
    if (request.method === 'OPTIONS') {
      return new Response(null, {
        status: 204,
        headers: { ...cors, 'Access-Control-Allow-Methods': ALLOWED_METHODS, 'Access-Control-Allow-Headers': ALLOWED_REQUEST_HEADERS, 'Access-Control-Max-Age': '86400' },
      });
    }
    if (request.method === 'GET') {
      const { configuration } = options;
      const at = now();
      const [mail, mailRetry, unsent] = await Promise.all([configuration.mail(), configuration.mailRetry(), store.unsent(new Date(at.getTime() - UNSENT_ALARM_MS))]);
      // Counts and an age only: the report is public, so it names no lead.
      const unsentLeads = { count: unsent.count, ...(unsent.oldestReceivedAt ? { oldestMinutes: minutesSince(unsent.oldestReceivedAt, at) } : {}) };
      return json(
        200,
        { service: 'send-contact-email', mail: mail.ready ? 'ready' : 'not ready', ...(mail.ready ? {} : { mailProblem: mail.problem }), mailRetry: mailRetry ? 'configured' : 'missing', unsentLeads },
        cors,
      );
    }
    if (request.method !== 'POST') return json(405, { error: 'Method not allowed' }, { ...cors, Allow: ALLOWED_METHODS });
    const dryRun = dryRunOf(request);
    if (dryRun === undefined) return json(400, { error: `Header ${DRY_RUN_HEADER} must be 1 for a dry run, or left out` }, cors);
    const parsed = await parseBody(request, cors);
    if (!parsed.ok) return parsed.response;
    // A form's values come back on the page that says what went wrong, so the visitor loses nothing.
    const notSent = (status: number, reason: string, problems: FieldProblem[] = []) =>
      notSentPage({ status, reason, problems, values: parsed.value as Record<string, string>, siteOrigin: siteOf(request) });
    // A dry run is not counted: a check after each deploy must not use up a visitor's enquiries.
    const decision: LimitDecision = dryRun ? { allowed: true } : await visitorLimit(clientAddress(request) ?? 'unknown');
    if (!decision.allowed) {
      if (parsed.form) return notSent(429, 'Too many enquiries came from your connection in the last minute; please wait a minute and send it again.');
      return json(429, { error: 'Too many enquiries from this address; please try again shortly' }, { ...cors, 'Retry-After': String(decision.retryAfterSeconds) });
    }
    if (!isPlainObject(parsed.value)) return json(400, { error: 'Request body must be a JSON object', fields: [] }, cors);
    const validation = validate(parsed.value);
    if (!validation.ok) {
      if (parsed.form) return notSent(400, 'Some fields are missing or need a change.', validation.problems);
      return json(400, { error: 'Some fields are missing or invalid', fields: validation.problems }, cors);
    }
    if (dryRun) return json(200, { ok: true, dryRun: true }, cors);
    const stored = await accept(validation.enquiry, request);
    return parsed.form ? seeThankYou(siteOf(request)) : stored;
  }

  return async (request) => {
    try {
      return await answer(request);
    } catch (error) {
      logError(error);
      return json(500, { error: 'Internal error' }, corsHeaders(request.headers.get('origin'), allowed));
    }
  };
}
