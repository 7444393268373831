import { useEffect, useRef, useState } from 'react';
import { buttonStyles } from '../../ui/ActionButton';
import { Icon } from '../../ui/Icon';
import type { DirectContact } from './EnquiryNotSentNotice';
import { ENQUIRY_ATTEMPT_EVENT, type EnquiryAttempt } from '../../../src/enquiry/enquiry-queue';
import { QUEUE_NOTICE_TEXT, queueNoticeState, type QueueNoticeState } from '../../../src/enquiry/queue-notice';

/** What the visitor reads while their enquiry is kept for later: it is safe, why it waits, that it goes by itself, and how to call now. */
export function EnquiryQueuedNotice({ submissionId, initial, contact }: { submissionId: string; initial: QueueNoticeState; contact: DirectContact }) {
  const [state, setState] = useState<QueueNoticeState>(initial);
  const notice = useRef<HTMLDivElement>(null);
  // Focus brings the notice into view and has screen readers read it at once.
  useEffect(() => notice.current?.focus(), []);
  useEffect(() => {
    const attempted = (event: Event) => {
      const detail = (event as CustomEvent<EnquiryAttempt>).detail;
      if (detail.submissionId !== submissionId) return;
      event.preventDefault();
      setState(queueNoticeState(detail.outcome, navigator.onLine));
    };
    // The connection dropping while the server was unreachable changes what the visitor should wait for.
    const offline = () => setState((now) => (now === 'unreachable' ? 'offline' : now));
    window.addEventListener(ENQUIRY_ATTEMPT_EVENT, attempted);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener(ENQUIRY_ATTEMPT_EVENT, attempted);
      window.removeEventListener('offline', offline);
    };
  }, [submissionId]);
  const { title, text } = QUEUE_NOTICE_TEXT[state];
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
