// `npm run check-live` against deploys served as Cloudflare Pages serves them (`wrangler pages dev`, offline) with the
// enquiry function of `npm start` beside them, behind a gateway double that wants the project's key: a build whose pages
// post to that function passes every check; a check without the form's key and four broken deploys of that same build
// (no _headers, a sitemap page missing, a redirect lost, a function that does not allow the site's origin, the
// sitemap's) each fail, naming their fault. The deploys are copies of one build in a temp folder.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './test';
import { servePages, startedWhen, stopProcess } from '../support/processes';
import { siteHosts } from '../../src/server/hosts';

const root = path.join(import.meta.dirname, '../..');
const base = Number(process.env.E2E_PORT ?? 4173);
const functionPort = base + 4;
const hostPort = base + 5;
/** The pages post here, to the gateway double that wants the key before the function. */
const gatewayPort = base + 6;
/** The project's public key, in the build as in production: the form sends it, and so must check-live. */
const ANON_KEY = 'sb_publishable_check_live_e2e';
let gateway: ChildProcess | undefined;
let work: string;
let built: string;
/** The build's server bundle, inside the project, where it finds node_modules. */
const serverDir = path.join(root, '.build', `check-live-${base}`);
let functionServer: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

/** A deploy: a copy of the build, broken by `breakIt`. */
function deploy(name: string, breakIt: (folder: string) => void = () => {}): string {
  const folder = path.join(work, name, 'dist');
  cpSync(built, folder, { recursive: true });
  breakIt(folder);
  return folder;
}

/** check-live against the deploy served on `port`, held against the intact build. */
async function checkLive(folder: string, port = hostPort, key: string | null = ANON_KEY): Promise<{ status: number | null; output: string }> {
  const host = await servePages(folder, port);
  try {
    // The key as the deploy workflow's check-live step gives it; null: none, as that step gave on 36aed2c.
    const env = { ...process.env, VITE_SUPABASE_ANON_KEY: key ?? '' };
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-live.ts', `http://127.0.0.1:${port}`, '--dist', built, '--mode', 'e2e'], { cwd: root, encoding: 'utf8', timeout: 120_000, env });
    return { status: result.status, output: result.stdout + result.stderr };
  } finally {
    await stopProcess(host);
  }
}

test.beforeAll(async () => {
  test.setTimeout(600_000);
  work = mkdtempSync(path.join(tmpdir(), 'check-live-'));
  built = path.join(work, 'built');
  // The e2e build, with its form posting to the function below as a production build posts to Supabase's.
  const build = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', `const { buildSite } = await import('./scripts/build.ts'); await buildSite({ mode: 'e2e', quiet: true, outDir: ${JSON.stringify(built)}, serverDir: ${JSON.stringify(serverDir)} });`],
    { cwd: root, encoding: 'utf8', env: { ...process.env, VITE_SUPABASE_URL: `http://127.0.0.1:${gatewayPort}`, VITE_SUPABASE_ANON_KEY: ANON_KEY } },
  );
  expect(build.status, build.stdout + build.stderr).toBe(0);
  // The site's own origins, as the deployed function allows them: the sitemap's and the domain's other name.
  const hosts = siteHosts(new URL(readFileSync(path.join(built, 'sitemap.xml'), 'utf8').match(/<loc>([^<]+)<\/loc>/)![1]!).origin);
  gateway = await startedWhen(
    spawn(process.execPath, ['--import', 'tsx', 'tests/support/functions-gateway.ts', String(gatewayPort), String(functionPort), ANON_KEY], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] }),
    /gateway listening/,
    'the functions gateway',
  );
  functionServer = await startFunction(`${hosts.canonical},${hosts.other}`);
});

/** `npm start`'s enquiry function, allowing the pages of `origins` besides its own. */
const startFunction = (origins: string) =>
  startedWhen(
    spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--serve-only', '--mode', 'e2e'], {
      cwd: root,
      env: { ...process.env, PORT: String(functionPort), DATA_DIR: path.join(work, 'data'), RATE_LIMIT_PER_MINUTE: '1000', ALLOWED_ORIGINS: origins },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
    /Site running at/,
    'npm start',
  );

test.afterAll(async () => {
  await stopProcess(gateway);
  await stopProcess(functionServer);
  rmSync(work, { recursive: true, force: true });
  rmSync(serverDir, { recursive: true, force: true });
});

