// Pure functions behind `npm run new-block`: check the requested type and title, write a block's three files from
// templates in the house style, and add its line to renderer/registry.ts. scripts/new-block.ts reads and writes.
import { blockFolder, blockInterfaceName, blockSchemaFile } from './schemas';
import { exampleFile } from './block-examples';

/** A block type: lower-case words joined by hyphens, starting with a letter (its component's name must be a name). */
const BLOCK_TYPE_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const TITLE_LENGTH = { min: 2, max: 40 } as const;
/** The parts the component templates import by name: a block named the same would shadow them. */
const TEMPLATE_IMPORTS = ['Section', 'SectionHeading', 'Html'];
/** The interactive template's list shows this many items until the visitor asks for the rest. */
export const SHOWN_AT_FIRST = 3;

export interface BlockRequest {
  type: string;
  title: string;
  interactive: boolean;
}

/** What the project already has: block folders (with or without a schema) and each block type's label. */
export interface ExistingBlocks {
  folders: readonly string[];
  labels: ReadonlyMap<string, string>;
}

/** The component's name: pricing-table -> PricingTable. */
export const componentName = (type: string) => blockInterfaceName(type).replace(/Block$/, '');

/** The name of one item of the block's list in the generated types: pricing-table -> PricingTableItem. */
export const itemName = (type: string) => `${componentName(type)}Item`;

/** The component's file, by its path from the project root. */
export const componentFile = (type: string) => `${blockFolder(type)}/${componentName(type)}.tsx`;

/** What a developer probably meant: 'Pricing Table' or 'pricingTable' -> 'pricing-table'. */
export const kebabCase = (text: string) =>
  text
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^[^a-z]+|-+$/g, '');

/** Reasons the request cannot become a block, each with what to do instead; empty when it can. */
export function blockRequestProblems(request: Pick<BlockRequest, 'type' | 'title'>, existing: ExistingBlocks): string[] {
  const { type, title } = request;
  const problems: string[] = [];
  if (!BLOCK_TYPE_PATTERN.test(type)) {
    const suggestion = kebabCase(type);
    problems.push(`'${type}' is not a valid block type: use lower-case words joined by hyphens, starting with a letter${suggestion ? `, e.g. ${suggestion}` : ''}`);
  } else if (existing.folders.includes(type)) {
    problems.push(
      existing.labels.has(type)
        ? `${type} is already a block type (${blockFolder(type)}/): choose another name, or change that block instead`
        : `${blockFolder(type)}/ already exists, without a schema.json: choose another name, or remove that folder`,
    );
  } else if (TEMPLATE_IMPORTS.includes(componentName(type))) {
    problems.push(`a block named ${type} would have a component called ${componentName(type)}, the name of the ${componentName(type)} part every block uses from renderer/ui: choose another name`);
  }
  const { min, max } = TITLE_LENGTH;
  if (title.trim().length < min || title.length > max) problems.push(`the title must be ${min} to ${max} characters (it is the block's name in the editor's Add block menu); "${title}" is ${title.length}`);
  const sameLabel = [...existing.labels].find(([, label]) => label.toLowerCase() === title.trim().toLowerCase());
  if (sameLabel) problems.push(`the title "${title}" is already the name of the ${sameLabel[0]} block: the editor's Add block menu would show two, so choose another title`);
  return problems;
}

const common = (definition: string) => ({ $ref: `../../../schema/common.schema.json#/definitions/${definition}` });

/** schema.json: a heading, an optional section ID and one list of items, closed and documented as every block's is. */
export function schemaText({ type, title }: BlockRequest): string {
  const schema = {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: blockInterfaceName(type),
    label: title,
    type: 'object',
    description: `${title}: a heading over a list of items. Say here what the block shows and when an editor should use it.`,
    properties: {
      type: { const: type, description: `Always ${type}.` },
      id: common('anchor'),
      title: common('heading'),
      items: {
        label: 'Items',
        type: 'array',
        description: 'The items, in order.',
        minItems: 1,
        maxItems: 12,
        items: {
          title: itemName(type),
          label: 'Item',
          type: 'object',
          description: 'One item.',
          properties: {
            title: { type: 'string', description: "The item's heading.", minLength: 2, maxLength: 80 },
            text: { type: 'string', description: 'One to three sentences. Markdown links and **bold** are allowed.', maxLength: 400, markdown: 'inline' },
          },
          required: ['title', 'text'],
          additionalProperties: false,
        },
      },
      // Every block can hold a figure the owner must confirm before the site goes live (src/content/claims.ts).
      confirmed: common('confirmed'),
    },
    required: ['type', 'title', 'items'],
    additionalProperties: false,
  };
  return JSON.stringify(schema, null, 2) + '\n';
}

const ITEM_CLASS = 'rounded-xl border border-slate-200 bg-white p-6 shadow-sm';

