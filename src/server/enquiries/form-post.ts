// The contact form sent without JavaScript: a plain HTML form post (application/x-www-form-urlencoded).
// The function answers it as a browser expects: 303 to the thank-you page, or a page of its own that says what
// went wrong and holds the visitor's values in the same form, ready to send again. No value ever goes in a URL.
import { ALWAYS_SHOWN_FIELDS, ENQUIRY_LABELS, ENQUIRY_OPTIONS, fieldConstraints } from '../../enquiry/enquiry-request.ts';
import type { FieldProblem } from '../../enquiry/enquiry-validation.ts';

export const THANK_YOU_PATH = '/thank-you';

export const isFormPost = (contentType: string | null) => (contentType ?? '').split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded';

/** The posted fields; a name sent twice keeps its last value, as the form never sends one twice. */
export const formFields = (bytes: Uint8Array): Record<string, string> => Object.fromEntries(new URLSearchParams(new TextDecoder().decode(bytes)));

export const seeThankYou = (siteOrigin: string) => new Response(null, { status: 303, headers: { Location: `${siteOrigin}${THANK_YOU_PATH}`, 'Cache-Control': 'no-store' } });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

type Field = keyof typeof ENQUIRY_LABELS;

function control(field: Field, value: string, problem: string | undefined): string {
  const { required, minLength, maxLength } = fieldConstraints(field);
  const attributes = [
    `id="${field}"`,
    `name="${field}"`,
    required ? 'required' : '',
    minLength ? `minlength="${minLength}"` : '',
    maxLength ? `maxlength="${maxLength}"` : '',
    problem ? `aria-invalid="true" aria-describedby="${field}-problem"` : '',
  ].filter(Boolean).join(' ');
  const options = ENQUIRY_OPTIONS[field];
  if (options) {
    const choices = Object.entries(options).map(([option, label]) => `<option value="${escapeHtml(option)}"${option === value ? ' selected' : ''}>${escapeHtml(label)}</option>`);
    return `<select ${attributes}><option value="">Select one</option>${choices.join('')}</select>`;
  }
  if (field === 'message') return `<textarea ${attributes} rows="5">${escapeHtml(value)}</textarea>`;
  const type = field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text';
  return `<input ${attributes} type="${type}" value="${escapeHtml(value)}">`;
}

function fieldRow(field: Field, value: string, problem: string | undefined): string {
  const label = `<label for="${field}">${ENQUIRY_LABELS[field]}${fieldConstraints(field).required ? ' *' : ' (optional)'}</label>`;
  const message = problem ? `<p class="problem" id="${field}-problem">${escapeHtml(problem)}</p>` : '';
  return `<div class="field">${label}${control(field, value, problem)}${message}</div>`;
}

const STYLE = `body{font:1rem/1.5 system-ui,sans-serif;color:#0f172a;margin:0;padding:1rem}main{max-width:40rem;margin:0 auto}
h1{font-size:1.5rem;line-height:1.25}.field{margin:0 0 1rem}label{display:block;font-weight:600}
input,select,textarea{box-sizing:border-box;width:100%;min-height:2.75rem;font:inherit;padding:.5rem;border:1px solid #94a3b8;border-radius:.375rem}
[aria-invalid]{border-color:#b91c1c}.problem,.problems{color:#b91c1c}.problem{margin:.25rem 0 0}button{min-height:3rem;padding:.75rem 1.5rem;font:inherit;font-weight:700;border:0;border-radius:.375rem;background:#ea580c;color:#fff}
a{color:#1d4ed8}`;

interface NotSentPage {
  status: number;
  /** What happened, in one sentence a visitor understands. */
  reason: string;
  problems: readonly FieldProblem[];
  values: Record<string, string>;
  siteOrigin: string;
}

/** The page a form sent without JavaScript gets when its enquiry was not stored: why, each field's problem, every value kept. */
export function notSentPage({ status, reason, problems, values, siteOrigin }: NotSentPage): Response {
  const problemOf = new Map(problems.map((problem) => [problem.field, problem.message]));
  const fields = (Object.keys(ENQUIRY_LABELS) as Field[]).filter((field) => (ALWAYS_SHOWN_FIELDS as readonly string[]).includes(field) || values[field]);
  const carried = ['service', 'submissionId', 'sourcePage'].filter((name) => values[name]).map((name) => `<input type="hidden" name="${name}" value="${escapeHtml(values[name]!)}">`);
  const html = `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>Your enquiry was not sent</title><style>${STYLE}</style></head><body><main>
<h1>Your enquiry was not sent</h1><p>${escapeHtml(reason)} Everything you typed is below: correct what is marked and send it again.</p>
${problems.length ? `<ul class="problems">${problems.map((problem) => `<li>${escapeHtml(problem.message)}</li>`).join('')}</ul>` : ''}
<form method="post">${fields.map((field) => fieldRow(field, values[field] ?? '', problemOf.get(field))).join('\n')}${carried.join('')}
<button type="submit">Send Request</button></form>
<p>Prefer to talk? <a href="${escapeHtml(siteOrigin)}/contact">Call or e-mail us from the contact page</a>.</p></main></body></html>`;
  // The form has no action: it posts to this page's own address, the function, whose answer redirects to the site.
  return new Response(html, {
    status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
            'Content-Security-Policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${siteOrigin}; base-uri 'none'; frame-ancestors 'none'`,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    },
  });
}
