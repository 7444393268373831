import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { formatProblem, formatReport, githubAnnotations } from '../../src/content/problems';
import { schemaLine } from '../../src/content/schema-line';
import { blockTypes } from '../../src/content/schemas';
import { loadSiteFrom, readSchemaFiles, readValidators } from '../../scripts/build/content-files';
import { problemReport } from '../../scripts/build/vite-plugin-site';
import { copySite, type SiteCopy } from '../support/site-fixture';
import { business } from '../support/business-facts';

const validators = readValidators();
let copy: SiteCopy;
beforeEach(() => (copy = copySite()));
afterEach(() => copy.remove());

const problemsOf = () => loadSiteFrom(copy.root, validators).problems.map(formatProblem);

/** A small page file; line numbers in the assertions count from its first line, the schema line. */
const page = (blocks: string) => `${schemaLine('site/pages/not-found.yaml')}\nblocks:\n${blocks}`;

describe('content validation', () => {
  it('accepts the real content', () => {
    const result = loadSiteFrom(copy.root, validators);
    expect(result.problems).toEqual([]);
    expect(result.site?.routes.length).toBeGreaterThan(0);
  });

  it('names file, line, field and the closest field for a typo', () => {
    copy.write('site/pages/not-found.yaml', page('  - type: hero\n    titel: Oops! Page not found\n'));
    expect(problemsOf()).toEqual([
      "site/pages/not-found.yaml:4:5  Not-found page, block 1 (Hero banner)  'titel' is not a field of a Hero banner block\n    hint: did you mean 'title'? allowed fields: type, id, eyebrow, variant, title, intro, rating, badges, actions, highlights, image, confirmed",
    ]);
  });

  it('checks a link to a file against the files in site/public/', () => {
    const link = (href: string) => page(`  - type: hero\n    title: Oops! Page not found\n    actions:\n      - { label: Our logo, href: ${href} }\n`);
    copy.write('site/pages/not-found.yaml', link('/images/og-default.png'));
    expect(problemsOf()).toEqual([]);
    copy.write('site/pages/not-found.yaml', link('/images/no-such-logo.svg'));
    expect(problemsOf()).toEqual([
      'site/pages/not-found.yaml:6:34  Not-found page, block 1 (Hero banner), button 1 (Our logo), Link  the link to /images/no-such-logo.svg goes nowhere: no page has that address\n    hint: put the file in site/public/, or link to one that is there',
    ]);
  });

  it('refuses by hand what the site fills in, since it would be overwritten', () => {
    copy.write('site/pages/not-found.yaml', page('  - type: hero\n    title: Oops! Page not found\n  - type: people\n    title: Our team\n    people: [omar-haddad]\n    contacts: []\n'));
    expect(problemsOf()).toEqual([
      "site/pages/not-found.yaml:8:15  Not-found page, block 2 (People), Contacts  'contacts' is filled in by the site (from contacts and phones in site/business.yaml)\n    hint: remove contacts: from this block",
    ]);
  });

  it('explains a text cut at an unquoted comma', () => {
    copy.write('site/pages/not-found.yaml', page('  - type: toc\n    items:\n      - { anchor: a, label: Payment, deposits and interest }\n      - { anchor: b, label: B }\n'));
    expect(problemsOf()).toEqual([
      'site/pages/not-found.yaml:5:38  Not-found page, block 1 (Table of contents), entry 1 (Payment)  \'deposits and interest\' is not a field of an entry\n    hint: this looks like the rest of a text cut at a comma: put the whole text in "quotes"',
    ]);
  });

  it('suggests no field when none is close to what was typed', () => {
    copy.write('site/pages/not-found.yaml', page('  - type: toc\n    items:\n      - { anchor: a, label: A, question: Why? }\n      - { anchor: b, label: B }\n'));
    expect(problemsOf()).toEqual(["site/pages/not-found.yaml:5:32  Not-found page, block 1 (Table of contents), entry 1 (Why?)  'question' is not a field of an entry\n    hint: allowed fields: anchor, label"]);
  });

  it('suggests the closest block type for an unknown one', () => {
    copy.write('site/pages/not-found.yaml', page('  - type: heor\n    title: Oops! Page not found\n'));
    const [problem, ...rest] = problemsOf();
    expect(rest).toEqual([]);
    expect(problem).toMatch(/^site\/pages\/not-found\.yaml:3:11  Not-found page, block 1  unknown block type 'heor'\n    hint: did you mean 'hero'\? block types: article-list, before-after, cards, case-study, /);
  });

  it('names every place that still puts a removed block type on a page, with the fix', () => {
    copy.write('site/pages/not-found.yaml', page('  - type: hero\n    title: Oops! Page not found\n  - type: pricing-table\n    title: Prices\n  - type: pricing-table\n    title: More prices\n'));
    let faqLine = 0;
    copy.edit('site/pages/faq.yaml', (text) => {
      faqLine = text.trimEnd().split('\n').length + 1;
      return `${text.trimEnd()}\n  - type: pricing-table\n    title: Prices\n`;
    });
    const known = blockTypes(readSchemaFiles()).join(', ');
    const removed = (at: string) => `${at}  the block type 'pricing-table' no longer exists (there is no renderer/blocks/pricing-table/)\n    hint: remove this block, or restore renderer/blocks/pricing-table/; block types now: ${known}`;
    const faqBlocks = (parse(readFileSync(path.join(copy.root, 'site/pages/faq.yaml'), 'utf8')) as { blocks: unknown[] }).blocks.length;
    expect(problemsOf().sort()).toEqual([
      removed(`site/pages/faq.yaml:${faqLine}:11  FAQ page, block ${faqBlocks}`),
      removed('site/pages/not-found.yaml:5:11  Not-found page, block 2'),
      removed('site/pages/not-found.yaml:7:11  Not-found page, block 3'),
    ]);
  });

  it('reports a wrong type and a value outside an enum', () => {
    copy.write('site/pages/not-found.yaml', page('  - type: cards\n    columns: 5\n    items:\n      - title: A card\n        text: 42\n'));
    expect(problemsOf()).toEqual([
      "site/pages/not-found.yaml:4:14  Not-found page, block 1 (Cards), Columns  '5' is not one of the allowed values\n    hint: did you mean '2'? allowed: 2, 3, 4",
      'site/pages/not-found.yaml:7:15  Not-found page, block 1 (Cards), card 1 (A card), Text  must be a string\n    hint: One to three sentences. Markdown links and **bold** are allowed.',
    ]);
  });

  it('rejects a fact reference and a phone name that business.yaml does not have', () => {
    copy.write(
      'site/pages/not-found.yaml',
      page('  - type: hero\n    title: "Call {phones.mian} today"\n    actions:\n      - label: Call us\n        call: emergancy\n'),
    );
    expect(problemsOf()).toEqual([
      expect.stringMatching(/^site\/pages\/not-found\.yaml:4:12  Not-found page, block 1 \(Hero banner\), Title  '\{phones\.mian\}' names no fact in site\/business\.yaml\n    hint: did you mean 'phones\.main'\? known: phones\.main, phones\.emergency, /),
      expect.stringMatching(/^site\/pages\/not-found\.yaml:7:15  Not-found page, block 1 \(Hero banner\), button 1 \(Call us\), Phone to call  no phone named 'emergancy' in site\/business\.yaml\n    hint: did you mean 'emergency'\? known: main, emergency, /),
    ]);
  });

  it('requires exactly one destination on a button', () => {
    copy.write('site/pages/not-found.yaml', page('  - type: hero\n    title: Oops! Page not found\n    actions:\n      - label: Call us\n        href: /contact\n        call: main\n'));
    expect(problemsOf()).toEqual([expect.stringMatching(/^site\/pages\/not-found\.yaml:6:9  Not-found page, block 1 \(Hero banner\), button 1 \(Call us\)  give exactly one of: Link, Phone to call, E-mail to write to, WhatsApp chat with\n    hint: href, call, email, whatsapp: one of them\. A button or link\./)]);
  });

  it('points at the line of a YAML syntax error and explains tabs', () => {
    copy.write('site/pages/not-found.yaml', page('  - type: hero\n\ttitle: Oops\n'));
    const [problem] = problemsOf();
    expect(problem).toMatch(/^site\/pages\/not-found\.yaml:4:1  \(file\)  YAML syntax: /);
    expect(problem).toContain('hint: indent with spaces, never tabs');
  });

  it('points at an unclosed quote', () => {
    copy.write('site/pages/not-found.yaml', page('  - type: hero\n    title: "Oops! Page not found\n'));
    const [problem] = problemsOf();
    expect(problem).toMatch(/^site\/pages\/not-found\.yaml:4:12  \(file\)  YAML syntax: Missing closing "quote/);
    expect(problem).toContain('check that every quote and bracket that opens on this line is closed');
  });

  it('finds a route whose page file is missing, a duplicate path and an unused page file', () => {
    copy.edit('pages.yaml', (text) => text.replace('page: faq.yaml', 'page: faqs.yaml').replace('path: /faq', 'path: /laser-rust-removal'));
    const problems = problemsOf();
    expect(problems).toContainEqual(expect.stringMatching(/^pages\.yaml:\d+:\d+  Route 3 \(\/laser-rust-removal\), Address  the path \/laser-rust-removal is already used by route 2/));
    expect(problems).toContainEqual(expect.stringMatching(/^pages\.yaml:\d+:\d+  Route 3 \(\/laser-rust-removal\), Page file  there is no file site\/pages\/faqs\.yaml\n    hint: create it, or name an existing page file \(did you mean 'faq\.yaml'\?\)/));
    expect(problems).toContainEqual("site/pages/faq.yaml:1:1  (file)  no route in pages.yaml uses this page file\n    hint: add a route with page: faq.yaml to pages.yaml, or delete the file");
  });

  it('names a route by its address and a field by its label, never by a path such as routes.14.phone', () => {
    copy.edit('pages.yaml', (text) => text.replace('phone: omar-haddad', 'phone: omar-hadad'));
    expect(problemsOf()).toEqual([expect.stringMatching(/^pages\.yaml:\d+:\d+  Route \d+ \(\/[a-z-/]+\), Phone  no phone named 'omar-hadad' in site\/business\.yaml\n    hint: did you mean 'omar-haddad'\?/)]);
  });

  it('checks the facts named in the footer', () => {
    copy.edit('site/navigation.yaml', (text) => text.replace('phones: [main, emergency]', 'phones: [main, emergancy]'));
    expect(problemsOf()).toEqual([expect.stringMatching(/^site\/navigation\.yaml:\d+:\d+  Footer, Contact, phone 2  no phone named 'emergancy' in site\/business\.yaml/)]);
  });

  it('keeps the rest of the site usable for the dev server when only page files are broken', () => {
    copy.edit('site/pages/faq.yaml', (text) => text.replace('title: Laser Cleaning FAQ', 'titel: Laser Cleaning FAQ'));
    const result = loadSiteFrom(copy.root, validators);
    expect(result.site).toBeUndefined();
    expect([...result.partial!.brokenRoutes.keys()]).toEqual(['/faq']);
    expect(result.partial!.brokenRoutes.get('/faq')!.map((problem) => problem.field)).toEqual(['blocks.0.titel']);
    expect(result.partial!.site.routes.map((route) => route.path)).not.toContain('/faq');
    expect(result.partial!.site.routes.map((route) => route.path)).toContain('/contact');
    // A mistake in a file every page uses leaves nothing to show.
    copy.edit('site/business.yaml', (text) => text.replace('phones:', 'phonez:'));
    expect(loadSiteFrom(copy.root, validators).partial).toBeUndefined();
  });

  it('turns Markdown into HTML and resolves fact references once', () => {
    copy.write('site/pages/not-found.yaml', page('  - type: prose\n    body: "Call **{phones.main}** or see [contact](/contact)."\n'));
    const { site } = loadSiteFrom(copy.root, validators);
    const block = site?.pages.get('not-found.yaml')?.blocks[0];
    const phone = site?.business.phones.main.display;
    expect(phone).toBeTruthy();
    expect(block).toMatchObject({ type: 'prose', body: `<p>Call <strong>${phone}</strong> or see <a href="/contact">contact</a>.</p>` });
  });

  it('keeps every phone number on one line: its spaces become no-break spaces, in text and in the facts components read', () => {
    copy.write('site/pages/not-found.yaml', page('  - type: prose\n    body: "Call {phones.emergency} now."\n'));
    const { site } = loadSiteFrom(copy.root, validators);
    const unbroken = business.phones.emergency!.display.replace(/ /g, '\u00a0');
    expect(unbroken).toContain('\u00a0');
    expect(site?.business.phones.emergency.display).toBe(unbroken);
    expect(Object.values(site!.business.phones).filter((phone) => phone.display.includes(' '))).toEqual([]);
    expect(site?.pages.get('not-found.yaml')?.blocks[0]).toMatchObject({ body: `<p>Call ${unbroken} now.</p>` });
  });
});

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, '../fixtures/broken', name), 'utf8');

