// Enquiries that could not be sent for want of a network, kept in IndexedDB until they are: the page and the service
// worker (Background Sync) both replay this one queue, and the server stores each submissionId once, so a double
// replay is harmless. Runs in a page and in the service worker: no DOM, no React.
import { createStore, del, entries, promisifyRequest, set, update, type UseStore } from 'idb-keyval';

/** The Background Sync tag the page registers after queuing and the service worker answers. */
export const ENQUIRY_SYNC_TAG = 'send-queued-enquiries';
/** What the service worker posts to its pages after a replay settled something. */
export const ENQUIRIES_SETTLED_MESSAGE = 'queued-enquiries-settled';

/** Where an enquiry is posted, as the form would post it (the function's address and its Supabase headers). */
export interface EnquiryEndpoint {
  url: string;
  headers: Record<string, string>;
}

/** waiting: not sent yet; sent: the server took it; refused: the server will never take it (a 4xx). */
export type QueuedState = 'waiting' | 'sent' | 'refused';

export interface QueuedEnquiry {
  submissionId: string;
  endpoint: EnquiryEndpoint;
  body: Record<string, unknown>;
  queuedAt: string;
  state: QueuedState;
}

/** What one replay attempt tells: stop for now (offline), try again another time (later), or done. */
type ReplayOutcome = 'sent' | 'refused' | 'later' | 'offline';

/** The server's answer to a replay; undefined when the request never got one (no network). */
export function replayOutcome(status: number | undefined): ReplayOutcome {
  if (status === undefined) return 'offline';
  if (status >= 200 && status < 300) return 'sent';
  // Rate limits, timeouts and server trouble pass; a refusal of the enquiry itself does not.
  if (status === 408 || status === 425 || status === 429 || status >= 500) return 'later';
  return 'refused';
}

let queueStore: UseStore | undefined;
const store = () => (queueStore ??= createStore('enquiry-queue', 'enquiries'));

export async function queueEnquiry(enquiry: Omit<QueuedEnquiry, 'state' | 'queuedAt'>, now = new Date()): Promise<void> {
  await set(enquiry.submissionId, { ...enquiry, queuedAt: now.toISOString(), state: 'waiting' } satisfies QueuedEnquiry, store());
}

/** Forgets a queued copy, once the form itself got the enquiry through. */
export const forgetEnquiry = (submissionId: string) => del(submissionId, store());

const queuedEnquiries = async (): Promise<QueuedEnquiry[]> => (await entries<string, QueuedEnquiry>(store())).map(([, entry]) => entry);

/** Posts a queued enquiry as the form does, and gives back the status; throws when there is no network. */
async function postQueued(entry: QueuedEnquiry, post: typeof fetch = fetch): Promise<number> {
  const response = await post(entry.endpoint.url, {
    method: 'POST',
    headers: { ...entry.endpoint.headers, 'Content-Type': 'application/json' },
    body: JSON.stringify(entry.body),
  });
  return response.status;
}

interface ReplayResult {
  settled: number;
  /** True when a send failed for want of a network: what is left waits for the connection. */
  offline: boolean;
}

/** Sends every waiting enquiry, oldest first, and records what became of each; stops at the first network failure. */
export async function replayQueue(post: (entry: QueuedEnquiry) => Promise<number> = (entry) => postQueued(entry)): Promise<ReplayResult> {
  const waiting = (await queuedEnquiries()).filter((entry) => entry.state === 'waiting').sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
  let settled = 0;
  for (const entry of waiting) {
    const outcome = replayOutcome(await post(entry).catch(() => undefined));
    if (outcome === 'offline') return { settled, offline: true };
    if (outcome === 'later') continue;
    settled += 1;
    await update<QueuedEnquiry | undefined>(entry.submissionId, (stored) => (stored ? { ...stored, state: outcome } : stored), store());
  }
  return { settled, offline: false };
}

/** Takes the enquiries that were sent or refused out of the queue, each by one caller only (one transaction). */
export function claimSettled(): Promise<QueuedEnquiry[]> {
  return store()('readwrite', async (objects) => {
    const all = await promisifyRequest<QueuedEnquiry[]>(objects.getAll());
    const settled = all.filter((entry) => entry.state !== 'waiting');
    for (const entry of settled) objects.delete(entry.submissionId);
    await promisifyRequest(objects.transaction);
    return settled;
  });
}

/** Dispatched on window for each queued enquiry that was sent or refused; a component that told the visitor cancels it. */
export const ENQUIRY_SETTLED_EVENT = 'enquiry:settled';

export interface EnquirySettledDetail {
  submissionId: string;
  state: Exclude<QueuedState, 'waiting'>;
}
