// What the contact form holds and what it sends: the spec's fields and options, and the request rules
// (every value trimmed, empty values left out, only the requirement block the chosen interest shows).
// Written with extensions and an import attribute, as Deno needs: the enquiry function renders the form's labels too.
import enquirySchema from '../../schema/enquiry.schema.json' with { type: 'json' };
import { normaliseEnquiry } from './enquiry-validation.ts';
import type { Enquiry } from '../../schema/generated/types.ts';

type Options<Key extends string> = Record<Key, string>;

export const INDUSTRY_OPTIONS: Options<Enquiry['industry']> = {
  manufacturing: 'Manufacturing',
  automotive: 'Automotive',
  aerospace: 'Aerospace',
  marine: 'Marine',
  infrastructure: 'Infrastructure',
  'power-generation': 'Power Generation',
  heritage: 'Heritage Restoration',
  other: 'Other',
};

export const INTEREST_OPTIONS: Options<Enquiry['interest']> = {
  services: 'Laser Cleaning Services',
  equipment: 'Equipment Purchase/Lease',
  consultation: 'Technical Consultation',
  demo: 'Equipment Demonstration',
  roi: 'ROI Assessment',
};

export const BUDGET_OPTIONS: Options<NonNullable<Enquiry['budget']>> = {
  'under-100k': 'Under $100,000',
  '100k-250k': '$100,000 - $250,000',
  '250k-500k': '$250,000 - $500,000',
  '500k-1m': '$500,000 - $1,000,000',
  'over-1m': 'Over $1,000,000',
};

export const TIMELINE_OPTIONS: Options<NonNullable<Enquiry['timeline']>> = {
  immediate: 'Immediate (within 1 month)',
  '3months': 'Within 3 months',
  '6months': 'Within 6 months',
  '12months': 'Within 12 months',
  research: 'Research phase',
};

export const PROJECT_TYPE_OPTIONS: Options<NonNullable<Enquiry['projectType']>> = {
  'one-time': 'One-time project',
  ongoing: 'Ongoing maintenance',
  contract: 'Contract work',
  emergency: 'Emergency repair',
};

export const PROJECT_SIZE_OPTIONS: Options<NonNullable<Enquiry['projectSize']>> = {
  small: 'Small (under 100 sqm)',
  medium: 'Medium (100-1000 sqm)',
  large: 'Large (1000+ sqm)',
  massive: 'Massive industrial scale (10,000+ sqm)',
};

export const URGENCY_OPTIONS: Options<NonNullable<Enquiry['urgency']>> = {
  asap: 'ASAP (within 1 week)',
  month: 'Within a month',
  quarter: 'Within a quarter (3 months)',
  flexible: 'Flexible',
};

/** Each field's label on the form, and on the page the function answers a form sent without JavaScript with. */
export const ENQUIRY_LABELS = {
  firstName: 'First Name', lastName: 'Last Name', email: 'Email', phone: 'Phone', company: 'Company', projectAddress: 'Project Address',
  industry: 'Industry', interest: 'Primary Interest', budget: 'Budget Range', timeline: 'Timeline', applications: 'Applications',
  projectType: 'Project Type', surfaceTypes: 'Surface Types', projectSize: 'Project Size', urgency: 'Urgency', message: 'Project Details',
} as const;

/** The fields chosen from a list, with their options. */
export const ENQUIRY_OPTIONS: Partial<Record<keyof typeof ENQUIRY_LABELS, Record<string, string>>> = {
  industry: INDUSTRY_OPTIONS, interest: INTEREST_OPTIONS, budget: BUDGET_OPTIONS, timeline: TIMELINE_OPTIONS, projectType: PROJECT_TYPE_OPTIONS, projectSize: PROJECT_SIZE_OPTIONS, urgency: URGENCY_OPTIONS,
};

/** The fields the form always shows; the requirement blocks' fields appear once an interest is chosen. */
export const ALWAYS_SHOWN_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'company', 'projectAddress', 'industry', 'interest', 'message'] as const;

/** The required fields, their lengths, from the enquiry schema: the browser checks them itself before the form is sent without JavaScript. */
export function fieldConstraints(field: string): { required: boolean; minLength?: number; maxLength?: number } {
  const property = (enquirySchema.properties as Record<string, { minLength?: number; maxLength?: number }>)[field];
  return { required: enquirySchema.required.includes(field), minLength: property?.minLength, maxLength: property?.maxLength };
}

const EQUIPMENT_FIELDS = ['budget', 'timeline', 'applications'] as const;
const PROJECT_FIELDS = ['projectType', 'surfaceTypes', 'projectSize', 'urgency'] as const;

/** Everything the visitor can type; selects start empty, so every value is text. */
export type EnquiryForm = Record<
  'firstName' | 'lastName' | 'email' | 'phone' | 'company' | 'projectAddress' | 'industry' | 'interest' | 'message' | 'website' | (typeof EQUIPMENT_FIELDS)[number] | (typeof PROJECT_FIELDS)[number],
  string
>;

export const EMPTY_ENQUIRY_FORM: EnquiryForm = {
  firstName: '', lastName: '', email: '', phone: '', company: '', projectAddress: '', industry: '', interest: '', message: '', website: '',
  budget: '', timeline: '', applications: '', projectType: '', surfaceTypes: '', projectSize: '', urgency: '',
};

/**
 * What a link's service parameter fills in without doubt: the Primary Interest, and for an emergency quote the
 * Project Type too. A service that could mean more than one interest (compliance-certification: the work, or advice
 * on it) or none known fills in nothing: the visitor chooses.
 */
export function presetsForService(service: string | null | undefined): Partial<Pick<EnquiryForm, 'interest' | 'projectType'>> {
  if (!service) return {};
  if (service === 'equipment-demo') return { interest: 'demo' };
  if (service === 'equipment') return { interest: 'equipment' };
  if (service === 'roi-assessment') return { interest: 'roi' };
  // An emergency quote is for the cleaning work itself, as an emergency repair.
  if (/^emergency-rust-removal-[a-z-]+$/.test(service)) return { interest: 'services', projectType: 'emergency' };
  return {};
}

type RequirementBlock = 'equipment' | 'project';

/** equipment or demo → Equipment Requirements; services, consultation or roi → Project Requirements; no choice → neither. */
export function requirementBlock(interest: string): RequirementBlock | undefined {
  if (interest === 'equipment' || interest === 'demo') return 'equipment';
  if (interest === 'services' || interest === 'consultation' || interest === 'roi') return 'project';
  return undefined;
}

/** The request body: trimmed, empties left out, the hidden block's fields dropped, plus the service and submission id. */
export function enquiryRequest(form: EnquiryForm, extra: { service?: string | null; submissionId?: string } = {}): Record<string, unknown> {
  const block = requirementBlock(form.interest);
  const hidden: readonly string[] = block === 'equipment' ? PROJECT_FIELDS : block === 'project' ? EQUIPMENT_FIELDS : [...EQUIPMENT_FIELDS, ...PROJECT_FIELDS];
  const visible = Object.fromEntries(Object.entries(form).filter(([field]) => !hidden.includes(field)));
  // A service parameter the schema would refuse is left out rather than blocking the visitor's enquiry.
  const service = extra.service && new RegExp(enquirySchema.properties.service.pattern).test(extra.service) ? extra.service : '';
  return normaliseEnquiry({ ...visible, service, submissionId: extra.submissionId ?? '' });
}

/** A UUID v4 from the platform's random source; randomUUID is missing outside secure contexts. */
export function newSubmissionId(random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  const bytes = random(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
