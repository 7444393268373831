// The two e-mails an enquiry causes (the lead to the business, a receipt to the visitor), composed once
// and handed to a transport: .eml files in an outbox locally, Resend's HTTP API in production.
// Headers are built only from configuration, our own ids and addresses that pass a strict check,
// so visitor text can never add a header.
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BusinessFacts, Enquiry } from '../../../schema/generated/types.ts';
import { ATTRIBUTION_FIELDS, ENQUIRY_FIELDS, type EnquiryRecord, type MailKind } from './store.ts';

export interface Mailer {
  /** Sends one e-mail about a stored enquiry; throws when it could not be handed over. */
  send(kind: MailKind, enquiry: EnquiryRecord): Promise<void>;
}

/** Who the mail is from and where leads go: site/business.yaml, never visitor input. */
export interface Letterhead {
  companyName: string;
  /** The inbox that receives leads. */
  businessAddress: string;
  /** The From address (a verified sender in production). */
  senderAddress: string;
  /** The business's time zone (IANA name): the time an enquiry came in is written by its clock. */
  timeZone: string;
  /** The receipt's signature and promise, from site/business.yaml: the main phone, the office's address, the reply promise. */
  phone?: string;
  postalAddress?: string;
  replyPromise?: string;
}

interface OutgoingMail {
  kind: MailKind;
  fromName: string;
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** The same for every try at the same e-mail, so a provider that honours it never sends twice. */
  idempotencyKey: string;
}

export function letterheadFromFacts(business: BusinessFacts): Letterhead {
  const address = business.emails.info?.display;
  if (!address) throw new Error('site/business.yaml has no emails.info address for enquiries');
  const office = business.offices?.find((entry) => entry.streetAddress);
  const reply = business.promises?.reply;
  const postalAddress = office ? [office.streetAddress, [office.locality, office.region, office.postalCode].filter(Boolean).join(' ')].join(', ') : undefined;
  return {
    companyName: business.company.name,
    businessAddress: address,
    senderAddress: address,
    timeZone: business.company.timeZone,
    phone: business.phones.main?.display,
    postalAddress,
    // A promise that states a figure is an object with its confirmation (src/content/claims.ts).
    replyPromise: typeof reply === 'object' ? reply.display : reply,
  };
}

/** Plain ASCII addr-spec without quoting or comments: anything else is refused a place in a header. */
const HEADER_SAFE_ADDRESS = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export const headerSafeAddress = (address: string): string | undefined => (HEADER_SAFE_ADDRESS.test(address) && address.length <= 254 ? address : undefined);

const FIELD_LABELS: Record<keyof Enquiry, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  company: 'Company',
  projectAddress: 'Project address',
  industry: 'Industry',
  interest: 'Primary interest',
  message: 'Project details',
  budget: 'Budget',
  timeline: 'Timeline',
  applications: 'Applications',
  projectType: 'Project type',
  surfaceTypes: 'Surface types',
  projectSize: 'Project size',
  urgency: 'Urgency',
  service: 'Service (from the page link)',
  submissionId: 'Submission id',
  website: 'Honeypot',
  sourcePage: 'Sent from page',
  landingPage: 'Landing page',
  utmSource: 'Source',
  utmMedium: 'Medium',
  utmCampaign: 'Campaign',
  utmTerm: 'Search term',
  utmContent: 'Ad or link',
  referrerOrigin: 'Referrer',
  gclid: 'Google click id',
  gbraid: 'Google click id (gbraid)',
  wbraid: 'Google click id (wbraid)',
};

