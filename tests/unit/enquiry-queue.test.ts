// The queue of enquiries kept on a device, on an in-memory IndexedDB: the same transactions a page and the service
// worker run against one another in a browser.
import 'fake-indexeddb/auto';
import { clear, createStore, entries, set } from 'idb-keyval';
import { beforeEach, describe, expect, it } from 'vitest';
import { queueNoticeState } from '../../src/enquiry/queue-notice';
import {
  afterAttempt, claimable, claimSettled, heldByItsForm, holdEnquiry, newQueuedEnquiry, nextAttemptTime, queueEnquiry, replayQueue, retryDelayMs, waitingEnquiries, type EnquiryAttempt, type QueuedEnquiry,
} from '../../src/enquiry/enquiry-queue';

const raw = createStore('enquiry-queue', 'enquiries');
const endpoint = { url: 'https://example.com/functions/v1/send-contact-email', headers: {} };
const enquiry = (submissionId: string) => ({ submissionId, endpoint, body: { lastName: submissionId } });
const NOW = Date.parse('2026-11-26T00:00:00Z');
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server that stores each submissionId once, as the real one does, and counts every post. */
function server(answer: (entry: QueuedEnquiry) => number | undefined = () => 200, latencyMs = 5) {
  const posts: string[] = [];
  const stored = new Set<string>();
  const post = async (entry: QueuedEnquiry) => {
    posts.push(entry.submissionId);
    await delay(latencyMs);
    const status = answer(entry);
    if (status === undefined) throw new TypeError('Failed to fetch');
    if (status === 200) stored.add(entry.submissionId);
    return status;
  };
  return { posts, stored, post };
}

async function queue(count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, (_, index) => `enquiry-${index + 1}`);
  for (const [index, id] of ids.entries()) await queueEnquiry(enquiry(id), 'offline', NOW + index);
  return ids;
}

beforeEach(() => clear(raw));

