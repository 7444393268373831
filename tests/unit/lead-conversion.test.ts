import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/analytics', () => ({ track: vi.fn() }));

// The unit tests share their modules between files (tests/vitest.config.ts, isolate: false): these are imported afresh,
// so lead-conversion gets the mocked track even when a file before this one loaded the real one, and nothing after does.
let conversionDue: typeof import('../../src/enquiry/lead-conversion').conversionDue;
let recordLeadConversion: typeof import('../../src/enquiry/lead-conversion').recordLeadConversion;
let track: typeof import('../../src/analytics').track;
beforeAll(async () => {
  vi.resetModules();
  ({ conversionDue, recordLeadConversion } = await import('../../src/enquiry/lead-conversion'));
  ({ track } = await import('../../src/analytics'));
});
afterAll(() => {
  vi.doUnmock('../../src/analytics');
  vi.resetModules();
});

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