/** The words the form shows for each option (spec section 3), so the lead reads as the visitor chose it. */
const OPTION_LABELS: Partial<Record<keyof Enquiry, Record<string, string>>> = {
  industry: { 'power-generation': 'Power Generation', heritage: 'Heritage Restoration' },
  interest: { services: 'Laser Cleaning Services', equipment: 'Equipment Purchase/Lease', consultation: 'Technical Consultation', demo: 'Equipment Demonstration', roi: 'ROI Assessment' },
  budget: { 'under-100k': 'Under $100k', '100k-250k': '$100k-$250k', '250k-500k': '$250k-$500k', '500k-1m': '$500k-$1M', 'over-1m': 'Over $1M' },
  timeline: { immediate: 'Immediate (within 1 month)', '3months': 'Within 3 months', '6months': 'Within 6 months', '12months': 'Within 12 months', research: 'Research phase' },
  projectType: { 'one-time': 'One-time project', ongoing: 'Ongoing maintenance', contract: 'Contract work', emergency: 'Emergency response' },
  projectSize: { small: 'Small (under 100 sqm)', medium: 'Medium (100-1000 sqm)', large: 'Large (1000+ sqm)', massive: 'Massive industrial scale (10,000+ sqm)' },
  urgency: { asap: 'ASAP (within 1 week)', month: 'Within a month', quarter: 'Within 3 months', flexible: 'Flexible' },
};

const capitalised = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** How a field's value reads in the e-mail. */
export const displayValue = (field: keyof Enquiry, value: string): string => OPTION_LABELS[field]?.[value] ?? (field in OPTION_LABELS ? capitalised(value) : value);

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

/** A short reference both e-mails quote, taken from our own id. */
export const referenceOf = (enquiry: EnquiryRecord) => enquiry.id.slice(0, 8).toUpperCase();

/** How a time zone is named to people: Australia/Sydney -> Sydney. */
export const timeZoneName = (timeZone: string) => (timeZone.split('/').pop() ?? timeZone).replace(/_/g, ' ');

const receivedAtText = (date: Date, timeZone: string) =>
  `${date.toLocaleString('en-AU', { timeZone, dateStyle: 'full', timeStyle: 'short' })} (${timeZoneName(timeZone)} time)`;

/** Shown apart from the visitor's fields: the page, and where the visit came from. */
const NOT_TYPED: readonly (keyof Enquiry)[] = ['website', 'sourcePage', ...ATTRIBUTION_FIELDS];

/** Line breaks of any kind, and the other characters a mail reader may take for one. */
const LINE_BREAKS = /\r\n?|[\n\v\f\u0085\u2028\u2029]/g;

/** A field as plain-text lines: its own lines after the first are indented, so visitor text never starts a line that reads as a field. */
const textField = (label: string, value: string) => `${label}: ${value.replace(LINE_BREAKS, '\n').replace(/[\u0000-\u0008\u000e-\u001f\u007f]/g, ' ').split('\n').join('\n    ')}`;

/** Visitor text on one line, for a subject. */
const oneLine = (text: string) => text.replace(LINE_BREAKS, ' ').replace(/[\u0000-\u001f\u007f]/g, ' ').replace(/\s+/g, ' ').trim();

/** The filled-in fields in the schema's order, the honeypot left out (it never reaches a mailed lead). */
function filledFields(enquiry: EnquiryRecord): [label: string, value: string][] {
  return ENQUIRY_FIELDS.filter((field) => !NOT_TYPED.includes(field) && enquiry[field] !== undefined).map((field) => [FIELD_LABELS[field], displayValue(field, String(enquiry[field]))]);
}

/** The "Came from" section: the visit's landing page, campaign, source and referrer, as far as they are known. */
function cameFrom(enquiry: EnquiryRecord): [label: string, value: string][] {
  return ATTRIBUTION_FIELDS.flatMap((field) => (enquiry[field] === undefined ? [] : [[FIELD_LABELS[field], String(enquiry[field])] as [string, string]]));
}

/** What differs between the two e-mails; sender and idempotency key are common. */
type MailContent = Pick<OutgoingMail, 'to' | 'replyTo' | 'subject' | 'text' | 'html'>;

const tableRows = (pairs: [string, string][]) =>
  pairs
    .map(([label, value]) => `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`)
    .join('');

