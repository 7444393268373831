import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { BlockList, loadBlocks } from '../../renderer/BlockList';
import { blockComponents } from '../../renderer/registry';
import { resolveFacts, type FactProblem } from '../../scripts/content/facts';
import { loadSite } from '../../scripts/content/load-site';
import { blockInterfaceName, blocksDir, blockTypes, createValidators, schemaFiles } from '../../scripts/content/schemas';
import type { Block } from '../../schema/generated/types';

const validators = createValidators();
const business = loadSite().site!.business;

const pascal = (type: string) => blockInterfaceName(type).replace(/Block$/, '');

function renderBlock(block: Block): string {
  const router = createMemoryRouter([{ path: '/', element: <BlockList blocks={[block]} /> }]);
  return renderToString(<RouterProvider router={router} />);
}

describe.each(blockTypes())('block %s', (type) => {
  const folder = path.join(blocksDir(), type);
  const schema = JSON.parse(readFileSync(path.join(folder, 'schema.json'), 'utf8'));

  it('is one folder: schema.json, its component and example.yaml, and a registry entry', () => {
    expect(existsSync(path.join(folder, `${pascal(type)}.tsx`))).toBe(true);
    expect(existsSync(path.join(folder, 'example.yaml'))).toBe(true);
    expect(Object.keys(blockComponents)).toContain(type);
  });

  it('has a closed schema that names itself', () => {
    expect(schema.title).toBe(blockInterfaceName(type));
    expect(schema.properties.type.const).toBe(type);
    expect(schema.additionalProperties).toBe(false);
    expect(schema.required).toContain('type');
  });

  it('validates and renders its example', async () => {
    const example = parse(readFileSync(path.join(folder, 'example.yaml'), 'utf8'));
    const validate = validators.block(type)!;
    expect(validate(example), JSON.stringify(validate.errors)).toBe(true);
    const problems: FactProblem[] = [];
    const block = resolveFacts(example as Block, business, problems);
    expect(problems).toEqual([]);
    await loadBlocks([block]);
    const html = renderBlock(block);
    if ('title' in block && block.title) expect(html).toContain(block.title.replace(/&/g, '&amp;'));
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
    for (const [file, schema] of schemaFiles()) visit(schema, file);
    expect(undocumented).toEqual([]);
  });
});
