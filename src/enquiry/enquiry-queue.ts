// Enquiries that could not be sent, kept in IndexedDB until they are. Pages (on load, on `online`, on a timer) and the
// service worker (Background Sync) all replay this one queue: each enquiry is claimed in one transaction before it is
// posted, so only one of them sends it at a time, and the server stores each submissionId once as the last defence.
// Runs in a page and in the service worker: no DOM, no React.
import { createStore, del, promisifyRequest, set, type UseStore } from 'idb-keyval';
import { connectionWorks } from './connection';

/** The Background Sync tag the page registers after queuing and the service worker answers. */
export const ENQUIRY_SYNC_TAG = 'send-queued-enquiries';
/** The BroadcastChannel every page and the worker tell each attempt on, so every open page's notice stays true. */
export const ENQUIRY_QUEUE_CHANNEL = 'enquiry-queue';

/** Where an enquiry is posted, as the form would post it (the function's address and its Supabase headers). */
export interface EnquiryEndpoint {
  url: string;
  headers: Record<string, string>;
}

/** waiting: not sent yet; sent: the server took it; refused: the server will never take it (a 4xx). */
type QueuedState = 'waiting' | 'sent' | 'refused';

/**
 * What one attempt ended in: sent, refused, later (the server answered 408/425/429/5xx), unreachable (no answer while
 * the site's own origin answers) or offline (no answer, and the connection does not work: connection.ts).
 */
export type AttemptOutcome = 'sent' | 'refused' | 'later' | 'unreachable' | 'offline';

export interface QueuedEnquiry {
  submissionId: string;
  endpoint: EnquiryEndpoint;
  body: Record<string, unknown>;
  queuedAt: string;
  state: QueuedState;
  /** Attempts that got no answer or a try-later one; the next waits the longer. */
  attempts: number;
  /** When the page's timer may try it again (the `online` event, a load and Background Sync do not wait). */
  nextAttemptAt: string;
  lastOutcome: AttemptOutcome;
  /** Who is sending it, until when: a sender that died mid-send loses its claim when the time is up. */
  claim?: { owner: string; until: string };
}

/** What a page or the worker tells every page after each attempt. */
export interface EnquiryAttempt {
  submissionId: string;
  outcome: AttemptOutcome;
}

/** How long a post of an enquiry may take, the form's own or a replay, before it counts as unanswered. */
export const ENQUIRY_POST_TIMEOUT_MS = 30_000;
/** Longer than a post may take, so a live sender never loses its claim. */
const CLAIM_MS = 45_000;
const FIRST_RETRY_MS = 1_000;
const LONGEST_RETRY_MS = 30_000;

/** The server's answer to an attempt; undefined when none came, and then whether the connection works decides. */
export function attemptOutcome(status: number | undefined, connected: boolean): AttemptOutcome {
  if (status === undefined) return connected ? 'unreachable' : 'offline';
  if (status >= 200 && status < 300) return 'sent';
  // Rate limits, timeouts and server trouble pass; a refusal of the enquiry itself does not.
  if (status === 408 || status === 425 || status === 429 || status >= 500) return 'later';
  return 'refused';
}

/** Doubling from 1 s after each attempt, at most 30 s: soon after a blip, gently while the server is down. */
export const retryDelayMs = (attempts: number): number => Math.min(LONGEST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1));

const at = (time: number) => new Date(time).toISOString();

/** A new entry for an enquiry whose first send (the form's own) ended in this outcome. */
export function newQueuedEnquiry(enquiry: Pick<QueuedEnquiry, 'submissionId' | 'endpoint' | 'body'>, outcome: 'unreachable' | 'offline', now: number): QueuedEnquiry {
  return { ...enquiry, queuedAt: at(now), state: 'waiting', attempts: 1, nextAttemptAt: at(now + retryDelayMs(1)), lastOutcome: outcome };
}

/** Whether a sender may take this entry now: waiting, nobody's live claim on it, and (for the timer) due. */
export function claimable(entry: QueuedEnquiry, now: number, dueOnly: boolean): boolean {
  if (entry.state !== 'waiting') return false;
  if (entry.claim && Date.parse(entry.claim.until) > now) return false;
  return !dueOnly || Date.parse(entry.nextAttemptAt) <= now;
}

