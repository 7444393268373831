// Where enquiries are kept: one small interface, and one SQL implementation that runs on any
// Postgres reached through a minimal query function (PGlite locally, a Postgres driver in production).
// Runtime-neutral: imported by the Node server and by the Deno edge function.
import type { Enquiry } from '../../../schema/generated/types.ts';

/** Runs one parameterised statement ($1, $2, …) and gives back its rows. */
export type Query = (sql: string, params?: readonly unknown[]) => Promise<Record<string, unknown>[]>;

/** pending: still owed; sent: delivered; skipped: never to be sent (spam, or no address mail can safely go to). */
export type MailStatus = 'pending' | 'sent' | 'skipped';

export type MailKind = 'notification' | 'confirmation';

export interface NewEnquiry {
  enquiry: Enquiry;
  receivedAt: Date;
  spam: boolean;
  confirmation: Extract<MailStatus, 'pending' | 'skipped'>;
  /** When a retry may first pick the row up: after the request's own attempt has had its chance. */
  firstRetryAt: Date;
}

export interface EnquiryRecord extends Enquiry {
  id: string;
  receivedAt: Date;
  spam: boolean;
  mailStatus: MailStatus;
  confirmationStatus: MailStatus;
  mailAttempts: number;
  mailLastError?: string;
  mailNextAttemptAt?: Date;
  mailedAt?: Date;
}

/** The outcome of one try at sending what a row still owes. */
export interface MailAttempt {
  at: Date;
  sent: readonly MailKind[];
  error?: string;
  /** Set while something is still owed. */
  retryAt?: Date;
}

/** The answer of a limit: under it, or over it until a hit leaves the window. */
export type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Which rows to delete: one person's (by their address, in any case), or every row received before a time. */
export type ForgetWhich = { email: string } | { receivedBefore: Date };

/** The rows past a retention period: those received more than `months` whole months before `now`. */
export function receivedMonthsBefore(now: Date, months: number): ForgetWhich {
  const receivedBefore = new Date(now);
  receivedBefore.setMonth(receivedBefore.getMonth() - months);
  return { receivedBefore };
}

export interface EnquiryStore {
  /** Stores the enquiry, or finds the row its submissionId already made; created tells which. */
  insertOrGet(entry: NewEnquiry): Promise<{ record: EnquiryRecord; created: boolean }>;
  recordMailAttempt(id: string, attempt: MailAttempt): Promise<void>;
  /** Every row, oldest first. */
  list(): Promise<EnquiryRecord[]>;
  /** Rows that still owe an e-mail: all of them, or only those due by the given time. */
  pending(dueBy?: Date): Promise<EnquiryRecord[]>;
  /** Deletes the rows named (retention, or a person's request) and gives back their ids; a person's receipt count goes too. */
  forget(which: ForgetWhich): Promise<string[]>;
  /**
   * Counts a hit on key at the given time unless the key already had `limit` hits in the window before it, in one
   * statement: every instance on the same database sees the same count, however many ask at once.
   */
  takeHit(key: string, at: Date, limit: number, windowMs: number): Promise<LimitDecision>;
  /** A stored enquiry's receipt will not be sent (its address is over the receipt limit). */
  skipConfirmation(id: string): Promise<void>;
  /** Deletes limit rows whose every hit has left its window; gives back how many. */
  forgetExpiredLimits(now: Date): Promise<number>;
  /** Leads received before the given time whose e-mail to the business is still unsent: how many, and the oldest's time. */
  unsent(receivedBefore: Date): Promise<UnsentLeads>;
}

/** Leads whose e-mail to the business has not gone: a count and the oldest's time, nothing about who sent them. */
export interface UnsentLeads {
  count: number;
  oldestReceivedAt?: Date;
}

/** A lead still unsent this long after it came in is a fault the owner hears of (check-live, `npm run enquiries`). */
export const UNSENT_ALARM_MS = 60 * 60_000;

/** "1 lead" / "3 leads" unsent for over an hour, the oldest for how long: no name, no address. */
export function unsentText(count: number, oldestMinutes: number): string {
  const age = oldestMinutes >= 120 ? `${Math.floor(oldestMinutes / 60)} h ${oldestMinutes % 60} min` : `${oldestMinutes} min`;
  return `${count} ${count === 1 ? 'lead' : 'leads'} unsent for over an hour (the oldest came in ${age} ago): the business has not been told of ${count === 1 ? 'it' : 'them'}`;
}

