// `npm run validate`: checks pages.yaml, site/business.yaml, site/navigation.yaml and every page file.
// `npm run validate -- --watch` checks again after every save.
import { watch } from 'node:fs';
import path from 'node:path';
import { loadSite } from './content/load-site';
import { formatReport, githubAnnotations } from './content/problems';
import { createValidators, projectRoot } from './content/schemas';

/** Runs every check once and prints the report; true when there are no errors. */
function validateOnce(watching: boolean): boolean {
  const started = performance.now();
  // Schemas are read afresh each run, so --watch also notices an edited schema.
  const { site, problems, warnings } = loadSite(projectRoot, createValidators());
  const took = `${Math.round(performance.now() - started)} ms`;
  if (problems.length || warnings.length) console.error(formatReport(problems, warnings));
  if (process.env.CI === 'true') for (const annotation of githubAnnotations(problems, warnings)) console.log(annotation);
  if (site) console.log(`content is valid: ${site.routes.length} routes, ${site.pages.size} page files (${took})`);
  else console.error(watching ? 'Fix them and save: the check runs again by itself.' : 'Fix them and run `npm run validate` again.');
  return Boolean(site);
}

const watched = ['pages.yaml', 'site', 'schema', 'renderer/blocks'];
const isWatchedChange = (file: string | null) => !file || file.endsWith('.yaml') || file.endsWith('.json');

if (process.argv.includes('--watch')) {
  let timer: NodeJS.Timeout | undefined;
  const rerun = () => {
    console.clear();
    console.log(`${new Date().toLocaleTimeString('en-AU')}  checking content…`);
    validateOnce(true);
    console.log('\nwatching pages.yaml, site/ and the schemas; Ctrl+C to stop');
  };
  rerun();
  for (const target of watched) {
    watch(path.join(projectRoot, target), { recursive: true }, (_event, file) => {
      if (!isWatchedChange(file)) return;
      clearTimeout(timer);
      // An editor's save is often several writes; check once they are done.
      timer = setTimeout(rerun, 150);
    });
  }
} else {
  process.exit(validateOnce(false) ? 0 : 1);
}
