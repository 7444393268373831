// Turns parser and schema errors into messages an editor can act on: file, line, column, field, fix.
import type { ErrorObject } from 'ajv';
import { closest, distance } from 'fastest-levenshtein';
import { isMap, isNode, isPair, isScalar, type Document, type LineCounter, type Node } from 'yaml';
import { wordsOf } from './field-words';
import { blockFolder } from './schemas';

export interface Problem {
  file: string;
  line: number;
  col: number;
  /** Dotted path to the field, e.g. blocks.2.items.0.title; empty for the whole file. */
  field: string;
  /** Where the field is, in the editor's words (Home page, block 2 (Call to action), button 2, Link); set by loadSite. */
  place?: string;
  message: string;
  hint?: string;
}

/** A parsed YAML file with what is needed to point at any of its fields. */
export interface SourceFile {
  file: string;
  /** The file's values as parsed; validation fills in schema defaults and renders Markdown in them. */
  values: unknown;
  /** Every node with its offsets, for pointing at a field; made on first use (see yaml-source.ts). */
  doc: Document.Parsed;
  lines: LineCounter;
}

export type Segment = string | number;

/** A problem a site-wide check finds, placed in its file at its field (the loader adds line and column). */
export interface SiteProblem {
  file: string;
  segments: Segment[];
  message: string;
  hint?: string;
}

const pointerToPath = (pointer: string): Segment[] =>
  pointer
    .split('/')
    .slice(1)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));

const fieldName = (segments: Segment[]) => segments.join('.');

/** Where a field is in its file; for a field that is not there, where its parent is; for a key, the key itself. */
function locate(source: SourceFile, segments: Segment[], key?: string): { line: number; col: number } {
  let node: unknown = undefined;
  for (let depth = segments.length; depth >= 0 && node === undefined; depth--) {
    const found = source.doc.getIn(segments.slice(0, depth), true);
    if (isNode(found)) node = found;
  }
  if (node === undefined) node = source.doc.contents;
  if (key !== undefined && isMap(node)) {
    const pair = node.items.find((item) => isPair(item) && isScalar(item.key) && item.key.value === key);
    if (pair && isNode(pair.key)) node = pair.key;
  }
  const offset = (node as Node | null)?.range?.[0] ?? 0;
  const { line, col } = source.lines.linePos(offset);
  return { line, col };
}

export function problemAt(source: SourceFile, segments: Segment[], message: string, hint?: string, key?: string): Problem {
  const at = locate(source, segments, key);
  return { file: source.file, ...at, field: fieldName(key ? [...segments, key] : segments), message, hint };
}

/** The option a value is probably a misspelling of; none when even the closest differs in too many letters. */
const likelyMeant = (value: string, options: readonly string[]): string | undefined => {
  const best = options.length ? closest(value, options as string[]) : undefined;
  return best !== undefined && distance(value, best) <= Math.max(2, Math.floor(value.length / 3)) ? best : undefined;
};

const suggestion = (value: string, options: readonly string[]) => {
  const best = likelyMeant(value, options);
  return best ? `did you mean '${best}'? ` : '';
};

 /** How an editor names an entry of each collection in site/business.yaml. */
const factNouns: Record<string, string> = { phones: 'phone', emails: 'e-mail address', hours: 'opening hours', contacts: 'contact person', ratings: 'rating' };

/** What an editor calls the thing a schema describes: its label (a block's with "block": Call to action block), else its title in words (FaqItem -> 'faq item'). */
function nounOf(schema: unknown): string | undefined {
  const { title, label } = (schema ?? {}) as { title?: unknown; label?: unknown };
  const isBlock = typeof title === 'string' && title.endsWith('Block');
  if (typeof label === 'string' && label) return isBlock ? `${label} block` : label.toLowerCase();
  return typeof title === 'string' && title ? title.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase() : undefined;
}

/** How a message names the owner of a field: 'of a faq item', or 'here' for an untitled schema. */
function ownerOf(schema: unknown): string {
  const noun = nounOf(schema);
  return noun ? `of ${/^[aeiou]/.test(noun) ? 'an' : 'a'} ${noun}` : 'here';
}

/** Missing fields that are explained by a misspelt field beside them ('qestion' for 'question'), by the object's path. */
function misspelt(errors: ErrorObject[]): Set<string> {
  const explained = new Set<string>();
  for (const error of errors) {
    if (error.keyword !== 'additionalProperties') continue;
    const allowed = Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {});
    const extra = String((error.params as { additionalProperty?: unknown }).additionalProperty);
    const meant = likelyMeant(extra, allowed);
    if (meant) explained.add(`${error.instancePath}#${meant}`);
  }
  return explained;
}

const listOf = (values: readonly unknown[]) => values.map(String).join(', ');

