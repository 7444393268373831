// Sends an enquiry to the send-contact-email function the way supabase-js does (functions.invoke), using
// its functions client alone: the full supabase-js client would add 59 KB gzip for this one call.
import { FunctionsClient, FunctionsFetchError, FunctionsHttpError, FunctionsRelayError } from '@supabase/functions-js';
import { ENQUIRY_POST_TIMEOUT_MS } from './enquiry-queue';
import type { FieldProblem } from './enquiry-validation';

export const ENQUIRY_FUNCTION = 'send-contact-email';

/** The function refused or could not take the enquiry; fields name what the visitor can fix. */
export class EnquiryNotSent extends Error {
  constructor(
    message: string,
    readonly fields: FieldProblem[] = [],
    override readonly cause?: unknown,
  ) {
    super(message);
    this.name = 'EnquiryNotSent';
  }
}

/** The two build settings the form needs: naming them keeps every other VITE_ value (the editor's, the tracking ids) out of the form's code. */
export type FunctionsEnv = Pick<ImportMetaEnv, 'VITE_SUPABASE_URL' | 'VITE_SUPABASE_ANON_KEY'>;
export const FUNCTIONS_ENV: FunctionsEnv = { VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY };

/** The Supabase project from the build environment; without one, the local server that serves the site. */
const functionsBase = (env: FunctionsEnv, origin: string) => (env.VITE_SUPABASE_URL?.trim() || origin).replace(/\/+$/, '');

/** Where the form posts without JavaScript: the same function, by an address that is the same in the prerendered page and the browser. */
export const ENQUIRY_FORM_ACTION = `${functionsBase(FUNCTIONS_ENV, '')}/functions/v1/${ENQUIRY_FUNCTION}`;

/** The functions' address and headers. */
export function functionsAddress(env: FunctionsEnv = FUNCTIONS_ENV, origin = window.location.origin): { url: string; headers: Record<string, string> } {
  const base = functionsBase(env, origin);
  const key = env.VITE_SUPABASE_ANON_KEY?.trim();
  return { url: `${base}/functions/v1`, headers: key ? { Authorization: `Bearer ${key}`, apikey: key } : {} };
}

function functionsClient(env: FunctionsEnv = FUNCTIONS_ENV, origin = window.location.origin): FunctionsClient {
  const { url, headers } = functionsAddress(env, origin);
  return new FunctionsClient(url, { headers });
}

async function problemsOf(error: FunctionsHttpError): Promise<FieldProblem[]> {
  try {
    const body = (await (error.context as Response).json()) as { fields?: FieldProblem[] };
    return Array.isArray(body.fields) ? body.fields.filter((problem) => typeof problem.field === 'string' && typeof problem.message === 'string') : [];
  } catch {
    return [];
  }
}

export async function sendEnquiry(enquiry: Record<string, unknown>, client = functionsClient()): Promise<void> {
  // A server that takes the request and never answers counts as unreachable, and the enquiry is kept to send later.
  const { error } = await client.invoke(ENQUIRY_FUNCTION, { body: enquiry, method: 'POST', timeout: ENQUIRY_POST_TIMEOUT_MS });
  if (!error) return;
  if (error instanceof FunctionsHttpError) {
    const status = (error.context as Response).status;
    throw new EnquiryNotSent(`the function answered ${status}`, status === 400 ? await problemsOf(error) : [], error);
  }
  if (error instanceof FunctionsRelayError) throw new EnquiryNotSent('the Supabase relay failed', [], error);
  if (error instanceof FunctionsFetchError) throw new EnquiryNotSent('the request did not reach the function', [], error);
  throw new EnquiryNotSent('the enquiry was not sent', [], error);
}
