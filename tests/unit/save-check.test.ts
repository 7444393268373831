// A save the browser editor lets through is a site that builds: for each way a marketer can break the site, the
// editor's save check (the content model's entry, with the whole site as the backend has it) refuses the change,
// naming the file and field, and `npm run build` of the same content fails with the same words.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { BusinessFacts } from '../../schema/generated/types';
import { readContentTexts, readValidators } from '../../scripts/build/content-files';
import { formatProblem, type Problem } from '../../src/content/problems';
import { saveProblems } from '../../src/editor/site-content';
import { copyProject } from '../support/project-copy';

const texts = readContentTexts();
const validators = readValidators();
const business = parse(texts.get('site/business.yaml')!) as BusinessFacts;
const text = (file: string) => texts.get(file)!;

/** The main phone's shown number with its last digit changed: a number nobody dials. */
const wrongDisplay = business.phones.main.display.replace(/\d(?=\D*$)/, (digit) => String((Number(digit) + 1) % 10));

interface BrokenEdit {
  what: string;
  file: string;
  edit: (text: string) => string;
  /** Where the problem is reported, and what it says. */
  at: { file: string; field: RegExp };
  says: RegExp;
  /** The page fails its own schema and is left out: the checks between pages wait for it, so the build is run without it. */
  leavesPageOut?: true;
}