/** One editor-facing problem per schema error, in file order, without the echoes ajv reports for the same mistake. */
export function schemaProblems(source: SourceFile, errors: ErrorObject[], prefix: Segment[] = []): Problem[] {
  const unknownBlocks = new Set(errors.filter((e) => e.keyword === 'discriminator').map((e) => e.instancePath));
  const typos = misspelt(errors);
  const problems: Problem[] = [];
  for (const error of errors) {
    if (error.keyword === 'enum' && unknownBlocks.has(error.instancePath.replace(/\/type$/, ''))) continue;
    if (error.keyword === 'if') continue;
    const segments = [...prefix, ...pointerToPath(error.instancePath)];
    const value = source.doc.getIn(segments);
    const describe = (error.parentSchema as { description?: string } | undefined)?.description;
    const params = error.params as Record<string, unknown>;
    switch (error.keyword) {
      case 'required': {
        const missing = String(params.missingProperty);
        // The misspelt field's own message already says which name was meant.
        if (typos.has(`${error.instancePath}#${missing}`)) break;
        const noun = segments.length ? (nounOf(error.parentSchema) ?? 'item') : 'file';
        const property = (error.parentSchema as { properties?: Record<string, { label?: string }> } | undefined)?.properties?.[missing];
        problems.push(problemAt(source, segments, `${property?.label ?? wordsOf(missing)} must be filled in`, `add ${missing}: to this ${noun}`));
        break;
      }
      case 'additionalProperties': {
        const extra = String(params.additionalProperty);
        const allowed = Object.keys((error.parentSchema as { properties?: object } | undefined)?.properties ?? {});
        // Inside { }, an unquoted comma cuts a text in two and the rest reads as a field name.
        const hint = /\s/.test(extra)
          ? 'this looks like the rest of a text cut at a comma: put the whole text in "quotes"'
          : `${suggestion(extra, allowed)}allowed fields: ${listOf(allowed)}`;
        problems.push(problemAt(source, segments, `'${extra}' is not a field ${ownerOf(error.parentSchema)}`, hint, extra));
        break;
      }
      case 'discriminator': {
        const tag = String(params.tagValue);
        const known = ((error.parentSchema as { properties?: { type?: { enum?: string[] } } })?.properties?.type?.enum) ?? [];
        // Not a near miss of a type: a block type removed or renamed since the page placed it.
        if (likelyMeant(tag, known)) problems.push(problemAt(source, [...segments, 'type'], `unknown block type '${tag}'`, `${suggestion(tag, known)}block types: ${listOf(known)}`));
        else problems.push(problemAt(source, [...segments, 'type'], `the block type '${tag}' no longer exists (there is no ${blockFolder(tag)}/)`, `remove this block, or restore ${blockFolder(tag)}/; block types now: ${listOf(known)}`));
        break;
      }
      case 'enum': {
        const allowed = (params.allowedValues as unknown[]).map(String);
        problems.push(problemAt(source, segments, `'${String(value)}' is not one of the allowed values`, `${suggestion(String(value), allowed)}allowed: ${listOf(allowed)}`));
        break;
      }
      case 'markdown':
        problems.push(problemAt(source, segments, error.message ?? 'is not Markdown the site shows', 'write it in Markdown: [words](/page) for a link, **words** for bold; a picture goes in a picture field'));
        break;
      case 'link':
        problems.push(problemAt(source, segments, `'${String(value)}' ${error.message ?? 'is not a link the site takes'}`, params.reach === 'web' ? 'write a page of this site (/contact, /#roi), an anchor of this page (#process), or another site\'s full address starting with https://' : 'write a page of this site, such as /contact'));
        break;
      case 'factRef': {
        const known = (params.known as string[]) ?? [];
        const collection = String(params.collection);
        const noun = factNouns[collection] ?? `${collection} entry`;
        problems.push(problemAt(source, segments, `no ${noun} named '${String(value)}' in site/business.yaml`, `${suggestion(String(value), known)}known: ${listOf(known)}`));
        break;
      }
      case 'filledBySite': {
        const name = String(segments.at(-1) ?? '');
        problems.push(problemAt(source, segments, `'${name}' is filled in by the site (${String((error.parentSchema as { filledBySite?: string }).filledBySite)})`, `remove ${name}: from this block`));
        break;
      }
      case 'exactlyOne': {
        // The fields by the labels the form shows them with; the keys follow in the hint for those who write YAML.
        const keys = error.schema as string[];
        const properties = (error.parentSchema as { properties?: Record<string, { label?: string; $ref?: string }> } | undefined)?.properties ?? {};
        const labels = keys.map((key) => properties[key]?.label ?? wordsOf(key));
        problems.push(problemAt(source, segments, `give exactly one of: ${labels.join(', ')}`, `${keys.join(', ')}: one of them. ${describe ?? ''}`.trim()));
        break;
      }
      case 'const':
        problems.push(problemAt(source, segments, `must be '${String(params.allowedValue)}'`));
        break;
      case 'type':
        if (params.type === 'array') problems.push(problemAt(source, segments, 'must be a list', `put each item on its own line under this field, starting with "- "${describe ? `. ${describe}` : ''}`));
        else problems.push(problemAt(source, segments, `must be ${params.type === 'object' ? 'a group of fields' : `a ${String(params.type)}`}`, describe));
        break;
      case 'minLength':
        problems.push(problemAt(source, segments, `is too short: at least ${String(params.limit)} characters`, describe));
        break;
      case 'maxLength':
        problems.push(problemAt(source, segments, `is too long: ${String(value).length} characters, at most ${String(params.limit)}`, describe));
        break;
      case 'minItems':
        problems.push(problemAt(source, segments, `needs at least ${String(params.limit)} item(s)`, describe));
        break;
      case 'maxItems':
        problems.push(problemAt(source, segments, `has too many items: at most ${String(params.limit)}`, describe));
        break;
      case 'pattern':
      case 'format':
        problems.push(problemAt(source, segments, `'${String(value)}' is not in the expected form`, describe));
        break;
      default:
        problems.push(problemAt(source, segments, error.message ?? 'is not valid', describe));
    }
  }
  return problems;
}

