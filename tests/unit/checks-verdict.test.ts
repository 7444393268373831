// The one job main's branch rule requires ("checks passed"): a pull request of content alone and one of code, each
// through to its verdict from its jobs' results, as toJSON(needs) gives them in checks.yml.
import { describe, expect, it } from 'vitest';
import { changeKind, NEEDED_JOBS, verdict, type ChangeKind, type JobOutcome } from '../../scripts/checks/verdict';

const JOBS = ['content', 'static', 'browser', 'lighthouse'];

/** The needs of a run: the kind decided, the jobs the kind needs ended as given, every other job skipped as its `if` makes it. */
function run(kind: ChangeKind, results: Record<string, string>): Record<string, JobOutcome> {
  const needs: Record<string, JobOutcome> = { changes: { result: 'success', outputs: { kind } } };
  for (const job of JOBS) needs[job] = { result: NEEDED_JOBS[kind].includes(job) ? (results[job] ?? 'success') : 'skipped', outputs: {} };
  return needs;
}

describe('the kind of a change', () => {
  it('is content when a pull request changes only site/ and pages.yaml, the deploy\'s own test', () => {
    expect(changeKind('pull_request', ['site/pages/faq.yaml', 'pages.yaml'])).toBe('content');
  });

  it('is code when a pull request changes anything else too, or nothing is known of its files', () => {
    expect(changeKind('pull_request', ['site/pages/faq.yaml', 'src/app/App.tsx'])).toBe('code');
    expect(changeKind('pull_request', [])).toBe('code');
  });

  it('is code on a push (Deploy\'s call) and a run by hand, whatever changed: the whole suite', () => {
    expect(changeKind('push', ['site/pages/faq.yaml'])).toBe('code');
    expect(changeKind('workflow_dispatch', ['site/pages/faq.yaml'])).toBe('code');
  });
});

describe('the verdict of "checks passed"', () => {
  const contentPullRequest = changeKind('pull_request', ['site/pages/faq.yaml']);
  const codePullRequest = changeKind('pull_request', ['src/app/App.tsx']);

  it('of a content-only pull request passes on its content checks alone, the whole suite skipped', () => {
    const result = verdict(run(contentPullRequest, {}));
    expect(result).toEqual({ passed: true, reasons: ['content needs "content": success'] });
  });

  it.each(['failure', 'cancelled', 'skipped'])('of a content-only pull request fails when its content checks ended %s', (ending) => {
    const result = verdict(run(contentPullRequest, { content: ending }));
    expect(result).toEqual({ passed: false, reasons: [`content needs "content": ${ending}`] });
  });

  it('of a code pull request passes when the whole suite succeeded, the content checks skipped', () => {
    expect(verdict(run(codePullRequest, {})).passed).toBe(true);
  });

  it.each([
    ['static', 'failure'],
    ['browser', 'failure'],
    ['browser', 'cancelled'],
    ['lighthouse', 'skipped'],
  ])('of a code pull request fails when "%s" ended %s, and names it', (job, ending) => {
    const result = verdict(run(codePullRequest, { [job]: ending }));
    expect(result.passed).toBe(false);
    expect(result.reasons).toContain(`code needs "${job}": ${ending}`);
  });

  it('fails when every job was skipped, though GitHub counts skipped as passed', () => {
    for (const kind of ['content', 'code'] as const) {
      const needs = run(kind, {});
      for (const job of JOBS) needs[job] = { result: 'skipped' };
      expect(verdict(needs).passed, kind).toBe(false);
    }
  });

  it('fails when the kind of change is unknown: "changes" failed or was cancelled, and so every check was skipped', () => {
    for (const ending of ['failure', 'cancelled']) {
      const needs: Record<string, JobOutcome> = { changes: { result: ending, outputs: {} } };
      for (const job of JOBS) needs[job] = { result: 'skipped' };
      expect(verdict(needs)).toEqual({ passed: false, reasons: [`the kind of change is unknown: the job "changes" ended ${ending}, so no check can count`] });
    }
  });

  it('does not pass a code pull request on the content checks, nor a content one on the suite', () => {
    const codeWithContentOnly: Record<string, JobOutcome> = { changes: { result: 'success', outputs: { kind: 'code' } }, content: { result: 'success' } };
    for (const job of NEEDED_JOBS.code) codeWithContentOnly[job] = { result: 'skipped' };
    expect(verdict(codeWithContentOnly).passed).toBe(false);
    const contentWithSuite: Record<string, JobOutcome> = { changes: { result: 'success', outputs: { kind: 'content' } }, content: { result: 'skipped' } };
    for (const job of NEEDED_JOBS.code) contentWithSuite[job] = { result: 'success' };
    expect(verdict(contentWithSuite).passed).toBe(false);
  });
});
