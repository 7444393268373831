// The enquiry's rules in one place, shared by the contact form (browser) and the send-contact-email
// function (Node and Deno): the schema's compiled validator plus the messages a visitor reads.
import type { ErrorObject } from 'ajv';
import enquirySchema from '../../schema/enquiry.schema.json' with { type: 'json' };
import validate from '../../schema/generated/enquiry-validator.js';
import type { Enquiry } from '../../schema/generated/types.ts';

export interface FieldProblem {
  field: string;
  message: string;
}

export type Validation = { ok: true; enquiry: Enquiry } | { ok: false; problems: FieldProblem[] };

/** Reading A of the spec (section 5), word for word; it covers the required fields, in its order. */
export const READING_A_MESSAGES = {
  firstName: 'First name must be at least 2 characters',
  lastName: 'Last name must be at least 2 characters',
  email: 'Please enter a valid email address',
  company: 'Company name must be at least 2 characters',
  projectAddress: 'Project address is required and must be at least 5 characters',
  industry: 'Please select your industry',
  interest: 'Please select your primary interest',
} as const satisfies Partial<Record<keyof Enquiry, string>>;

const PATTERN_MESSAGES: Partial<Record<keyof Enquiry, string>> = {
  service: 'Service must be lower-case letters, digits and hyphens',
  submissionId: 'Submission id must be a UUID',
};

/** The schema lists the fields in the form's order, so Reading A's first failure comes first. */
const FIELD_ORDER: readonly string[] = Object.keys(enquirySchema.properties);

/** projectType -> "Project type"; message is "Project details" on the form. */
const fieldLabel = (field: string): string =>
  field === 'message' ? 'Project details' : field.replace(/[A-Z]/g, (letter) => ' ' + letter.toLowerCase()).replace(/^./, (first) => first.toUpperCase());

function problemMessage(field: string, error: ErrorObject): string {
  const label = fieldLabel(field);
  if (error.keyword === 'maxLength') return `${label} must be at most ${String(error.params.limit)} characters`;
  const readingA = (READING_A_MESSAGES as Partial<Record<string, string>>)[field];
  if (readingA) return readingA;
  if (error.keyword === 'type') return `${label} must be text`;
  if (error.keyword === 'enum') return `${label} must be one of: ${(error.params.allowedValues as string[]).join(', ')}`;
  if (error.keyword === 'pattern') return PATTERN_MESSAGES[field as keyof Enquiry] ?? `${label} is not in the expected format`;
  return `${label} is invalid`;
}

/** The field an ajv error is about: the missing property, or the first step of its path. */
const fieldOf = (error: ErrorObject): string =>
  error.keyword === 'required' ? String(error.params.missingProperty) : (error.instancePath.split('/')[1] ?? '').replace(/~1/g, '/').replace(/~0/g, '~');

/** One problem per field, in the form's order. */
function fieldProblems(errors: readonly ErrorObject[]): FieldProblem[] {
  const byField = new Map<string, string>();
  for (const error of errors) {
    const field = fieldOf(error);
    if (!byField.has(field)) byField.set(field, problemMessage(field, error));
  }
  const rank = (field: string) => (FIELD_ORDER.includes(field) ? FIELD_ORDER.indexOf(field) : FIELD_ORDER.length);
  return [...byField].sort(([a], [b]) => rank(a) - rank(b)).map(([field, message]) => ({ field, message }));
}

/** Bidirectional embeddings, overrides and isolates (RLO and kin): in visitor text they only disguise what it says. */
export const withoutBidiControls = (text: string): string => text.replace(/[\u202a-\u202e\u2066-\u2069]/g, '');

/** The body as the form sends it: strings trimmed, empty values left out; NUL removed, as Postgres text cannot hold it; bidi controls removed. */
export function normaliseEnquiry(body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(body).flatMap(([key, value]) => {
      const cleaned = typeof value === 'string' ? withoutBidiControls(value.replace(/\u0000/g, '')).trim() : value;
      return cleaned === '' || cleaned === null || cleaned === undefined ? [] : [[key, cleaned]];
    }),
  );
}

/** Normalises and validates; unknown fields are removed by the validator (removeAdditional). */
export function validateEnquiry(body: Record<string, unknown>): Validation {
  const data = normaliseEnquiry(body);
  if (!validate(data)) return { ok: false, problems: fieldProblems(validate.errors ?? []) };
  return { ok: true, enquiry: data as unknown as Enquiry };
}
