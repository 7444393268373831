// A double of Resend's send API (POST /emails) as the enquiry function meets it: it takes a message only with its key
// and from a domain verified on the account, answers refusals with Resend's status and JSON, and records what it took.
export interface ResendSend {
  from: string;
  to: string[];
  subject: string;
  idempotencyKey: string | null;
}

export interface ResendDouble {
  fetch: typeof fetch;
  /** Every message taken, in order. */
  sends: ResendSend[];
}

const refused = (status: number, name: string, message: string) => new Response(JSON.stringify({ statusCode: status, name, message }), { status, headers: { 'Content-Type': 'application/json' } });

export function resendDouble({ apiKey, verifiedDomains }: { apiKey: string; verifiedDomains: readonly string[] }): ResendDouble {
  const sends: ResendSend[] = [];
  const answer = async (request: Request): Promise<Response> => {
    if (request.headers.get('authorization') !== `Bearer ${apiKey}`) return refused(401, 'validation_error', 'API key is invalid');
    const body = (await request.json()) as { from: string; to: string[]; subject: string };
    const domain = body.from.match(/@([^>\s]+)>?$/)?.[1] ?? '';
    if (!verifiedDomains.includes(domain)) return refused(403, 'validation_error', `The ${domain} domain is not verified. Please, add and verify your domain on https://resend.com/domains`);
    sends.push({ from: body.from, to: body.to, subject: body.subject, idempotencyKey: request.headers.get('idempotency-key') });
    return new Response(JSON.stringify({ id: `msg_${sends.length}` }), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { sends, fetch: (input, init) => answer(new Request(input, init)) };
}
