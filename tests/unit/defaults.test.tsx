// A default in a schema is what the visitor sees and what the docs say: for every field with a default in every block
// (its own, or one it takes from a shared definition such as tone or a button's style), the content model fills it in
// when the YAML leaves it out, the block renders exactly as if the YAML said it, another value renders differently,
// and docs/blocks.md states it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { parse, parseDocument, stringify } from 'yaml';
import { BlockList, loadBlocks } from '../../renderer/BlockList';
import { loadSiteFrom, projectRoot, readContentTexts, readSchemaFiles, readValidators } from '../../scripts/build/content-files';
import { blockExample, exampleFile } from '../../src/content/block-examples';
import { BUSINESS_FILE, ROUTES_FILE } from '../../src/content/content-files';
import { checkChanges } from '../../src/content/load-site';
import { blockSchemaFile, blockTypes, dereference, withBlockUnion, type Located, type SchemaFiles, type SchemaNode } from '../../src/content/schemas';
import type { Block } from '../../schema/generated/types';

const schemas: SchemaFiles = withBlockUnion(readSchemaFiles());
const site = loadSiteFrom().site!;
const validators = readValidators();
const docs = readFileSync(path.join(projectRoot, 'docs/blocks.md'), 'utf8');

/** A place in a block's data: '*' stands for every item of a list. */
type FieldPath = (string | '*')[];

interface DefaultField {
  path: FieldPath;
  value: unknown;
  node: SchemaNode;
}

/** Every field with a default under a schema node, with $refs followed and beside-keywords (a block's own default) winning. */
function defaultFields(located: Located, prefix: FieldPath = [], depth = 0): DefaultField[] {
  const { node, file } = dereference(schemas, located);
  if (depth > 3) return [];
  return Object.entries(node.properties ?? {}).flatMap(([name, property]) => {
    const field = dereference(schemas, { node: property, file });
    // What the site fills in (an article list's articles) is never written in YAML, so no default of its applies.
    if (field.node.filledBySite) return [];
    const here = [...prefix, name];
    const own = field.node.default !== undefined ? [{ path: here, value: field.node.default, node: field.node }] : [];
    if (field.node.type === 'object') return [...own, ...defaultFields(field, here, depth + 1)];
    if (field.node.type === 'array' && field.node.items) {
      const item = dereference(schemas, { node: field.node.items, file: field.file });
      if (item.node.type === 'object') return [...own, ...defaultFields(item, [...here, '*'], depth + 1)];
    }
    return own;
  });
}

/** A value the field may take that is not its default. */
function otherValue(field: DefaultField): unknown {
  const { node, value } = field;
  // A fact's name: another entry of the same collection of site/business.yaml.
  if (node.factRef) return Object.keys((site.business as unknown as Record<string, object>)[node.factRef] ?? {}).find((name) => name !== value);
  if (node.enum) return node.enum.find((option) => option !== value);
  if (typeof value === 'boolean') return !value;
  if (typeof value === 'number') return value - 1 >= (node.minimum ?? -Infinity) ? value - 1 : value + 1;
  if (typeof value === 'string') return `${value} and more`;
  return undefined;
}

/** The places a path names in a value; empty when the example has none of them. */
function containers(value: unknown, path: FieldPath): Array<Record<string, unknown>> {
  if (path.length === 1) return value && typeof value === 'object' && !Array.isArray(value) ? [value as Record<string, unknown>] : [];
  const [head, ...rest] = path;
  if (head === '*') return Array.isArray(value) ? value.flatMap((item) => containers(item, rest)) : [];
  return value && typeof value === 'object' ? containers((value as Record<string, unknown>)[head!], rest) : [];
}

/** The example with the field set (or, for undefined, left out) wherever the path names it. */
function withField(example: Record<string, unknown>, path: FieldPath, value: unknown) {
  const copy = structuredClone(example);
  for (const holder of containers(copy, path)) {
    if (value === undefined) delete holder[path.at(-1)!];
    else holder[path.at(-1)!] = value;
  }
  return copy;
}

const valueAt = (block: unknown, path: FieldPath) => containers(block, path).map((holder) => holder[path.at(-1)!]);

/** The example, changed, through the chain every page goes through, then rendered by the site's components. */
async function rendered(type: string, example: Record<string, unknown>) {
  const checked = blockExample(type, '', stringify(example), validators, site);
  expect(checked.problems).toEqual([]);
  const block = checked.block as Block;
  await loadBlocks([block]);
  const html = renderToString(
    <MemoryRouter>
      <BlockList blocks={[block]} />
    </MemoryRouter>,
  );
  // React's generated IDs differ between renders; they are no default.
  return { block, html: html.replace(/_R_[a-z0-9]+_/g, 'id') };
}

