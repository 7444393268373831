// `npm run new-page -- /locations/perth "Laser Cleaning Perth"` and `npm run new-article -- slug "Title"`:
// write the page file from a template, add its route (and a footer link beside its siblings), then validate.
// Nothing is left changed when the result would not validate.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadSite, PAGES_DIR } from './content/load-site';
import { formatReport, type Problem } from './content/problems';
import {
  articleTemplate,
  existingRoutes,
  newPageChanges,
  pageFileFor,
  pageTemplate,
  placeholderDescription,
  requestProblems,
  slugProblem,
  type PageKind,
} from './content/scaffold';
import { createValidators, projectRoot } from './content/schemas';

export type ScaffoldKind = PageKind;

export type ScaffoldResult =
  | { ok: true; path: string; written: string[]; warnings: Problem[] }
  | { ok: false; errors: string[]; report?: string };

/** Today in Sydney, year-month-day, for a new article's date. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney' }).format(new Date());

export function scaffold(kind: ScaffoldKind, name: string, title: string, root = projectRoot, date = today()): ScaffoldResult {
  if (kind === 'article') {
    const problem = slugProblem(name);
    if (problem) return { ok: false, errors: [problem] };
  }
  const routePath = kind === 'article' ? `/resources/${name}` : name;
  const file = pageFileFor(routePath);
  const pagesFile = path.join(root, 'pages.yaml');
  const navigationFile = path.join(root, 'site/navigation.yaml');
  const pageFile = path.join(root, PAGES_DIR, file);
  const pagesText = readFileSync(pagesFile, 'utf8');
  const navigationText = readFileSync(navigationFile, 'utf8');
  const errors = requestProblems({ path: routePath, title, file }, existingRoutes(pagesText), existsSync(pageFile));
  if (errors.length) return { ok: false, errors };

  const changes = newPageChanges(kind, { path: routePath, title, description: placeholderDescription(title) }, { pages: pagesText, navigation: navigationText });
  mkdirSync(path.dirname(pageFile), { recursive: true });
  writeFileSync(pageFile, kind === 'article' ? articleTemplate(file, title, date) : pageTemplate(file, title));
  writeFileSync(pagesFile, changes.pages);
  const navigation = changes.navigation;
  if (navigation !== navigationText) writeFileSync(navigationFile, navigation);

  const result = loadSite(root, createValidators());
  if (result.problems.length) {
    rmSync(pageFile);
    writeFileSync(pagesFile, pagesText);
    writeFileSync(navigationFile, navigationText);
    return { ok: false, errors: ['the new page did not validate, so nothing was changed:'], report: formatReport(result.problems) };
  }
  const written = [`${PAGES_DIR}/${file}`, 'pages.yaml', ...(navigation !== navigationText ? ['site/navigation.yaml'] : [])];
  return { ok: true, path: routePath, written, warnings: result.warnings.filter((warning) => written.slice(0, 2).includes(warning.file)) };
}

const usage = {
  page: 'npm run new-page -- /locations/perth "Laser Cleaning Perth"',
  article: 'npm run new-article -- laser-cleaning-for-bridges "Laser Cleaning for Bridges"',
};

if (process.argv[1] === import.meta.filename) {
  const [kind, name, title, ...extra] = process.argv.slice(2) as [ScaffoldKind, string?, string?, ...string[]];
  if (!name || !title || extra.length) {
    console.error(`Give the ${kind === 'article' ? 'slug' : 'address'} and the title, the title in "quotes":\n  ${usage[kind]}`);
    process.exit(1);
  }
  const result = scaffold(kind, name, title);
  if (!result.ok) {
    console.error(result.errors.map((error) => `error: ${error}`).join('\n'));
    if (result.report) console.error(`\n${result.report}`);
    process.exit(1);
  }
  console.log(`created ${result.path}:\n${result.written.map((file) => `  ${file}`).join('\n')}`);
  if (result.warnings.length) console.log(`\nStill to write (the site builds, but these show as warnings until done):\n\n${formatReport([], result.warnings)}`);
  console.log(
    [
      '',
      'Next:',
      `  1. Replace the example text in ${result.written[0]} and the description in pages.yaml.`,
      ...(kind === 'page' && !result.written.includes('site/navigation.yaml')
        ? ['  2. Link to the page from another page or from site/navigation.yaml: the build fails for a page no link reaches.']
        : []),
      `  ${kind === 'page' && !result.written.includes('site/navigation.yaml') ? 3 : 2}. npm run dev, then open http://localhost:5173${result.path}`,
    ].join('\n'),
  );
}
