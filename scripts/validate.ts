// `npm run validate`: checks pages.yaml, site/business.yaml, site/navigation.yaml and every page file.
import { loadSite } from './content/load-site';
import { formatProblem } from './content/problems';

const started = performance.now();
const { site, problems } = loadSite();
for (const problem of problems) console.error(formatProblem(problem));
const took = `${Math.round(performance.now() - started)} ms`;
if (!site) {
  console.error(`\n${problems.length} problem(s) in content (${took}). Fix them and run \`npm run validate\` again.`);
  process.exit(1);
}
console.log(`content is valid: ${site.routes.length} routes, ${site.pages.size} page files (${took})`);
