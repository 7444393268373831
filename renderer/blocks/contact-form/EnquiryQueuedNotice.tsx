import { useEffect, useRef, useState } from 'react';
import { buttonStyles } from '../../ui/ActionButton';
import { Icon } from '../../ui/Icon';
import type { DirectContact } from './EnquiryNotSentNotice';
import { ENQUIRY_SETTLED_EVENT, type EnquirySettledDetail, type QueuedState } from '../../../src/enquiry/enquiry-queue';

const MESSAGES: Record<QueuedState, { title: string; text: string }> = {
  waiting: {
    title: 'Saved on this device',
    text: 'There is no connection right now. Your enquiry is saved on this device and will be sent automatically when the connection returns; there is no need to fill in the form again.',
  },
  sent: { title: 'Your enquiry has been sent', text: 'The connection is back and your enquiry has reached us. We answer within 24 hours.' },
  refused: { title: 'Your saved enquiry was not accepted', text: 'The connection is back, but your enquiry could not be accepted. Please call us instead.' },
};

/** What the visitor reads when their enquiry is kept for later: it is safe, it will go by itself, and how to call now. */
export function EnquiryQueuedNotice({ submissionId, contact }: { submissionId: string; contact: DirectContact }) {
  const [state, setState] = useState<QueuedState>('waiting');
  const notice = useRef<HTMLDivElement>(null);
  // Focus brings the notice into view and has screen readers read it at once.
  useEffect(() => notice.current?.focus(), []);
  useEffect(() => {
    const settled = (event: Event) => {
      const detail = (event as CustomEvent<EnquirySettledDetail>).detail;
      if (detail.submissionId !== submissionId) return;
      event.preventDefault();
      setState(detail.state);
    };
    window.addEventListener(ENQUIRY_SETTLED_EVENT, settled);
    return () => window.removeEventListener(ENQUIRY_SETTLED_EVENT, settled);
  }, [submissionId]);
  const { title, text } = MESSAGES[state];
  const { emergency, main } = contact;
  return (
    <div ref={notice} tabIndex={-1} role="status" className="mt-6 rounded-lg border-2 border-navy-700 bg-slate-50 p-5 text-navy-900 outline-none focus-visible:outline-3 focus-visible:outline-orange-400">
      <p className="text-lg font-bold">{title}</p>
      <p className="mt-1.5">{text}</p>
      {state === 'sent' ? null : (
        <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <a href={emergency.href} className={`${buttonStyles.emergency} min-h-12 px-5 py-3`}>
            <Icon name="phone" className="size-5" /> 24/7: {emergency.display}
          </a>
          <a href={main.href} className={`${buttonStyles.outline} min-h-12 px-5 py-3`}>
            <Icon name="phone" className="size-5" /> {main.display}
          </a>
        </div>
      )}
    </div>
  );
}
