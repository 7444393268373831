// What a pull request's Checks run is made of, and the one verdict the branch rule on main reads. Pure: the workflow's
// `changes` and `checks passed` jobs call it through scripts/checks/checks.ts with what GitHub gives them.
import { isContentOnly } from '../deploy/deploy-steps.ts';

/** Content alone (the deploy's own test) or code: what a change can break decides which jobs check it. */
export type ChangeKind = 'content' | 'code';

/** checks.yml's jobs each kind needs; each job runs when its `if` names that kind (tests/unit/workflows.test.ts). */
export const NEEDED_JOBS: Record<ChangeKind, readonly string[]> = {
  content: ['content'],
  code: ['static', 'browser', 'lighthouse'],
};

/** A pull request's files decide; a push to main (Deploy's call) and a run by hand get the whole suite. */
export function changeKind(event: string, files: readonly string[]): ChangeKind {
  return event === 'pull_request' && isContentOnly(files) ? 'content' : 'code';
}

/** A job as `toJSON(needs)` gives it: success, failure, cancelled or skipped, and its outputs. */
export interface JobOutcome {
  result: string;
  outputs?: Record<string, string>;
}

/**
 * Green exactly when every job the change needed succeeded: a needed job that failed, was cancelled or was skipped
 * fails it, and the jobs the change did not need are not read at all.
 */
export function verdict(needs: Record<string, JobOutcome | undefined>): { passed: boolean; reasons: string[] } {
  const changes = needs.changes;
  const kind = changes?.outputs?.kind;
  if (changes?.result !== 'success' || (kind !== 'content' && kind !== 'code')) {
    return { passed: false, reasons: [`the kind of change is unknown: the job "changes" ended ${changes?.result ?? 'missing'}, so no check can count`] };
  }
  const reasons = NEEDED_JOBS[kind].map((job) => ({ job, result: needs[job]?.result ?? 'missing' })).map(({ job, result }) => `${kind} needs "${job}": ${result}`);
  const passed = NEEDED_JOBS[kind].every((job) => needs[job]?.result === 'success');
  return { passed, reasons };
}
