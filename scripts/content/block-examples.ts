// Every block type's example.yaml, validated and with facts resolved: what the block gallery and docs/blocks.md show.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { ArticleSummary, Block, BusinessFacts } from '../../schema/generated/types';
import { resolveFacts, type FactProblem } from './facts';
import { blocksDir, blockTypes, type Validators } from './schemas';

/** The development server's block gallery; not a route, so never built or listed in the sitemap. */
export const GALLERY_PATH = '/_blocks';

export interface BlockExample {
  type: string;
  /** What the block is, from its schema's description. */
  description: string;
  /** The example as an editor copies it: the YAML without its schema line. */
  yaml: string;
  /** The example ready to render, or undefined with the reasons it is not. */
  block?: Block;
  problems: string[];
}

/** The example file's text as an editor would paste it into a page's blocks: list. */
export const exampleYaml = (text: string) => text.replace(/^# yaml-language-server:.*\n/, '').trimEnd() + '\n';

/** An example's YAML as one item of a page's `blocks:` list. */
export const asListItem = (yaml: string) =>
  yaml
    .trimEnd()
    .split('\n')
    .map((line, index) => (index === 0 ? `  - ${line}` : line ? `    ${line}` : ''))
    .join('\n') + '\n';

export function blockExample(root: string, type: string, validators: Validators, business: BusinessFacts, articles: ArticleSummary[] = []): BlockExample {
  const folder = path.join(blocksDir(root), type);
  const schema = JSON.parse(readFileSync(path.join(folder, 'schema.json'), 'utf8')) as { description?: string };
  const text = readFileSync(path.join(folder, 'example.yaml'), 'utf8');
  const example = { type, description: schema.description ?? '', yaml: exampleYaml(text), problems: [] as string[] };
  const data: unknown = parse(text);
  const validate = validators.block(type);
  if (!validate) return { ...example, problems: [`no schema compiled for ${type}`] };
  if (!validate(data)) return { ...example, problems: (validate.errors ?? []).map((error) => `${error.instancePath || '(block)'} ${error.message ?? ''}`) };
  const factProblems: FactProblem[] = [];
  const resolved = resolveFacts(data as Block, business, factProblems);
  if (factProblems.length) return { ...example, problems: factProblems.map((problem) => problem.message) };
  // The article list is filled by the build; the gallery shows it with the site's real articles.
  const block = resolved.type === 'article-list' ? { ...resolved, articles } : resolved;
  return { ...example, block };
}

/** One example per block folder, in alphabetical order: a new folder shows up with no further edit. */
export const blockExamples = (root: string, validators: Validators, business: BusinessFacts, articles: ArticleSummary[] = []) =>
  blockTypes(root).map((type) => blockExample(root, type, validators, business, articles));
