import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSite } from '../../scripts/content/load-site';
import { formatProblem } from '../../scripts/content/problems';
import { createValidators } from '../../scripts/content/schemas';
import { copySite, type SiteCopy } from './site-fixture';

const validators = createValidators();
let copy: SiteCopy;
beforeEach(() => (copy = copySite()));
afterEach(() => copy.remove());

const problemsOf = () => loadSite(copy.root, validators).problems.map(formatProblem);

/** A small page file; line numbers in the assertions count from its first line. */
const page = (blocks: string) => `# test page\nblocks:\n${blocks}`;

describe('content validation', () => {
  it('accepts the real content', () => {
    const result = loadSite(copy.root, validators);
    expect(result.problems).toEqual([]);
    expect(result.site?.routes.length).toBeGreaterThan(0);
  });

  it('names file, line, field and the closest field for a typo', () => {
    copy.write('site/pages/not-found.yaml', page('  - type: hero\n    titel: Oops! Page not found\n'));
    expect(problemsOf()).toEqual([
      "site/pages/not-found.yaml:3:5  blocks.0  'title' is missing\n    hint: add title: to this item",
      "site/pages/not-found.yaml:4:5  blocks.0.titel  'titel' is not a field here\n    hint: did you mean 'title'? allowed fields: type, id, eyebrow, variant, title, intro, rating, badges, actions, highlights, image",
    ]);
  });

  it('explains a text cut at an unquoted comma', () => {
    copy.write('site/pages/not-found.yaml', page('  - type: toc\n    items:\n      - { anchor: a, label: Payment, deposits and interest }\n      - { anchor: b, label: B }\n'));
    expect(problemsOf()).toEqual([
      'site/pages/not-found.yaml:5:38  blocks.0.items.0.deposits and interest  \'deposits and interest\' is not a field here\n    hint: this looks like the rest of a text cut at a comma: put the whole text in "quotes"',
    ]);
  });

  it('suggests the closest block type for an unknown one', () => {
    copy.write('site/pages/not-found.yaml', page('  - type: heor\n    title: Oops! Page not found\n'));
    const [problem, ...rest] = problemsOf();
    expect(rest).toEqual([]);
    expect(problem).toMatch(/^site\/pages\/not-found\.yaml:3:11  blocks\.0\.type  unknown block type 'heor'\n    hint: did you mean 'hero'\? block types: article-list, cards, case-study, /);
  });

  it('reports a wrong type and a value outside an enum', () => {
    copy.write('site/pages/not-found.yaml', page('  - type: cards\n    columns: 5\n    items:\n      - title: A card\n        text: 42\n'));
    expect(problemsOf()).toEqual([
      "site/pages/not-found.yaml:4:14  blocks.0.columns  '5' is not one of the allowed values\n    hint: did you mean '2'? allowed: 2, 3, 4",
      'site/pages/not-found.yaml:7:15  blocks.0.items.0.text  must be a string\n    hint: One to three sentences. Markdown links and **bold** are allowed.',
    ]);
  });

  it('rejects a fact reference and a phone name that business.yaml does not have', () => {
    copy.write(
      'site/pages/not-found.yaml',
      page('  - type: hero\n    title: "Call {phones.mian} today"\n    actions:\n      - label: Call us\n        call: emergancy\n'),
    );
    expect(problemsOf()).toEqual([
      expect.stringMatching(/^site\/pages\/not-found\.yaml:4:12  blocks\.0\.title  '\{phones\.mian\}' names no fact in site\/business\.yaml\n    hint: did you mean 'phones\.main'\? known: phones\.main, phones\.emergency, /),
      expect.stringMatching(/^site\/pages\/not-found\.yaml:7:15  blocks\.0\.actions\.0\.call  no phone named 'emergancy' in site\/business\.yaml\n    hint: did you mean 'emergency'\? known: main, emergency, /),
    ]);
  });

  it('requires exactly one destination on a button', () => {
    copy.write('site/pages/not-found.yaml', page('  - type: hero\n    title: Oops! Page not found\n    actions:\n      - label: Call us\n        href: /contact\n        call: main\n'));
    expect(problemsOf()).toEqual([expect.stringMatching(/^site\/pages\/not-found\.yaml:6:9  blocks\.0\.actions\.0  needs exactly one of: href, call, email, whatsapp\n    hint: A button or link\./)]);
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
    expect(problems).toContainEqual(expect.stringMatching(/^pages\.yaml:\d+:\d+  routes\.2\.path  the path \/laser-rust-removal is already used by route 1/));
    expect(problems).toContainEqual(expect.stringMatching(/^pages\.yaml:\d+:\d+  routes\.2\.page  there is no file site\/pages\/faqs\.yaml\n    hint: create it, or name an existing page file \(did you mean 'faq\.yaml'\?\)/));
    expect(problems).toContainEqual("site/pages/faq.yaml:1:1  (file)  no route in pages.yaml uses this page file\n    hint: add a route with page: faq.yaml to pages.yaml, or delete the file");
  });

  it('checks the facts named in the footer', () => {
    copy.edit('site/navigation.yaml', (text) => text.replace('phones: [main, emergency]', 'phones: [main, emergancy]'));
    expect(problemsOf()).toEqual([expect.stringMatching(/^site\/navigation\.yaml:\d+:\d+  footer\.contact\.phones\.1  no phone named 'emergancy' in site\/business\.yaml/)]);
  });

  it('turns Markdown into HTML and resolves fact references once', () => {
    copy.write('site/pages/not-found.yaml', page('  - type: prose\n    body: "Call **{phones.main}** or see [contact](/contact)."\n'));
    const { site } = loadSite(copy.root, validators);
    const block = site?.pages.get('not-found.yaml')?.blocks[0];
    const phone = site?.business.phones.main.display;
    expect(phone).toBeTruthy();
    expect(block).toMatchObject({ type: 'prose', body: `<p>Call <strong>${phone}</strong> or see <a href="/contact">contact</a>.</p>` });
  });
});
