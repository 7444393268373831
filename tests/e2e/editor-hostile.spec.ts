// The local editor (`npm run edit`, in a throwaway git copy of the project) against a hostile page in another tab and
// hostile content: a malformed preview address is a 400 and the editor keeps answering, previews and the history answer
// only the editor's own pages, with a policy that runs no script and no CORS, /admin/ cannot be framed by another
// site, a draft with script in a Markdown field is shown as the validator's report, never run, and a company name
// holding markup is text on the site and in the preview, whose frame runs no script even should markup reach it.
import { spawnSync } from 'node:child_process';
import { request } from 'node:http';
import { PREVIEW_FRAME_POLICY } from '../../src/editor/preview-frame-policy';
import { copyProject } from '../support/project-copy';
import { editorInACopy } from './editor-copy';
import { openEntryAt } from './editor-form';
import { expect, test } from './test';

/** The company name of issue 55, within the field's 80 characters: markup and a script that would mark the editor's page. */
const HOSTILE_NAME = 'SCLC<img src=x onerror=top.hostileRan=1><script>top.hostileRan=2</script>';

/** The project with the hostile company name published, as a marketer's save and publish left it. */
function copyWithHostileName() {
  const copy = copyProject({ git: true });
  copy.write('site/business.yaml', copy.read('site/business.yaml').replace(/^(company:\n  name: ).*$/m, `$1${JSON.stringify(HOSTILE_NAME)}`));
  spawnSync('git', ['commit', '-q', '-am', 'A hostile company name'], { cwd: copy.root, env: { ...process.env, GIT_AUTHOR_NAME: 'Marketer', GIT_AUTHOR_EMAIL: 'marketer@example.com', GIT_COMMITTER_NAME: 'Marketer', GIT_COMMITTER_EMAIL: 'marketer@example.com' } });
  return copy;
}

const editing = editorInACopy({ portOffset: 501, testTimeout: 240_000, makeCopy: copyWithHostileName });
const { site, sitePort } = editing;
const cmsPort = sitePort + 1;
const hostilePort = sitePort + 2;
/** Another site: another address of this machine, so cookies, CORS and Sec-Fetch-Site all see it as foreign. */
const hostile = `http://127.0.0.2:${hostilePort}`;
const FAQ = 'site/pages/faq.yaml';
/** What /admin/'s page names when the editor is drawn (src/editor/index.html's local backend). */
const LOCAL_BACKEND = 'cms-local-backend';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