/** Each fixture is a page file with one mistake, written in place of site/pages/not-found.yaml. */
describe('the broken-YAML fixtures', () => {
  const at = 'site/pages/not-found.yaml';
  it.each([
    ['field-typo.yaml', [`${at}:7:9  Not-found page, block 1 (FAQ), question 1  'qestion' is not a field of a question\n    hint: did you mean 'question'? allowed fields: question, answer`]],
    ['wrong-type.yaml', [`${at}:6:12  Not-found page, block 1 (FAQ), Questions  must be a list\n    hint: put each item on its own line under this field, starting with "- ". The questions, in order.`]],
    ['unknown-block.yaml', [`${at}:4:11  Not-found page, block 1  unknown block type 'heor'\n    hint: did you mean 'hero'? block types: ${blockTypes(readSchemaFiles()).join(', ')}`]],
    ['missing-field.yaml', [`${at}:4:5  Not-found page, block 1 (FAQ)  Questions must be filled in\n    hint: add items: to this FAQ block`]],
    ['tab-indent.yaml', [`${at}:5:1  (file)  YAML syntax: Tabs are not allowed as indentation\n    hint: indent with spaces, never tabs`]],
    ['unclosed-quote.yaml', [`${at}:5:12  (file)  YAML syntax: Missing closing "quote\n    hint: check that every quote and bracket that opens on this line is closed`]],
    ['answer-indented-more.yaml', [`${at}:8:11  (file)  'answer' is indented 2 spaces more than 'question' on line 7\n    hint: line them up: move 'answer' 2 spaces left, so it starts under 'question'`]],
    ['field-indented-less.yaml', [`${at}:6:4  (file)  'intro' is indented 1 space less than 'title' on line 5\n    hint: line them up: move 'intro' 1 space right, so it starts under 'title'`]],
    [
      'block-pasted-left.yaml',
      [`${at}:6:1  (file)  the list item '- type: faq' is indented 2 spaces less than the item on line 4\n    hint: line them up: move this item and every line under it 2 spaces right, so its dash is under the dash on line 4`],
    ],
    [
      'item-indented-less.yaml',
      [`${at}:9:5  (file)  the list item '- question: How long does it take?' is indented 2 spaces less than the item on line 7\n    hint: line them up: move this item and every line under it 2 spaces right, so its dash is under the dash on line 7`],
    ],
    [
      'missing-schema-line.yaml',
      [`${at}:1:1  (file)  line 1 must be the schema line that lets your editor complete fields and show mistakes as you type\n    hint: add this as line 1: # yaml-language-server: $schema=../../schema/page.schema.json`],
    ],
  ])('%s gives the exact message, line and fix', (name, expected) => {
    copy.write(at, fixture(name));
    expect(problemsOf()).toEqual(expected);
  });

  it('bad-fact.yaml names the unknown fact and the closest known one', () => {
    const phones = Object.keys(loadSiteFrom(copy.root, validators).site!.business.phones);
    copy.write(at, fixture('bad-fact.yaml'));
    const [problem, ...rest] = problemsOf();
    expect(rest).toEqual([]);
    expect(problem).toBe(`${at}:5:12  Not-found page, block 1 (Hero banner), Title  '{phones.mian}' names no fact in site/business.yaml\n    hint: did you mean 'phones.main'? known: ${phones.map((name) => `phones.${name}`).join(', ')}`);
  });

  it('a duplicate route names both routes and the line of the second', () => {
    copy.edit('pages.yaml', (text) => text.replace('path: /faq\n', 'path: /contact\n'));
    const line = readFileSync(path.join(copy.root, 'pages.yaml'), 'utf8').split('\n').findIndex((text, index, lines) => text.includes('path: /contact') && lines.slice(0, index).some((before) => before.includes('path: /contact'))) + 1;
    const problems = problemsOf();
    expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^pages\\.yaml:${line}:11  Route \\d+ \\(/contact\\), Address  the path /contact is already used by route \\d+\n    hint: each path may appear once; remove or rename one of them$`)));
  });

  it('a schema line pointing at the wrong schema says which line to write instead', () => {
    copy.edit('site/navigation.yaml', (text) => text.replace('navigation.schema.json', 'page.schema.json'));
    expect(problemsOf()).toEqual([
      'site/navigation.yaml:1:1  (file)  line 1 points at the wrong schema (../schema/page.schema.json), so your editor cannot help with this file\n    hint: replace line 1 with: # yaml-language-server: $schema=../schema/navigation.schema.json',
    ]);
  });
});

describe('titles and descriptions', () => {
  it('show the title as search results will cut it, and do not fail', () => {
    const long = 'Laser Cleaning Perth | Rust and Paint Removal Across Western Australia';
    copy.edit('pages.yaml', (text) => text.replace(/(path: \/faq\n(?:.*\n)*?\s+title: ).*\n/, `$1${long}\n`));
    const result = loadSiteFrom(copy.root, validators);
    expect(result.problems).toEqual([]);
    expect(result.warnings.map(formatProblem)).toEqual([
      expect.stringMatching(/^pages\.yaml:\d+:\d+  Route \d+ \(\/faq\), Title  the title is 70 characters, so it will be cut to "Laser Cleaning Perth \| Rust and Paint Removal Across West\.\.\."\n    hint: shorten it to 60 characters or fewer to show it whole$/),
    ]);
  });

  it('refuse a description search results would cut, as the build does', () => {
    copy.edit('pages.yaml', (text) => text.replace(/(path: \/faq\n(?:.*\n)*?\s+description: ).*\n/, `$1${'Laser cleaning answers. '.repeat(8)}\n`));
    const [problem] = loadSiteFrom(copy.root, validators).problems.map(formatProblem);
    expect(problem).toMatch(/Route \d+ \(\/faq\), Description  the description is 191 characters; search results show about 160: /);
  });
});

describe('the validation report', () => {
  it('groups errors and warnings by file with counts and a summary', () => {
    const error = { file: 'site/pages/faq.yaml', line: 12, col: 9, field: 'blocks.2.items.0.titel', place: 'FAQ page, block 3 (FAQ), question 1 (Is it safe?)', message: "'titel' is not a field of a question", hint: "did you mean 'title'?" };
    const warning = { file: 'pages.yaml', line: 40, col: 12, field: 'routes.3.title', place: 'Route 4 (/faq), Title', message: 'the title is 70 characters', hint: 'shorten it' };
    expect(formatReport([error, { ...error, line: 14 }], [warning])).toBe(
      [
        'site/pages/faq.yaml (2 errors)',
        "  site/pages/faq.yaml:12:9  error in FAQ page, block 3 (FAQ), question 1 (Is it safe?): 'titel' is not a field of a question",
        "      how to fix: did you mean 'title'?",
        "  site/pages/faq.yaml:14:9  error in FAQ page, block 3 (FAQ), question 1 (Is it safe?): 'titel' is not a field of a question",
        "      how to fix: did you mean 'title'?",
        '',
        'pages.yaml (1 warning)',
        '  pages.yaml:40:12  warning in Route 4 (/faq), Title: the title is 70 characters',
        '      how to fix: shorten it',
        '',
        '2 errors in 1 file and 1 warning: the site will not build until the errors are fixed.',
      ].join('\n'),
    );
    expect(formatReport([], [])).toBe('No errors.');
    // CI pins each problem to its line in the pull request, titled with its field (the live editor's way to it).
    expect(githubAnnotations([{ ...error, message: "a: 'b', 100%" }], [warning, { ...warning, field: '' }])).toEqual([
      "::error file=site/pages/faq.yaml,line=12,col=9,title=blocks.2.items.0.titel::FAQ page, block 3 (FAQ), question 1 (Is it safe?): a: 'b', 100%25 (how to fix: did you mean 'title'?)",
      '::warning file=pages.yaml,line=40,col=12,title=routes.3.title::Route 4 (/faq), Title: the title is 70 characters (how to fix: shorten it)',
      '::warning file=pages.yaml,line=40,col=12::Route 4 (/faq), Title: the title is 70 characters (how to fix: shorten it)',
    ]);
    // The dev server's terminal and browser overlay show the same report as `npm run validate`.
    expect(problemReport({ problems: [error] })).toBe(`The site's content has errors:\n\n${formatReport([error])}`);
  });
});