/** The entry after its owner's attempt; a sent or refused entry (settled by another sender meanwhile) stays as it is. */
export function afterAttempt(entry: QueuedEnquiry, owner: string, outcome: AttemptOutcome, now: number): QueuedEnquiry {
  if (entry.state !== 'waiting') return entry;
  const { claim, ...rest } = entry;
  const released = claim && claim.owner !== owner ? { ...rest, claim } : rest;
  if (outcome === 'sent' || outcome === 'refused') return { ...released, state: outcome, lastOutcome: outcome };
  // Without a connection too: a device that says it is online (a captive portal) never fires `online`, so the timer tries.
  const attempts = entry.attempts + 1;
  return { ...released, attempts, nextAttemptAt: at(now + retryDelayMs(attempts)), lastOutcome: outcome };
}

/** Only what this code wrote: an older version could leave `undefined` under a key, which once stalled the queue. */
const isQueuedEnquiry = (value: unknown): value is QueuedEnquiry =>
  typeof value === 'object' && value !== null && typeof (value as QueuedEnquiry).submissionId === 'string' && typeof (value as QueuedEnquiry).queuedAt === 'string';

/** An entry from an older version, with what this one needs filled in. */
const current = (entry: Omit<QueuedEnquiry, 'attempts' | 'nextAttemptAt' | 'lastOutcome'> & Partial<Pick<QueuedEnquiry, 'attempts' | 'nextAttemptAt' | 'lastOutcome'>>): QueuedEnquiry => ({ ...entry, attempts: entry.attempts ?? 0, nextAttemptAt: entry.nextAttemptAt ?? entry.queuedAt, lastOutcome: entry.lastOutcome ?? 'offline' });

let queueStore: UseStore | undefined;
const store = () => (queueStore ??= createStore('enquiry-queue', 'enquiries'));

/** Every entry, read in the given transaction; what is not an entry is deleted on the way. */
async function readAll(objects: IDBObjectStore): Promise<QueuedEnquiry[]> {
  const [keys, values] = await Promise.all([promisifyRequest(objects.getAllKeys()), promisifyRequest<unknown[]>(objects.getAll())]);
  const kept: QueuedEnquiry[] = [];
  const repairing = objects.transaction.mode === 'readwrite';
  values.forEach((value, index) => {
    if (isQueuedEnquiry(value)) kept.push(current(value));
    else if (repairing) objects.delete(keys[index]!);
  });
  return kept;
}

/**
 * Keeps the enquiry the form is about to send, claimed by the form for longer than its send may take: if the page is
 * closed or reloaded mid-send, the next page or the worker sends it once the claim has run out.
 */
export async function holdEnquiry(enquiry: Pick<QueuedEnquiry, 'submissionId' | 'endpoint' | 'body'>, owner: string, now = Date.now()): Promise<void> {
  const held: QueuedEnquiry = { ...enquiry, queuedAt: at(now), state: 'waiting', attempts: 0, nextAttemptAt: at(now), lastOutcome: 'unreachable', claim: { owner, until: at(now + CLAIM_MS) } };
  await set(enquiry.submissionId, held, store());
}

/** An entry a form still holds and nobody has yet tried: no notice speaks of it while the form's own send may still answer. */
export const heldByItsForm = (entry: QueuedEnquiry) => entry.attempts === 0 && entry.claim !== undefined;

export async function queueEnquiry(enquiry: Pick<QueuedEnquiry, 'submissionId' | 'endpoint' | 'body'>, outcome: 'unreachable' | 'offline', now = Date.now()): Promise<void> {
  await set(enquiry.submissionId, newQueuedEnquiry(enquiry, outcome, now), store());
}

/** Forgets a queued copy, once the form itself got the enquiry through. */
export const forgetEnquiry = (submissionId: string) => del(submissionId, store());

/** The entries still waiting, oldest first. */
export const waitingEnquiries = (): Promise<QueuedEnquiry[]> =>
  store()('readonly', async (objects) => (await readAll(objects)).filter((entry) => entry.state === 'waiting').sort((a, b) => a.queuedAt.localeCompare(b.queuedAt)));

