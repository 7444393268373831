// `npm run validate`: checks pages.yaml, site/business.yaml, site/navigation.yaml and every page file.
// `npm run validate -- --watch` checks again after every save.
import { existsSync, readdirSync, statSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';
import { formatReport, githubAnnotations } from '../src/content/problems';
import { loadSiteFrom, projectRoot, readValidators } from './build/content-files';
import { readPictures } from './build/pictures';

/** Runs every check once and prints the report; true when there are no errors. */
async function validateOnce(watching: boolean): Promise<boolean> {
  const started = performance.now();
  // Schemas are read afresh each run, so --watch also notices an edited schema; pictures too, so a new photo is checked.
  const { site, problems, warnings } = loadSiteFrom(projectRoot, readValidators(), await readPictures(projectRoot));
  const took = `${Math.round(performance.now() - started)} ms`;
  if (problems.length || warnings.length) console.error(formatReport(problems, warnings));
  if (process.env.CI === 'true') for (const annotation of githubAnnotations(problems, warnings)) console.log(annotation);
  if (site) console.log(`content is valid: ${site.routes.length} routes, ${site.pages.size} page files (${took})`);
  else console.error(watching ? 'Fix them and save: the check runs again by itself.' : 'Fix them and run `npm run validate` again.');
  return Boolean(site);
}

const watched = ['pages.yaml', 'site', 'schema', 'renderer/blocks'];
const isWatchedChange = (file: string | null) => !file || /\.(yaml|json|jpe?g|png|webp|avif)$/i.test(file);

/** Every folder to watch: the watched folders and their subfolders, and the folder of each watched file. */
function watchedFolders(): string[] {
  const folders = new Set<string>();
  const visit = (folder: string) => {
    folders.add(folder);
    for (const entry of readdirSync(folder, { withFileTypes: true })) if (entry.isDirectory()) visit(path.join(folder, entry.name));
  };
  for (const target of watched) {
    const full = path.join(projectRoot, target);
    if (!existsSync(full)) continue;
    if (statSync(full).isDirectory()) visit(full);
    else folders.add(path.dirname(full));
  }
  return [...folders];
}

if (process.argv.includes('--watch')) {
  let timer: NodeJS.Timeout | undefined;
  // Folders, not files, are watched: an editor that saves by writing a new file and renaming it over the old
  // one replaces the file a watcher held, but the folder stays and reports the new file under the old name.
  const watchers = new Map<string, FSWatcher>();
  const watchFolders = () => {
    for (const folder of watchedFolders()) {
      if (watchers.has(folder)) continue;
      watchers.set(folder, watch(folder, (_event, file) => {
        if (!isWatchedChange(file)) return;
        clearTimeout(timer);
        // An editor's save is often several writes; check once they are done.
        timer = setTimeout(rerun, 150);
      }));
    }
  };
  const rerun = async () => {
    console.clear();
    console.log(`${new Date().toLocaleTimeString('en-AU')}  checking content…`);
    await validateOnce(true);
    // A folder made since the last check (a new group of pages) is watched from now on.
    watchFolders();
    console.log('\nwatching pages.yaml, site/ and the schemas; Ctrl+C to stop');
  };
  await rerun();
} else {
  process.exit((await validateOnce(false)) ? 0 : 1);
}
