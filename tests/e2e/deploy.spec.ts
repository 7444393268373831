// npm run deploy as an owner runs it, in a copy of the project: a refusal builds nothing, and a draft's preview build
// takes no lead and keeps crawlers out. No upload (that needs an account); no network.
import { spawnSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';
import { parseDocument } from 'yaml';
import { expect, test } from './test';
import { copyProject, type ProjectCopy } from '../support/project-copy';
import { fillValidEnquiry } from './fill-form';

test.describe.configure({ mode: 'serial', timeout: 300_000 });

let copy: ProjectCopy;
test.beforeAll(() => {
  copy = copyProject();
});
test.afterAll(() => copy?.remove());

/** The environment without build settings of this machine's own: the copy's .env (none) is all it has. */
const withoutBuildSettings = () => Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_') && !name.startsWith('CLOUDFLARE_')));

test('with a placeholder site address and no production settings, npm run deploy refuses, naming each, and builds nothing', () => {
  // The spec's placeholder, put in here: the real facts may be the owner's by now.
  const facts = parseDocument(copy.read('site/business.yaml'));
  facts.setIn(['company', 'siteUrl'], 'https://www.company.example');
  copy.write('site/business.yaml', facts.toString());
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/deploy.ts'], { cwd: copy.root, encoding: 'utf8', env: withoutBuildSettings() });
  const output = run.stdout + run.stderr;
  expect(run.status, output).toBe(1);
  for (const name of ['VITE_SUPABASE_URL', 'VITE_CMS_REPO', 'company.siteUrl']) expect(output).toContain(name);
  expect(output).toContain('nothing was built or uploaded');
  expect(existsSync(path.join(copy.root, 'dist'))).toBe(false);
});

test('a preview build says on its form that it sends nothing, sends nothing when pressed, and tells crawlers to stay out', async ({ page }) => {
  const { status, output } = copy.run('deploy', '--preview', '--build');
  expect(status, output).toBe(0);
  expect(copy.read('dist/robots.txt')).toBe('User-agent: *\nDisallow: /\n');
  expect(copy.read('dist/_headers')).toMatch(/^\/\*\n {2}X-Robots-Tag: noindex, nofollow$/m);

  const serve = sirv(path.join(copy.root, 'dist'), { extensions: ['html'] });
  const posted: string[] = [];
  const server: Server = createServer((request, response) => {
    if (request.method !== 'GET') {
      posted.push(`${request.method} ${request.url}`);
      response.statusCode = 405;
      return response.end();
    }
    serve(request, response, () => {
      response.statusCode = 404;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') sent.push(request.url());
    });
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/contact`);
    const notice = page.getByRole('status').filter({ hasText: 'Preview of a draft: this form sends nothing.' });
    await expect(notice).toBeVisible();
    await fillValidEnquiry(page);
    await page.locator('form button[type=submit]').click();
    await expect(notice).toContainText('Not sent: on the live site this enquiry would go to the business.');
    await expect(notice).toBeInViewport();
    expect(page.url()).toMatch(/\/contact$/);
    expect(sent).toEqual([]);
    expect(posted).toEqual([]);
  } finally {
    server.close();
  }
});
