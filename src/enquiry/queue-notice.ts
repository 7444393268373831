// What a visitor reads about an enquiry kept on this device, by what its last attempt ended in: one wording for the
// form's notice and the notice on any other page.
import type { AttemptOutcome } from './enquiry-queue';

export type QueueNoticeState = 'offline' | 'unreachable' | 'sent' | 'refused';

/**
 * What to tell about an attempt, which may have been made elsewhere (the worker, another page): a try-later answer
 * reads as the server not taking it now; and while this page has no network, whatever did not go waits for it.
 */
export function queueNoticeState(outcome: AttemptOutcome, online: boolean): QueueNoticeState {
  if (outcome === 'sent' || outcome === 'refused') return outcome;
  return online && outcome !== 'offline' ? 'unreachable' : 'offline';
}

export const QUEUE_NOTICE_TEXT: Record<QueueNoticeState, { title: string; text: string }> = {
  offline: {
    title: 'Saved on this device',
    text: 'There is no connection right now. Your enquiry is saved on this device and will be sent automatically when you are back online; there is no need to fill in the form again.',
  },
  unreachable: {
    title: 'Our server cannot be reached right now',
    text: 'Your connection works, but our server did not take your enquiry. It is saved on this device and this page keeps trying to send it (your next visit will too); there is no need to fill in the form again.',
  },
  sent: { title: 'Your enquiry has been sent', text: 'Your enquiry has reached us. We answer within 24 hours.' },
  refused: { title: 'Your saved enquiry was not accepted', text: 'Your enquiry could not be accepted. Please call us instead.' },
};