describe('one attempt at a queued enquiry', () => {
  const entry = newQueuedEnquiry(enquiry('a'), 'unreachable', NOW);

  it('waits 1 s after the form failed, then twice as long after each try, at most 30 s', () => {
    expect(entry).toMatchObject({ state: 'waiting', attempts: 1, nextAttemptAt: new Date(NOW + 1000).toISOString(), lastOutcome: 'unreachable' });
    expect([1, 2, 3, 4, 5, 6, 12].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('is taken by one sender at a time: not while another holds a live claim, and again once that claim ran out', () => {
    expect(claimable(entry, NOW, false)).toBe(true);
    expect(claimable(entry, NOW, true), 'the timer waits for its turn').toBe(false);
    expect(claimable(entry, NOW + 1000, true)).toBe(true);
    const claimed = { ...entry, claim: { owner: 'page-1', until: new Date(NOW + 45_000).toISOString() } };
    expect(claimable(claimed, NOW + 1000, false)).toBe(false);
    expect(claimable(claimed, NOW + 45_000, false)).toBe(true);
    expect(claimable({ ...entry, state: 'sent' }, NOW, false)).toBe(false);
  });

  it('ends sent, refused, or waiting with a longer backoff; never undoes what another sender settled', () => {
    const claimed = { ...entry, claim: { owner: 'page-1', until: new Date(NOW + 45_000).toISOString() } };
    expect(afterAttempt(claimed, 'page-1', 'sent', NOW)).toEqual({ ...entry, state: 'sent', lastOutcome: 'sent' });
    expect(afterAttempt(claimed, 'page-1', 'later', NOW)).toEqual({ ...entry, attempts: 2, nextAttemptAt: new Date(NOW + 2000).toISOString(), lastOutcome: 'later' });
    // A device that says it is online but has no working connection fires no `online` event: the timer backs off too.
    expect(afterAttempt(claimed, 'page-1', 'offline', NOW)).toEqual({ ...entry, attempts: 2, nextAttemptAt: new Date(NOW + 2000).toISOString(), lastOutcome: 'offline' });
    expect(afterAttempt(claimed, 'worker-1', 'unreachable', NOW).claim, 'another sender keeps its claim').toEqual(claimed.claim);
    const sent = { ...entry, state: 'sent' as const };
    expect(afterAttempt(sent, 'page-1', 'later', NOW)).toBe(sent);
  });
});

describe('the queue on a device', () => {
  it('sends two, then five, queued enquiries once each when two senders run at the same time, and leaves nothing behind', async () => {
    for (const count of [2, 5]) {
      await clear(raw);
      const ids = await queue(count);
      const { posts, stored, post } = server();
      const heard: EnquiryAttempt[] = [];
      const run = (owner: string) => replayQueue({ owner, dueOnly: false, post, connected: async () => true, onAttempt: (attempt) => heard.push(attempt) });
      await Promise.all([run('page-1'), run('worker-1'), run('page-2')]);
      expect(posts.sort(), 'each posted by one sender only').toEqual(ids);
      expect([...stored].sort()).toEqual(ids);
      expect(heard.filter((attempt) => attempt.outcome === 'sent')).toHaveLength(count);
      expect((await claimSettled()).map((entry) => entry.submissionId).sort()).toEqual(ids);
      expect(await entries(raw), 'nothing stuck').toEqual([]);
    }
  });

  it('stops at the first enquiry without an answer, and keeps every entry whole', async () => {
    await queue(3);
    const offline = server(() => undefined);
    expect(await replayQueue({ owner: 'page-1', dueOnly: false, post: offline.post, connected: async () => false, onAttempt: () => {} })).toEqual(['offline']);
    expect(offline.posts).toEqual(['enquiry-1']);
    const waiting = await waitingEnquiries();
    expect(waiting.map((entry) => [entry.submissionId, entry.lastOutcome, entry.claim])).toEqual([
      ['enquiry-1', 'offline', undefined],
      ['enquiry-2', 'offline', undefined],
      ['enquiry-3', 'offline', undefined],
    ]);
  });

  it('tries an enquiry the server answers 503 once per run, and the timer waits for its backoff', async () => {
    await queue(2);
    const busy = server((entry) => (entry.submissionId === 'enquiry-1' ? 503 : 200));
    expect(await replayQueue({ owner: 'page-1', dueOnly: false, post: busy.post, connected: async () => true, onAttempt: () => {} })).toEqual(['later', 'sent']);
    const [left] = await waitingEnquiries();
    expect(left).toMatchObject({ submissionId: 'enquiry-1', attempts: 2, lastOutcome: 'later' });
    expect(await nextAttemptTime()).toBe(Date.parse(left!.nextAttemptAt));
    expect(await replayQueue({ owner: 'page-1', dueOnly: true, post: busy.post, connected: async () => true, onAttempt: () => {} }), 'not due yet').toEqual([]);
  });

  it('takes over an enquiry whose sender died mid-send once its claim ran out, and repairs an entry an older version left undefined', async () => {
    const dead = { ...newQueuedEnquiry(enquiry('orphan'), 'offline', NOW), claim: { owner: 'closed-page', until: new Date(Date.now() - 1).toISOString() } };
    await set('orphan', dead, raw);
    await set('broken', undefined, raw);
    const { stored, post } = server();
    await replayQueue({ owner: 'page-1', dueOnly: false, post, connected: async () => true, onAttempt: () => {} });
    expect([...stored]).toEqual(['orphan']);
    await claimSettled();
    expect(await entries(raw)).toEqual([]);
  });

  it('keeps the enquiry a form is sending for a page closed mid-send: untouched while the send may answer, sent by the next page after', async () => {
    const sentAt = Date.now();
    await holdEnquiry(enquiry('closed-mid-send'), 'form', sentAt);
    const [held] = await waitingEnquiries();
    expect(heldByItsForm(held!), 'no notice speaks of it yet').toBe(true);
    const { posts, stored, post } = server();
    await replayQueue({ owner: 'page-1', dueOnly: false, post, connected: async () => true, onAttempt: () => {} });
    expect(posts, 'while the form may still be sending').toEqual([]);
    // The form's send times out at 30 s, its claim at 45 s; a page opened a minute later sends it.
    expect(await nextAttemptTime()).toBe(sentAt + 45_000);
    const later = { ...held!, claim: { owner: 'form', until: new Date(Date.now() - 1).toISOString() } };
    await set('closed-mid-send', later, raw);
    await replayQueue({ owner: 'page-2', dueOnly: true, post, connected: async () => true, onAttempt: () => {} });
    expect([...stored]).toEqual(['closed-mid-send']);
  });

  it('leaves an enquiry another sender holds a live claim on', async () => {
    const held = { ...newQueuedEnquiry(enquiry('held'), 'offline', NOW), claim: { owner: 'worker-1', until: new Date(Date.now() + 45_000).toISOString() } };
    await set('held', held, raw);
    const { posts, post } = server();
    await replayQueue({ owner: 'page-1', dueOnly: false, post, connected: async () => true, onAttempt: () => {} });
    expect(posts).toEqual([]);
    expect(await nextAttemptTime()).toBe(Date.parse(held.claim.until));
  });
});

describe('what the visitor reads about a queued enquiry', () => {
  it('says the server cannot be reached only while this page is online, and waits for the network otherwise', () => {
    expect(queueNoticeState('unreachable', true)).toBe('unreachable');
    expect(queueNoticeState('later', true)).toBe('unreachable');
    expect(queueNoticeState('unreachable', false), 'the worker may think it is online when the page is not').toBe('offline');
    expect(queueNoticeState('offline', true)).toBe('offline');
    expect(queueNoticeState('sent', false)).toBe('sent');
    expect(queueNoticeState('refused', true)).toBe('refused');
  });
});
