// The Checks workflow's two decisions (Node 24 runs it with no install):
//   node scripts/checks/checks.ts kind <event> <base> <head>   which kind of change: the `changes` job's output `kind`
//   node scripts/checks/checks.ts verdict                      the `checks passed` job: NEEDS is toJSON(needs); exits 1 unless passed
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { changeKind, verdict, type JobOutcome } from './verdict.ts';

const [command, event = '', base = '', head = 'HEAD'] = process.argv.slice(2);

if (command === 'kind') {
  const diff = event === 'pull_request' ? spawnSync('git', ['diff', '--name-only', base, head], { encoding: 'utf8' }) : undefined;
  // Files unknown (the diff failed): the whole suite runs.
  const files = diff?.status === 0 ? diff.stdout.split('\n').filter(Boolean) : [];
  const kind = changeKind(event, files);
  const what = diff ? `${files.length} file(s) changed` : 'not a pull request';
  console.log(`${event}: ${what}, checked as ${kind === 'content' ? 'content alone' : 'code (the whole suite)'}`);
  if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `kind=${kind}\n`);
} else if (command === 'verdict') {
  const result = verdict(JSON.parse(process.env.NEEDS ?? '{}') as Record<string, JobOutcome>);
  for (const reason of result.reasons) console.log(reason);
  console.log(result.passed ? 'the change\'s checks passed' : 'the change\'s checks did not pass');
  process.exitCode = result.passed ? 0 : 1;
} else {
  console.error('usage: node scripts/checks/checks.ts kind <event> <base> <head> | verdict (with NEEDS set to toJSON(needs))');
  process.exitCode = 2;
}
