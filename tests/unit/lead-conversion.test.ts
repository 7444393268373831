import { describe, expect, it, vi } from 'vitest';
import { conversionDue, recordLeadConversion } from '../../src/enquiry/lead-conversion';
import { track } from '../../src/analytics';

vi.mock('../../src/analytics', () => ({ track: vi.fn() }));

describe('the lead conversion of an enquiry', () => {
  it('is due when an enquiry is sent, and only the first time its submission is sent', () => {
    expect(conversionDue('sent', 'a', new Set())).toBe(true);
    expect(conversionDue('sent', 'a', new Set(['a']))).toBe(false);
    expect(conversionDue('sent', 'b', new Set(['a']))).toBe(true);
  });

  it('is never due for an enquiry queued on the device or refused by the server', () => {
    expect(conversionDue('queued', 'a', new Set())).toBe(false);
    expect(conversionDue('refused', 'a', new Set())).toBe(false);
  });

  it('is recorded once when the queue sent the enquiry and the visitor then presses Send again, and once for the next enquiry', () => {
    const enquiry = { submissionId: 'queued-then-resent', interest: 'services', industry: 'marine' };
    recordLeadConversion('queued', enquiry);
    expect(track).not.toHaveBeenCalled();
    recordLeadConversion('sent', enquiry);
    recordLeadConversion('sent', enquiry);
    expect(track).toHaveBeenCalledTimes(1);
    recordLeadConversion('sent', { ...enquiry, submissionId: 'next' });
    expect(track).toHaveBeenCalledTimes(2);
  });
});