const htmlPage = (body: string) => `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"></head><body style="font-family:Arial,sans-serif;color:#1f2937">${body}</body></html>`;

/** Who, from where, about what: "New enquiry: Jane Citizen, Acme Mining - Laser Cleaning Services (ref 1A2B3C4D)". */
export function notificationSubject(enquiry: EnquiryRecord): string {
  const about = [displayValue('interest', enquiry.interest), enquiry.service].filter(Boolean).join(', ');
  return `New enquiry: ${oneLine(`${enquiry.firstName} ${enquiry.lastName}`).slice(0, 80)}, ${oneLine(enquiry.company).slice(0, 80)} - ${about} (ref ${referenceOf(enquiry)})`;
}

function notification(enquiry: EnquiryRecord, letterhead: Letterhead): MailContent {
  const facts: [string, string][] = [
    ['Reference', referenceOf(enquiry)],
    ['Received', receivedAtText(enquiry.receivedAt, letterhead.timeZone)],
    ...(enquiry.sourcePage ? [['Sent from page', enquiry.sourcePage] as [string, string]] : []),
    ...filledFields(enquiry),
  ];
  const replyTo = headerSafeAddress(enquiry.email);
  // A usable address whose receipt was skipped has had its day's receipts (handler.ts): the business should know.
  const noReceipt = replyTo && enquiry.confirmationStatus === 'skipped' ? ' No receipt was sent to the visitor: their address has already had its receipts for the day.' : '';
  const howToAnswer = (replyTo ? 'Reply to this e-mail to answer the visitor.' : 'The visitor\'s address is unusual, so this e-mail has no Reply-To: copy it from above.') + noReceipt;
  const origin = cameFrom(enquiry);
  const cameFromText = origin.length ? ['', 'Came from', ...origin.map(([label, value]) => textField(label, value))] : ['', 'Came from: not known (a direct visit, or the browser sent nothing)'];
  const text = [`New enquiry from the ${letterhead.companyName} website.`, '', ...facts.map(([label, value]) => textField(label, value)), ...cameFromText, '', howToAnswer, ''].join('\n');
  const rows = tableRows(facts);
  const cameFromHtml = origin.length ? `<table>${tableRows(origin)}</table>` : '<p>Not known (a direct visit, or the browser sent nothing).</p>';
  return {
    to: letterhead.businessAddress,
    replyTo,
    subject: notificationSubject(enquiry),
    text,
    html: htmlPage(`<h1 style="font-size:20px">New enquiry from the website</h1><table>${rows}</table><h2 style="font-size:16px">Came from</h2>${cameFromHtml}<p>${escapeHtml(howToAnswer)}</p>`),
  };
}

/** "Reply within 24 hours" -> "We will reply within 24 hours." */
const promiseSentence = (promise: string) => `We will ${promise.charAt(0).toLowerCase()}${promise.slice(1)}.`;

/**
 * The receipt: the site's reply promise, what the visitor sent (so they can check it), and who we are, factual as the
 * Spam Act asks. Spam (the honeypot) gets none, and one address gets at most RECEIPTS_PER_ADDRESS_PER_DAY (handler.ts) a day.
 */