/** The field as docs/blocks.md names it: items[].linkLabel. */
const docsName = (path: FieldPath) => path.join('.').replace(/\.\*\./g, '[].');

/** The row of docs/blocks.md that documents a field of a block. */
function docsRow(type: string, path: FieldPath) {
  const start = docs.indexOf(`## ${type}\n`);
  const section = docs.slice(start, docs.indexOf('\n## ', start + 1));
  return section.split('\n').find((line) => line.startsWith(`| \`${docsName(path)}\` |`));
}

const cases = blockTypes(schemas).flatMap((type) =>
  defaultFields({ node: schemas.get(blockSchemaFile(type))!, file: blockSchemaFile(type) }).map((field) => ({ type, field, name: `${type} ${docsName(field.path)}` })),
);

describe('every default of every block', () => {
  it('is found: the blocks have defaults, shared ones among them', () => {
    expect(cases.length).toBeGreaterThan(20);
    expect(cases.map((entry) => entry.name)).toEqual(expect.arrayContaining(['case-study tone', 'cards tone', 'hero image.priority', 'cards actions[].style']));
  });

  it('is written once, as the schema keyword: no description states a default of its own', () => {
    const stated = [...schemas].flatMap(([file, schema]) => [...JSON.stringify(schema).matchAll(/"description":"[^"]*Default:[^"]*"/g)].map((match) => `${file}: ${match[0]}`));
    expect(stated).toEqual([]);
  });

  it.each(cases)('$name: filled in when left out, rendered as written, and stated in docs/blocks.md', async ({ type, field }) => {
    const example = parse(readFileSync(path.join(projectRoot, exampleFile(type)), 'utf8')) as Record<string, unknown>;
    expect(containers(example, field.path).length, `the example of ${type} shows where ${field.path.join('.')} goes`).toBeGreaterThan(0);
    const leftOut = await rendered(type, withField(example, field.path, undefined));
    // A group's default ({}) is filled with its own fields' defaults.
    for (const value of valueAt(leftOut.block, field.path)) {
      if (typeof field.value === 'object') expect(value).toMatchObject(field.value as object);
      else expect(value).toBe(field.value);
    }
    const written = await rendered(type, withField(example, field.path, field.value));
    expect(leftOut.html).toBe(written.html);
    const other = otherValue(field);
    if (other !== undefined) expect((await rendered(type, withField(example, field.path, other))).html, `${type} renders ${field.path.join('.')}`).not.toBe(leftOut.html);
    const shallow = field.path.filter((part) => part !== '*').length <= 3;
    if (typeof field.value !== 'object' && shallow) expect(docsRow(type, field.path), 'docs/blocks.md lists the field').toContain(`Default: ${String(field.value)}.`);
  });
});

describe('every default of the site files', () => {
  const texts = readContentTexts();
  const raw = (file: string) => parse(texts.get(file)!) as Record<string, unknown>;
  // The defaults the site files' own schemas set (shared ones, such as a button's style, are the blocks' above).
  const own = ['schema/pages.schema.json', 'schema/business.schema.json', 'schema/page.schema.json', 'schema/navigation.schema.json'].flatMap((file) =>
    [...JSON.stringify(schemas.get(file)).matchAll(/"([a-zA-Z]+)":\{[^{}]*"default":/g)].map((match) => match[1]),
  );

  it('are the ones checked here', () => expect(own.sort()).toEqual(['best', 'featured', 'index']));

  it('a route that does not say whether it is indexed is indexed', () => {
    const unsaid = (raw(ROUTES_FILE).routes as Array<{ path: string; index?: boolean }>).find((route) => route.index === undefined)!;
    expect(site.routes.find((route) => route.path === unsaid.path)?.index).toBe(true);
  });

  it("a rating's best score is 5 when left out", () => {
    const facts = parseDocument(texts.get(BUSINESS_FILE)!);
    expect(facts.hasIn(['ratings', 'overall', 'best'])).toBe(true);
    facts.deleteIn(['ratings', 'overall', 'best']);
    const business = facts.toString();
    const { problems, site: loaded } = checkChanges(texts, validators, new Map([[BUSINESS_FILE, business]]));
    expect(problems).toEqual([]);
    expect(loaded!.business.ratings.overall!.best).toBe(5);
  });

  it('an article that does not say it is featured is not', () => {
    const unsaid = [...texts.keys()].find((file) => file.startsWith('site/pages/resources/') && !/featured:/.test(texts.get(file)!))!;
    expect(site.pages.get(unsaid.slice('site/pages/'.length))?.article?.featured).toBe(false);
  });
});
