// The pure half of `npm run new-block`: the names it derives, what it refuses, the files it writes and the registry
// line it adds. tests/e2e/new-block.spec.ts runs the command itself in a copy of the project and builds the result.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteFrom, projectRoot, readSchemaFiles } from '../../scripts/build/content-files';
import { blockExample, exampleFile } from '../../src/content/block-examples';
import {
  blockRequestProblems,
  componentFile,
  componentName,
  componentText,
  exampleText,
  itemName,
  kebabCase,
  newBlockFiles,
  registryLine,
  schemaText,
  SHOWN_AT_FIRST,
  withRegistryLine,
  type BlockRequest,
} from '../../src/content/new-block';
import { blockSchemaFile, blockTypes, createValidators, type SchemaNode } from '../../src/content/schemas';

const schemas = readSchemaFiles();
const existing = {
  folders: blockTypes(schemas),
  labels: new Map(blockTypes(schemas).map((type) => [type, schemas.get(blockSchemaFile(type))!.label!])),
};
const pricingTable: BlockRequest = { type: 'pricing-table', title: 'Pricing table', interactive: false };
const registry = readFileSync(path.join(projectRoot, 'renderer/registry.ts'), 'utf8');

describe('the names of a new block', () => {
  it('come from its type: component, item type and files', () => {
    expect(componentName('pricing-table')).toBe('PricingTable');
    expect(itemName('pricing-table')).toBe('PricingTableItem');
    expect(componentFile('pricing-table')).toBe('renderer/blocks/pricing-table/PricingTable.tsx');
    expect([...newBlockFiles(pricingTable).keys()]).toEqual(['renderer/blocks/pricing-table/schema.json', 'renderer/blocks/pricing-table/PricingTable.tsx', 'renderer/blocks/pricing-table/example.yaml']);
  });

  it('turn what a developer typed into the kebab-case they probably meant', () => {
    expect(kebabCase('PricingTable')).toBe('pricing-table');
    expect(kebabCase('Pricing Table!')).toBe('pricing-table');
    expect(kebabCase('pricing_table')).toBe('pricing-table');
    expect(kebabCase('3d-viewer')).toBe('d-viewer');
  });
});

describe('a request for a new block', () => {
  it('is accepted for a kebab-case type not taken, with a title no block has', () => {
    expect(blockRequestProblems(pricingTable, existing)).toEqual([]);
    expect(blockRequestProblems({ type: 'spec2', title: 'Spec sheet' }, existing)).toEqual([]);
  });

  it.each([
    ['PricingTable', "'PricingTable' is not a valid block type: use lower-case words joined by hyphens, starting with a letter, e.g. pricing-table"],
    ['pricing_table', "'pricing_table' is not a valid block type: use lower-case words joined by hyphens, starting with a letter, e.g. pricing-table"],
    ['pricing--table', "'pricing--table' is not a valid block type: use lower-case words joined by hyphens, starting with a letter, e.g. pricing-table"],
    ['3d-viewer', "'3d-viewer' is not a valid block type: use lower-case words joined by hyphens, starting with a letter, e.g. d-viewer"],
    ['-', "'-' is not a valid block type: use lower-case words joined by hyphens, starting with a letter"],
  ])('refuses the type %s in plain words, with the name it probably meant', (type, message) => {
    expect(blockRequestProblems({ type, title: 'Pricing table' }, existing)).toEqual([message]);
  });

  it('refuses a type that is taken, and a folder that is there without a schema', () => {
    expect(blockRequestProblems({ type: 'faq', title: 'Questions grid' }, existing)).toEqual(['faq is already a block type (renderer/blocks/faq/): choose another name, or change that block instead']);
    expect(blockRequestProblems({ type: 'draft', title: 'Draft block' }, { ...existing, folders: [...existing.folders, 'draft'] })).toEqual([
      'renderer/blocks/draft/ already exists, without a schema.json: choose another name, or remove that folder',
    ]);
  });

  it('refuses a type whose component would take the name of a part every block uses', () => {
    expect(blockRequestProblems({ type: 'section', title: 'Plain section' }, existing)).toEqual([
      'a block named section would have a component called Section, the name of the Section part every block uses from renderer/ui: choose another name',
    ]);
  });

  it("refuses a title the Add block menu already shows, in any case, and one too short or long for it", () => {
    const faqLabel = existing.labels.get('faq')!;
    expect(blockRequestProblems({ type: 'questions', title: faqLabel.toLowerCase() }, existing)).toEqual([
      `the title "${faqLabel.toLowerCase()}" is already the name of the faq block: the editor's Add block menu would show two, so choose another title`,
    ]);
    expect(blockRequestProblems({ type: 'questions', title: ' ' }, existing)).toEqual([`the title must be 2 to 40 characters (it is the block's name in the editor's Add block menu); " " is 1`]);
    expect(blockRequestProblems({ type: 'questions', title: 'x'.repeat(41) }, existing)[0]).toMatch(/^the title must be 2 to 40 characters .* is 41$/);
  });
});