function confirmation(enquiry: EnquiryRecord, letterhead: Letterhead): MailContent {
  const to = headerSafeAddress(enquiry.email);
  if (!to) throw new Error('the visitor address cannot be used in a header');
  const opening = [
    `Dear ${oneLine(enquiry.firstName)},`,
    `Thank you for contacting ${letterhead.companyName}. We have received your enquiry (reference ${referenceOf(enquiry)}).${letterhead.replyPromise ? ` ${promiseSentence(letterhead.replyPromise)}` : ''}`,
    'This is what you sent us:',
  ];
  const sent = filledFields(enquiry);
  const closing = [`If anything is wrong or you have more to tell us, reply to this e-mail${letterhead.phone ? ` or call us on ${letterhead.phone}` : ''}.`];
  const signature = ['Kind regards,', `The ${letterhead.companyName} team`, ...(letterhead.phone ? [letterhead.phone] : []), letterhead.businessAddress, ...(letterhead.postalAddress ? [letterhead.postalAddress] : [])];
  const text = [...opening.map((line) => line + '\n'), ...sent.map(([label, value]) => textField(label, value)), '', ...closing.map((line) => line + '\n'), ...signature, ''].join('\n');
  const table = `<table>${tableRows(sent)}</table>`;
  const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  return {
    to,
    replyTo: letterhead.businessAddress,
    subject: `We have received your enquiry (ref ${referenceOf(enquiry)}) - ${letterhead.companyName}`,
    text,
    html: htmlPage(`${paragraphs(opening)}${table}${paragraphs(closing)}<p>${signature.map(escapeHtml).join('<br>')}</p>`),
  };
}

function composeMail(kind: MailKind, enquiry: EnquiryRecord, letterhead: Letterhead): OutgoingMail {
  const content = kind === 'notification' ? notification(enquiry, letterhead) : confirmation(enquiry, letterhead);
  return { kind, fromName: letterhead.companyName, from: letterhead.senderAddress, idempotencyKey: `enquiry-${enquiry.id}-${kind}`, ...content };
}

/** A Mailer from a transport that delivers composed e-mails. */
function mailerFrom(letterhead: Letterhead, deliver: (mail: OutgoingMail) => Promise<void>): Mailer {
  return { send: (kind, enquiry) => deliver(composeMail(kind, enquiry, letterhead)) };
}

// ---- .eml (RFC 5322 + MIME), for the local outbox ----

const CRLF = '\r\n';

const utf8Base64 = (text: string): string => {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(binary);
};

/** A body part in base64, so no line of visitor text can look like a boundary or a header. */
const base64Lines = (text: string): string => utf8Base64(text).replace(/.{1,76}/g, (line) => line + CRLF);

/** Printable ASCII stays as it is; anything else becomes RFC 2047 encoded words, one per few characters. */
function encodeHeaderText(text: string): string {
  const clean = text.replace(/[\u0000-\u001f\u007f]/g, ' ');
  if (/^[\x20-\x7e]*$/.test(clean)) return clean;
  const words: string[] = [];
  let chunk = '';
  for (const char of clean) {
    if (new TextEncoder().encode(chunk + char).length > 45) {
      words.push(chunk);
      chunk = '';
    }
    chunk += char;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${utf8Base64(word)}?=`).join(CRLF + ' ');
}

/** A display name with nothing that could end it early: no quotes, brackets, backslashes or control characters. */
const displayName = (name: string) => name.replace(/[\u0000-\u001f\u007f"<>\\]/g, '').trim();

const emlMailbox = (name: string, address: string) => {
  const shown = displayName(name);
  return `${/^[\x20-\x7e]*$/.test(shown) ? `"${shown}"` : encodeHeaderText(shown)} <${address}>`;
};

const rfc5322Date = (date: Date) => date.toUTCString().replace(/GMT$/, '+0000');

function toEml(mail: OutgoingMail, sentAt: Date): string {
  const domain = mail.from.split('@')[1] ?? 'localhost';
  const boundary = `=_alt_${mail.idempotencyKey}`;
  const headers = [
    `From: ${emlMailbox(mail.fromName, mail.from)}`,
    `To: <${mail.to}>`,
    ...(mail.replyTo ? [`Reply-To: <${mail.replyTo}>`] : []),
    `Subject: ${encodeHeaderText(mail.subject)}`,
    `Date: ${rfc5322Date(sentAt)}`,
    `Message-ID: <${mail.idempotencyKey}@${domain}>`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/alternative; boundary="${boundary}"`,
  ];
  const part = (type: string, body: string) => [`--${boundary}`, `Content-Type: ${type}; charset=utf-8`, 'Content-Transfer-Encoding: base64', '', base64Lines(body)].join(CRLF);
  return [...headers, '', part('text/plain', mail.text), part('text/html', mail.html), `--${boundary}--`, ''].join(CRLF);
}

