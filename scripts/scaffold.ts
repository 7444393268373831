// `npm run new-page -- /locations/perth "Laser Cleaning Perth"` and `npm run new-article -- slug "Title"`:
// the page file from a template, its route (and a footer link beside its siblings), checked with the whole site by the
// content model before anything is written: nothing changes when the result would not validate.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { BusinessFacts } from '../schema/generated/types';
import { PAGES_DIR } from '../src/content/content-files';
import { formatReport, type Problem } from '../src/content/problems';
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
} from '../src/content/new-page';
import { checkChanges } from '../src/content/load-site';
import { projectRoot, readContentTexts, readValidators } from './build/content-files';

export type ScaffoldKind = PageKind;

export type ScaffoldResult =
  | { ok: true; path: string; written: string[]; warnings: Problem[] }
  | { ok: false; errors: string[]; report?: string };

/** Today by the business's clock (company.timeZone), year-month-day, for a new article's date. */
function today(root: string): string {
  const { company } = parse(readFileSync(path.join(root, 'site/business.yaml'), 'utf8')) as BusinessFacts;
  return new Intl.DateTimeFormat('en-CA', { timeZone: company.timeZone }).format(new Date());
}

export function scaffold(kind: ScaffoldKind, name: string, title: string, root = projectRoot, date = today(root)): ScaffoldResult {
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
  const written = new Map([
    [`${PAGES_DIR}/${file}`, kind === 'article' ? articleTemplate(file, title, date) : pageTemplate(file, title)],
    ['pages.yaml', changes.pages],
    ...(changes.navigation !== navigationText ? [['site/navigation.yaml', changes.navigation] as const] : []),
  ]);
  // Checked with the whole site before anything is written, as the browser editor checks a save.
  const check = checkChanges(readContentTexts(root), readValidators(), written);
  if (check.problems.length) return { ok: false, errors: ['the new page would not validate, so nothing was changed:'], report: formatReport(check.problems) };
  for (const [target, text] of written) {
    mkdirSync(path.dirname(path.join(root, target)), { recursive: true });
    writeFileSync(path.join(root, target), text);
  }
  const files = [...written.keys()];
  return { ok: true, path: routePath, written: files, warnings: check.warnings.filter((warning) => files.slice(0, 2).includes(warning.file)) };
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
