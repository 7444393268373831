// `npm run new-block -- pricing-table "Pricing table"` (`--interactive` for a block that hydrates at once): the block's
// folder from templates, its registry line and every generated file, all worked out and checked before anything is
// written: nothing changes when the schema would not compile, the example would not validate or the types would clash.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { blockExample, exampleFile } from '../src/content/block-examples';
import { loadSite } from '../src/content/load-site';
import { blockRequestProblems, itemName, newBlockFiles, withRegistryLine, type BlockRequest } from '../src/content/new-block';
import { formatReport } from '../src/content/problems';
import { blockFolder, blockInterfaceName, blockSchemaFile, blockTypes, createValidators, type SchemaNode } from '../src/content/schemas';
import { projectRoot, readContentTexts, readSchemaFiles, readStaticFiles } from './build/content-files';
import { generatedFiles } from './generate';

const REGISTRY = 'renderer/registry.ts';

type Refusal = { ok: false; errors: string[] };

export type NewBlockResult = { ok: true; written: string[] } | Refusal;

/** Every file the new block writes or changes, by its path from `root`; or why it cannot be made. */
async function plannedFiles(request: BlockRequest, root: string): Promise<Refusal | { ok: true; files: Map<string, string> }> {
  const schemas = readSchemaFiles(root);
  const folders = readdirSync(path.join(root, 'renderer/blocks'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
  const labels = new Map(blockTypes(schemas).map((type) => [type, schemas.get(blockSchemaFile(type))!.label ?? type]));
  const errors = blockRequestProblems(request, { folders, labels });
  if (errors.length) return { ok: false, errors };

  const files = newBlockFiles(request);
  let registry: string;
  try {
    registry = withRegistryLine(readFileSync(path.join(root, REGISTRY), 'utf8'), request);
  } catch (error) {
    return { ok: false, errors: [`${(error as Error).message}, so nothing was written`] };
  }
  const withBlock = new Map(schemas).set(blockSchemaFile(request.type), JSON.parse(files.get(blockSchemaFile(request.type))!) as SchemaNode);
  // The example checked as the one block of a page of this site, by the chain every page goes through.
  const validators = createValidators(withBlock);
  const { site, problems } = loadSite(readContentTexts(root), validators, readStaticFiles(root));
  if (!site) return { ok: false, errors: ['the site does not validate now, so the new block\'s example cannot be checked: run `npm run validate` and fix what it reports first', formatReport(problems)] };
  const example = blockExample(request.type, '', files.get(exampleFile(request.type))!, validators, site);
  if (example.problems.length) return { ok: false, errors: ['the new block\'s example would not validate, so nothing was written:', ...example.problems] };

  const generated = await generatedFiles(root, withBlock, (type) => files.get(exampleFile(type)) ?? readFileSync(path.join(root, exampleFile(type)), 'utf8'));
  const types = generated.get('schema/generated/types.ts')!;
  const clashing = [blockInterfaceName(request.type), itemName(request.type)].filter((name) => !types.includes(`export interface ${name} {`));
  if (clashing.length) return { ok: false, errors: [`${clashing.join(' and ')} would be the name of another schema's type too: choose another block type, so nothing was written`] };

  const changed = [...generated].filter(([file, text]) => !existsSync(path.join(root, file)) || readFileSync(path.join(root, file), 'utf8') !== text);
  return { ok: true, files: new Map([...files, [REGISTRY, registry], ...changed]) };
}

export async function newBlock(request: BlockRequest, root = projectRoot): Promise<NewBlockResult> {
  const planned = await plannedFiles(request, root);
  if (!planned.ok) return planned;
  for (const [file, text] of planned.files) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return { ok: true, written: [...planned.files.keys()] };
}

const USAGE = 'npm run new-block -- pricing-table "Pricing table"   (add --interactive for a block with its own state)';

if (process.argv[1] === import.meta.filename) {
  const args = process.argv.slice(2);
  const interactive = args.includes('--interactive');
  const [type, title, ...extra] = args.filter((arg) => arg !== '--interactive');
  if (!type || !title || extra.length) {
    console.error(`Give the block's type (lower-case words joined by hyphens) and its title as editors will see it, in "quotes":\n  ${USAGE}`);
    process.exit(1);
  }
  const result = await newBlock({ type, title, interactive });
  if (!result.ok) {
    console.error(result.errors.map((error, index) => (index === 0 || !error.includes('\n') ? `error: ${error}` : error)).join('\n'));
    process.exit(1);
  }
  console.log(`created the ${type} block:\n${result.written.map((file) => `  ${file}`).join('\n')}`);
  console.log(
    [
      '',
      'Next (docs/blocks-guide.md explains each step):',
      `  1. Shape ${blockFolder(type)}/schema.json: its description, the fields (a description on each), then npm run generate.`,
      `  2. Draw the block in its component and write a realistic ${exampleFile(type)}.`,
      `  3. npm run dev, then open http://localhost:5173/_blocks#block-${type} to see it.`,
    ].join('\n'),
  );
}
