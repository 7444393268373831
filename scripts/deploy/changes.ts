// `node scripts/deploy/changes.ts <before> <after>` (the Deploy workflow's first job; Node 24 runs it with no install):
// whether a push to main is content alone, and whether it touches the enquiry backend, written as the job's outputs.
// The commit before counts as live when the workflow marked it so (commit status live/production, scripts/deploy/deploy-steps.ts).
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { LIVE_STATUS_CONTEXT, pushVerdict } from './deploy-steps.ts';

const [given = '', after = 'HEAD'] = process.argv.slice(2);
// A commit's id or nothing: a run by hand (workflow_dispatch) may name the commit before; anything else counts as unknown.
const before = /^[0-9a-f]{40}$/.test(given) ? given : '';

async function isLive(sha: string): Promise<boolean> {
  const { GITHUB_API_URL = 'https://api.github.com', GITHUB_REPOSITORY, GITHUB_TOKEN } = process.env;
  if (!/^[0-9a-f]{40}$/.test(sha) || /^0+$/.test(sha) || !GITHUB_REPOSITORY) return false;
  const response = await fetch(`${GITHUB_API_URL}/repos/${GITHUB_REPOSITORY}/commits/${sha}/status`, { headers: { authorization: `Bearer ${GITHUB_TOKEN}`, accept: 'application/vnd.github+json' } }).catch(() => undefined);
  if (!response?.ok) return false;
  const { statuses } = (await response.json()) as { statuses: { context: string; state: string }[] };
  return statuses.some((status) => status.context === LIVE_STATUS_CONTEXT && status.state === 'success');
}

const diff = spawnSync('git', ['diff', '--name-only', before, after], { encoding: 'utf8' });
const files = diff.status === 0 ? diff.stdout.split('\n').filter(Boolean) : [];
const verdict = pushVerdict(files, diff.status === 0 && (await isLive(before)));
console.log(verdict.reason);
const outputs = `content-only=${verdict.contentOnly}\nbackend=${verdict.backend}\n`;
if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, outputs);
process.stdout.write(outputs);
