import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useForm, type FieldErrors, type Resolver, type UseFormRegister } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { validateEnquiry } from '../../../src/enquiry/enquiry-validation';
import type { ContactFormBlock } from '../../../schema/generated/types';
import { track } from '../../../src/analytics';
import { buttonStyles } from '../../ui/ActionButton';
import { Html } from '../../ui/Html';
import { OptionList } from '../../ui/OptionList';
import { Section, SectionHeading } from '../../ui/Section';
import {
  EMPTY_ENQUIRY_FORM, ENQUIRY_LABELS, ENQUIRY_OPTIONS, enquiryRequest, fieldConstraints, newSubmissionId, presetsForService, requirementBlock, type EnquiryForm,
} from '../../../src/enquiry/enquiry-request';
import { EnquiryNotSentNotice } from './EnquiryNotSentNotice';
import { EnquiryQueuedNotice } from './EnquiryQueuedNotice';
import { ENQUIRY_FORM_ACTION, EnquiryNotSent } from '../../../src/enquiry/send-enquiry';
import { recordLeadConversion } from '../../../src/enquiry/lead-conversion';
import { sendOrQueue } from '../../../src/enquiry/send-or-queue';
import { isPreviewBuild } from '../../../src/enquiry/preview-build';
import { PreviewFormNotice } from './PreviewFormNotice';

type FieldName = keyof EnquiryForm;
type LabelledField = keyof typeof ENQUIRY_LABELS;
const isFormField = (field: string): field is FieldName => field in EMPTY_ENQUIRY_FORM;

/** The shared enquiry schema as react-hook-form's resolver: Reading A's messages, each under its field. */
const enquiryResolver: Resolver<EnquiryForm> = (values) => {
  const result = validateEnquiry(enquiryRequest(values));
  if (result.ok) return { values, errors: {} };
  const errors: FieldErrors<EnquiryForm> = {};
  for (const { field, message } of result.problems) if (isFormField(field)) errors[field] = { type: 'schema', message };
  return { values: {}, errors };
};

const control =
  'mt-1.5 block min-h-11 w-full rounded-md border bg-white px-3 py-2.5 text-base text-navy-900 shadow-sm placeholder:text-slate-400 focus:border-orange-500 aria-invalid:border-red-600';

interface FieldProps {
  name: LabelledField;
  register: UseFormRegister<EnquiryForm>;
  errors: FieldErrors<EnquiryForm>;
  className?: string;
}

/** A field's label and, when the enquiry schema requires it, its star; its message under it. */
function Field({ name, errors, className = '', children }: Omit<FieldProps, 'register'> & { children: (props: { id: string; describedBy?: string; invalid: boolean }) => ReactNode }) {
  const id = useId();
  const message = errors[name]?.message;
  const { required } = fieldConstraints(name);
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-semibold text-navy-900">
        {ENQUIRY_LABELS[name]}
        {required ? <span aria-hidden="true" className="text-red-700"> *</span> : <span className="font-normal text-slate-500"> (optional)</span>}
      </label>
      {children({ id, describedBy: message ? `${id}-error` : undefined, invalid: Boolean(message) })}
      {message ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {message}
        </p>
      ) : null}
    </div>
  );
}

function TextField({ register, type = 'text', placeholder, autoComplete, rows, ...field }: FieldProps & { type?: string; placeholder?: string; autoComplete?: string; rows?: number }) {
  return (
    <Field {...field}>
      {({ id, describedBy, invalid }) => {
        // The schema's rules as attributes: before the script runs, or without it, the browser checks them itself.
        const { required, minLength, maxLength } = fieldConstraints(field.name);
        const common = {
          id,
          placeholder,
          'aria-describedby': describedBy,
          'aria-invalid': invalid,
          'aria-required': required,
          required,
          minLength,
          maxLength,
          className: `${control} ${invalid ? 'border-red-600' : 'border-slate-300'}`,
          ...register(field.name),
        };
        return rows ? <textarea rows={rows} {...common} /> : <input type={type} autoComplete={autoComplete} {...common} />;
      }}
    </Field>
  );
}