/** The component: the generated props in, the block drawn with renderer/ui's Section, SectionHeading and Html. */
export function componentText({ type, title, interactive }: BlockRequest): string {
  const name = componentName(type);
  const props = blockInterfaceName(type);
  if (!interactive) {
    return `import { useId } from 'react';
import type { ${props} } from '../../../schema/generated/types';
import { Html } from '../../ui/Html';
import { Section, SectionHeading } from '../../ui/Section';

/** ${title}: a heading over its items, one card each. */
export function ${name}({ id, title, items }: ${props}) {
  const headingId = useId();
  return (
    <Section id={id} labelledBy={headingId}>
      <SectionHeading id={headingId} title={title} />
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.title} className="${ITEM_CLASS}">
            <h3 className="text-xl font-bold text-navy-900">{item.title}</h3>
            <Html as="p" html={item.text} className="rich-text mt-3 leading-relaxed" />
          </li>
        ))}
      </ul>
    </Section>
  );
}
`;
  }
  return `import { useId, useState } from 'react';
import type { ${props} } from '../../../schema/generated/types';
import { Html } from '../../ui/Html';
import { Section, SectionHeading } from '../../ui/Section';

/** How many items show until the visitor asks for the rest. */
const SHOWN_AT_FIRST = ${SHOWN_AT_FIRST};

/**
 * ${title}: a heading over its items, the first ${SHOWN_AT_FIRST} shown and a button for the rest. The block keeps that
 * state itself, so it hydrates at once (registry: interactive); with JavaScript off every item shows and the button does not.
 */
export function ${name}({ id, title, items }: ${props}) {
  const headingId = useId();
  const listId = useId();
  const [showingAll, setShowingAll] = useState(false);
  const hidden = items.length - SHOWN_AT_FIRST;
  return (
    <Section id={id} labelledBy={headingId}>
      <SectionHeading id={headingId} title={title} />
      <ul id={listId} className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {items.map((item, index) => (
          <li key={item.title} className={\`${ITEM_CLASS} \${index < SHOWN_AT_FIRST || showingAll ? '' : 'hidden noscript:block'}\`}>
            <h3 className="text-xl font-bold text-navy-900">{item.title}</h3>
            <Html as="p" html={item.text} className="rich-text mt-3 leading-relaxed" />
          </li>
        ))}
      </ul>
      {hidden > 0 ? (
        <button
          type="button"
          aria-controls={listId}
          aria-expanded={showingAll}
          onClick={() => setShowingAll((showing) => !showing)}
          className="mt-8 min-h-11 rounded-md border border-slate-300 px-5 font-semibold text-navy-900 hover:bg-slate-50 noscript:hidden"
        >
          {showingAll ? 'Show fewer' : \`Show all \${items.length}\`}
        </button>
      ) : null}
    </Section>
  );
}
`;
}

const quoted = (text: string) => JSON.stringify(text);

/** example.yaml: one instance that validates, with more items than the interactive block shows at first. */
export function exampleText({ type, title, interactive }: BlockRequest): string {
  const count = interactive ? SHOWN_AT_FIRST + 1 : SHOWN_AT_FIRST;
  const ordinals = ['First', 'Second', 'Third', 'Fourth'];
  const items = ordinals.slice(0, count).map((ordinal) => `  - title: ${ordinal} item\n    text: One to three sentences about it, with **bold** and [a link](/contact) where they help.\n`);
  return `# yaml-language-server: $schema=./schema.json\ntype: ${type}\nid: ${type}\ntitle: ${quoted(title)}\nitems:\n${items.join('')}`;
}

/** The three files of a new block, by their path from the project root. */
export const newBlockFiles = (request: BlockRequest): Map<string, string> =>
  new Map([
    [blockSchemaFile(request.type), schemaText(request)],
    [componentFile(request.type), componentText(request)],
    [exampleFile(request.type), exampleText(request)],
  ]);

const ENTRY = /^(\s*)('?)([a-z][a-z0-9-]*)\2: lazyBlock\(/;

/** The registry's line for a block: a chunk of its own, hydrating at once when interactive. */
export function registryLine({ type, title, interactive }: BlockRequest, indent = '  '): string {
  const name = componentName(type);
  const key = /^[a-z][a-z0-9]*$/.test(type) ? type : `'${type}'`;
  const load = `lazyBlock(() => import('./blocks/${type}/${name}').then((module) => module.${name})${interactive ? ', { interactive: true }' : ''})`;
  const why = interactive ? `${indent}// ${title} keeps its own state (which items show), so it hydrates at once.\n` : '';
  return `${why}${indent}${key}: ${load},`;
}

/**
 * renderer/registry.ts with the block's line in alphabetical order among the others (above the comment of the entry
 * it precedes), every other line as it was.
 */
export function withRegistryLine(registry: string, request: BlockRequest): string {
  const lines = registry.split('\n');
  const entries = lines.flatMap((line, index) => {
    const match = ENTRY.exec(line);
    return match ? [{ index, indent: match[1]!, type: match[3]! }] : [];
  });
  if (!entries.length) throw new Error('renderer/registry.ts has no lazyBlock(...) lines to add the block beside');
  if (entries.some((entry) => entry.type === request.type)) throw new Error(`renderer/registry.ts already has a line for ${request.type}`);
  const next = entries.find((entry) => entry.type > request.type);
  let at = next ? next.index : entries.at(-1)!.index + 1;
  while (next && at > 0 && lines[at - 1]!.trim().startsWith('//')) at--;
  lines.splice(at, 0, registryLine(request, (next ?? entries.at(-1)!).indent));
  return lines.join('\n');
}
