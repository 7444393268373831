// The calls the Releases panel makes, one shape for both stores: npm run edit's backend (its JSON API, the releases
// kept on a branch of the editor's clone) and GitHub (github-releases.ts, a release as a pull request).
import type { ListedRelease } from './ReleasesPanel';

export type ReleaseAction =
  | 'releases'
  | 'makeRelease'
  | 'renameRelease'
  | 'deleteRelease'
  | 'addToRelease'
  | 'removeFromRelease'
  | 'publishRelease'
  | 'takeBackRelease'
  /** GitHub only, before its Schedule writes the time: the release's drafts all Ready, its commit made again from their heads now. */
  | 'composeForSchedule';

export interface ReleaseAnswer {
  ok: boolean;
  error?: string;
  /** Said instead of the panel's own words for the action when it is done, e.g. that it goes live once checked. */
  notice?: string;
  releases?: ListedRelease[];
  id?: string;
}

export type ReleaseCalls = (action: ReleaseAction, params: Record<string, unknown>) => Promise<ReleaseAnswer>;

/** What the panel offers besides the list, publish, rename and delete. */
export interface ReleaseFeatures {
  schedule: boolean;
  takeBack: boolean;
  /** Whether a schedule's end time is carried out (taking the release back at it): not on GitHub, which refuses one. */
  scheduleEnd?: boolean;
}

/** npm run edit's backend: its API, which the editor's page calls with its name added (local-calls.ts). */
export function localReleaseCalls(api: string): ReleaseCalls {
  return async (action, params) => {
    try {
      const response = await fetch(api, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ action, params: { branch: 'main', ...params } }) });
      const answer = (await response.json()) as { error?: string; releases?: ListedRelease[]; id?: string };
      return { ...answer, ok: response.ok, ...(!response.ok && { error: answer.error ?? `The backend answered ${response.status}.` }) };
    } catch (error) {
      return { ok: false, error: `The editor's backend did not answer (${error instanceof Error ? error.message : String(error)}): is npm run edit still running?` };
    }
  };
}
