// The enquiry validator compiled ahead of time must judge exactly as ajv compiling the schema at run time.
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import enquirySchema from '../../../schema/enquiry.schema.json' with { type: 'json' };
import validateEnquiry from '../../../schema/generated/enquiry-validator.js';
import { validEnquiry } from './harness';

// The options scripts/generate.ts compiles with.
const compiled = new Ajv({ allErrors: true, removeAdditional: true, strict: true }).compile(enquirySchema);

const bodies: [string, Record<string, unknown>][] = [
  ['a valid enquiry', validEnquiry()],
  ['100 emoji, the first-name limit counted in characters', validEnquiry({ firstName: '🚧'.repeat(100) })],
  ['101 emoji', validEnquiry({ firstName: '🚧'.repeat(101) })],
  ['lone surrogates', validEnquiry({ lastName: '\ud800\udc00\ud800'.repeat(40) })],
  ['a one-character name', validEnquiry({ firstName: 'A' })],
  ['an unknown field', validEnquiry({ isAdmin: true })],
  ['a wrong type', validEnquiry({ projectSize: 4 })],
  ['nothing', {}],
];

describe('the generated enquiry validator', () => {
  it.each(bodies)('agrees with ajv on %s, errors and removed fields included', (_, body) => {
    const [ours, theirs] = [structuredClone(body), structuredClone(body)];
    expect(validateEnquiry(ours)).toBe(compiled(theirs));
    expect(validateEnquiry.errors ?? null).toEqual(compiled.errors ?? null);
    expect(ours).toEqual(theirs);
  });

  it('counts characters, not UTF-16 units, against maxLength', () => {
    expect(validateEnquiry(validEnquiry({ firstName: '🚧'.repeat(100) }))).toBe(true);
    expect(validateEnquiry(validEnquiry({ firstName: '🚧'.repeat(101) }))).toBe(false);
  });
});
