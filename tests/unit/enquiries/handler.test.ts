import { beforeEach, describe, expect, it } from 'vitest';
import { DRY_RUN_HEADER, edgeClientAddress } from '../../../src/server/enquiries/handler';
import { MAIL_READY, type MailReadiness } from '../../../src/server/enquiries/mail';
import { sqlEnquiryStore } from '../../../src/server/enquiries/store';
import { FUNCTION_URL, SITE_ORIGIN, handlerFor, letterhead, outboxFiles, post, readEml, header, rowCount, validEnquiry, describeEachStore } from './harness';

describeEachStore((bed) => {
  let handle: (request: Request) => Promise<Response>;

  beforeEach(async () => {
    await bed().reset();
    handle = handlerFor(bed());
  });

  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  describe('a valid enquiry', () => {
    it('is stored once, answered with its id, and mailed to the business with a receipt to the visitor', async () => {
      const response = await handle(post(validEnquiry()));
      expect(response.status).toBe(200);
      const answer = (await response.json()) as { ok: boolean; id: string };
      expect(answer).toEqual({ ok: true, id: expect.stringMatching(UUID) });

      const [record, ...others] = await bed().database.store.list();
      expect(others).toEqual([]);
      expect(record).toMatchObject({ ...validEnquiry(), id: answer.id, spam: false, sourcePage: '/contact', mailStatus: 'sent', confirmationStatus: 'sent', mailAttempts: 1 });

      const files = outboxFiles(bed().outboxDir);
      expect(files.filter((name) => name.endsWith('-notification.eml'))).toHaveLength(1);
      expect(files.filter((name) => name.endsWith('-confirmation.eml'))).toHaveLength(1);
      const notification = readEml(bed().outboxDir, files.find((name) => name.endsWith('-notification.eml'))!);
      expect(header(notification, 'To')).toBe(`<${letterhead.businessAddress}>`);
      expect(header(notification, 'Reply-To')).toBe('<alex.nguyen@shipyard.example>');
      expect(notification.text).toContain('Company: Harbour Fabrication Pty Ltd');
      const receipt = readEml(bed().outboxDir, files.find((name) => name.endsWith('-confirmation.eml'))!);
      expect(header(receipt, 'To')).toBe('<alex.nguyen@shipyard.example>');
      expect(receipt.text).toContain(letterhead.companyName);
    });

    it('stores where the lead came from, and the page it names over the Referer; the lead e-mail shows it under "Came from", escaped', async () => {
      const cameFrom = {
        sourcePage: '/contact',
        landingPage: '/emergency-rust-removal-sydney',
        utmSource: 'newsletter',
        utmMedium: 'email',
        utmCampaign: '<b>spring</b> & "rust"',
        referrerOrigin: 'https://www.bing.com',
        gclid: 'Cj0KCQ_abc-123',
      };
      // Replayed by the service worker, the Referer is the worker's script, not the form's page.
      const response = await handle(post(validEnquiry(cameFrom), { Referer: `${SITE_ORIGIN}/sw.js` }));
      expect(response.status).toBe(200);
      const [record] = await bed().database.store.list();
      expect(record).toMatchObject(cameFrom);
      const notification = readEml(bed().outboxDir, outboxFiles(bed().outboxDir).find((name) => name.endsWith('-notification.eml'))!);
      expect(notification.text).toContain('Came from\nLanding page: /emergency-rust-removal-sydney\nSource: newsletter\nMedium: email\nCampaign: <b>spring</b> & "rust"\nReferrer: https://www.bing.com');
      expect(notification.html).toContain('<h2 style="font-size:16px">Came from</h2>');
      expect(notification.html).toContain('&lt;b&gt;spring&lt;/b&gt; &amp; &quot;rust&quot;');
      expect(notification.html).not.toContain('<b>spring</b>');
    });

    it('refuses attribution over its length limits and a referrer that is more than an origin', async () => {
      const response = await handle(post(validEnquiry({ utmSource: 'x'.repeat(201), referrerOrigin: 'https://www.bing.com/search?q=rust' })));
      expect(response.status).toBe(400);
      const { fields } = (await response.json()) as { fields: { field: string }[] };
      expect(fields.map((problem) => problem.field)).toEqual(['utmSource', 'referrerOrigin']);
    });

    it('is trimmed, and its empty values are left out', async () => {
      const response = await handle(post(validEnquiry({ firstName: '  Alex  ', phone: '   ', message: '', budget: null })));
      expect(response.status).toBe(200);
      const [record] = await bed().database.store.list();
      expect(record?.firstName).toBe('Alex');
      expect(record?.phone).toBeUndefined();
      expect(record?.message).toBeUndefined();
    });

    it('loses the fields the schema does not know; they are never stored', async () => {
      const forgedId = '00000000-0000-4000-8000-000000000000';
      const body = `{"firstName":"Alex","lastName":"Nguyen","email":"alex@site.example","company":"Harbour Fab","projectAddress":"8 Wharf Road","industry":"marine","interest":"demo","isAdmin":true,"id":"${forgedId}","spam":true,"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}`;
      const response = await handle(post(body));
      expect(response.status).toBe(200);
      const [record] = await bed().database.store.list();
      expect(record).toMatchObject({ firstName: 'Alex', interest: 'demo', spam: false });
      expect(record?.id).not.toBe(forgedId);
      expect(record).not.toHaveProperty('isAdmin');
      expect(Object.hasOwn(record!, '__proto__') || Object.hasOwn(record!, 'constructor')).toBe(false);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
  });

  describe('an invalid enquiry', () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['firstName', { firstName: undefined }, 'First name must be at least 2 characters'],
      ['firstName', { firstName: 'A' }, 'First name must be at least 2 characters'],
      ['firstName', { firstName: '   ' }, 'First name must be at least 2 characters'],
      ['lastName', { lastName: 'N' }, 'Last name must be at least 2 characters'],
      ['email', { email: 'alex.example.com' }, 'Please enter a valid email address'],
      ['email', { email: 'alex@example' }, 'Please enter a valid email address'],
      ['company', { company: 'H' }, 'Company name must be at least 2 characters'],
      ['projectAddress', { projectAddress: '8 Wh' }, 'Project address is required and must be at least 5 characters'],
      ['projectAddress', { projectAddress: undefined }, 'Project address is required and must be at least 5 characters'],
      ['industry', { industry: undefined }, 'Please select your industry'],
      ['industry', { industry: 'mining' }, 'Please select your industry'],
      ['interest', { interest: 'other' }, 'Please select your primary interest'],
      ['phone', { phone: '0'.repeat(41) }, 'Phone must be at most 40 characters'],
      ['message', { message: 'x'.repeat(5001) }, 'Project details must be at most 5000 characters'],
      ['budget', { budget: 'lots' }, 'Budget must be one of: under-100k, 100k-250k, 250k-500k, 500k-1m, over-1m'],
      ['projectSize', { projectSize: 400 }, 'Project size must be text'],
      ['service', { service: 'Rust Removal!' }, 'Service must be lower-case letters, digits and hyphens'],
      ['submissionId', { submissionId: 'abc' }, 'Submission id must be a UUID'],
      ['surfaceTypes', { surfaceTypes: ['steel'] }, 'Surface types must be text'],
    ];

    it.each(cases)('%s %j is refused with 400 naming it, and nothing is stored', async (field, change, message) => {
      const response = await handle(post(validEnquiry(change)));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: expect.any(String), fields: [{ field, message }] });
      expect(await rowCount(bed())).toBe(0);
      expect(outboxFiles(bed().outboxDir)).toEqual([]);
    });

    it("lists every failure at once in Reading A's order", async () => {
      const response = await handle(post({}));
      expect(response.status).toBe(400);
      const { fields } = (await response.json()) as { fields: { field: string; message: string }[] };
      expect(fields.map(({ message }) => message)).toEqual([
        'First name must be at least 2 characters',
        'Last name must be at least 2 characters',
        'Please enter a valid email address',
        'Company name must be at least 2 characters',
        'Project address is required and must be at least 5 characters',
        'Please select your industry',
        'Please select your primary interest',
      ]);
    });

    it('that is not a JSON object, not JSON, not UTF-8 or not labelled JSON is a 400', async () => {
      const answers = await Promise.all([
        handle(post('[1,2,3]')),
        handle(post('"text"')),
        handle(post('{"firstName": "Al')),
        handle(post('')),
        handle(new Request(FUNCTION_URL, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]) })),
        handle(post(JSON.stringify(validEnquiry()), { 'Content-Type': 'text/plain' })),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400, 400]);
      expect(await rowCount(bed())).toBe(0);
    });
  });

  describe('HTTP rules', () => {
    it('refuses a body over 32 KB with 413, by its length or by what arrives', async () => {
      const big = JSON.stringify(validEnquiry({ message: 'x'.repeat(33 * 1024) }));
      expect((await handle(post(big))).status).toBe(413);
      expect((await handle(post('{}', { 'Content-Length': String(40 * 1024) }))).status).toBe(413);
      const stream = new ReadableStream<Uint8Array>({
        start(controller) {
          for (let chunk = 0; chunk < 40; chunk += 1) controller.enqueue(new TextEncoder().encode(' '.repeat(1024)));
          controller.close();
        },
      });
      const streamed = new Request(FUNCTION_URL, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit);
      expect((await handle(streamed)).status).toBe(413);
      expect(await rowCount(bed())).toBe(0);
    });

    it('answers methods other than GET, POST and OPTIONS with 405', async () => {
      for (const method of ['PUT', 'DELETE', 'PATCH']) {
        const response = await handle(new Request(FUNCTION_URL, { method, headers: { Origin: SITE_ORIGIN } }));
        expect(response.status).toBe(405);
        expect(response.headers.get('allow')).toBe('GET, POST, OPTIONS');
      }
    });

    it('reports on GET whether mail is ready (or why not) and the mail retry configured, with no values, readable by the site', async () => {
      const refused: MailReadiness = { ready: false, problem: 'the secret MAIL_FROM is not set' };
      const report = async (mail: MailReadiness, mailRetry: boolean, origin: string = SITE_ORIGIN) =>
        handlerFor(bed(), { configuration: { mail: async () => mail, mailRetry: async () => mailRetry } })(new Request(FUNCTION_URL, { headers: { Origin: origin } }));
      const configured = await report(MAIL_READY, true);
      expect(configured.status).toBe(200);
      expect(configured.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
      expect(configured.headers.get('cache-control')).toBe('no-store');
      expect(await configured.json()).toEqual({ service: 'send-contact-email', mail: 'ready', mailRetry: 'configured', unsentLeads: { count: 0 } });
      expect(await (await report(refused, true)).json()).toEqual({ service: 'send-contact-email', mail: 'not ready', mailProblem: refused.problem, mailRetry: 'configured', unsentLeads: { count: 0 } });
      expect(await (await report(MAIL_READY, false)).json()).toEqual({ service: 'send-contact-email', mail: 'ready', mailRetry: 'missing', unsentLeads: { count: 0 } });
      expect((await report(MAIL_READY, true, 'https://elsewhere.example')).status).toBe(403);
    });

    it('counts on GET the leads whose e-mail to the business is unsent an hour after they came in, the oldest by its age, naming none', async () => {
      const start = new Date('2026-03-02T09:00:00Z');
      let clock = start;
      const failing = handlerFor(bed(), { mailer: { send: () => Promise.reject(new Error('mail provider answered 403: domain not verified')) }, now: () => clock });
      expect((await failing(post(validEnquiry({ company: 'Waiting Since Nine' })))).status).toBe(200);
      clock = new Date(start.getTime() + 30 * 60_000);
      expect((await failing(post(validEnquiry({ company: 'Waiting Since Half Past', email: 'half.past@lead.example' })))).status).toBe(200);
      const reportAt = async (minutes: number) => {
        clock = new Date(start.getTime() + minutes * 60_000);
        return (await (await failing(new Request(FUNCTION_URL, { headers: { Origin: SITE_ORIGIN } }))).json()) as Record<string, unknown>;
      };
      expect((await reportAt(59)).unsentLeads).toEqual({ count: 0 });
      expect((await reportAt(75)).unsentLeads).toEqual({ count: 1, oldestMinutes: 75 });
      const later = await reportAt(135);
      expect(later.unsentLeads).toEqual({ count: 2, oldestMinutes: 135 });
      expect(JSON.stringify(later)).not.toMatch(/Waiting|lead\.example|Alex/);
    });

    it('answers the CORS preflight for the site with the headers supabase-js sends', async () => {
      const response = await handle(
        new Request(FUNCTION_URL, { method: 'OPTIONS', headers: { Origin: SITE_ORIGIN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization, x-client-info, apikey, content-type' } }),
      );
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
      expect(response.headers.get('access-control-allow-methods')).toContain('POST');
      const allowed = (response.headers.get('access-control-allow-headers') ?? '').split(',').map((name) => name.trim());
      expect(allowed).toEqual(expect.arrayContaining(['authorization', 'x-client-info', 'apikey', 'content-type', DRY_RUN_HEADER]));
      expect(response.headers.get('access-control-allow-methods')).toContain('GET');
    });

    it('lets the site read its answers, and refuses other origins', async () => {
      const ours = await handle(post(validEnquiry()));
      expect(ours.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
      const foreignPreflight = await handle(new Request(FUNCTION_URL, { method: 'OPTIONS', headers: { Origin: 'https://elsewhere.example' } }));
      expect(foreignPreflight.status).toBe(403);
      expect(foreignPreflight.headers.get('access-control-allow-origin')).toBeNull();
      const foreignPost = await handle(post(validEnquiry({ firstName: 'Mallory' }), { Origin: 'https://elsewhere.example' }));
      expect(foreignPost.status).toBe(403);
      expect(await rowCount(bed())).toBe(1);
    });

    it('limits each client to RATE_LIMIT_PER_MINUTE posts, with Retry-After', async () => {
      let clock = Date.parse('2025-03-03T01:00:00Z');
      let client = '198.51.100.1';
      const limited = handlerFor(bed(), { rateLimitPerMinute: 2, now: () => new Date(clock), clientAddress: () => client });
      expect((await limited(post(validEnquiry()))).status).toBe(200);
      clock += 10_000;
      expect((await limited(post({}))).status).toBe(400);
      const refused = await limited(post(validEnquiry()));
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('50');
      expect(await rowCount(bed())).toBe(1);
      client = '198.51.100.2';
      expect((await limited(post(validEnquiry()))).status).toBe(200);
      client = '198.51.100.1';
      clock += 51_000;
      expect((await limited(post(validEnquiry()))).status).toBe(200);
    });

    it('answers a dry run 200 after validating it, and neither stores, mails nor counts it', async () => {
      const limited = handlerFor(bed(), { rateLimitPerMinute: 1, receiptsPerAddressPerDay: 1 });
      for (let run = 0; run < 3; run += 1) {
        const response = await limited(post(validEnquiry(), { [DRY_RUN_HEADER]: '1' }));
        expect(response.status).toBe(200);
        expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
        expect(await response.json()).toEqual({ ok: true, dryRun: true });
      }
      const bad = await limited(post(validEnquiry({ email: 'not-an-address' }), { [DRY_RUN_HEADER]: '1' }));
      expect(bad.status).toBe(400);
      expect(await bad.json()).toMatchObject({ fields: [{ field: 'email' }] });
      expect((await limited(post(validEnquiry(), { [DRY_RUN_HEADER]: '1', Origin: 'https://elsewhere.example' }))).status).toBe(403);
      expect((await limited(post(validEnquiry(), { [DRY_RUN_HEADER]: 'yes please' }))).status).toBe(400);
      expect(await rowCount(bed())).toBe(0);
      expect(outboxFiles(bed().outboxDir)).toEqual([]);
      // Neither limit was used: the visitor's one enquiry and the address's one receipt are still there.
      expect((await limited(post(validEnquiry()))).status).toBe(200);
      expect(outboxFiles(bed().outboxDir).filter((name) => name.endsWith('-confirmation.eml'))).toHaveLength(1);
    });

    it('answers a storage failure with a bare 500 that shows no SQL or stack', async () => {
      const logged: unknown[] = [];
      const broken = handlerFor(bed(), {
        store: sqlEnquiryStore((sql, params) => bed().database.query(sql.replace('public.enquiries', 'public.no_such_table'), params)),
        logError: (error) => logged.push(error),
      });
      const response = await broken(post(validEnquiry()));
      expect(response.status).toBe(500);
      expect(await response.text()).toBe('{"error":"Internal error"}');
      expect(String(logged[0])).toContain('no_such_table');
    });
  });

  describe('idempotency on submissionId', () => {
    const submissionId = '6f1c2a8e-93b4-4c1d-a2f0-5e7d9b3c4a10';

    it('stores one row for the same id sent twice, and answers the same', async () => {
      const first = await (await handle(post(validEnquiry({ submissionId })))).json();
      const second = await (await handle(post(validEnquiry({ submissionId, message: 'changed my mind' })))).json();
      expect(second).toEqual(first);
      expect(await rowCount(bed())).toBe(1);
      expect((await bed().database.store.list())[0]?.message).toBe(validEnquiry().message);
      expect(outboxFiles(bed().outboxDir).filter((name) => name.endsWith('-notification.eml'))).toHaveLength(1);
    });

    it('stores one row when the same id arrives many times at once', async () => {
      const responses = await Promise.all(Array.from({ length: 12 }, () => handle(post(validEnquiry({ submissionId })))));
      const answers = await Promise.all(responses.map((response) => response.json() as Promise<{ id: string }>));
      expect(responses.map((response) => response.status)).toEqual(Array(12).fill(200));
      expect(new Set(answers.map((answer) => answer.id)).size).toBe(1);
      expect(await rowCount(bed())).toBe(1);
      expect(outboxFiles(bed().outboxDir)).toHaveLength(2);
    });
  });

  describe('the honeypot', () => {
    it('answers a filled honeypot as success, stores it flagged as spam, and mails nothing', async () => {
      const response = await handle(post(validEnquiry({ website: 'https://cheap-pills.example' })));
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ ok: true, id: expect.stringMatching(UUID) });
      const [record] = await bed().database.store.list();
      expect(record).toMatchObject({ spam: true, website: 'https://cheap-pills.example', mailStatus: 'skipped', confirmationStatus: 'skipped', mailAttempts: 0 });
      expect(outboxFiles(bed().outboxDir)).toEqual([]);
      expect(await bed().database.store.pending()).toEqual([]);
    });
  });
  describe('a form sent without JavaScript', () => {
    /** The browser's own post of the contact form: form-encoded, from the contact page. */
    const formPost = (fields: Record<string, unknown>, headers: Record<string, string> = {}) =>
      post(new URLSearchParams(Object.entries(fields).map(([name, value]) => [name, String(value)])).toString(), { 'Content-Type': 'application/x-www-form-urlencoded', ...headers });

    it('is stored once and answered 303 to the thank-you page, with nothing of the visitor in the address', async () => {
      const response = await handle(formPost(validEnquiry()));
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`${SITE_ORIGIN}/thank-you`);
      const [record, ...others] = await bed().database.store.list();
      expect(others).toEqual([]);
      expect(record).toMatchObject({ ...validEnquiry(), sourcePage: '/contact', mailStatus: 'sent' });
      expect(outboxFiles(bed().outboxDir)).toHaveLength(2);
    });

    it("with a mistake, answers a page with Reading A's message under the field and every value kept, escaped; nothing is stored", async () => {
      const typed = validEnquiry({ email: 'alex@shipyard', company: '"><script>alert(1)</script>' });
      const response = await handle(formPost(typed));
      expect(response.status).toBe(400);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
      const page = await response.text();
      expect(page).toContain('<h1>Your enquiry was not sent</h1>');
      expect(page).toContain('<p class="problem" id="email-problem">Please enter a valid email address</p>');
      expect(page).toContain('value="alex@shipyard"');
      expect(page).toContain('value="&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;"');
      expect(page).not.toContain('<script');
      expect(page).toContain('<option value="marine" selected>Marine</option>');
      expect(page).toContain(`<textarea id="message" name="message" maxlength="5000" rows="5">${typed.message}</textarea>`);
      expect(page).toMatch(/<form method="post">/);
      expect(await rowCount(bed())).toBe(0);
    });

    it('posted again from that page (its Origin is the function\'s own), is stored and sent to the thank-you page', async () => {
      const again = await handle(formPost(validEnquiry(), { Origin: new URL(FUNCTION_URL).origin, Referer: FUNCTION_URL }));
      expect(again.status).toBe(303);
      expect(again.headers.get('location')).toBe(`${SITE_ORIGIN}/thank-you`);
      expect(await rowCount(bed())).toBe(1);
      const forged = await handle(formPost(validEnquiry(), { Origin: 'https://elsewhere.example' }));
      expect(forged.status).toBe(403);
      expect(await rowCount(bed())).toBe(1);
    });

    it('over the rate limit, answers 429 with a page that says so and keeps the values', async () => {
      const limited = handlerFor(bed(), { rateLimitPerMinute: 1 });
      expect((await limited(formPost(validEnquiry()))).status).toBe(303);
      const refused = await limited(formPost(validEnquiry({ firstName: 'Alexandra' })));
      expect(refused.status).toBe(429);
      const page = await refused.text();
      expect(page).toContain('Too many enquiries came from your connection in the last minute');
      expect(page).toContain('value="Alexandra"');
      expect(await rowCount(bed())).toBe(1);
    });
  });
});

describe('the client address on the edge, for the rate limit', () => {
  const request = (headers: Record<string, string>) => new Request('https://project.supabase.test/functions/v1/send-contact-email', { headers });

  it("takes Cloudflare's CF-Connecting-IP, which the client cannot set", () => {
    expect(edgeClientAddress(request({ 'CF-Connecting-IP': '203.0.113.9', 'X-Forwarded-For': '198.51.100.1, 203.0.113.9' }))).toBe('203.0.113.9');
  });

  it('otherwise takes the last X-Forwarded-For hop, not the first one the client may have forged', () => {
    expect(edgeClientAddress(request({ 'X-Forwarded-For': '1.2.3.4, 198.51.100.20' }))).toBe('198.51.100.20');
    expect(edgeClientAddress(request({}))).toBeUndefined();
  });
});