/** Takes the oldest entry this sender may send, in one transaction, so no other sender takes it meanwhile. */
function claimNext(owner: string, now: number, dueOnly: boolean, skip: ReadonlySet<string>): Promise<QueuedEnquiry | undefined> {
  return store()('readwrite', async (objects) => {
    const next = (await readAll(objects))
      .filter((entry) => !skip.has(entry.submissionId) && claimable(entry, now, dueOnly))
      .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt))[0];
    if (next) objects.put({ ...next, claim: { owner, until: at(now + CLAIM_MS) } } satisfies QueuedEnquiry, next.submissionId);
    await promisifyRequest(objects.transaction);
    return next;
  });
}

/** Records an attempt in one transaction: read, change, write; an entry gone meanwhile stays gone. */
function recordAttempt(submissionId: string, owner: string, outcome: AttemptOutcome, now: number): Promise<void> {
  return store()('readwrite', async (objects) => {
    const stored: unknown = await promisifyRequest(objects.get(submissionId));
    if (isQueuedEnquiry(stored)) objects.put(afterAttempt(current(stored), owner, outcome, now), submissionId);
    await promisifyRequest(objects.transaction);
  });
}

/** Posts a queued enquiry as the form does, and gives back the status; throws when no answer came. */
async function postQueued(entry: QueuedEnquiry): Promise<number> {
  const response = await fetch(entry.endpoint.url, {
    method: 'POST',
    headers: { ...entry.endpoint.headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(entry.body),
    signal: AbortSignal.timeout(ENQUIRY_POST_TIMEOUT_MS),
  });
  return response.status;
}

interface ReplayOptions {
  /** Names this sender in its claims. */
  owner: string;
  /** The timer sends only what is due; a load, `online` and Background Sync send everything waiting. */
  dueOnly: boolean;
  /** Told after each attempt, once it is recorded. */
  onAttempt: (attempt: EnquiryAttempt) => void;
  post?: (entry: QueuedEnquiry) => Promise<number>;
  /** Asked when a post got no answer: does the connection work (then the server is the one not answering)? */
  connected?: () => Promise<boolean>;
}

/** Sends what this sender can claim, oldest first, each at most once per run; stops when no answer comes. */
export async function replayQueue({ owner, dueOnly, onAttempt, post = postQueued, connected = () => connectionWorks() }: ReplayOptions): Promise<AttemptOutcome[]> {
  const tried = new Set<string>();
  const outcomes: AttemptOutcome[] = [];
  for (;;) {
    const entry = await claimNext(owner, Date.now(), dueOnly, tried);
    if (!entry) return outcomes;
    tried.add(entry.submissionId);
    const status = await post(entry).catch(() => undefined);
    const outcome = attemptOutcome(status, status !== undefined || (await connected()));
    await recordAttempt(entry.submissionId, owner, outcome, Date.now());
    outcomes.push(outcome);
    onAttempt({ submissionId: entry.submissionId, outcome });
    // No answer for one means none for the next: they wait for the network or the timer.
    if (outcome === 'offline' || outcome === 'unreachable') return outcomes;
  }
}

/** When the next waiting entry may be tried (its backoff, or another sender's claim running out); undefined when none waits. */
export async function nextAttemptTime(): Promise<number | undefined> {
  const times = (await waitingEnquiries()).map((entry) => Math.max(Date.parse(entry.nextAttemptAt), entry.claim ? Date.parse(entry.claim.until) : 0));
  return times.length ? Math.min(...times) : undefined;
}

/** Takes the enquiries that were sent or refused out of the queue, each by one caller only (one transaction). */
export function claimSettled(): Promise<QueuedEnquiry[]> {
  return store()('readwrite', async (objects) => {
    const settled = (await readAll(objects)).filter((entry) => entry.state !== 'waiting');
    for (const entry of settled) objects.delete(entry.submissionId);
    await promisifyRequest(objects.transaction);
    return settled;
  });
}

/** Dispatched on window for each attempt at a queued enquiry; a notice that shows that enquiry cancels it. */
export const ENQUIRY_ATTEMPT_EVENT = 'enquiry:attempt';
/** Dispatched on window when the form queued an enquiry, so the page's timer starts. */
export const ENQUIRY_QUEUED_EVENT = 'enquiry:queued';
