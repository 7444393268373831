// Writes what is derived from the schemas: the block union schema, the TypeScript types, docs/blocks.md and the editor's config;
// and from site/business.yaml, the facts the enquiry function's e-mails state.
// `--check` writes nothing and fails when a generated file is stale (CI runs it).
import { readFileSync, writeFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Ajv } from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { spriteIcons } from '../renderer/ui/icon-set';
import { blocksMarkdown } from './build/block-docs';
import { exampleFile } from '../src/content/block-examples';
import { BLOCK_UNION_FILE, blockInterfaceName, blockTypes, blockUnionSchema, objectSchemas, withBlockUnion, withDefaultsBehindRefs, type SchemaFiles, type SchemaNode } from '../src/content/schemas';
import { cmsConfig } from '../src/editor/cms-config';
import { FUNCTION_FACTS } from '../src/server/enquiries/function-facts';
import { writeFunctionFacts } from './build/function-facts';
import { projectRoot, readSchemaFiles } from './build/content-files';

const BANNER = `/* eslint-disable */
/**
 * GENERATED FILE, DO NOT EDIT. Regenerate with \`npm run generate\`.
 * Source: schema/*.schema.json and renderer/blocks/<type>/schema.json.
 */`;

/** The types describe content as the content model returns it. */
const TYPES_BANNER = `${BANNER.slice(0, -3)}* The types are the content's as the content model returns it: a field with a default, or one the site fills in,\n * is never missing.\n */`;

const blockUnionText = (schemas: SchemaFiles) => JSON.stringify(blockUnionSchema(blockTypes(schemas)), null, 2) + '\n';

const ENQUIRY_VALIDATOR = 'schema/generated/enquiry-validator.js';

/**
 * The enquiry schema compiled to plain code: the browser gets a few KB instead of ajv's compiler,
 * and no runtime (edge, or a page under a strict CSP) has to evaluate generated code.
 */
function enquiryValidatorCode(root: string): string {
  const schema = JSON.parse(readFileSync(path.join(root, 'schema/enquiry.schema.json'), 'utf8')) as object;
  const ajv = new Ajv({ allErrors: true, removeAdditional: true, strict: true, code: { source: true, esm: true } });
  // ajv's string-length helper is the only runtime import; counting code points is what it does.
  const code = standaloneCode(ajv, ajv.compile(schema)).replace(/require\("ajv\/dist\/runtime\/ucs2length"\)\.default/g, '((text) => Array.from(text).length)');
  if (code.includes('require(')) throw new Error(`${ENQUIRY_VALIDATOR}: the compiled validator needs a runtime module; inline it in generate.ts`);
  return `${BANNER.replace('/* eslint-disable */\n', '// @ts-nocheck\n/* eslint-disable */\n')}\n${code}\n`;
}

const ICON_SPRITE = 'renderer/ui/icons.svg';

