import { useEffect, useRef } from 'react';
import { QUEUE_NOTICE_TEXT, type QueueNoticeState } from '../../enquiry/queue-notice';
import { mainPhone } from '../site';

/** An enquiry kept on this device, as this page last heard of it. */
export interface DeviceEnquiry {
  submissionId: string;
  queuedAt: string;
  state: QueueNoticeState;
}

const savedOn = (queuedAt: string) => new Date(queuedAt).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

/** Tells the visitor, on whatever page they are, what is becoming of the enquiries this device kept: waiting, sent or refused. */
export function DeviceEnquiriesNotice({ enquiries, onClose }: { enquiries: readonly DeviceEnquiry[]; onClose: () => void }) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <div
      ref={notice}
      tabIndex={-1}
      role="status"
      aria-label="Enquiries saved on this device"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-xl rounded-lg border-2 border-navy-700 bg-white p-5 text-navy-900 shadow-xl outline-none focus-visible:outline-3 focus-visible:outline-orange-400"
    >
      {enquiries.map(({ submissionId, queuedAt, state }) => (
        <p key={submissionId} className="mb-2">
          <strong>{QUEUE_NOTICE_TEXT[state].title}.</strong> The enquiry saved on this device on {savedOn(queuedAt)}: {QUEUE_NOTICE_TEXT[state].text}
        </p>
      ))}
      {enquiries.some(({ state }) => state !== 'sent') ? (
        <p className="mb-2">
          Or call us now on{' '}
          <a className="font-semibold text-orange-700 underline" href={mainPhone.href}>
            {mainPhone.display}
          </a>
          .
        </p>
      ) : null}
      <button type="button" onClick={onClose} className="mt-2 min-h-11 rounded-md bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800">
        OK
      </button>
    </div>
  );
}