function SelectField({ register, placeholder, ...field }: FieldProps & { placeholder: string }) {
  const { required } = fieldConstraints(field.name);
  return (
    <Field {...field}>
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          aria-describedby={describedBy}
          aria-invalid={invalid}
          aria-required={required}
          required={required}
          className={`${control} ${invalid ? 'border-red-600' : 'border-slate-300'}`}
          {...register(field.name)}
        >
          <OptionList placeholder={placeholder} options={ENQUIRY_OPTIONS[field.name] ?? {}} />
        </select>
      )}
    </Field>
  );
}

function RequirementGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-slate-200 bg-slate-50 p-4 sm:col-span-2 sm:p-5">
      <legend className="px-1 text-base font-bold text-navy-900">{title}</legend>
      <div className="grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** "emergency-rust-removal-sydney" → "Emergency Rust Removal Sydney". */
const serviceName = (service: string) => service.split('-').map((word) => word.charAt(0).toUpperCase() + word.slice(1)).join(' ');

export function ContactForm({ id, eyebrow, title, intro, submitLabel, privacyNote, tone, directContact }: ContactFormBlock) {
  const navigate = useNavigate();
  const submissionId = useRef<string>(undefined);
  const started = useRef(false);
  const submitButton = useRef<HTMLButtonElement>(null);
  const [service, setService] = useState<string | null>(null);
  // The failed send the notice tells of, numbered, and 0 for none: each failure mounts a new notice and is announced,
  // also when React renders the hiding at the next press together with that press's failure.
  const failures = useRef(0);
  const [failedSend, setFailedSend] = useState(0);
  // A field the server named takes focus, so the notice then stays where it is instead of scrolling the field away.
  const [fieldsNamed, setFieldsNamed] = useState(false);
  const [queued, setQueued] = useState<{ submissionId: string; outcome: 'offline' | 'unreachable' }>();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  // A draft's preview deployment takes no real lead: the form says so and a press only says again that nothing went.
  const preview = isPreviewBuild();
  const [previewPressed, setPreviewPressed] = useState(0);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<EnquiryForm>({ defaultValues: EMPTY_ENQUIRY_FORM, resolver: enquiryResolver, shouldFocusError: true });
  // The query string is only known in the browser; the prerendered form is the same for every visitor.
  useEffect(() => {
    const linked = new URLSearchParams(window.location.search).get('service');
    setService(linked);
    // Only fields the visitor has left empty: a value typed before the script ran is theirs.
    for (const [field, value] of Object.entries(presetsForService(linked)) as [keyof EnquiryForm, string][]) if (!getValues(field)) setValue(field, value);
  }, [getValues, setValue]);
  const block = requirementBlock(watch('interest'));
  const headingId = `${id ?? 'contact-form'}-title`;
  const field = { register, errors };

  const send = async (form: EnquiryForm) => {
    if (preview) return setPreviewPressed((pressed) => pressed + 1);
    setFailedSend(0);
    submissionId.current ??= newSubmissionId();
    try {
      const outcome = await sendOrQueue(enquiryRequest(form, { service, submissionId: submissionId.current }), submissionId.current);
      // No answer: kept on this device and sent later; the conversion fires when it is sent, not now.
      if (outcome !== 'sent') return setQueued({ submissionId: submissionId.current, outcome });
      recordLeadConversion('sent', { submissionId: submissionId.current, interest: form.interest, industry: form.industry });
      await navigate('/thank-you');
    } catch (error) {
      console.error('Error sending message', error);
      const problems = error instanceof EnquiryNotSent ? error.fields.filter((problem) => isFormField(problem.field)) : [];
      problems.forEach((problem, index) => setError(problem.field as FieldName, { type: 'server', message: problem.message }, { shouldFocus: index === 0 }));
      setFieldsNamed(problems.length > 0);
      setFailedSend((failures.current += 1));
    }
  };

  const noteFirstEdit = () => {
    if (started.current) return;
    started.current = true;
    track((events) => events.formStart('contact', 'contact_form'));
  };

  return (
    <Section id={id} tone={tone} labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro} />
      {/* Without JavaScript, or before it runs, the browser checks the fields and posts the form to the function,
          which answers with the thank-you page; once hydrated, the script checks and sends it instead. */}
      <form
        method="post"
        action={preview ? undefined : ENQUIRY_FORM_ACTION}
        noValidate={hydrated}
        onSubmit={(event) => void handleSubmit(send)(event)}
        onChange={noteFirstEdit}
        aria-labelledby={headingId}
        className="mx-auto max-w-4xl rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-8"
      >
        {preview ? <PreviewFormNotice pressed={previewPressed} /> : null}
        {service ? (
          <p className="mb-6 rounded-md bg-orange-50 px-4 py-3 text-sm text-orange-900">
            Enquiry about: <strong>{serviceName(service)}</strong>
          </p>
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField {...field} name="firstName" autoComplete="given-name" />
          <TextField {...field} name="lastName" autoComplete="family-name" />
          <TextField {...field} name="email" type="email" autoComplete="email" />
          <TextField {...field} name="phone" type="tel" autoComplete="tel" />
          <TextField {...field} name="company" autoComplete="organization" />
          <TextField {...field} name="projectAddress" placeholder="Address of the job site" autoComplete="address-line1" />
          <SelectField {...field} name="industry" placeholder="Select your industry" />
          <SelectField {...field} name="interest" placeholder="Select your primary interest" />
          {block === 'equipment' ? (
            <RequirementGroup title="Equipment Requirements">
              <SelectField {...field} name="budget" placeholder="Select a budget range" />
              <SelectField {...field} name="timeline" placeholder="Select a timeline" />
              <TextField {...field} name="applications" placeholder="e.g. weld cleaning" className="sm:col-span-2" />
            </RequirementGroup>
          ) : null}
          {block === 'project' ? (
            <RequirementGroup title="Project Requirements">
              <SelectField {...field} name="projectType" placeholder="Select a project type" />
              <TextField {...field} name="surfaceTypes" placeholder="e.g. steel, concrete" />
              <SelectField {...field} name="projectSize" placeholder="Select a project size" />
              <SelectField {...field} name="urgency" placeholder="Select how soon" />
            </RequirementGroup>
          ) : null}
          <TextField {...field} name="message" rows={4} placeholder="The asset, its coating or corrosion, the finish you need, access and timing" className="sm:col-span-2" />
          {/* A honeypot: people never see or fill it; bots that fill every field are stored as spam. */}
          <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
            <label>
              Website
              <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
            </label>
          </div>
        </div>
        <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center">
          <button ref={submitButton} type="submit" disabled={isSubmitting} className={`${buttonStyles.cta} min-h-12 shrink-0 px-6 py-3 text-base disabled:cursor-wait disabled:opacity-70`}>
            {isSubmitting ? 'Sending...' : submitLabel}
          </button>
          {privacyNote ? <Html as="p" html={privacyNote} className="rich-text text-sm text-slate-500" /> : null}
        </div>
        {failedSend ? (
          <EnquiryNotSentNotice
            key={failedSend}
            contact={directContact}
            reveal={!fieldsNamed}
            onDismiss={() => {
              setFailedSend(0);
              submitButton.current?.focus();
            }}
          />
        ) : null}
        {queued ? <EnquiryQueuedNotice key={`${queued.submissionId}-${queued.outcome}`} submissionId={queued.submissionId} initial={queued.outcome} contact={directContact} /> : null}
      </form>
    </Section>
  );
}
