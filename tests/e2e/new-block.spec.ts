// `npm run new-block` as a developer runs it, in a copy of the project under git: what it refuses, what it changes,
// then the copy's type check and block unit tests; new-page and new-article in the same copy, and its one build; the
// built page that places the new blocks (with JavaScript and without), the block gallery and the editor's Add block menu.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './test';
import { expectNoAxeViolations, isHydrated } from './axe';
import { copyProject, type ProjectCopy } from '../support/project-copy';
import { startEditor, stopProcess, type RunningEditor } from '../support/processes';
import { asListItem, exampleYaml } from '../../src/content/block-examples';

const base = Number(process.env.E2E_PORT ?? 4173);
const sitePort = base + 110;
const cmsPort = base + 111;
const builtPort = base + 112;
const PAGE = 'site/pages/faq.yaml';

let project: ProjectCopy;
let editor: RunningEditor | undefined;
let built: ReturnType<typeof spawn> | undefined;

test.describe.configure({ mode: 'serial', timeout: 600_000 });

/** A command in the copy as a developer types it; its exit status and everything it printed. */
function sh(command: string, args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(command, args, { cwd: project.root, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0', ...env }, timeout: 540_000 });
  // Without the colours some tools print whatever FORCE_COLOR says.
  return { status: result.status, output: `${result.stdout}${result.stderr}`.replace(/\x1b\[[0-9;]*m/g, '') };
}

const gitStatus = () => sh('git', ['status', '--porcelain', '--untracked-files=normal']).output.split('\n').filter(Boolean).sort();

test.beforeAll(() => {
  project = copyProject({ unitTests: true });
  const git = (...args: string[]) => expect(sh('git', ['-c', 'user.name=Test', '-c', 'user.email=test@example.invalid', ...args]).status).toBe(0);
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'the project before the new block');
});

test.afterAll(async () => {
  await stopProcess(editor?.process);
  await stopProcess(built);
  project?.remove();
});

test('a taken name and a bad name are refused in plain words, and nothing is written', () => {
  const taken = sh('npm', ['run', 'new-block', '--', 'faq', 'Questions grid']);
  expect(taken.status).toBe(1);
  expect(taken.output).toContain('error: faq is already a block type (renderer/blocks/faq/): choose another name, or change that block instead');
  const bad = sh('npm', ['run', 'new-block', '--', 'PricingTable', 'Pricing table']);
  expect(bad.status).toBe(1);
  expect(bad.output).toContain("error: 'PricingTable' is not a valid block type: use lower-case words joined by hyphens, starting with a letter, e.g. pricing-table");
  expect(gitStatus()).toEqual([]);
});

test('npm run new-block writes only the block folder, its registry line and generated files, and the copy type-checks and passes the block tests', () => {
  const made = sh('npm', ['run', 'new-block', '--', 'pricing-table', 'Pricing table']);
  expect(made.output).toContain('created the pricing-table block:');
  expect(made.status).toBe(0);
  expect(gitStatus()).toEqual([
    ' M docs/blocks.md',
    ' M renderer/registry.ts',
    ' M schema/generated/block.schema.json',
    ' M schema/generated/types.ts',
    ' M src/editor/cms-config.json',
    '?? renderer/blocks/pricing-table/',
  ]);
  const registry = sh('git', ['diff', '-U0', 'renderer/registry.ts']).output.split('\n').filter((line) => /^[+-][^+-]/.test(line));
  expect(registry).toEqual(["+  'pricing-table': lazyBlock(() => import('./blocks/pricing-table/PricingTable').then((module) => module.PricingTable)),"]);
  expect(sh('git', ['ls-files', '--others', 'renderer/blocks/pricing-table']).output.split('\n').filter(Boolean).sort()).toEqual([
    'renderer/blocks/pricing-table/PricingTable.tsx',
    'renderer/blocks/pricing-table/example.yaml',
    'renderer/blocks/pricing-table/schema.json',
  ]);
  expect(project.read('docs/blocks.md')).toContain('## pricing-table');
  expect(sh('npm', ['run', '-s', 'generate:check']).output).toContain('generated files are up to date');

  // An interactive one too, and a page that places both, so the build renders and checks them.
  expect(sh('npm', ['run', 'new-block', '--', 'spec-sheet', 'Spec sheet', '--interactive']).status).toBe(0);
  const examples = ['pricing-table', 'spec-sheet'].map((type) => asListItem(exampleYaml(project.read(`renderer/blocks/${type}/example.yaml`)))).join('');
  project.write(PAGE, `${project.read(PAGE).trimEnd()}\n${examples}`);

  const typecheck = sh(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit']);
  expect(typecheck.output).toBe('');
  expect(typecheck.status).toBe(0);
  // None of these tests reach the database: a server address that is never dialled spares starting one.
  const unit = sh(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--config', 'tests/vitest.config.ts', '--configLoader', 'runner', '--reporter=verbose', ...['blocks.test.tsx', 'gallery.test.tsx', 'cms-config.test.ts', 'defaults.test.tsx', 'schema-help.test.ts', 'block-loading.test.ts'].map((file) => `tests/unit/${file}`)], { TEST_DATABASE_URL: 'postgres://unused.invalid/none' });
  expect(unit.output).toMatch(/Test Files\s+6 passed \(6\)/);
  expect(unit.output).toMatch(/block pricing-table .* validates and renders its example/);
  expect(unit.output).toMatch(/gives the pricing-table block a field for every property/);
  expect(unit.status).toBe(0);
});

// The same copy, so the suite builds one project copy: new-page and new-article beside the new blocks.
test('new-page and new-article produce pages that validate; a production build refuses their template text, line by line, and the e2e build prerenders them with the new blocks', () => {
  const page = project.run('scaffold', 'page', '/locations/perth', 'Laser Cleaning Perth');
  expect(page.output).toContain('created /locations/perth:');
  expect(page.status).toBe(0);
  expect(project.run('scaffold', 'article', 'laser-cleaning-bridges', 'Laser Cleaning for Bridges and Overpasses').status).toBe(0);
  const again = project.run('scaffold', 'page', '/locations/perth', 'Laser Cleaning Perth Again');
  expect(again.status).toBe(1);
  expect(again.output).toMatch(/error: \/locations\/perth is already a page \(pages\.yaml line \d+\)/);
  expect(project.run('validate').status).toBe(0);

  // Left as scaffolded, the page would ship "Replace this…": a production build refuses it, naming each line.
  const production = sh('npm', ['run', 'build']);
  expect(production.status).toBe(1);
  expect(production.output).toMatch(/site\/pages\/locations\/perth\.yaml:\d+:\d+  error: this is still the template text of a new page\n\s+how to fix: write the real text in its place: a production build will not publish template text/);
  expect(production.output).toMatch(/\n  pages\.yaml:\d+:\d+  error: this is still the template text/);
  expect(existsSync(path.join(project.root, 'dist/locations/perth.html'))).toBe(false);

  const build = sh('npm', ['run', 'build', '--', '--mode', 'e2e']);
  expect(build.output).toContain('checked links, anchors, reachability');
  expect(build.output).toContain('built dist/');
  expect(build.status).toBe(0);
  expect(project.read('dist/locations/perth.html')).toMatch(/<h1[^>]*>Laser Cleaning Perth<\/h1>/);
  expect(project.read('dist/resources.html')).toContain('/resources/laser-cleaning-bridges');
  expect(project.read('dist/sitemap.xml')).toContain('/locations/perth</loc>');
});

test('the built page shows both blocks; the interactive one shows the rest of its items at a press, and every item without JavaScript', async ({ page, browser }) => {
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--serve-only'], { cwd: project.root, env: { ...process.env, FORCE_COLOR: '0', PORT: String(builtPort), DATA_DIR: path.join(project.root, '.data') }, stdio: ['ignore', 'pipe', 'pipe'] });
  built = server;
  let printed = '';
  await new Promise<void>((resolve, reject) => {
    server.stdout!.on('data', (chunk: Buffer) => (printed += chunk.toString()).includes('Site running at') && resolve());
    server.stderr!.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    server.once('exit', (code) => reject(new Error(`npm start exited with ${code}:\n${printed}`)));
  });
  const url = `http://127.0.0.1:${builtPort}/faq`;
  // A visitor who already chose, so the cookie banner stays out of the way on this server's origin too.
  const chosen = () => localStorage.setItem('cookie-consent', '{"analytics":false,"advertising":false,"functional":true}');
  await page.context().addInitScript(chosen);

  await page.goto(url);
  const pricing = page.getByRole('region', { name: 'Pricing table' });
  await expect(pricing.getByRole('heading', { level: 3 })).toHaveText(['First item', 'Second item', 'Third item']);
  const spec = page.getByRole('region', { name: 'Spec sheet' });
  const more = spec.getByRole('button', { name: 'Show all 4' });
  await expect(spec.getByRole('heading', { level: 3, name: 'Fourth item' })).toBeHidden();
  // Interactive: hydrated at once, before the visitor scrolls near it.
  await expect.poll(() => isHydrated(more), { timeout: 30_000 }).toBe(true);
  await spec.scrollIntoViewIfNeeded();
  await more.click();
  await expect(spec.getByRole('heading', { level: 3, name: 'Fourth item' })).toBeVisible();
  await expect(spec.getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
  await spec.screenshot({ path: test.info().outputPath('spec-sheet-opened.png') });
  await expectNoAxeViolations(page, { within: '#pricing-table' });
  await expectNoAxeViolations(page, { within: '#spec-sheet' });

  const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
  const noScript = await withoutScripts.newPage();
  await noScript.goto(url);
  const still = noScript.getByRole('region', { name: 'Spec sheet' });
  await expect(still.getByRole('heading', { level: 3 })).toHaveText(['First item', 'Second item', 'Third item', 'Fourth item']);
  await expect(still.getByRole('button')).toBeHidden();
  await still.screenshot({ path: test.info().outputPath('spec-sheet-without-javascript.png') });
  await withoutScripts.close();
});

test('the block gallery shows the new block with its YAML, and the editor offers it in Add block with its field labels', async ({ page }) => {
  editor = await startEditor(project.root, { sitePort, cmsPort });
  const site = `http://127.0.0.1:${sitePort}`;
  await page.goto(`${site}/_blocks`);
  const example = page.locator('#block-pricing-table');
  await expect(example.getByRole('heading', { level: 2, name: 'Pricing table' })).toBeVisible({ timeout: 60_000 });
  await expect(example).toContainText('- type: pricing-table');

  await page.goto(`${site}/admin/#/collections/pages/entries/precision-cleaning`);
  await page.getByRole('button', { name: 'Login' }).click({ timeout: 90_000 });
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Add block', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Spec sheet', exact: true })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Pricing table', exact: true }).click();
  const block = page.locator('[class*="listControlItem"]').filter({ has: page.locator('> label', { hasText: /^Pricing table/ }) }).last();
  await expect(block.getByText('Section ID (optional)', { exact: true })).toBeVisible();
  await expect(block.getByText('Title', { exact: true }).first()).toBeVisible();
  await expect(block.getByRole('button', { name: 'Add item', exact: true })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('editor-pricing-table.png') });
});
