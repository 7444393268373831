// Every block type's example.yaml, checked as the one block of a page by the same chain as every page: what the block
// gallery, docs/blocks.md and the block tests show.
import type { Block } from '../../schema/generated/types';
import { readPage, type Site } from './load-site';
import { withPictures, type PictureFiles } from './pictures';
import { formatProblem } from './problems';
import { resolvePage } from './resolve-blocks';
import { schemaLine } from './schema-line';
import type { Validators } from './schemas';

/** The development server's block gallery; not a route, so never built or listed in the sitemap. */
export const GALLERY_PATH = '/_blocks';

/** Where a block type's example is. */
export const exampleFile = (type: string) => `renderer/blocks/${type}/example.yaml`;

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

/**
 * The example as the one block of a page: the page's schema line, `blocks:`, then the example's lines, so each of
 * them keeps its line number (the example's own first line is its schema line) and moves four columns right.
 */
const asPage = (file: string, text: string) => `${schemaLine(file)}\nblocks:\n${asListItem(exampleYaml(text))}`;

/** The example checked and resolved as a page of `site` would be: its facts, people, articles and pictures are the site's. */
export function blockExample(type: string, description: string, text: string, validators: Validators, site: Site, pictures?: PictureFiles): BlockExample {
  const file = exampleFile(type);
  const example = { type, description, yaml: exampleYaml(text) };
  validators.useFacts(site.business);
  const { content, problems } = readPage(file, asPage(file, text), validators, site.business);
  if (!content || problems.length) {
    const inExample = problems.map((problem) => ({ ...problem, line: problem.line - 1, col: Math.max(1, problem.col - 4), field: problem.field.replace(/^blocks\.0\.?/, '') }));
    return { ...example, problems: inExample.map(formatProblem) };
  }
  return { ...example, block: resolvePage(pictures ? withPictures(content, pictures) : content, site.business, site.articles).blocks[0], problems: [] };
}
