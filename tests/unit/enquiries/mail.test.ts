import { statSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RETRY_SECRET_HEADER, createMailRetryHandler, retryPendingMail } from '../../../src/server/enquiries/handler';
import { outboxMailer, resendMailer } from '../../../src/server/enquiries/mail';
import { business } from '../../support/business-facts';
import { handlerFor, header, letterhead, outboxFiles, post, readEml, validEnquiry, describeEachStore } from './harness';

describeEachStore((bed) => {
  beforeEach(() => bed().reset());

  /** An outbox that cannot be written: its path is a file, so every send fails for real. */
  function brokenOutbox(): string {
    const file = path.join(bed().dataDir, 'not-a-folder');
    writeFileSync(file, '');
    return path.join(file, 'outbox');
  }

  interface Received {
    headers: IncomingMessage['headers'];
    body: Record<string, unknown>;
  }

  /** A local stand-in for the mail provider's HTTP API that records what it gets and answers as told. */
  async function mailApi(answer: (body: Record<string, unknown>) => number | 'hang'): Promise<{ url: string; received: Received[]; server: Server }> {
    const received: Received[] = [];
    const server = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      req.on('end', () => {
        const body = JSON.parse(text) as Record<string, unknown>;
        received.push({ headers: req.headers, body });
        const status = answer(body);
        if (status === 'hang') return;
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(status === 200 ? '{"id":"msg_1"}' : '{"message":"provider is down"}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/emails`, received, server };
  }

  const servers: Server[] = [];
  afterEach(() => {
    for (const server of servers.splice(0)) {
      server.closeAllConnections();
      server.close();
    }
  });

  const apiMailer = (url: string, timeoutMs = 5000) => resendMailer({ apiKey: 're_test_key', letterhead, endpoint: url, timeoutMs });

  describe('store first, then mail', () => {
    it('keeps the enquiry pending when mail fails, still answers success, and a retry sends it', async () => {
      const handle = handlerFor(bed(), { mailer: outboxMailer(brokenOutbox(), letterhead) });
      const response = await handle(post(validEnquiry()));
      expect(response.status).toBe(200);
      const [stored] = await bed().database.store.list();
      expect(stored).toMatchObject({ mailStatus: 'pending', confirmationStatus: 'pending', mailAttempts: 1, mailLastError: expect.stringContaining('notification:') });
      expect(stored!.mailNextAttemptAt!.getTime() - stored!.receivedAt.getTime()).toBeGreaterThanOrEqual(59_000);

      const good = { store: bed().database.store, mailer: outboxMailer(bed().outboxDir, letterhead), mailTimeoutMs: 5000 };
      expect(await retryPendingMail({ ...good, now: () => new Date(), dueOnly: true })).toEqual({ delivered: 0, stillPending: 0 });
      expect(await retryPendingMail({ ...good, now: () => new Date(), dueOnly: false })).toEqual({ delivered: 1, stillPending: 0 });
      const [sent] = await bed().database.store.list();
      expect(sent).toMatchObject({ mailStatus: 'sent', confirmationStatus: 'sent', mailAttempts: 2, mailLastError: undefined, mailNextAttemptAt: undefined });
      expect(outboxFiles(bed().outboxDir)).toHaveLength(2);
    });

    it('backs off: the running server retries only once the delay has passed', async () => {
      const handle = handlerFor(bed(), { mailer: outboxMailer(brokenOutbox(), letterhead) });
      await handle(post(validEnquiry()));
      const later = new Date(Date.now() + 61_000);
      const { delivered } = await retryPendingMail({ store: bed().database.store, mailer: outboxMailer(brokenOutbox(), letterhead), now: () => later, mailTimeoutMs: 5000, dueOnly: true });
      expect(delivered).toBe(0);
      const [record] = await bed().database.store.list();
      expect(record?.mailAttempts).toBe(2);
      expect(record!.mailNextAttemptAt!.getTime() - later.getTime()).toBe(120_000);
    });

    it('answers success when the provider hangs, leaving the mail pending with the timeout noted', async () => {
      const api = await mailApi(() => 'hang');
      servers.push(api.server);
      const handle = handlerFor(bed(), { mailer: apiMailer(api.url), mailTimeoutMs: 300 });
      const started = Date.now();
      const response = await handle(post(validEnquiry()));
      expect(response.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(3000);
      const [record] = await bed().database.store.list();
      expect(record).toMatchObject({ mailStatus: 'pending', mailLastError: expect.stringContaining('timed out') });
    });

    it('never sends the business a second copy when only the receipt failed', async () => {
      const visitor = 'alex.nguyen@shipyard.example';
      let receiptsRefused = true;
      const api = await mailApi((body) => ((body.to as string[])[0] === visitor && receiptsRefused ? 503 : 200));
      servers.push(api.server);
      const handle = handlerFor(bed(), { mailer: apiMailer(api.url) });
      expect((await handle(post(validEnquiry({ email: visitor })))).status).toBe(200);
      expect(await bed().database.store.list()).toMatchObject([{ mailStatus: 'sent', confirmationStatus: 'pending', mailLastError: expect.stringContaining('confirmation: mail provider answered 503') }]);

      receiptsRefused = false;
      await retryPendingMail({ store: bed().database.store, mailer: apiMailer(api.url), now: () => new Date(), mailTimeoutMs: 5000, dueOnly: false });
      const recipients = api.received.map(({ body }) => (body.to as string[])[0]);
      expect(recipients.filter((to) => to === letterhead.businessAddress)).toHaveLength(1);
      expect(recipients.filter((to) => to === visitor)).toHaveLength(2);
      expect(await bed().database.store.list()).toMatchObject([{ mailStatus: 'sent', confirmationStatus: 'sent' }]);
    });
  });

  describe('the scheduled retry endpoint (pg_cron calls it on Supabase)', () => {
    const retryRequest = (headers: Record<string, string> = {}, method = 'POST') =>
      new Request('https://project.supabase.test/functions/v1/send-contact-email/retry-mail', { method, headers });

    it('resends due mail only for the holder of the secret', async () => {
      await handlerFor(bed(), { mailer: outboxMailer(brokenOutbox(), letterhead) })(post(validEnquiry()));
      const later = new Date(Date.now() + 10 * 60_000);
      const options = { store: bed().database.store, mailer: outboxMailer(bed().outboxDir, letterhead), now: () => later, mailTimeoutMs: 5000, logError: () => undefined };
      const retry = createMailRetryHandler({ ...options, secret: 's3cret-for-cron', retentionMonths: business.privacy.retentionMonths });

      expect((await retry(retryRequest())).status).toBe(401);
      expect((await retry(retryRequest({ [RETRY_SECRET_HEADER]: 's3cret-for-cro' }))).status).toBe(401);
      expect((await retry(retryRequest({ [RETRY_SECRET_HEADER]: 's3cret-for-cron' }, 'GET'))).status).toBe(405);
      expect(outboxFiles(bed().outboxDir)).toEqual([]);

      const done = await retry(retryRequest({ [RETRY_SECRET_HEADER]: 's3cret-for-cron' }));
      expect(done.status).toBe(200);
      expect(await done.json()).toEqual({ ok: true, delivered: 1, stillPending: 0, forgotten: 0 });
      expect(await bed().database.store.list()).toMatchObject([{ mailStatus: 'sent', confirmationStatus: 'sent', mailAttempts: 2 }]);
      expect(outboxFiles(bed().outboxDir)).toHaveLength(2);
    });

    it("deletes the enquiries older than the privacy policy's retention period, and keeps the rest", async () => {
      const months = business.privacy.retentionMonths;
      const monthsAgo = (count: number, days = 0) => {
        const date = new Date();
        date.setMonth(date.getMonth() - count);
        date.setDate(date.getDate() + days);
        return date;
      };
      const receivedAt = (date: Date, company: string) => handlerFor(bed(), { now: () => date })(post(validEnquiry({ company, email: `${company.split(' ')[0]!.toLowerCase()}@lead.example` })));
      await receivedAt(monthsAgo(months, -1), 'Past Retention Pty Ltd');
      await receivedAt(monthsAgo(months, 1), 'Within Retention Pty Ltd');
      await receivedAt(new Date(), 'Recent Lead Pty Ltd');
      const retry = createMailRetryHandler({ store: bed().database.store, mailer: outboxMailer(bed().outboxDir, letterhead), now: () => new Date(), mailTimeoutMs: 5000, secret: 'cron', retentionMonths: months });

      const done = await retry(retryRequest({ [RETRY_SECRET_HEADER]: 'cron' }));
      expect(await done.json()).toMatchObject({ ok: true, forgotten: 1 });
      expect((await bed().database.store.list()).map((record) => record.company).sort()).toEqual(['Recent Lead Pty Ltd', 'Within Retention Pty Ltd']);
    });

    it('is off, with a 404 that says why, until MAIL_RETRY_SECRET is set', async () => {
      const retry = createMailRetryHandler({ store: bed().database.store, mailer: outboxMailer(bed().outboxDir, letterhead), now: () => new Date(), mailTimeoutMs: 5000, secret: undefined, retentionMonths: business.privacy.retentionMonths });
      const response = await retry(retryRequest({ [RETRY_SECRET_HEADER]: '' }));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: expect.stringContaining('MAIL_RETRY_SECRET') });
    });
  });

  describe('the e-mail itself', () => {
    const hostile = validEnquiry({
      firstName: 'Eve\r\nBcc: everyone@victims.example',
      lastName: 'Smith\nSubject: you won',
      company: '<script>alert("x")</script> & Co',
      projectAddress: 'Unit 5 <b>bold</b>, Newcastle NSW',
      message: 'Line one\r\n\r\n--=_alt_boundary\r\nContent-Type: text/html\r\n\r\n<img src=x onerror=alert(1)> ünïcødé 🚧 \u0000',
    });

    it('keeps every visitor word out of the headers and escapes it in the HTML', async () => {
      const handle = handlerFor(bed());
      expect((await handle(post(hostile))).status).toBe(200);
      const [record] = await bed().database.store.list();
      expect(record?.message).not.toContain('\u0000');
      const file = outboxFiles(bed().outboxDir).find((name) => name.endsWith('-notification.eml'))!;
      const eml = readEml(bed().outboxDir, file);
      expect(eml.headers.map((line) => line.split(':')[0])).toEqual(['From', 'To', 'Reply-To', 'Subject', 'Date', 'Message-ID', 'MIME-Version', 'Content-Type']);
      // Visitor words reach the Subject only, on its one line; no other header holds any.
      expect(eml.headers.filter((line) => !line.startsWith('Subject:')).join('\n')).not.toMatch(/Eve|Smith|Bcc|everyone|script|Newcastle/);
      expect(header(eml, 'Subject')).toMatch(/^New enquiry: Eve Bcc: everyone@victims\.example Smith Subject: you won, <script>alert\("x"\)<\/script> & Co - Laser Cleaning Services \(ref [0-9A-F]{8}\)$/);
      expect(header(eml, 'Reply-To')).toBe('<alex.nguyen@shipyard.example>');
      expect(eml.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co');
      expect(eml.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
      expect(eml.html).not.toMatch(/<script|<img|<b>/);
      expect(eml.text).toContain('ünïcødé 🚧');
      // A line break in a field indents what follows, so no visitor line reads as a field of its own.
      expect(eml.text).toContain('First name: Eve\n    Bcc: everyone@victims.example');
      expect(eml.text).toContain('Last name: Smith\n    Subject: you won');
      expect(eml.text.split('\n').filter((line) => /^(Bcc|Subject|Content-Type|--=_alt)/.test(line))).toEqual([]);
    });

    it('sends a receipt that repeats what was sent, promises the site\'s reply time and signs with the business\'s phone and address', async () => {
      const handle = handlerFor(bed());
      expect((await handle(post(validEnquiry({ lastName: 'Nguyen\nPhone: 1900 000 000', message: 'Two cranes\nEmail: attacker@evil.example' })))).status).toBe(200);
      const file = outboxFiles(bed().outboxDir).find((name) => name.endsWith('-confirmation.eml'))!;
      const { text, html } = readEml(bed().outboxDir, file);
      expect(text).toContain('Dear Alex,');
      const reply = business.promises.reply!;
      const promised = typeof reply === 'object' ? reply.display : reply;
      expect(text).toContain(`We will ${promised.charAt(0).toLowerCase()}${promised.slice(1)}.`);
      expect(text).toContain('Company: Harbour Fabrication Pty Ltd');
      expect(text).toContain('Project address: 8 Wharf Road, Port Botany NSW');
      expect(text).toContain('Project details: Two cranes\n    Email: attacker@evil.example');
      expect(text.split('\n').filter((line) => /^(Phone: 1900|Email: attacker)/.test(line))).toEqual([]);
      expect(text).toMatch(new RegExp(`Kind regards,\\nThe ${letterhead.companyName} team\\n${business.phones.main!.display}\\n${letterhead.businessAddress}\\n${business.offices![0]!.streetAddress}`));
      expect(html).toContain('Harbour Fabrication Pty Ltd');
    });

    it('removes right-to-left overrides and other bidi controls from the stored row and both e-mails', async () => {
      const handle = handlerFor(bed());
      expect((await handle(post(validEnquiry({ firstName: 'Ali\u202ecod.exe', company: 'Acme\u2066 Mining\u2069' })))).status).toBe(200);
      const [record] = await bed().database.store.list();
      expect(record).toMatchObject({ firstName: 'Alicod.exe', company: 'Acme Mining' });
      for (const file of outboxFiles(bed().outboxDir)) expect(JSON.stringify(readEml(bed().outboxDir, file))).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    });

    it('writes the outbox for its own account only: folder 0700, each .eml 0600', async () => {
      expect((await handlerFor(bed())(post(validEnquiry()))).status).toBe(200);
      expect(statSync(bed().outboxDir).mode & 0o777).toBe(0o700);
      const files = outboxFiles(bed().outboxDir);
      expect(files).toHaveLength(2);
      for (const file of files) expect(statSync(path.join(bed().outboxDir, file)).mode & 0o777).toBe(0o600);
    });

    it('gives a visitor address that is unsafe in a header no Reply-To and no receipt', async () => {
      const handle = handlerFor(bed());
      expect((await handle(post(validEnquiry({ email: 'a<b>,"c"@evil.example' })))).status).toBe(200);
      const [record] = await bed().database.store.list();
      expect(record).toMatchObject({ mailStatus: 'sent', confirmationStatus: 'skipped' });
      const files = outboxFiles(bed().outboxDir);
      expect(files).toHaveLength(1);
      const eml = readEml(bed().outboxDir, files[0]!);
      expect(header(eml, 'Reply-To')).toBeUndefined();
      expect(eml.text).toContain('Email: a<b>,"c"@evil.example');
    });

    it('sends through the provider API with the key, an idempotency key and the visitor as Reply-To', async () => {
      const api = await mailApi(() => 200);
      servers.push(api.server);
      const handle = handlerFor(bed(), { mailer: apiMailer(api.url) });
      const { id } = (await (await handle(post(validEnquiry()))).json()) as { id: string };
      const [notification, receipt] = api.received;
      expect(notification?.headers.authorization).toBe('Bearer re_test_key');
      expect(notification?.headers['idempotency-key']).toBe(`enquiry-${id}-notification`);
      expect(notification?.body).toMatchObject({
        from: `${letterhead.companyName} <${letterhead.senderAddress}>`,
        to: [letterhead.businessAddress],
        reply_to: 'alex.nguyen@shipyard.example',
        subject: expect.stringContaining('Laser Cleaning Services'),
      });
      expect(notification?.body.html).toContain('Harbour Fabrication Pty Ltd');
      expect(notification?.body.subject).toMatch(/^New enquiry: Alex Nguyen, Harbour Fabrication Pty Ltd - Laser Cleaning Services/);
      expect(receipt?.body).toMatchObject({ to: ['alex.nguyen@shipyard.example'], reply_to: letterhead.businessAddress });
    });
  });
});
