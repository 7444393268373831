import { describe, expect, it } from 'vitest';
import { EMPTY_ENQUIRY_FORM, enquiryRequest, newSubmissionId, requirementBlock, type EnquiryForm } from '../../src/enquiry/enquiry-request';
import { READING_A_MESSAGES, validateEnquiry } from '../../src/enquiry/enquiry-validation';

const filled: EnquiryForm = {
  ...EMPTY_ENQUIRY_FORM,
  firstName: '  Ada ',
  lastName: 'Lovelace',
  email: ' ada@example.com ',
  company: 'Analytical Engines',
  projectAddress: '1 Wharf Rd, Port Melbourne VIC',
  industry: 'marine',
  interest: 'equipment',
  budget: '100k-250k',
  applications: '   ',
  projectType: 'ongoing',
  urgency: 'asap',
};

describe('the enquiry request', () => {
  it('trims every value, leaves out empty ones and sends only the block the interest shows', () => {
    expect(enquiryRequest(filled, { service: 'emergency-rust-removal-melbourne', submissionId: '0b7e5f0e-7f3c-4d0a-9a1e-2f1c3b4d5e6f' })).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      company: 'Analytical Engines',
      projectAddress: '1 Wharf Rd, Port Melbourne VIC',
      industry: 'marine',
      interest: 'equipment',
      budget: '100k-250k',
      service: 'emergency-rust-removal-melbourne',
      submissionId: '0b7e5f0e-7f3c-4d0a-9a1e-2f1c3b4d5e6f',
    });
    expect(enquiryRequest({ ...filled, interest: 'roi' })).toMatchObject({ projectType: 'ongoing', urgency: 'asap' });
    expect(enquiryRequest({ ...filled, interest: 'roi' })).not.toHaveProperty('budget');
    expect(enquiryRequest({ ...filled, interest: '' })).not.toHaveProperty('projectType');
  });

  it('leaves out a service parameter the schema would refuse', () => {
    expect(enquiryRequest(filled, { service: 'Bad Service!' })).not.toHaveProperty('service');
  });

  it('shows the equipment block for equipment or demo and the project block for services, consultation or roi', () => {
    expect(['equipment', 'demo'].map(requirementBlock)).toEqual(['equipment', 'equipment']);
    expect(['services', 'consultation', 'roi'].map(requirementBlock)).toEqual(['project', 'project', 'project']);
    expect(requirementBlock('')).toBeUndefined();
  });

  it('makes RFC 4122 version 4 ids from the random source', () => {
    expect(newSubmissionId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newSubmissionId((bytes) => bytes.fill(255))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
  });
});

describe("the form's messages (Reading A)", () => {
  it('lists every required field in Reading A order with its exact message', () => {
    const result = validateEnquiry(enquiryRequest(EMPTY_ENQUIRY_FORM));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems).toEqual([
      { field: 'firstName', message: 'First name must be at least 2 characters' },
      { field: 'lastName', message: 'Last name must be at least 2 characters' },
      { field: 'email', message: 'Please enter a valid email address' },
      { field: 'company', message: 'Company name must be at least 2 characters' },
      { field: 'projectAddress', message: 'Project address is required and must be at least 5 characters' },
      { field: 'industry', message: 'Please select your industry' },
      { field: 'interest', message: 'Please select your primary interest' },
    ]);
    expect(result.problems.map((problem) => problem.message)).toEqual(Object.values(READING_A_MESSAGES));
  });

  it('gives the length messages for values that are too short once trimmed, and the email message for a bad address', () => {
    const result = validateEnquiry(enquiryRequest({ ...filled, firstName: ' A ', company: 'X', projectAddress: '1 Rd', email: 'ada@example' }));
    expect(result.ok ? [] : result.problems.map((problem) => problem.field)).toEqual(['firstName', 'email', 'company', 'projectAddress']);
  });

  it('accepts the filled form', () => {
    expect(validateEnquiry(enquiryRequest(filled)).ok).toBe(true);
  });
});