test('finds no fault in a clean deploy of the build, its pages posting to the function', async () => {
  test.setTimeout(180_000);
  const { status, output } = await checkLive(deploy('clean'));
  console.log(output.trim().split('\n').at(-1));
  expect(output).toMatch(/: \d+ checks, (\d+) passed, 0 failed; enquiry function: mail ready, mail retry configured, 0 unsent for over an hour$/m);
  expect(status, output).toBe(0);
  // The pages of this deploy post to the function, not to the static host.
  expect(readFileSync(path.join(built, 'contact.html'), 'utf8')).toContain(`action="http://127.0.0.1:${gatewayPort}/functions/v1/send-contact-email"`);
});

test('without the key the form sends, names the function\'s refusal', async () => {
  test.setTimeout(180_000);
  const { status, output } = await checkLive(deploy('keyless'), hostPort, null);
  expect(status).toBe(1);
  expect(output).toContain(`enquiry function http://127.0.0.1:${gatewayPort}/functions/v1/send-contact-email: gives no report of its set-up (GET answered 401)`);
});

test('names every page and file served without the headers of a deploy that lost _headers', async () => {
  test.setTimeout(180_000);
  const { status, output } = await checkLive(deploy('no-headers', (folder) => rmSync(path.join(folder, '_headers'))));
  expect(status).toBe(1);
  // Cloudflare sends X-Content-Type-Options and Referrer-Policy by itself, as _headers sets them; the rest go missing.
  expect(output).toMatch(/^\/contact: headers missing Content-Security-Policy, X-Frame-Options, Permissions-Policy, Cross-Origin-Opener-Policy$/m);
  expect(output).toContain("/admin/: not under the editor's own Content-Security-Policy");
  expect(output).toMatch(/^\/sw\.js: headers missing .*; Cache-Control not as _headers sets it$/m);
  expect(output).toMatch(/: \d+ checks, \d+ passed, (4\d) failed/);
});

test('names the sitemap page a deploy lacks', async () => {
  test.setTimeout(180_000);
  const { status, output } = await checkLive(deploy('no-faq', (folder) => ['faq.html', 'faq.html.gz'].forEach((file) => rmSync(path.join(folder, file), { force: true }))));
  expect(status).toBe(1);
  expect(output).toMatch(/^\/faq: answered 404, not 200, though the sitemap lists it$/m);
  expect(output).toMatch(/: \d+ checks, \d+ passed, 1 failed/);
});

test('names the redirect a deploy lost', async () => {
  test.setTimeout(180_000);
  const declared = readFileSync(path.join(built, '_redirects'), 'utf8').trim().split('\n');
  const [lost, to, code] = declared[0]!.split(/\s+/);
  const { status, output } = await checkLive(deploy('lost-redirect', (folder) => writeFileSync(path.join(folder, '_redirects'), declared.slice(1).map((line) => `${line}\n`).join(''))));
  expect(status).toBe(1);
  expect(output).toContain(`redirect ${lost}: answered 404, not ${code} to ${to}`);
});

test('with --mail, asks only the enquiry function its report, with no build to compare, and writes it into the run summary', async () => {
  test.setTimeout(60_000);
  // Where GitHub Actions reads a step's summary page from.
  const page = path.join(work, 'step-summary.md');
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-live.ts', '--mail', '--mode', 'e2e'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
    env: { ...process.env, VITE_SUPABASE_URL: `http://127.0.0.1:${functionPort}`, GITHUB_STEP_SUMMARY: page },
  });
  const line = `check-live http://127.0.0.1:${functionPort}/functions/v1/send-contact-email: 1 check, 1 passed, 0 failed; enquiry function: mail ready, mail retry configured, 0 unsent for over an hour`;
  expect(result.stdout.trim()).toBe(line);
  expect(result.status, result.stderr).toBe(0);
  expect(readFileSync(page, 'utf8')).toBe(`### ${line}\n\n\n`);
});

test("names a function that does not allow the site's origin", async () => {
  test.setTimeout(180_000);
  // The function deployed without the site's address among its allowed origins.
  await stopProcess(functionServer);
  functionServer = await startFunction('');
  const siteOrigin = new URL(readFileSync(path.join(built, 'sitemap.xml'), 'utf8').match(/<loc>([^<]+)<\/loc>/)![1]!).origin;
  const { status, output } = await checkLive(deploy('stranger'));
  expect(status).toBe(1);
  expect(output).toContain(`enquiry function http://127.0.0.1:${gatewayPort}/functions/v1/send-contact-email: refuses the site's own origin ${siteOrigin} (preflight answered 403, allowing no origin)`);
});