/** Where a problem is, in words; the field's path only where no schema could name it (a block example read alone). */
const placeOf = (problem: Problem) => problem.place ?? problem.field;

/** A problem as the editor shows it: where it is in the form's words, what is wrong, and the fix; no file or line. */
export const problemInWords = (problem: Problem) => `${problem.place ? `${problem.place}: ` : ''}${problem.message}${problem.hint ? ` (${problem.hint})` : ''}`;

export function formatProblem(problem: Problem): string {
  const where = `${problem.file}:${problem.line}:${problem.col}`;
  const head = `${where}  ${placeOf(problem) || '(file)'}  ${problem.message}`;
  return problem.hint ? `${head}\n    hint: ${problem.hint}` : head;
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

type Labelled = Problem & { label: 'error' | 'warning' };

function groupByFile(entries: Labelled[]): Map<string, Labelled[]> {
  const groups = new Map<string, Labelled[]>();
  for (const entry of entries) groups.set(entry.file, [...(groups.get(entry.file) ?? []), entry]);
  return groups;
}

// file:line:col first, so terminals and VS Code make each line a link to the spot.
const formatEntry = (entry: Labelled) => {
  const place = placeOf(entry);
  const head = `  ${entry.file}:${entry.line}:${entry.col}  ${entry.label}${place ? ` in ${place}` : ''}: ${entry.message}`;
  return entry.hint ? `${head}\n      how to fix: ${entry.hint}` : head;
};

/** The report an editor reads: problems then warnings, grouped by file with a count each, and a closing summary. */
export function formatReport(problems: Problem[], warnings: Problem[] = []): string {
  const labelled: Labelled[] = [...problems.map((p) => ({ ...p, label: 'error' as const })), ...warnings.map((p) => ({ ...p, label: 'warning' as const }))];
  const sections = [...groupByFile(labelled)].map(([file, entries]) => {
    const errors = entries.filter((entry) => entry.label === 'error').length;
    const counts = [errors ? plural(errors, 'error') : '', entries.length > errors ? plural(entries.length - errors, 'warning') : ''].filter(Boolean).join(', ');
    return `${file} (${counts})\n${entries.map(formatEntry).join('\n')}`;
  });
  const files = new Set(problems.map((problem) => problem.file)).size;
  const summary = problems.length
    ? `${plural(problems.length, 'error')} in ${plural(files, 'file')}${warnings.length ? ` and ${plural(warnings.length, 'warning')}` : ''}: the site will not build until the errors are fixed.`
    : warnings.length
      ? `No errors; ${plural(warnings.length, 'warning')} (the site still builds).`
      : 'No errors.';
  return [...sections, summary].join('\n\n');
}

// GitHub Actions reads these workflow commands from the log and pins each message to its line in the diff.
const escapeData = (text: string) => text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');

/**
 * One `::error file=…,line=…,col=…,title=field::message` line per problem (`::warning` for warnings), for CI logs; the
 * title is the field's path, by which the live editor shows a failed check at its field (src/editor/checked-publish.ts).
 */
export function githubAnnotations(problems: Problem[], warnings: Problem[] = []): string[] {
  const line = (level: 'error' | 'warning', problem: Problem) => {
    const text = `${placeOf(problem) ? `${placeOf(problem)}: ` : ''}${problem.message}${problem.hint ? ` (how to fix: ${problem.hint})` : ''}`;
    const title = problem.field ? `,title=${escapeProperty(problem.field)}` : '';
    return `::${level} file=${escapeProperty(problem.file)},line=${problem.line},col=${problem.col}${title}::${escapeData(text)}`;
  };
  return [...problems.map((problem) => line('error', problem)), ...warnings.map((problem) => line('warning', problem))];
}
