// `npm run publish-due`: publishes the scheduled drafts and releases that are due and ends those whose end time has come, once, then
// exits: the same due-runner `npm run edit` runs every 15 s, over the editor's clone of this folder (.build/editor-repo),
// each publish the checked one a person's Publish goes through. The scheduled workflow (.github/workflows/publish-due.yml)
// runs it on the live site.
import path from 'node:path';
import cmsConfig from '../src/editor/cms-config.json' with { type: 'json' };
import { isContentFile } from '../src/content/content-files';
import type { PictureFiles } from '../src/content/pictures';
import { openEditorRepo } from '../src/server/editor-repo';
import { projectRoot } from './build/content-files';
import { editorChecks } from './build/editor-checks';
import { editorReleases } from './build/editor-releases';
import { scheduledDrafts } from './schedule/scheduled-drafts';

const repo = await openEditorRepo({ project: projectRoot, repo: path.join(projectRoot, '.build/editor-repo'), isContentFile });
const checks = editorChecks(repo);
const releases = editorReleases<PictureFiles>({ repo, config: cmsConfig.config, ...checks });
const changed = await scheduledDrafts({ repo, config: cmsConfig.config, checks, releases: releases.due }).runOnce();
const refused = changed.filter((item) => item.problem);
console.log(`npm run publish-due: ${changed.length - refused.length} published or ended, ${refused.length} refused (they stay as they were).`);
process.exitCode = refused.length ? 1 : 0;
