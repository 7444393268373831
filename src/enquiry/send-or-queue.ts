// The form's send, with where the visit came from: through at once, or, when no answer came (no connection, or the server
// unreachable while the site's own origin answers), kept on this device (enquiry-queue.ts) and sent by itself later. Any answer from the server (a 4xx
// with its field messages, a 5xx) is never queued: the form shows it and keeps the values.
import { ENQUIRY_QUEUED_EVENT, ENQUIRY_SYNC_TAG, forgetEnquiry, holdEnquiry, queueEnquiry, type EnquiryEndpoint } from './enquiry-queue';
import { FunctionsFetchError, FunctionsHttpError, FunctionsRelayError } from '@supabase/functions-js';
import { attributionForEnquiry } from '../attribution/visit-attribution';
import { connectionWorks } from './connection';
import { ENQUIRY_FUNCTION, EnquiryNotSent, FUNCTIONS_ENV, functionsAddress, sendEnquiry, type FunctionsEnv } from './send-enquiry';

/** The send failed because no network carried it: the request threw, or the browser says it is offline and no answer came. */
export function isNetworkFailure(error: unknown, online: boolean): boolean {
  if (!(error instanceof EnquiryNotSent)) return false;
  if (error.cause instanceof FunctionsFetchError) return true;
  // An HTTP answer came back: the server (or Supabase's relay) was reached, whatever the browser believes.
  const answered = error.cause instanceof FunctionsHttpError || error.cause instanceof FunctionsRelayError;
  return !online && !answered;
}

/** The function's address and headers, exactly as the form's functions client posts. */
export function enquiryEndpoint(env: FunctionsEnv = FUNCTIONS_ENV, origin = window.location.origin): EnquiryEndpoint {
  const { url, headers } = functionsAddress(env, origin);
  return { url: `${url}/${ENQUIRY_FUNCTION}`, headers };
}

/** Asks the service worker to send the queue when the connection returns; where Background Sync is missing, the page does. */
async function requestBackgroundSync(): Promise<void> {
  const registration = await navigator.serviceWorker?.getRegistration();
  const sync = (registration as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
  await sync?.register(ENQUIRY_SYNC_TAG);
}

/** sent; or kept on this device because the connection does not work, or because the server gave no answer while it does. */
export type SendResult = 'sent' | 'offline' | 'unreachable';

/** Sends the enquiry with the visit's attribution; queues it when no answer came; throws EnquiryNotSent for every other failure. */
export async function sendOrQueue(request: Record<string, unknown>, submissionId: string, send = sendEnquiry): Promise<SendResult> {
  const enquiry = { ...request, ...attributionForEnquiry() };
  const kept = { submissionId, endpoint: enquiryEndpoint(), body: enquiry };
  // On the device before it goes: a browser closed mid-send leaves it for the next visit (the server stores it once).
  await holdEnquiry(kept, 'form').catch((reason: unknown) => console.error('The enquiry could not be kept on this device', reason));
  try {
    await send(enquiry);
  } catch (error) {
    if (!isNetworkFailure(error, navigator.onLine)) {
      // The server answered: the form shows why and keeps the values, and nothing is sent behind the visitor's back.
      await forgetEnquiry(submissionId).catch(() => undefined);
      throw error;
    }
    const outcome = (await connectionWorks()) ? 'unreachable' : 'offline';
    console.error(`No answer (${outcome}): the enquiry is kept on this device`, error);
    await queueEnquiry(kept, outcome);
    window.dispatchEvent(new Event(ENQUIRY_QUEUED_EVENT));
    await requestBackgroundSync().catch((reason: unknown) => console.error('Background Sync unavailable', reason));
    return outcome;
  }
  // Sent by the form itself: a copy queued by an earlier attempt must not be reported again.
  await forgetEnquiry(submissionId).catch(() => undefined);
  return 'sent';
}
