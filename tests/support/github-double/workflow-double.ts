// The GitHub double over a bare copy of this project in a folder of its own, signed in to with the scheduled workflow's
// token and a marketer's: how the scheduled workflow's tests (publish-due, a scheduled release) start it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot } from '../../../scripts/build/content-files';
import { bareCopy, startGitHubDouble } from './index';

export async function githubDoubleWithWorkflow({ repo, workflowToken, marketerToken }: { repo: string; workflowToken: string; marketerToken: string }) {
  const work = mkdtempSync(path.join(tmpdir(), 'github-double-'));
  bareCopy(projectRoot, path.join(work, 'repository.git'));
  const github = await startGitHubDouble({
    folder: path.join(work, 'repository.git'),
    repo,
    accounts: { [workflowToken]: { login: 'github-actions[bot]', name: 'github-actions[bot]' }, [marketerToken]: { login: 'alex', name: 'Alex Marketer' } },
    previewAddress: (branch) => `https://${branch.replaceAll('/', '-')}.site.pages.dev/`,
  });
  return {
    github,
    close: async () => {
      await github.close();
      rmSync(work, { recursive: true, force: true });
    },
  };
}