/** Every header address must pass the strict check, whatever composed the mail. */
function assertHeaderSafe(mail: OutgoingMail): void {
  for (const address of [mail.from, mail.to, mail.replyTo]) {
    if (address !== undefined && !headerSafeAddress(address)) throw new Error(`refusing to put an unsafe address in a ${mail.kind} header`);
  }
}

/** The outbox file of one e-mail: the same name on every try, so a retry replaces rather than adds. */
const emlFileName = (mail: OutgoingMail, enquiry: EnquiryRecord) =>
  `${enquiry.receivedAt.toISOString().replace(/[-:]|\.\d+/g, '')}-${enquiry.id}-${mail.kind}.eml`;

/** Local mail: each e-mail becomes an .eml file in dir, which any mail program opens. */
export function outboxMailer(dir: string, letterhead: Letterhead, now: () => Date = () => new Date()): Mailer {
  return {
    async send(kind, enquiry) {
      const mail = composeMail(kind, enquiry, letterhead);
      assertHeaderSafe(mail);
      // Leads are personal information: only the account that runs the server may read them.
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const file = path.join(dir, emlFileName(mail, enquiry));
      // Written aside and renamed, so a reader never opens half a message.
      await writeFile(file + '.tmp', toEml(mail, now()), { mode: 0o600 });
      await rename(file + '.tmp', file);
    },
  };
}

// ---- Resend, for production (SMTP ports are closed on Supabase) ----

interface ResendOptions {
  apiKey: string;
  /** The facts of site/business.yaml (the function's generated module); its sender on a domain verified with Resend. */
  letterhead: Letterhead;
  fetch?: typeof fetch;
  endpoint?: string;
  timeoutMs?: number;
}

