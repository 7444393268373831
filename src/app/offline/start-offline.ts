// Loaded after the page has loaded (src/entry-client.tsx): remembers where the visit came from, registers the service
// worker, and sends the enquiries this device kept (now, on `online`, on a timer with backoff), telling the visitor
// on every open page what became of each.
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import {
  claimSettled, ENQUIRY_ATTEMPT_EVENT, ENQUIRY_QUEUE_CHANNEL, ENQUIRY_QUEUED_EVENT, heldByItsForm, nextAttemptTime, replayQueue, waitingEnquiries, type EnquiryAttempt,
} from '../../enquiry/enquiry-queue';
import { queueNoticeState } from '../../enquiry/queue-notice';
import { recordLeadConversion } from '../../enquiry/lead-conversion';
import { rememberLanding } from '../../attribution/visit-attribution';
import { registerServiceWorker } from './register-service-worker';
import { DeviceEnquiriesNotice, type DeviceEnquiry } from './DeviceEnquiriesNotice';

/** This page's name in its claims on queued enquiries. */
const owner = `page-${Math.random().toString(36).slice(2)}`;
/** The timer never sleeps longer than the longest backoff, so a claim left by a closed page is picked up. */
const LONGEST_WAIT_MS = 30_000;

/** The enquiries of this device the page-wide notice shows, by submissionId; those a form shows are left to it. */
const shown = new Map<string, DeviceEnquiry>();
let notice: { root: Root; host: HTMLElement } | undefined;

function render(): void {
  if (!shown.size) {
    notice?.root.unmount();
    notice?.host.remove();
    notice = undefined;
    return;
  }
  if (!notice) {
    const host = document.createElement('div');
    document.body.append(host);
    notice = { root: createRoot(host), host };
  }
  const close = () => {
    shown.clear();
    render();
  };
  notice.root.render(createElement(DeviceEnquiriesNotice, { enquiries: [...shown.values()], onClose: close }));
}

/** True when a form on this page shows that enquiry (it cancels the event). */
const formTold = (attempt: EnquiryAttempt) => !window.dispatchEvent(new CustomEvent(ENQUIRY_ATTEMPT_EVENT, { detail: attempt, cancelable: true }));

/** The conversion fires here, once per enquiry (whichever page claims it), when it was sent, not when it was queued. */
async function reportSettled(): Promise<void> {
  for (const enquiry of await claimSettled()) {
    const state = enquiry.state === 'sent' ? 'sent' : 'refused';
    recordLeadConversion(state, { submissionId: enquiry.submissionId, interest: String(enquiry.body.interest), industry: String(enquiry.body.industry) });
    if (!shown.has(enquiry.submissionId) && !formTold({ submissionId: enquiry.submissionId, outcome: state })) shown.set(enquiry.submissionId, { submissionId: enquiry.submissionId, queuedAt: enquiry.queuedAt, state });
  }
  render();
}

/** An attempt by this page, another page or the worker: the notice that shows it says so, and a settled one is reported. */
function hear(attempt: EnquiryAttempt): void {
  const line = shown.get(attempt.submissionId);
  if (!formTold(attempt) && line) {
    shown.set(attempt.submissionId, { ...line, state: queueNoticeState(attempt.outcome, navigator.onLine) });
    render();
  }
  if (attempt.outcome === 'sent' || attempt.outcome === 'refused') void reportSettled().catch((error: unknown) => console.error('[enquiry queue]', error));
}

const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(ENQUIRY_QUEUE_CHANNEL) : undefined;

function announce(attempt: EnquiryAttempt): void {
  hear(attempt);
  channel?.postMessage(attempt);
}

let timer: ReturnType<typeof setTimeout> | undefined;

/** Sets the timer for the next waiting enquiry's turn; without a network the `online` event does it. */
async function scheduleNext(): Promise<void> {
  clearTimeout(timer);
  const next = await nextAttemptTime();
  if (next === undefined || !navigator.onLine) return;
  timer = setTimeout(() => void sendQueued(true), Math.min(LONGEST_WAIT_MS, Math.max(250, next - Date.now())));
}

let running: Promise<void> | undefined;
let queuedRun: { dueOnly: boolean } | undefined;

/** Sends what waits, then reports and sets the timer; one run at a time, and a trigger during a run runs again after it. */
function sendQueued(dueOnly: boolean): Promise<void> {
  if (running) {
    queuedRun = { dueOnly: dueOnly && (queuedRun?.dueOnly ?? true) };
    return running;
  }
  running = replayQueue({ owner, dueOnly, onAttempt: announce })
    .then(reportSettled)
    .then(scheduleNext)
    .catch((error: unknown) => console.error('[enquiry queue] could not send saved enquiries', error))
    .finally(() => {
      running = undefined;
      const again = queuedRun;
      queuedRun = undefined;
      if (again) void sendQueued(again.dueOnly);
    });
  return running;
}

/** After the first run of this page: what still waits is shown, unless a form here shows it. */
async function showWaiting(): Promise<void> {
  for (const entry of await waitingEnquiries()) {
    if (shown.has(entry.submissionId) || heldByItsForm(entry)) continue;
    shown.set(entry.submissionId, { submissionId: entry.submissionId, queuedAt: entry.queuedAt, state: queueNoticeState(entry.lastOutcome, navigator.onLine) });
  }
  render();
}

export function startOffline(): void {
  rememberLanding();
  void registerServiceWorker();
  channel?.addEventListener('message', (event: MessageEvent<EnquiryAttempt>) => hear(event.data));
  window.addEventListener('online', () => void sendQueued(false));
  window.addEventListener('offline', () => {
    for (const [id, line] of shown) if (line.state === 'unreachable') shown.set(id, { ...line, state: 'offline' });
    render();
  });
  window.addEventListener(ENQUIRY_QUEUED_EVENT, () => {
    // The form's own notice now speaks, and this one must not cover it; those it listed are told again once settled.
    shown.clear();
    render();
    void scheduleNext().catch((error: unknown) => console.error('[enquiry queue]', error));
  });
  void sendQueued(false)
    .then(showWaiting)
    .catch((error: unknown) => console.error('[enquiry queue]', error));
}