const broken: BrokenEdit[] = [
  {
    what: 'a cleared section ID that menu links point to',
    file: 'site/pages/home.yaml',
    edit: (yaml) => yaml.replace(/\n {4}id: industries\n/, '\n'),
    at: { file: 'site/navigation.yaml', field: /^(header|footer)\./ },
    says: /the link to \/#industries names a section ID that \/ does not have/,
  },
  {
    what: 'a menu link to a section no page has',
    file: 'site/navigation.yaml',
    edit: (yaml) => yaml.replace('/#roi', '/#no-such-section'),
    at: { file: 'site/navigation.yaml', field: /\.href$/ },
    says: /the link to \/#no-such-section names a section ID that \/ does not have/,
  },
  {
    what: 'a button to a page that does not exist',
    file: 'site/pages/home.yaml',
    edit: (yaml) => yaml.replace('href: /contact\n', 'href: /contcat\n'),
    at: { file: 'site/pages/home.yaml', field: /^blocks\.\d+\.actions\.\d+\.href$/ },
    says: /the link to \/contcat goes nowhere: no page has that address/,
  },
  {
    what: 'a page no link reaches any more',
    file: 'site/pages/faq.yaml',
    edit: (yaml) => yaml.replace('href: /enhanced-faq', 'href: /contact'),
    at: { file: 'pages.yaml', field: /^routes\.\d+\.path$/ },
    says: /no link on any page reaches \/enhanced-faq/,
  },
  {
    what: 'two pages with one title',
    file: 'pages.yaml',
    edit: (yaml) => yaml.replace(/(path: \/faq\n(?:.*\n)*?\s+title: ).*\n/, `$1${/path: \/contact\n(?:.*\n)*?\s+title: (.*)\n/.exec(yaml)![1]}\n`),
    at: { file: 'pages.yaml', field: /^routes\.\d+\.title$/ },
    says: /the same title as \/faq/,
  },
  {
    what: 'a description search results would cut',
    file: 'pages.yaml',
    edit: (yaml) => yaml.replace(/(path: \/faq\n(?:.*\n)*?\s+description: ).*\n/, `$1${'Laser cleaning answers. '.repeat(8)}\n`),
    at: { file: 'pages.yaml', field: /^routes\.\d+\.description$/ },
    says: /the description is 191 characters; search results show about 160/,
  },
  {
    what: 'FAQ structured data on a page without questions',
    file: 'pages.yaml',
    edit: (yaml) => yaml.replace(/(path: \/contact\n(?:.*\n)*?\s+structuredData: \[)/, '$1FAQPage, '),
    at: { file: 'pages.yaml', field: /^routes\.\d+\.structuredData$/ },
    says: /FAQPage structured data cannot be written: the page has no faq block/,
  },
  {
    what: 'a second main heading',
    file: 'site/pages/contact.yaml',
    edit: (yaml) => `${yaml.trimEnd()}\n\n  - type: hero\n    title: Another main heading\n`,
    at: { file: 'site/pages/contact.yaml', field: /^blocks$/ },
    says: /the page has 2 hero blocks, so 2 main headings/,
  },
  {
    what: 'a fact that does not exist',
    file: 'site/pages/faq.yaml',
    edit: (yaml) => yaml.replace('{phones.main}', '{phones.mian}'),
    at: { file: 'site/pages/faq.yaml', field: /^blocks\.\d+\.intro$/ },
    says: /'\{phones\.mian\}' names no fact in site\/business\.yaml/,
  },
  {
    what: 'a phone that shows one number and dials another',
    file: 'site/business.yaml',
    edit: (yaml) => yaml.replace(`display: ${business.phones.main.display}\n`, `display: ${wrongDisplay}\n`),
    at: { file: 'site/business.yaml', field: /^phones\.main\.display$/ },
    says: /the main phone shows .* but its links dial/,
  },
  {
    what: 'HTML with a script handler in a Markdown text',
    file: 'site/pages/coating-removal.yaml',
    edit: (yaml) => yaml.replace('Strip failed paint,', 'Strip <img src=x onerror=alert(document.domain)> failed paint,'),
    at: { file: 'site/pages/coating-removal.yaml', field: /^blocks\.0\.intro$/ },
    says: /holds HTML \(<img src=x onerror=alert\(document\.domain\)>\), which the site does not take in a text/,
    leavesPageOut: true,
  },
  {
    what: 'a Markdown link that runs a script',
    file: 'site/pages/coating-removal.yaml',
    edit: (yaml) => yaml.replace('thin decorative finishes', '[thin decorative](javascript&#58;alert(1)) finishes'),
    at: { file: 'site/pages/coating-removal.yaml', field: /^blocks\.\d+\.intro$/ },
    says: /has a link to "javascript&#58;alert\(1\)" that is not a link/,
    leavesPageOut: true,
  },
];

const matching = (problems: Problem[], edit: BrokenEdit) => problems.filter((problem) => problem.file === edit.at.file && edit.at.field.test(problem.field) && edit.says.test(problem.message));

describe('the editor refuses what the build refuses', () => {
  it('accepts a save that changes nothing wrong', () => {
    const faq = text('site/pages/faq.yaml').replace('{phones.main}', '{phones.emergency}');
    expect(saveProblems(texts, validators, new Map([['site/pages/faq.yaml', faq]]))).toEqual([]);
  });

  it.each(broken)('refuses $what, naming the file and field', (edit) => {
    const changed = edit.edit(text(edit.file));
    expect(changed, 'the edit changed the file').not.toBe(text(edit.file));
    const problems = saveProblems(texts, validators, new Map([[edit.file, changed]]));
    expect(matching(problems, edit), problems.map(formatProblem).join('\n')).not.toEqual([]);
  });

  // One build with every break in place: it reports all of a site's problems at once, in the save check's words.
  it('npm run build of the same content fails naming every break in the same words', () => {
    const project = copyProject();
    try {
      const together = broken.filter((edit) => !edit.leavesPageOut);
      for (const edit of together) project.write(edit.file, edit.edit(project.read(edit.file)));
      const build = project.run('build', '--no-admin', '--mode', 'e2e');
      expect(build.status).toBe(1);
      for (const edit of together) expect(build.output, edit.what).toMatch(edit.says);
      // The build and npm run validate read content the one way (loadSite): validate is the quicker of the two.
      for (const edit of broken.filter((edit) => edit.leavesPageOut)) project.write(edit.file, edit.edit(project.read(edit.file)));
      const validate = project.run('validate');
      expect(validate.status).toBe(1);
      for (const edit of broken.filter((edit) => edit.leavesPageOut)) expect(validate.output, edit.what).toMatch(edit.says);
    } finally {
      project.remove();
    }
  }, 120_000);
});