/** Hands one composed e-mail to Resend's API; throws with Resend's answer when it is refused. */
function resendTransport({ apiKey, fetch: send = fetch, endpoint = 'https://api.resend.com/emails', timeoutMs = 8000 }: Omit<ResendOptions, 'letterhead'>): (mail: OutgoingMail) => Promise<void> {
  return async (mail) => {
    assertHeaderSafe(mail);
    const response = await send(endpoint, {
      method: 'POST',
      headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json', 'Idempotency-Key': mail.idempotencyKey },
      body: JSON.stringify({
        from: `${displayName(mail.fromName)} <${mail.from}>`,
        to: [mail.to],
        ...(mail.replyTo ? { reply_to: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`mail provider answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  };
}

export function resendMailer(options: ResendOptions): Mailer {
  return mailerFrom(options.letterhead, resendTransport(options));
}

/** Whether mail can go out: ready, or why not, in words that name the secret to set or quote the mail service. */
export type MailReadiness = { ready: true } | { ready: false; problem: string };

export const MAIL_READY: MailReadiness = { ready: true };

/** The address of MAIL_FROM, set bare or as `Name <address>`; undefined when it is no address a header may carry. */
export function senderAddressOf(setting: string): string | undefined {
  const inBrackets = setting.match(/<([^<>]*)>\s*$/)?.[1];
  return headerSafeAddress((inBrackets ?? setting).trim());
}

/** Resend's documented test recipient: it takes a message as delivered and passes it to no one. */
export const RESEND_TEST_RECIPIENT = 'delivered@resend.dev';

/** How long a send taken stands for mail working, before a check is sent again. */
export const MAIL_CHECK_EVERY_MS = 60 * 60_000;
/** How long a refusal stands: soon after the owner fixes the sender, the report says so. */
export const MAIL_RECHECK_REFUSED_MS = 5 * 60_000;

/**
 * Resend mail that knows whether it works: the outcome of its last e-mail to the business, or, when none went in the
 * last hour (five minutes after a refusal), of a check sent from the same sender to Resend's test recipient. A receipt refused says nothing of the
 * sender (the visitor's address may be the fault), so only the business's e-mail and the check count.
 */
export function checkedResendMailer(options: ResendOptions & { now?: () => Date }): { mailer: Mailer; readiness: () => Promise<MailReadiness> } {
  const { letterhead, now = () => new Date() } = options;
  const deliver = resendTransport(options);
  let last: { at: number; readiness: MailReadiness } | undefined;
  let checking: Promise<MailReadiness> | undefined;
  const refusal = (error: unknown): MailReadiness => ({
    ready: false,
    problem: `the mail service refused the sender MAIL_FROM (${letterhead.senderAddress}) with the key RESEND_API_KEY: ${error instanceof Error ? error.message : String(error)}`,
  });
  const outcome = async (work: Promise<void>) => {
    try {
      await work;
      last = { at: now().getTime(), readiness: MAIL_READY };
    } catch (error) {
      last = { at: now().getTime(), readiness: refusal(error) };
      throw error;
    }
  };
  const check = (): Promise<MailReadiness> =>
    outcome(
      deliver({
        kind: 'notification',
        fromName: letterhead.companyName,
        from: letterhead.senderAddress,
        to: RESEND_TEST_RECIPIENT,
        subject: `Mail check of the ${letterhead.companyName} enquiry function`,
        text: 'Sent by the enquiry function to the mail service\'s test address, to learn whether it takes mail from this sender. It reaches no one.\n',
        html: htmlPage('<p>Sent by the enquiry function to the mail service\'s test address, to learn whether it takes mail from this sender. It reaches no one.</p>'),
        idempotencyKey: `mail-check-${now().getTime()}`,
      }),
    ).then(
      () => MAIL_READY,
      (error: unknown) => refusal(error),
    );
  return {
    mailer: {
      send: (kind, enquiry) => {
        const sending = deliver(composeMail(kind, enquiry, letterhead));
        return kind === 'notification' ? outcome(sending) : sending;
      },
    },
    readiness: () => {
      if (last && now().getTime() - last.at < (last.readiness.ready ? MAIL_CHECK_EVERY_MS : MAIL_RECHECK_REFUSED_MS)) return Promise.resolve(last.readiness);
      checking ??= check().finally(() => (checking = undefined));
      return checking;
    },
  };
}

interface FunctionMailOptions extends Omit<ResendOptions, 'apiKey'> {
  /** RESEND_API_KEY and MAIL_FROM as the function's secrets hold them (undefined when unset). */
  apiKey: string | undefined;
  mailFrom: string | undefined;
  now?: () => Date;
}

/**
 * The enquiry function's mail from its secrets: Resend from MAIL_FROM with RESEND_API_KEY, checked as it sends; with
 * either unset (or MAIL_FROM no address) no mail at all, every send and the report naming the secret to set.
 */
export function functionMail({ apiKey, mailFrom, letterhead, ...options }: FunctionMailOptions): { mailer: Mailer; readiness: () => Promise<MailReadiness>; unset?: string } {
  const sender = mailFrom && senderAddressOf(mailFrom);
  if (apiKey && sender) return checkedResendMailer({ ...options, apiKey, letterhead: { ...letterhead, senderAddress: sender } });
  const unset = !apiKey
    ? 'the secret RESEND_API_KEY is not set'
    : !mailFrom
      ? 'the secret MAIL_FROM is not set (the sender, on the domain verified with Resend)'
      : `the secret MAIL_FROM (${mailFrom}) is not an e-mail address`;
  return {
    mailer: { send: () => Promise.reject(new Error(`mail is not configured: ${unset}`)) },
    readiness: () => Promise.resolve({ ready: false, problem: unset }),
    unset,
  };
}
