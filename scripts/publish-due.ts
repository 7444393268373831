// `npm run publish-due`: publishes the scheduled drafts and releases that are due and ends those whose end time has come,
// once, then exits: the same due-runner `npm run edit` runs every 15 s, over the editor's clone of this folder
// (.build/editor-repo), each publish the checked one a person's Publish goes through.
// On GitHub (.github/workflows/publish-due.yml: GITHUB_REPOSITORY and GITHUB_TOKEN set, the API at GITHUB_API_URL) the
// schedules are on the drafts' pull requests and a due one is merged once its required check passed
// (scripts/schedule/github-due.ts); what is due is decided by the same dueAt.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import cmsConfig from '../src/editor/cms-config.json' with { type: 'json' };
import { BUSINESS_FILE, isContentFile } from '../src/content/content-files';
import type { PictureFiles } from '../src/content/pictures';
import { openEditorRepo } from '../src/server/editor-repo';
import { projectRoot } from './build/content-files';
import { editorChecks, timeZoneIn } from './build/editor-checks';
import { editorReleases } from './build/editor-releases';
import { publishDueOnGitHub } from './schedule/github-due';
import { scheduledDrafts } from './schedule/scheduled-drafts';

const { GITHUB_REPOSITORY, GITHUB_TOKEN, GITHUB_API_URL = 'https://api.github.com' } = process.env;

if (GITHUB_REPOSITORY && GITHUB_TOKEN) {
  // The checkout is main: the business's zone as published.
  const timeZone = timeZoneIn(readFileSync(path.join(projectRoot, BUSINESS_FILE), 'utf8')) ?? 'UTC';
  const done = await publishDueOnGitHub({ api: GITHUB_API_URL.replace(/\/$/, ''), repo: GITHUB_REPOSITORY, token: GITHUB_TOKEN, timeZone });
  console.log(
    `npm run publish-due (GitHub, ${GITHUB_REPOSITORY}): ${done.merged.length} published, ${done.waiting.length} waiting for their checks, ${done.unmerged.length} not merged by GitHub, ${done.refused.length} refused (told on the pull request), ${done.refusedBefore.length} refused before, ${done.notDue.length} not due yet${done.deployed ? '; Deploy asked for on main' : ''}.`,
  );
  // A new refusal fails this run, so the owner hears of it once; it is not told again while the draft is unchanged. A
  // merge GitHub refused with the check green (squash merges not allowed, a conflict) fails every run until it is fixed.
  process.exitCode = done.refused.length || done.unmerged.length ? 1 : 0;
} else {
  const repo = await openEditorRepo({ project: projectRoot, repo: path.join(projectRoot, '.build/editor-repo'), isContentFile });
  const checks = editorChecks(repo);
  const releases = editorReleases<PictureFiles>({ repo, config: cmsConfig.config, ...checks });
  const changed = await scheduledDrafts({ repo, config: cmsConfig.config, checks, releases: releases.due }).runOnce();
  const refused = changed.filter((item) => item.problem);
  console.log(`npm run publish-due: ${changed.length - refused.length} published or ended, ${refused.length} refused (they stay as they were).`);
  process.exitCode = refused.length ? 1 : 0;
}
