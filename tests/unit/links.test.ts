// A link that looks internal never leaves the site: each way of writing another site's address as a path, a script
// address or a plain http:// one is refused by `npm run validate` and by the editor's save check alike, naming the
// field in the form's words and saying why, in every kind of link field (a button, a menu link, an office's page,
// a Markdown link).
import { describe, expect, it } from 'vitest';
import { readContentTexts, readValidators } from '../../scripts/build/content-files';
import { loadSite } from '../../src/content/load-site';
import { linkRefusal } from '../../src/content/links';
import { formatProblem } from '../../src/content/problems';
import { saveProblems } from '../../src/editor/site-content';

const texts = readContentTexts();
const validators = readValidators();

const LEAVING = [
  '//evil.example/contact',
  '/\\evil.example/contact',
  '\\\\evil.example/contact',
  '/%5Cevil.example/contact',
  '/%5cevil.example',
  '\t//evil.example/contact',
  '/\t/evil.example/contact',
  '/\n/evil.example',
  ' //evil.example',
  '/contact\u0000',
  '/\u200b/evil.example',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'http://evil.example/contact',
  'https:evil.example',
  'https:/evil.example',
  'evil.example/contact',
  '#Not an anchor',
];

describe('a link field', () => {
  it('takes a page of the site, a path with an anchor, an anchor, and another site only as https://', () => {
    for (const href of ['/', '/contact', '/#roi', '/locations/sydney?from=footer', '#process']) expect(linkRefusal(href, 'site'), href).toBeUndefined();
    expect(linkRefusal('https://www.worksafe.gov.au/safety', 'web')).toBeUndefined();
    expect(linkRefusal('https://www.worksafe.gov.au/safety', 'site')).toBeDefined();
  });

  it.each(LEAVING)('refuses %j wherever it stands', (href) => {
    expect(linkRefusal(href, 'web')).toBeDefined();
    expect(linkRefusal(href, 'site')).toBeDefined();
  });
});

/** The site with one file changed: what `npm run validate` reports, and what the editor's save check refuses. */
function refusals(file: string, change: (text: string) => string) {
  const changed = change(texts.get(file)!);
  expect(changed).not.toBe(texts.get(file));
  const validated = loadSite(new Map(texts).set(file, changed), validators).problems;
  const saved = saveProblems(texts, validators, new Map([[file, changed]]));
  return { validated: validated.map(formatProblem), saved: saved.map((problem) => `${problem.place} ${problem.message}`) };
}

const yamlText = (text: string) => JSON.stringify(text);

describe('npm run validate and the editor refuse a link leaving the site, naming the field', () => {
  it.each(LEAVING)('%j as a button link', (href) => {
    const { validated, saved } = refusals('site/pages/home.yaml', (text) => text.replace('href: /contact', `href: ${yamlText(href)}`));
    expect(validated).toEqual([expect.stringMatching(/site\/pages\/home\.yaml:\d+:\d+ +Home page, block \d+ \(.*\), button \d+ \(.*\), Link +'.*' (holds|starts|is|leads)/s)]);
    expect(saved).toEqual([expect.stringMatching(/^Home page, block \d+ \(.*\), button \d+ \(.*\), Link '/s)]);
    expect(saved[0]).not.toMatch(/blocks\.|\/properties|pattern|schema/);
  });

  it('as a menu link, saying why and how to write it', () => {
    const { validated } = refusals('site/navigation.yaml', (text) => text.replace('href: /laser-rust-removal', 'href: "/\\\\evil.example/contact"'));
    expect(validated).toEqual([expect.stringContaining("'/\\evil.example/contact' holds a backslash (\\), which browsers read as / and can take to another site\n    hint: write a page of this site (/contact, /#roi)")]);
  });

  it("as an office's region page", () => {
    const { validated } = refusals('site/business.yaml', (text) => text.replace('href: /locations/sydney', 'href: //evil.example/contact'));
    expect(validated).toEqual([expect.stringMatching(/Office 1 \(Sydney NSW\), Region page +'\/\/evil\.example\/contact' starts with \/\/, which leads to another site[^]*hint: write a page of this site, such as \/contact$/)]);
  });

  it('as a Markdown link', () => {
    const { validated } = refusals('site/pages/faq.yaml', (text) => text.replace('](/contact)', '](//evil.example/contact)'));
    expect(validated.length).toBeGreaterThan(0);
    for (const line of validated) expect(line).toMatch(/has a link to "\/\/evil\.example\/(faq|contact)" that starts with \/\/, which leads to another site/);
  });

  it.each(['/&#47;evil.example/faq', '/&sol;evil.example/faq', '&#x2F;/evil.example', 'javascript&colon;alert(1)'])('%j as a Markdown link, where the browser reads the reference', (href) => {
    const { validated } = refusals('site/pages/enhanced-faq.yaml', (text) => text.replace('[main FAQ](/faq)', `[main FAQ](${href})`));
    expect(validated).toEqual([expect.stringMatching(/has a link to ".*" that (writes a character as an HTML reference|is not a link)/)]);
  });
});