describe("a new block's files", () => {
  const schema = JSON.parse(schemaText(pricingTable)) as SchemaNode;

  it('give it a closed schema in the house style: named, labelled, every property documented or shared', () => {
    expect(schema).toMatchObject({ title: 'PricingTableBlock', label: 'Pricing table', additionalProperties: false, required: ['type', 'title', 'items'] });
    expect(schema.properties!.type).toEqual({ const: 'pricing-table', description: 'Always pricing-table.' });
    expect(schema.properties!.id).toEqual({ $ref: '../../../schema/common.schema.json#/definitions/anchor' });
    expect(schema.properties!.title).toEqual({ $ref: '../../../schema/common.schema.json#/definitions/heading' });
    const item = schema.properties!.items!.items!;
    expect(item).toMatchObject({ title: 'PricingTableItem', label: 'Item', additionalProperties: false, required: ['title', 'text'] });
    for (const property of [schema.properties!.items!, ...Object.values(item.properties!)]) expect(property.description).toBeTruthy();
    expect(schema.description).toMatch(/^Pricing table: /);
  });

  it.each([false, true])('give it an example that validates as a block of this site (interactive: %s)', (interactive) => {
    const request = { ...pricingTable, interactive };
    const validators = createValidators(new Map(schemas).set(blockSchemaFile(request.type), JSON.parse(schemaText(request)) as SchemaNode));
    const site = loadSiteFrom(projectRoot, validators).site!;
    const example = blockExample(request.type, '', exampleText(request), validators, site);
    expect(example.problems).toEqual([]);
    expect(example.block).toMatchObject({ type: 'pricing-table', id: 'pricing-table', title: 'Pricing table' });
    // The interactive block's example has an item more than it shows at first, so its button has something to show.
    expect((example.block as unknown as { items: unknown[] }).items).toHaveLength(interactive ? SHOWN_AT_FIRST + 1 : SHOWN_AT_FIRST);
    expect(exampleText(request).split('\n')[0]).toBe('# yaml-language-server: $schema=./schema.json');
    expect(exampleFile(request.type)).toBe('renderer/blocks/pricing-table/example.yaml');
  });

  it('give it a component that takes the generated props and draws them with renderer/ui', () => {
    const component = componentText(pricingTable);
    expect(component).toContain("import type { PricingTableBlock } from '../../../schema/generated/types';");
    expect(component).toContain('export function PricingTable({ id, title, items }: PricingTableBlock) {');
    expect(component).toContain("import { Section, SectionHeading } from '../../ui/Section';");
    expect(component).not.toContain('useState');
  });

  it('give an interactive block a state of its own: a button that shows the items past the first few, hidden without JavaScript', () => {
    const component = componentText({ ...pricingTable, interactive: true });
    expect(component).toContain('const [showingAll, setShowingAll] = useState(false);');
    expect(component).toContain('aria-expanded={showingAll}');
    expect(component).toMatch(/'hidden noscript:block'/);
    expect(component).toMatch(/noscript:hidden/);
  });
});

describe("the new block's registry line", () => {
  it('is added in alphabetical order, in the registry\'s style, every other line as it was', () => {
    const after = withRegistryLine(registry, pricingTable);
    const added = after.split('\n').filter((line) => !registry.split('\n').includes(line));
    expect(added).toEqual(["  'pricing-table': lazyBlock(() => import('./blocks/pricing-table/PricingTable').then((module) => module.PricingTable)),"]);
    const keys = after.split('\n').flatMap((line) => /^ {2}'?([a-z-]+)'?: lazyBlock/.exec(line)?.[1] ?? []);
    expect(keys).toEqual([...keys].sort());
    expect(keys).toContain('pricing-table');
  });

  it('for an interactive block hydrates it at once and says why, above the comment of the entry it precedes', () => {
    const after = withRegistryLine(registry, { type: 'banner', title: 'Banner', interactive: true }).split('\n');
    const at = after.findIndex((line) => line.startsWith('  banner:'));
    expect(after[at - 1]).toBe('  // Banner keeps its own state (which items show), so it hydrates at once.');
    expect(after[at]).toBe("  banner: lazyBlock(() => import('./blocks/banner/Banner').then((module) => module.Banner), { interactive: true }),");
    // before-after's own comment still sits on the line above it.
    expect(after[at + 1]).toMatch(/^ {2}\/\/ The slider/);
    expect(after[at + 2]).toMatch(/^ {2}'before-after':/);
  });

  it('goes last when its type sorts after every other', () => {
    const after = withRegistryLine(registry, { type: 'zone-map', title: 'Zone map', interactive: false }).split('\n');
    const entries = after.filter((line) => /lazyBlock\(\(\)/.test(line));
    expect(entries.at(-1)).toBe(registryLine({ type: 'zone-map', title: 'Zone map', interactive: false }));
  });

  it('is refused when the registry has no lines to add it beside, or has one for the type', () => {
    expect(() => withRegistryLine('export const blockComponents = {};\n', pricingTable)).toThrow('renderer/registry.ts has no lazyBlock(...) lines to add the block beside');
    expect(() => withRegistryLine(withRegistryLine(registry, pricingTable), pricingTable)).toThrow('renderer/registry.ts already has a line for pricing-table');
  });
});
