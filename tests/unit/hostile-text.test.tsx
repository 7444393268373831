// Text is text everywhere: markup, script addresses and character-reference tricks typed into any text field of any
// block, or into any business fact, reach the rendered page as text. Each field gets the hostile text appended (or in
// place of its value where appending breaks a limit); a field whose check refuses it is refused, which is also safe.
// The page with hostile text must have exactly the elements and attributes of the page with plain words in their place.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { renderGallery } from '../../renderer/gallery/render-gallery';
import { loadBlocks } from '../../renderer/BlockList';
import { Footer } from '../../renderer/shell/Footer';
import { Header } from '../../renderer/shell/Header';
import { ShellProvider } from '../../renderer/shell/shell-context';
import { projectRoot, readContentTexts, readSchemaFiles, readStaticFiles, readValidators } from '../../scripts/build/content-files';
import { createPageStore, PageStoreContext } from '../../src/app/page-store';
import { PageView } from '../../src/app/shell/PageView';
import { asListItem, blockExample, exampleFile, type BlockExample } from '../../src/content/block-examples';
import { BUSINESS_FILE } from '../../src/content/content-files';
import { loadSite, readPage, type Site } from '../../src/content/load-site';
import type { Problem } from '../../src/content/problems';
import { schemaLine } from '../../src/content/schema-line';
import { blockSchemaFile, blockTypes } from '../../src/content/schemas';
import { siteShell } from '../../src/content/site-shell';
import { allPageData } from '../../src/content/site-pages';

/** Markup, a script address and character-reference tricks, in three texts a field of 80 characters can hold. */
const HOSTILE = [
  '<img src=x onerror=alert(1)><script>alert(1)</script>',
  '"></script><script>alert(1)</script>',
  'javascript:alert(1) &lt;script&gt; &#x3C;img src=x onerror=alert(1)>',
];
const PLAIN = 'plain words standing in';

const validators = readValidators();
const schemas = readSchemaFiles();
const texts = readContentTexts();
const staticFiles = readStaticFiles();
const realSite = loadSite(texts, validators, staticFiles).site!;

type Leaf = (string | number)[];
const dotted = (key: string) => (JSON.parse(key) as Leaf).join('.');
type Mode = 'append' | 'replace';

/** Every text value of a file's values, by where it is; a block's type names the block, so it stays. */
function textLeaves(value: unknown, at: Leaf = []): Leaf[] {
  if (typeof value === 'string') return at.at(-1) === 'type' ? [] : [at];
  if (Array.isArray(value)) return value.flatMap((item, index) => textLeaves(item, [...at, index]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => textLeaves(item, [...at, key]));
  return [];
}

function withTexts(values: unknown, modes: ReadonlyMap<string, Mode>, text: string): unknown {
  const copy = structuredClone(values);
  for (const [key, mode] of modes) {
    const at = JSON.parse(key) as Leaf;
    const owner = at.slice(0, -1).reduce<Record<string | number, unknown>>((inside, segment) => inside[segment] as Record<string | number, unknown>, copy as Record<string, unknown>);
    const last = at.at(-1)!;
    owner[last] = mode === 'append' ? `${String(owner[last])} ${text}` : text;
  }
  return copy;
}

/**
 * The fields that take `text`: each first with it appended, then in place of its value, else left out (the check
 * refused it: safe). `check` gives the problems of the values; `prefix` is where the values sit in the problems' fields.
 */
function fieldsTaking(values: unknown, text: string, check: (values: unknown) => Problem[], prefix = ''): Map<string, Mode> {
  const modes = new Map<string, Mode>(textLeaves(values).map((at) => [JSON.stringify(at), 'append']));
  for (let round = 0; round < 4; round++) {
    const problems = check(withTexts(values, modes, text));
    if (!problems.length) return modes;
    const hits = new Set<string>();
    for (const problem of problems) {
      // A problem of a field (blocks.0.actions.0.href) or of the object holding it (a button's exactlyOne).
      const field = problem.field.slice(prefix.length);
      const hit = [...modes.keys()].filter((key) => `${dotted(key)}.`.startsWith(field ? `${field}.` : ''));
      if (!hit.length) throw new Error(`a problem in no field that was changed: ${problem.field} ${problem.message}`);
      for (const key of hit) hits.add(key);
    }
    for (const key of hits) {
      if (modes.get(key) === 'append') modes.set(key, 'replace');
      else modes.delete(key);
    }
  }
  throw new Error(`the fields taking ${text} did not settle`);
}

/**
 * The markup's elements and their attributes' names, in order: what a text must never add to. React writes every text
 * with `<` escaped, so each `<` followed by a letter starts an element, wherever it stands (structured data included).
 */
const markupOf = (html: string) =>
  [...html.matchAll(/<([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g)].map(
    ([, tag, attributes]) => `<${tag} ${[...attributes!.matchAll(/([^\s=/]+)(?:=(?:"[^"]*"|'[^']*'|[^\s>]*))?/g)].map((match) => match[1]).sort().join(' ')}>`,
  );

/** Addresses a click would run as script: javascript: in an href, src or action. */
const scriptAddresses = (html: string) => [...html.matchAll(/\s(?:href|src|action|formaction)="\s*(javascript:[^"]*)"/gi)].map((match) => match[1]);

/** Whether the JSON-LD scripts of a page all parse: a text closing its script early leaves a broken rest. */
const jsonLdOf = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1]!) as unknown);

