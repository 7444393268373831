// What an editor sees while typing: every content file tied to its schema, and the schemas' labels and examples well-formed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { kindOf } from '../../scripts/build/block-docs';
import { projectRoot, readSchemaFiles } from '../../scripts/build/content-files';
import { schemaOf } from '../../src/content/content-files';
import { schemaLine, schemaLineProblem } from '../../src/content/schema-line';
import { withBlockUnion } from '../../src/content/schemas';

interface Node {
  type?: string;
  enum?: unknown[];
  enumDescriptions?: unknown[];
  examples?: unknown[];
}

/** Every object in a schema that carries editor help, with where it is. */
function helpNodes(node: unknown, where: string, found: Array<{ where: string; node: Node }> = []) {
  if (Array.isArray(node)) node.forEach((item, index) => helpNodes(item, `${where}[${index}]`, found));
  else if (node && typeof node === 'object') {
    const record = node as Record<string, unknown>;
    if ('enumDescriptions' in record || 'examples' in record) found.push({ where, node: record as Node });
    for (const [key, value] of Object.entries(record)) if (key !== 'examples' && key !== 'enum') helpNodes(value, `${where}.${key}`, found);
  }
  return found;
}

const typeOf = (value: unknown) => (Array.isArray(value) ? 'array' : Number.isInteger(value) ? 'integer' : typeof value);

describe('editor help in the schemas', () => {
  const nodes = [...withBlockUnion(readSchemaFiles())].flatMap(([file, schema]) => helpNodes(schema, file));

  it('labels every value of an enum it labels', () => {
    const labelled = nodes.filter(({ node }) => node.enumDescriptions);
    expect(labelled.length).toBeGreaterThan(5);
    for (const { where, node } of labelled) expect(node.enumDescriptions?.length, where).toBe(node.enum?.length);
  });

  it('gives examples of the field’s own type', () => {
    const examples = nodes.filter(({ node }) => node.examples);
    expect(examples.length).toBeGreaterThan(30);
    for (const { where, node } of examples) {
      for (const example of node.examples ?? []) expect([node.type, node.type === 'number' ? 'integer' : node.type], where).toContain(typeOf(example));
    }
  });

  it('shows enum labels in docs/blocks.md', () => {
    expect(kindOf({ enum: ['light', 'dark'], enumDescriptions: ['white', 'deep navy'] })).toBe('one of: `light` (white), `dark` (deep navy)');
  });
});

describe('schema lines', () => {
  it('point from each kind of content file to its schema', () => {
    expect(schemaLine('pages.yaml')).toBe('# yaml-language-server: $schema=schema/pages.schema.json');
    expect(schemaLine('site/business.yaml')).toBe('# yaml-language-server: $schema=../schema/business.schema.json');
    expect(schemaLine('site/pages/locations/perth.yaml')).toBe('# yaml-language-server: $schema=../../../schema/page.schema.json');
    expect(schemaLineProblem('site/pages/faq.yaml', '# yaml-language-server: $schema=../../schema/page.schema.json\nblocks: []\n')).toBeUndefined();
  });

  it('agree with the schema mapping in .vscode/settings.json, for editors that ignore the line', () => {
    const settings = JSON.parse(readFileSync(path.join(projectRoot, '.vscode/settings.json'), 'utf8')) as { 'yaml.schemas': Record<string, string> };
    const mapped = Object.entries(settings['yaml.schemas']);
    for (const file of ['pages.yaml', 'site/business.yaml', 'site/navigation.yaml', 'site/pages/**/*.yaml']) {
      expect(mapped.find(([, glob]) => glob === file)?.[0], file).toBe(schemaOf(file));
    }
    const extensions = JSON.parse(readFileSync(path.join(projectRoot, '.vscode/extensions.json'), 'utf8')) as { recommendations: string[] };
    expect(extensions.recommendations).toContain('redhat.vscode-yaml');
  });
});
