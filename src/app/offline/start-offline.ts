// Loaded after the page has loaded (src/entry-client.tsx): remembers where the visit came from, registers the service
// worker, and sends enquiries this device kept for lack of a network, telling the visitor once they have gone.
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { claimSettled, ENQUIRIES_SETTLED_MESSAGE, ENQUIRY_SETTLED_EVENT, replayQueue, type EnquirySettledDetail, type QueuedEnquiry } from '../../enquiry/enquiry-queue';
import { recordLeadConversion } from '../../enquiry/lead-conversion';
import { rememberLanding } from '../../attribution/visit-attribution';
import { registerServiceWorker } from './register-service-worker';
import { SettledEnquiryNotice } from './SettledEnquiryNotice';

function showNotice(enquiries: QueuedEnquiry[]): void {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  const close = () => {
    root.unmount();
    host.remove();
  };
  root.render(createElement(SettledEnquiryNotice, { enquiries, onClose: close }));
}

/** The conversion fires here, once per enquiry, when it was sent (not when it was queued); a form still showing it is told first. */
async function reportSettled(): Promise<void> {
  const untold: QueuedEnquiry[] = [];
  for (const enquiry of await claimSettled()) {
    const state = enquiry.state === 'sent' ? 'sent' : 'refused';
    recordLeadConversion(state, { submissionId: enquiry.submissionId, interest: String(enquiry.body.interest), industry: String(enquiry.body.industry) });
    const detail: EnquirySettledDetail = { submissionId: enquiry.submissionId, state };
    if (window.dispatchEvent(new CustomEvent(ENQUIRY_SETTLED_EVENT, { detail, cancelable: true }))) untold.push(enquiry);
  }
  if (untold.length) showNotice(untold);
}

let replaying: Promise<void> | undefined;

/** Sends what waits (where Background Sync is missing, or has not run yet), then reports; one run at a time. */
function sendQueued(): Promise<void> {
  replaying ??= replayQueue()
    .then(reportSettled)
    .catch((error: unknown) => console.error('[enquiry queue] could not send saved enquiries', error))
    .finally(() => (replaying = undefined));
  return replaying;
}

export function startOffline(): void {
  rememberLanding();
  void registerServiceWorker();
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<{ type?: string } | null>) => {
    if (event.data?.type === ENQUIRIES_SETTLED_MESSAGE) void reportSettled().catch((error: unknown) => console.error('[enquiry queue]', error));
  });
  window.addEventListener('online', () => void sendQueued());
  void sendQueued();
}