describe('hostile text in every text field of every block', () => {
  const types = blockTypes(schemas);
  const examples = new Map(types.map((type) => [type, parse(readFileSync(path.join(projectRoot, exampleFile(type)), 'utf8')) as unknown]));
  const descriptionOf = (type: string) => schemas.get(blockSchemaFile(type))?.description ?? '';
  const exampleWith = (type: string, values: unknown): BlockExample => blockExample(type, descriptionOf(type), `${schemaLine(exampleFile(type))}\n${stringify(values)}`, validators, realSite);
  /** An example's problems as the one block of a page, placed at their fields (blocks.0.…). */
  const problemsOf = (type: string) => (values: unknown) => {
    validators.useFacts(realSite.business);
    return readPage(exampleFile(type), `${schemaLine(exampleFile(type))}\nblocks:\n${asListItem(stringify(values))}`, validators, realSite.business).problems;
  };

  it.each(HOSTILE)('shows %s as text in every block, or refuses it', async (hostile) => {
    let tested = 0;
    const hostileExamples: BlockExample[] = [];
    const plainExamples: BlockExample[] = [];
    for (const type of types) {
      const values = examples.get(type);
      const modes = fieldsTaking(values, hostile, problemsOf(type), 'blocks.0.');
      tested += modes.size;
      hostileExamples.push(exampleWith(type, withTexts(values, modes, hostile)));
      plainExamples.push(exampleWith(type, withTexts(values, modes, PLAIN)));
    }
    expect(plainExamples.filter((example) => !example.block).map((example) => example.problems)).toEqual([]);
    await loadBlocks(hostileExamples.map((example) => example.block!));
    const html = await renderGallery(hostileExamples);
    expect(markupOf(html)).toEqual(markupOf(await renderGallery(plainExamples)));
    expect(scriptAddresses(html)).toEqual([]);
    expect(tested).toBeGreaterThan(100);
  });
});

describe('hostile text in every business fact', () => {
  const facts = parse(texts.get(BUSINESS_FILE)!) as unknown;
  const siteWith = (values: unknown) => loadSite(new Map(texts).set(BUSINESS_FILE, `${schemaLine(BUSINESS_FILE)}\n${stringify(values)}`), validators, staticFiles);
  const problemsOf = (values: unknown) => siteWith(values).problems;

  /** Every page of the site with its header and footer, as the prerender draws them. */
  async function renderSite(site: Site): Promise<string[]> {
    const shell = siteShell(site);
    const pages = [...allPageData(site).values()];
    await Promise.all(pages.map((page) => loadBlocks(page.blocks)));
    return pages.map((page) =>
      renderToString(
        <PageStoreContext value={createPageStore(() => Promise.reject(new Error('no fetching')), [[page.path, page]])}>
          <StaticRouter location={page.path}>
            <ShellProvider value={shell}>
              <Header />
              <PageView path={page.path} />
              <Footer />
            </ShellProvider>
          </StaticRouter>
        </PageStoreContext>,
      ),
    );
  }

  it.each(HOSTILE)('shows %s as text on every page, in its structured data too, or refuses it', async (hostile) => {
    const modes = fieldsTaking(facts, hostile, problemsOf);
    expect(modes.has(JSON.stringify(['company', 'name']))).toBe(true);
    const hostileSite = siteWith(withTexts(facts, modes, hostile)).site!;
    const plainSite = siteWith(withTexts(facts, modes, PLAIN)).site!;
    expect(plainSite).toBeDefined();
    const [hostilePages, plainPages] = [await renderSite(hostileSite), await renderSite(plainSite)];
    hostilePages.forEach((html, index) => {
      expect(markupOf(html)).toEqual(markupOf(plainPages[index]!));
      expect(scriptAddresses(html)).toEqual([]);
      expect(jsonLdOf(html).length).toBe(jsonLdOf(plainPages[index]!).length);
    });
    // The company's name is in every page's structured data, as typed.
    expect(JSON.stringify(jsonLdOf(hostilePages[0]!))).toContain(JSON.stringify(hostileSite.business.company.name).slice(1, -1));
  });
});