/** Every icon of the set as an SVG symbol; the Icon component sets size, stroke and colour where it is used. */
function iconSpriteText(): string {
  const symbols = Object.entries(spriteIcons).map(([name, Glyph]) => {
    const drawing = renderToStaticMarkup(createElement(Glyph)).replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
    return `<symbol id="${name}" viewBox="0 0 24 24">${drawing}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">\n<!-- GENERATED FILE, DO NOT EDIT: npm run generate draws renderer/ui/icon-set.ts here. -->\n${symbols.join('\n')}\n</svg>\n`;
}

const CMS_CONFIG = 'src/editor/cms-config.json';

/** The folders of page files ('' for site/pages/ itself): each is a collection in the editor. */
function pageFolders(root: string): string[] {
  const dir = path.join(root, 'site/pages');
  const folders = (readdirSync(dir, { recursive: true, withFileTypes: true }) as import('node:fs').Dirent[]).filter((entry) => entry.isDirectory());
  return ['', ...folders.map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')).sort()];
}

const cmsConfigText = (root: string, schemas: SchemaFiles) => JSON.stringify(cmsConfig(withBlockUnion(schemas), pageFolders(root)), null, 2) + '\n';

/** The schemas as loaded content has them: every field with a default, or that the site fills in, is there whatever the YAML wrote. */
function validatedShapes(schemas: SchemaFiles): Map<string, SchemaNode> {
  const shapes = withDefaultsBehindRefs(withBlockUnion(schemas));
  for (const schema of shapes.values()) {
    for (const object of objectSchemas(schema)) {
      const always = Object.entries(object.properties!).flatMap(([name, property]) => (property.default === undefined && !property.filledBySite ? [] : [name]));
      if (always.length) object.required = [...new Set([...(object.required ?? []), ...always])];
      // A default beside a $ref would make the type a copy of the one it names (Tone1 beside Tone).
      for (const property of Object.values(object.properties!)) {
        if (!property.$ref) continue;
        delete property.default;
        delete property.filledBySite;
      }
    }
  }
  return shapes;
}

/** Reads a block type's example.yaml; `npm run new-block` hands in one that is not written yet. */
export type ExampleReader = (type: string) => string;

/**
 * Every generated file by its path, from the schemas given (those on disk unless `npm run new-block` adds one first,
 * to check it before anything is written).
 */
export async function generatedFiles(root: string, schemas: SchemaFiles = readSchemaFiles(root), exampleText: ExampleReader = (type) => readFileSync(path.join(root, exampleFile(type)), 'utf8')): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  files.set(BLOCK_UNION_FILE, blockUnionText(schemas));
  files.set(ENQUIRY_VALIDATOR, enquiryValidatorCode(root));
  files.set(ICON_SPRITE, iconSpriteText());
  const everySchema = {
    title: 'SiteSchemas',
    description: 'Every schema of the project, so that one file holds all their types.',
    type: 'object',
    properties: {
      page: { $ref: 'page.schema.json' },
      routeTable: { $ref: 'pages.schema.json' },
      business: { $ref: 'business.schema.json' },
      navigation: { $ref: 'navigation.schema.json' },
      enquiry: { $ref: 'enquiry.schema.json' },
      // Each block is listed so that its interface is declared; the Block union only names them.
      ...Object.fromEntries(blockTypes(schemas).map((type) => [blockInterfaceName(type), { $ref: `../renderer/blocks/${type}/schema.json` }])),
    },
    additionalProperties: false,
  } as JSONSchema;
  const shapes = mkdtempSync(path.join(tmpdir(), 'validated-shapes-'));
  for (const [file, schema] of validatedShapes(schemas)) {
    mkdirSync(path.dirname(path.join(shapes, file)), { recursive: true });
    writeFileSync(path.join(shapes, file), JSON.stringify(schema));
  }
  const types = await compile(everySchema, 'SiteSchemas', {
    cwd: path.join(shapes, 'schema'),
    bannerComment: TYPES_BANNER,
    additionalProperties: false,
    unreachableDefinitions: false,
    ignoreMinAndMaxItems: true,
    format: true,
    style: { singleQuote: true, printWidth: 120 },
  });
  rmSync(shapes, { recursive: true, force: true });
  files.set('schema/generated/types.ts', types);
  files.set('docs/blocks.md', blocksMarkdown(withBlockUnion(schemas), exampleText));
  files.set(CMS_CONFIG, cmsConfigText(root, schemas));
  return files;
}

/** Writes the generated files (or, with check, lists the stale ones); returns the stale or written files. */
export async function generate({ check = false } = {}): Promise<string[]> {
  const stale: string[] = [];
  const unionFile = path.join(projectRoot, BLOCK_UNION_FILE);
  const union = blockUnionText(readSchemaFiles(projectRoot));
  if (!check) {
    mkdirSync(path.dirname(unionFile), { recursive: true });
    if (!existsSync(unionFile) || readFileSync(unionFile, 'utf8') !== union) writeFileSync(unionFile, union);
  }
  for (const [file, content] of await generatedFiles(projectRoot)) {
    const target = path.join(projectRoot, file);
    const current = existsSync(target) ? readFileSync(target, 'utf8') : undefined;
    if (current === content) continue;
    stale.push(file);
    if (!check) {
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, content);
    }
  }
  // Not checked: it follows site/business.yaml, which the editor changes (scripts/build/function-facts.ts).
  if (!check && writeFunctionFacts(projectRoot)) stale.push(FUNCTION_FACTS);
  return stale;
}

if (process.argv[1] === import.meta.filename) {
  const check = process.argv.includes('--check');
  const changed = await generate({ check });
  if (check && changed.length) {
    console.error(`Generated files are stale: ${changed.join(', ')}\nRun \`npm run generate\` and commit the result.`);
    process.exit(1);
  }
  if (check) console.log('generated files are up to date');
  else console.log(changed.length ? `wrote ${changed.join(', ')}` : 'generated files were already up to date');
}