/** A request with the headers given (a browser's, or a hostile page's), to the editor's server or its backend. */
function send(port: number, pathname: string, { method = 'GET', headers = {} as Record<string, string>, body = undefined as string | undefined } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path: pathname, method, agent: false, headers: { Host: `127.0.0.1:${port}`, ...headers } }, (res) => {
      let text = '';
      res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text }));
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/** A call of the backend's API from the editor's page. */
const api = (body: unknown) => send(cmsPort, '/api/v1', { method: 'POST', headers: { Origin: site, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
/** The editor's page as the browser asks for it: both servers still answer. */
async function editorAnswers() {
  expect((await send(sitePort, '/admin/', { headers: { 'Sec-Fetch-Site': 'none' } })).status).toBe(200);
  expect((await api({ action: 'info' })).status).toBe(200);
}

test('a malformed or cross-site preview address is refused and the editor keeps answering; previews carry a no-script policy', async () => {
  for (const pathname of ['/_preview/x/%ff/', '/_preview/%ff/faq/', '/_preview/pages/faq~1/', '/_preview/pages/faq@%7B1%7D/']) {
    const answer = await send(sitePort, pathname, { headers: { 'Sec-Fetch-Site': 'same-origin' } });
    expect(answer.status, pathname).toBe(400);
    expect(answer.text).not.toMatch(/\n\s+at |URIError/);
  }
  expect((await send(sitePort, '/_history/0123456789012345678901234567890123456789/%ff', { headers: { 'Sec-Fetch-Site': 'same-origin' } })).status).toBe(400);
  await editorAnswers();

  const faq = editing.project.read(FAQ);
  const saved = await api({ action: 'persistEntry', params: { branch: 'main', dataFiles: [{ slug: 'faq', path: FAQ, raw: faq.replace('**1064nm**', '**1064 nm**') }], assets: [], options: { commitMessage: 'Edit', useWorkflow: true, status: 'draft', collectionName: 'pages' } } });
  expect(saved.status, saved.text).toBe(200);
  const own = await send(sitePort, '/_preview/pages/faq/faq', { headers: { 'Sec-Fetch-Site': 'same-origin' } });
  expect(own.status).toBe(200);
  expect(own.text).toContain('1064 nm');
  const policy = String(own.headers['content-security-policy']);
  expect(policy).toContain("script-src 'none'");
  expect(policy).toContain("frame-ancestors 'self'");
  expect(own.headers['x-content-type-options']).toBe('nosniff');

  // Another site's page: by Sec-Fetch-Site (an <img> sends no Origin), by Origin, and by a rebinding Host.
  for (const headers of [{ 'Sec-Fetch-Site': 'cross-site' }, { 'Sec-Fetch-Site': 'same-site' }, { Origin: hostile }, { Host: `evil.example:${sitePort}` }] as Record<string, string>[]) {
    for (const pathname of ['/_preview/pages/faq/faq', '/_preview/ready/', '/_history/api']) {
      const answer = await send(sitePort, pathname, { headers });
      expect(answer.status, `${pathname} ${JSON.stringify(headers)}`).toBe(403);
      expect(answer.text).not.toContain('1064 nm');
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
    }
  }
  // Vite's default CORS answered any 127.0.0.1 or *.localhost page: not on the editor's server.
  const preflight = await send(sitePort, '/_preview/pages/faq/faq', { method: 'OPTIONS', headers: { Origin: 'http://localhost:1234', 'Access-Control-Request-Method': 'GET' } });
  expect(preflight.headers['access-control-allow-origin']).toBeUndefined();

  const admin = await send(sitePort, '/admin/', { headers: { 'Sec-Fetch-Site': 'none' } });
  expect(admin.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(String(admin.headers['content-security-policy'])).toContain("frame-ancestors 'self'");
  const photo = await send(sitePort, '/site/images/flange-before.jpg');
  expect(photo.headers['x-content-type-options']).toBe('nosniff');
  expect(String(photo.headers['content-security-policy'])).toMatch(/default-src 'none'.*sandbox/);
  expect((await api({ action: 'deleteUnpublishedEntry', params: { branch: 'main', collection: 'pages', slug: 'faq' } })).status).toBe(200);
});

test('a draft with an <img onerror> in a Markdown field previews as the report naming the field, and is refused at publish', async () => {
  const faq = editing.project.read(FAQ);
  const raw = faq.replace(/(\n( +)answer: \|-\n)/, '$1$2  <img src=x onerror=alert(document.domain)>\n');
  expect(raw).not.toBe(faq);
  expect((await api({ action: 'persistEntry', params: { branch: 'main', dataFiles: [{ slug: 'faq', path: FAQ, raw }], assets: [], options: { commitMessage: 'Edit', useWorkflow: true, status: 'draft', collectionName: 'pages' } } })).status).toBe(200);
  const preview = await send(sitePort, '/_preview/pages/faq/faq', { headers: { 'Sec-Fetch-Site': 'same-origin' } });
  expect(preview.text).not.toContain('<img src=x onerror');
  expect(preview.text).toMatch(/Answer:? +holds HTML \(&lt;img src=x onerror=alert\(document\.domain\)&gt;\)/);
  expect((await api({ action: 'updateUnpublishedEntryStatus', params: { branch: 'main', collection: 'pages', slug: 'faq', newStatus: 'pending_publish' } })).status).toBe(200);
  const publish = await api({ action: 'publishUnpublishedEntry', params: { branch: 'main', collection: 'pages', slug: 'faq' } });
  expect(publish.status).toBe(422);
  expect(JSON.parse(publish.text).error).toMatch(/Answer:? +holds HTML \(<img src=x onerror=alert\(document\.domain\)>\)/);
  expect(editing.project.read(FAQ)).toBe(faq);
  expect((await api({ action: 'deleteUnpublishedEntry', params: { branch: 'main', collection: 'pages', slug: 'faq' } })).status).toBe(200);
});

/** Whether the hostile name's onerror or script ran in the page or a frame of it (they mark the top window). */
const hostileRan = (page: import('@playwright/test').Page) => page.evaluate(() => (window as { hostileRan?: number }).hostileRan);

test('a company name holding markup is text on the site and in the preview, which carries a no-script policy', async ({ page }) => {
  expect(editing.project.read('site/business.yaml')).toContain(JSON.stringify(HOSTILE_NAME));
  expect(editing.project.run('validate').status).toBe(0);
  await page.goto(`${site}/terms-of-service`);
  await expect(page.getByText(HOSTILE_NAME).first()).toBeVisible();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await hostileRan(page)).toBeUndefined();

  await openEntryAt(page, site, '/collections/pages/entries/terms-of-service');
  const preview = page.frameLocator('iframe');
  await expect(preview.getByText(`These terms apply to every quotation, order, service and sale of equipment by ${HOSTILE_NAME}.`, { exact: false })).toBeVisible({ timeout: 30_000 });
  expect(await preview.locator('img[src="x"], script').count()).toBe(0);
  expect(await preview.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).toBe(PREVIEW_FRAME_POLICY);
  await page.screenshot({ path: test.info().outputPath('preview-hostile-name.png') });
  expect(await hostileRan(page)).toBeUndefined();
});

test.describe('markup that reaches the preview frame', () => {
  // What the frame's policy blocks is reported as a violation: that is the point here.
  test.use({ allowCspViolations: true });

  test('runs nothing: a string is refused as HTML, and the onerror and javascript: link of trusted markup are blocked', async ({ page }) => {
    await openEntryAt(page, site, '/collections/pages/entries/terms-of-service');
    await expect(page.frameLocator('iframe').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    const outcome = await page.evaluate(async () => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe')!.contentDocument!;
      const holder = frame.body.appendChild(frame.createElement('div'));
      let asString = 'written';
      try {
        holder.innerHTML = '<img src=x onerror=top.hostileRan=3>';
      } catch (error) {
        asString = (error as Error).name;
      }
      // As if a hole let text through the site's own policy.
      const trusted = window.trustedTypes!.createPolicy('probe', { createHTML: (markup) => markup });
      holder.innerHTML = trusted.createHTML('<img src=x onerror=top.hostileRan=4><a href="javascript:top.hostileRan=5">link</a>') as unknown as string;
      holder.querySelector('a')!.click();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      return { asString, ran: (window as { hostileRan?: number }).hostileRan };
    });
    expect(outcome).toEqual({ asString: 'TypeError', ran: undefined });
  });
});

test.describe('a page of another site', () => {
  // The framed /admin/ is refused by its frame-ancestors, which Chromium may report as a policy violation.
  test.use({ allowCspViolations: true });

  test('that embeds previews and frames /admin/ neither stops the editor nor sees its content', async ({ page }) => {
    await page.route(`${hostile}/**`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Hostile</title>
          <img src="${site}/_preview/x/%ff/" onload="shown.push(this.src)" onerror="failed.push(this.src)">
          <img src="${site}/_preview/pages/faq/faq" onload="shown.push(this.src)" onerror="failed.push(this.src)">
          <img src="${site}/_preview/ready/" onload="shown.push(this.src)" onerror="failed.push(this.src)">
          <iframe id="admin" src="${site}/admin/"></iframe>
          <script>
            var shown = [], failed = [];
            window.read = fetch('${site}/_preview/pages/faq/faq').then((r) => r.text(), () => 'refused');
            window.history_ = fetch('${site}/_history/api', { method: 'POST', body: '{"action":"versions","file":"site/pages/faq.yaml"}' }).then((r) => r.text(), () => 'refused');
          </script>`,
      }),
    );
    const answered: Record<string, number> = {};
    page.on('response', (response) => void (answered[new URL(response.url()).pathname] = response.status()));
    await page.goto(`${hostile}/`);
    await expect.poll(() => page.evaluate(() => (window as unknown as { failed: string[] }).failed.length)).toBe(3);
    expect(await page.evaluate(() => (window as unknown as { shown: string[] }).shown)).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { read: Promise<string> }).read)).toBe('refused');
    expect(await page.evaluate(() => (window as unknown as { history_: Promise<string> }).history_)).toBe('refused');
    // The framed editor is not drawn: Chromium puts its error page in the frame, which the hostile page cannot read.
    const framed = page.frames().find((frame) => frame !== page.mainFrame());
    await expect.poll(() => framed?.url()).toMatch(/^chrome-error:|^about:blank$/);
    expect(await page.locator('#admin').evaluate((frame: HTMLIFrameElement) => frame.contentDocument?.body?.innerText ?? 'unreadable')).toBe('unreadable');
    expect(await framed!.content()).not.toContain(LOCAL_BACKEND);
    await page.screenshot({ path: test.info().outputPath('hostile-page.png') });
    await editorAnswers();
    // What the editor's server answered the hostile page, as far as the browser reported it (ORB may hide an <img>'s).
    for (const [pathname, status] of Object.entries(answered)) if (pathname.startsWith('/_preview/') || pathname.startsWith('/_history/')) expect([400, 403], pathname).toContain(status);
  });
});
