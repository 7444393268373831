// The lead conversion fires once per enquiry sent (spec: on success of the enquiry), whoever sent it: the form, or the
// queue on reconnection, after which the form still holds the same enquiry and the visitor may press Send again.
import { track } from '../analytics';

/** How one attempt at an enquiry ended: the server took it, it waits on this device, or the server refused it. */
type EnquiryOutcome = 'sent' | 'queued' | 'refused';

/** Whether this outcome records the lead conversion: only a send, and only the first of its submission. */
export function conversionDue(outcome: EnquiryOutcome, submissionId: string, reported: ReadonlySet<string>): boolean {
  return outcome === 'sent' && !reported.has(submissionId);
}

interface SentEnquiry {
  submissionId: string;
  interest: string;
  industry: string;
}

/** Submissions whose conversion this page has recorded; the form and the queue's report share it. */
const reported = new Set<string>();

/** Records the lead event and conversion of an enquiry when conversionDue says so. */
export function recordLeadConversion(outcome: EnquiryOutcome, enquiry: SentEnquiry): void {
  if (!conversionDue(outcome, enquiry.submissionId, reported)) return;
  reported.add(enquiry.submissionId);
  track((events) => events.enquirySent(enquiry.interest, enquiry.industry));
}