/** Whole minutes from then to now. */
export const minutesSince = (then: Date, now: Date) => Math.floor((now.getTime() - then.getTime()) / 60_000);

/** A limit's key: what it counts and a digest of whose, so no address is kept in the limits table. */
export async function limitKey(kind: 'visitor' | 'receipt', who: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(kind === 'receipt' ? who.toLowerCase() : who)));
  return `${kind}:${Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** Each enquiry field and its column; the type makes a field added to the schema fail here until it has one. */
const ENQUIRY_COLUMNS: { readonly [Field in keyof Required<Enquiry>]: string } = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone',
  company: 'company',
  projectAddress: 'project_address',
  industry: 'industry',
  interest: 'interest',
  message: 'message',
  budget: 'budget',
  timeline: 'timeline',
  applications: 'applications',
  projectType: 'project_type',
  surfaceTypes: 'surface_types',
  projectSize: 'project_size',
  urgency: 'urgency',
  service: 'service',
  submissionId: 'submission_id',
  website: 'website',
  sourcePage: 'source_page',
  landingPage: 'landing_page',
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  utmTerm: 'utm_term',
  utmContent: 'utm_content',
  referrerOrigin: 'referrer_origin',
  gclid: 'gclid',
  gbraid: 'gbraid',
  wbraid: 'wbraid',
};

/** The fields that say where a lead came from, shown apart from what the visitor typed. */
export const ATTRIBUTION_FIELDS = ['landingPage', 'utmSource', 'utmMedium', 'utmCampaign', 'utmTerm', 'utmContent', 'referrerOrigin', 'gclid', 'gbraid', 'wbraid'] as const satisfies readonly (keyof Enquiry)[];

export const ENQUIRY_FIELDS = Object.keys(ENQUIRY_COLUMNS) as (keyof Enquiry)[];

const LAST_ERROR_LIMIT = 500;

const optionalText = (value: unknown): string | undefined => (value === null || value === undefined ? undefined : String(value));
const optionalDate = (value: unknown): Date | undefined => (value === null || value === undefined ? undefined : new Date(value as string | Date));

/** A database row as the typed record the rest of the code uses. */
function recordFromRow(row: Record<string, unknown>): EnquiryRecord {
  const fields: Record<string, string> = {};
  for (const field of ENQUIRY_FIELDS) {
    const value = optionalText(row[ENQUIRY_COLUMNS[field]]);
    if (value !== undefined) fields[field] = value;
  }
  return {
    ...(fields as unknown as Enquiry),
    id: String(row.id),
    receivedAt: new Date(row.received_at as string | Date),
    spam: row.is_spam === true,
    mailStatus: row.mail_status as MailStatus,
    confirmationStatus: row.confirmation_status as MailStatus,
    mailAttempts: Number(row.mail_attempts),
    mailLastError: optionalText(row.mail_last_error),
    mailNextAttemptAt: optionalDate(row.mail_next_attempt_at),
    mailedAt: optionalDate(row.mailed_at),
  };
}

/** The INSERT for a new enquiry: columns and their parameters, in step. */
function insertStatement(entry: NewEnquiry): { sql: string; params: unknown[] } {
  const spamOr = (status: MailStatus): MailStatus => (entry.spam ? 'skipped' : status);
  const values: [string, unknown][] = [
    ...ENQUIRY_FIELDS.map((field): [string, unknown] => [ENQUIRY_COLUMNS[field], entry.enquiry[field] ?? null]),
    ['received_at', entry.receivedAt.toISOString()],
    ['is_spam', entry.spam],
    ['mail_status', spamOr('pending')],
    ['confirmation_status', spamOr(entry.confirmation)],
    ['mail_next_attempt_at', entry.spam ? null : entry.firstRetryAt.toISOString()],
  ];
  const columns = values.map(([column]) => column).join(', ');
  const placeholders = values.map((_, index) => `$${index + 1}`).join(', ');
  return {
    // DO NOTHING (not DO UPDATE) keeps the first submission intact when a retry carries other text.
    sql: `insert into public.enquiries (${columns}) values (${placeholders}) on conflict (submission_id) do nothing returning *`,
    params: values.map(([, value]) => value),
  };
}

export function sqlEnquiryStore(query: Query): EnquiryStore {
  return {
    async insertOrGet(entry) {
      const { sql, params } = insertStatement(entry);
      const [inserted] = await query(sql, params);
      if (inserted) return { record: recordFromRow(inserted), created: true };
      // The conflict means another request already stored this submissionId (its transaction has committed).
      const [existing] = await query('select * from public.enquiries where submission_id = $1', [entry.enquiry.submissionId]);
      if (!existing) throw new Error('enquiry neither inserted nor found');
      return { record: recordFromRow(existing), created: false };
    },

    async recordMailAttempt(id, attempt) {
      await query(
        `update public.enquiries set
           mail_attempts = mail_attempts + 1,
           mail_status = case when $2 then 'sent' else mail_status end,
           confirmation_status = case when $3 then 'sent' else confirmation_status end,
           mailed_at = case when $2 then $4::timestamptz else mailed_at end,
           mail_last_error = $5,
           mail_next_attempt_at = $6
         where id = $1`,
        [
          id,
          attempt.sent.includes('notification'),
          attempt.sent.includes('confirmation'),
          attempt.at.toISOString(),
          attempt.error?.slice(0, LAST_ERROR_LIMIT) ?? null,
          attempt.retryAt?.toISOString() ?? null,
        ],
      );
    },

    async list() {
      return (await query('select * from public.enquiries order by received_at, id')).map(recordFromRow);
    },

    async forget(which) {
      if ('email' in which) await query('delete from public.enquiry_limits where key = $1', [await limitKey('receipt', which.email)]);
      const rows =
        'email' in which
          ? await query('delete from public.enquiries where lower(email) = lower($1) returning id', [which.email])
          : await query('delete from public.enquiries where received_at < $1::timestamptz returning id', [which.receivedBefore.toISOString()]);
      return rows.map((row) => String(row.id));
    },

    async takeHit(key, at, limit, windowMs) {
      // The row is locked from the conflict to the commit, and DO UPDATE reads its latest version: no hit is lost
      // and none counted twice. Every expression of SET reads the row as it was before this hit.
      const [row] = await query(
        `insert into public.enquiry_limits as held (key, hits, allowed, expires_at)
         values ($1, array[$2::timestamptz], $3::int > 0, $2::timestamptz + $4::interval)
         on conflict (key) do update set
           allowed = cardinality(private.enquiry_hits_since(held.hits, $2::timestamptz - $4::interval)) < $3::int,
           hits = case when cardinality(private.enquiry_hits_since(held.hits, $2::timestamptz - $4::interval)) < $3::int
                       then private.enquiry_hits_since(held.hits, $2::timestamptz - $4::interval) || $2::timestamptz
                       else private.enquiry_hits_since(held.hits, $2::timestamptz - $4::interval) end,
           expires_at = case when cardinality(private.enquiry_hits_since(held.hits, $2::timestamptz - $4::interval)) < $3::int
                             then greatest(held.expires_at, $2::timestamptz + $4::interval) else held.expires_at end
         returning allowed, (extract(epoch from (select min(hit) from unnest(hits) as hit)) * 1000)::float8 as oldest_ms`,
        [key, at.toISOString(), limit, `${windowMs} milliseconds`],
      );
      if (!row) throw new Error('the limit statement returned no row');
      if (row.allowed === true) return { allowed: true };
      // The oldest hit in the window leaves it first, and frees a place.
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((Number(row.oldest_ms) + windowMs - at.getTime()) / 1000)) };
    },

    async skipConfirmation(id) {
      await query(`update public.enquiries set confirmation_status = 'skipped' where id = $1 and confirmation_status = 'pending'`, [id]);
    },

    async forgetExpiredLimits(now) {
      return (await query('delete from public.enquiry_limits where expires_at < $1::timestamptz returning key', [now.toISOString()])).length;
    },

    async unsent(receivedBefore) {
      const [row] = await query(
        `select count(*)::int as count, min(received_at) as oldest from public.enquiries
         where mail_status = 'pending' and not is_spam and received_at < $1::timestamptz`,
        [receivedBefore.toISOString()],
      );
      return { count: Number(row?.count ?? 0), oldestReceivedAt: optionalDate(row?.oldest) };
    },

    async pending(dueBy) {
      const rows = await query(
        `select * from public.enquiries
         where (mail_status = 'pending' or confirmation_status = 'pending')
           and ($1::timestamptz is null or mail_next_attempt_at is null or mail_next_attempt_at <= $1::timestamptz)
         order by received_at, id`,
        [dueBy?.toISOString() ?? null],
      );
      return rows.map(recordFromRow);
    },
  };
}
