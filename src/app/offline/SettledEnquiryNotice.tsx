import { useEffect, useRef } from 'react';
import type { QueuedEnquiry } from '../../enquiry/enquiry-queue';
import { mainPhone } from '../site';

const savedOn = (queuedAt: string) => new Date(queuedAt).toLocaleString('en-AU', { dateStyle: 'medium', timeStyle: 'short' });

/** Tells the visitor, on whatever page they are, what became of enquiries this device kept for lack of a network. */
export function SettledEnquiryNotice({ enquiries, onClose }: { enquiries: readonly QueuedEnquiry[]; onClose: () => void }) {
  const notice = useRef<HTMLDivElement>(null);
  useEffect(() => notice.current?.focus(), []);
  return (
    <div
      ref={notice}
      tabIndex={-1}
      role="status"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-xl rounded-lg border-2 border-navy-700 bg-white p-5 text-navy-900 shadow-xl outline-none focus-visible:outline-3 focus-visible:outline-orange-400"
    >
      {enquiries.map((enquiry) =>
        enquiry.state === 'sent' ? (
          <p key={enquiry.submissionId} className="mb-2">
            <strong>Your enquiry has been sent.</strong> The enquiry saved on this device on {savedOn(enquiry.queuedAt)} has reached us; we answer within 24 hours.
          </p>
        ) : (
          <p key={enquiry.submissionId} className="mb-2">
            <strong>Your saved enquiry was not accepted.</strong> The enquiry saved on this device on {savedOn(enquiry.queuedAt)} could not be accepted
            : please call us on{' '}
            <a className="font-semibold text-orange-700 underline" href={mainPhone.href}>
              {mainPhone.display}
            </a>
            .
          </p>
        ),
      )}
      <button type="button" onClick={onClose} className="mt-2 min-h-11 rounded-md bg-navy-900 px-4 font-semibold text-white hover:bg-navy-800">
        OK
      </button>
    </div>
  );
}
