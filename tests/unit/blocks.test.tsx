import { existsSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BlockList, loadBlocks } from '../../renderer/BlockList';
import { blockComponents } from '../../renderer/registry';
import { loadSiteFrom, projectRoot, readBlockExamples, readSchemaFiles, readValidators } from '../../scripts/build/content-files';
import { blockInterfaceName, blockSchemaFile, blockTypes, withBlockUnion } from '../../src/content/schemas';
import type { Block } from '../../schema/generated/types';

const schemas = readSchemaFiles();
const site = loadSiteFrom().site!;
// Each example checked as the one block of a page, by the chain every page goes through.
const examples = new Map(readBlockExamples(site, readValidators()).map((example) => [example.type, example]));

const pascal = (type: string) => blockInterfaceName(type).replace(/Block$/, '');

function renderBlock(block: Block): string {
  const router = createMemoryRouter([{ path: '/', element: <BlockList blocks={[block]} /> }]);
  return renderToString(<RouterProvider router={router} />);
}

describe.each(blockTypes(schemas))('block %s', (type) => {
  const folder = path.join(projectRoot, 'renderer/blocks', type);
  const schema = schemas.get(blockSchemaFile(type))!;

  it('is one folder: schema.json, its component and example.yaml, and a registry entry', () => {
    expect(existsSync(path.join(folder, `${pascal(type)}.tsx`))).toBe(true);
    expect(existsSync(path.join(folder, 'example.yaml'))).toBe(true);
    expect(Object.keys(blockComponents)).toContain(type);
  });

  it('has a closed schema that names itself', () => {
    expect(schema.title).toBe(blockInterfaceName(type));
    expect(schema.properties!.type!.const).toBe(type);
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required).toContain('type');
  });

  it('validates and renders its example', async () => {
    const { block, problems } = examples.get(type)!;
    expect(problems).toEqual([]);
    await loadBlocks([block!]);
    const html = renderBlock(block!);
    if ('title' in block! && block.title) expect(html).toContain(block.title.replace(/&/g, '&amp;'));
    expect(html).not.toMatch(/\{[a-z]+\.[a-z]/);
  });
});

describe('every schema', () => {
  it('documents every property, so editors show help when hovering a field', () => {
    const undocumented: string[] = [];
    const visit = (node: unknown, where: string) => {
      if (Array.isArray(node)) return node.forEach((item, index) => visit(item, `${where}[${index}]`));
      if (!node || typeof node !== 'object') return;
      const record = node as Record<string, unknown>;
      if (record.properties && typeof record.properties === 'object') {
        for (const [name, property] of Object.entries(record.properties as Record<string, Record<string, unknown>>)) {
          const refOnly = typeof property.$ref === 'string';
          if (!refOnly && typeof property.description !== 'string') undocumented.push(`${where}.${name}`);
        }
      }
      for (const [key, value] of Object.entries(record)) visit(value, `${where}.${key}`);
    };
    for (const [file, schema] of withBlockUnion(schemas)) visit(schema, file);
    expect(undocumented).toEqual([]);
  });
});
