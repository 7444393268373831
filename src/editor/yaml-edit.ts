// Saves an edited value back into the YAML text it was read from, touching only the text of what changed:
// comments, the schema line, quoting, flow maps and folded text elsewhere in the file stay byte for byte.
import { schemaLine } from '../content/schema-line';
import { fastValues } from '../content/yaml-source';
import { isMap, isPair, isScalar, isSeq, parseDocument, stringify, type Node, type Pair, type Scalar, type YAMLMap, type YAMLSeq } from 'yaml';

type Value = unknown;

interface Splice {
  start: number;
  end: number;
  text: string;
}

/** The file's values, as the editor receives them: by the content model's fast parser (Decap reads every page of a folder to list it), by `yaml` where it refuses. */
export const readYaml = (text: string): Record<string, unknown> => ((fastValues(text)?.values ?? parseDocument(text).toJS()) as Record<string, unknown> | null) ?? {};

const isPlainObject = (value: Value): value is Record<string, Value> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The editor writes an emptied optional field as '', null or []; none of them means "write this key". */
const isEmpty = (value: Value) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0) || (isPlainObject(value) && Object.values(value).every(isEmpty));

function same(a: Value, b: Value): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => same(item, b[index]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => (isEmpty(a[key]) && isEmpty(b[key])) || same(a[key], b[key]));
  }
  return false;
}

/** The value with the keys the editor left empty dropped, so an untouched optional field is not written. */
function pruned(value: Value): Value {
  if (Array.isArray(value)) return value.map(pruned);
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([, item]) => !isEmpty(item)).map(([key, item]) => [key, pruned(item)]));
}

const lineStart = (text: string, offset: number) => text.lastIndexOf('\n', offset - 1) + 1;
const lineEnd = (text: string, offset: number) => {
  const end = text.indexOf('\n', offset);
  return end < 0 ? text.length : end + 1;
};
const column = (text: string, offset: number) => offset - lineStart(text, offset);

/** YAML text of a value, each line after the first indented by `indent` spaces. */
function block(value: Value, indent: number): string {
  const text = stringify(value, { lineWidth: 0 }).replace(/\n$/, '');
  return text.split('\n').map((line, index) => (index === 0 || !line ? line : ' '.repeat(indent) + line)).join('\n');
}

/** A scalar written the way the old one was (plain, quoted, folded), where its new value allows. */
function scalarText(node: Scalar | undefined, value: Value, indent: number): string {
  if (typeof value !== 'string') return block(value, indent);
  const type = node?.type;
  if (!value.includes('\n') && (type === 'BLOCK_FOLDED' || type === 'BLOCK_LITERAL')) return `${type === 'BLOCK_FOLDED' ? '>' : '|'}-\n${' '.repeat(indent)}${value}`;
  if (value.includes('\n')) return `|${value.endsWith('\n') ? '' : '-'}\n${value.replace(/\n$/, '').split('\n').map((line) => (line ? ' '.repeat(indent) + line : '')).join('\n')}`;
  if (type === 'QUOTE_SINGLE') return `'${value.replace(/'/g, "''")}'`;
  if (type === 'QUOTE_DOUBLE') return JSON.stringify(value);
  // yaml writes it plain when it reads back as itself, quoted otherwise (a colon, a leading dash, "true", a number...).
  return stringify(value, { lineWidth: 0 }).replace(/\n$/, '');
}

function rangeOf(node: Node): [number, number] {
  const range = node.range;
  if (!range) throw new Error('a YAML node without a source position');
  return [range[0], range[1]];
}

/** A scalar's own text: a block scalar's range takes in the line breaks after it, which belong to what follows. */
function scalarRange(text: string, node: Scalar): [number, number] {
  const [start, end] = rangeOf(node);
  let stop = end;
  while (stop > start && text[stop - 1] === '\n') stop--;
  return [start, stop];
}

/** Where a pair's text ends: its value's last character, without the line breaks a block scalar's range takes in. */
function scalarEnd(text: string, pair: Pair<Scalar, Node | null>): number {
  let end = rangeOf(pair.value ?? pair.key)[1];
  while (end > 0 && /\s/.test(text[end - 1]!)) end--;
  return end;
}

/** Whole lines from the line of `start` to the end of the line holding `end - 1`. */
const wholeLines = (text: string, start: number, end: number): [number, number] => [lineStart(text, start), lineEnd(text, Math.max(start, end - 1))];

/** The text of a flow collection ({ label: X, href: Y } or [Service, FAQPage]) written again on its line. */
const flowText = (value: Value) => stringify(value, { lineWidth: 0, collectionStyle: 'flow' }).replace(/\n$/, '');

function diffMap(text: string, node: YAMLMap, before: Record<string, Value>, after: Record<string, Value>, splices: Splice[]) {
  if (node.flow) return replaceNode(text, node, after, splices);
  const pairs = node.items.filter(isPair) as Pair<Scalar, Node | null>[];
  const keyOf = (pair: Pair<Scalar, Node | null>) => String(pair.key.value);
  const isRemoved = (pair: Pair<Scalar, Node | null>) => isEmpty(after[keyOf(pair)]) && !isEmpty(before[keyOf(pair)]);
  /** The removed pairs taken out with the first, which shares its line with the list item's dash (`- question: …`). */
  const removedWithFirst = new Set<Pair<Scalar, Node | null>>();
  const first = pairs[0];
  if (first && isRemoved(first) && /^\s*- $/.test(text.slice(lineStart(text, rangeOf(first.key)[0]), rangeOf(first.key)[0]))) {
    const kept = pairs.find((pair) => !isRemoved(pair));
    const end = kept ? rangeOf(kept.key)[0] : scalarEnd(text, pairs.at(-1)!);
    for (const pair of pairs) if (!kept || pairs.indexOf(pair) < pairs.indexOf(kept)) removedWithFirst.add(pair);
    // The next kept field moves up beside the dash; with none, the item stays as an empty one.
    splices.push({ start: rangeOf(first.key)[0], end, text: kept ? '' : '{}' });
  }
  for (const pair of pairs) {
    const key = keyOf(pair);
    const value = after[key];
    if (removedWithFirst.has(pair)) continue;
    if (isRemoved(pair)) {
      const end = pair.value ? rangeOf(pair.value)[1] : rangeOf(pair.key)[1];
      const [start, stop] = wholeLines(text, rangeOf(pair.key)[0], end);
      splices.push({ start, end: stop, text: '' });
    } else if (!same(before[key], value)) {
      if (pair.value) diffNode(text, pair.value, before[key], value, column(text, rangeOf(pair.key)[0]) + 2, splices);
      else splices.push({ start: rangeOf(pair.key)[1], end: rangeOf(pair.key)[1], text: `: ${block(pruned(value), column(text, rangeOf(pair.key)[0]) + 2)}` });
    }
  }
  const added = Object.entries(after).filter(([key, value]) => !pairs.some((pair) => keyOf(pair) === key) && !isEmpty(value));
  if (!added.length) return;
  const last = pairs.at(-1);
  if (!last) return replaceNode(text, node, after, splices);
  const indent = column(text, rangeOf(last.key)[0]);
  const at = lineEnd(text, rangeOf(last.value ?? last.key)[1] - 1);
  const lines = added.map(([key, value]) => ' '.repeat(indent) + block({ [key]: pruned(value) }, indent)).join('\n');
  splices.push({ start: at, end: at, text: `${at > 0 && text[at - 1] !== '\n' ? '\n' : ''}${lines}\n` });
}

function diffSeq(text: string, node: YAMLSeq, before: Value[], after: Value[], splices: Splice[]) {
  if (node.flow || !node.items.length) return replaceNode(text, node, after, splices);
  const items = node.items as Node[];
  const order = before.length === after.length ? reordering(before, after) : undefined;
  if (order) return moveItems(text, items, order, splices);
  if (before.length === after.length) {
    items.forEach((item, index) => diffNode(text, item, before[index], after[index], column(text, rangeOf(item)[0]), splices));
    return;
  }
  // Unchanged items at either end stay; the ones in between are removed and the new ones written in their place.
  let head = 0;
  while (head < before.length && head < after.length && same(before[head], after[head])) head++;
  let tail = 0;
  while (tail < before.length - head && tail < after.length - head && same(before[before.length - 1 - tail], after[after.length - 1 - tail])) tail++;
  const dash = text.lastIndexOf('-', rangeOf(items[0]!)[0]);
  const dashColumn = column(text, dash);
  const removed = items.slice(head, items.length - tail);
  const inserted = after.slice(head, after.length - tail).map(pruned);
  const at = removed.length ? lineStart(text, rangeOf(removed[0]!)[0]) : head > 0 ? lineEnd(text, rangeOf(items[head - 1]!)[1] - 1) : lineStart(text, rangeOf(items[0]!)[0]);
  let stop = removed.length ? wholeLines(text, rangeOf(removed[0]!)[0], rangeOf(removed.at(-1)!)[1])[1] : at;
  // Items removed from between blank lines (the routes of pages.yaml) leave one blank line, not two.
  if (removed.length && !inserted.length && text[stop] === '\n' && at > 0 && text.slice(lineStart(text, at - 1), at) === '\n') stop += 1;
  // A new item is written as its neighbours are: a menu link among `- { label: …, href: … }` lines is one such line.
  const neighbour = items[head - 1] ?? items[items.length - tail] ?? items[0]!;
  const asNeighbour = (item: Value) => (isMap(neighbour) && neighbour.flow && isPlainObject(item) ? `- ${flowText(item)}` : block([item], dashColumn));
  const written = inserted.length ? inserted.map((item) => ' '.repeat(dashColumn) + asNeighbour(item)).join('\n') + '\n' : '';
  splices.push({ start: at, end: stop, text: written });
}

/** Where each item of `after` was in `before`, when `after` is `before` reordered and nothing else; else undefined. */
function reordering(before: Value[], after: Value[]): number[] | undefined {
  const used = new Set<number>();
  const order: number[] = [];
  for (const item of after) {
    const from = before.findIndex((candidate, index) => !used.has(index) && same(candidate, item));
    if (from < 0) return undefined;
    used.add(from);
    order.push(from);
  }
  return order.some((from, to) => from !== to) ? order : undefined;
}

/** An item's own text: its lines and the comment lines right above it (# 2. Trust), without the blank lines around. */
function itemSpan(text: string, item: Node): [number, number] {
  let start = lineStart(text, text.lastIndexOf('-', rangeOf(item)[0]));
  while (start > 0) {
    const above = lineStart(text, start - 1);
    if (!text.slice(above, start).trim().startsWith('#')) break;
    start = above;
  }
  let end = rangeOf(item)[1];
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  return [start, lineEnd(text, end - 1)];
}

/** The items written again in their new order, each with its text as it was, so a move changes only the moved lines. */
function moveItems(text: string, items: Node[], order: number[], splices: Splice[]) {
  const spans = items.map((item) => itemSpan(text, item));
  // What lies between items (blank lines) stays where it is; only the items change places.
  const between = spans.slice(1).map(([start], index) => text.slice(spans[index]![1], start));
  // An item that ends the file without a line break gets one when it moves up; the file's last byte stays as it was.
  const own = spans.map((span) => text.slice(...span).replace(/([^\n])$/, '$1\n'));
  const written = order.map((from, to) => own[from]! + (between[to] ?? '')).join('');
  const end = spans.at(-1)![1];
  splices.push({ start: spans[0]![0], end, text: text[end - 1] === '\n' ? written : written.replace(/\n$/, '') });
}

function replaceNode(text: string, node: Node, value: Value, splices: Splice[]) {
  const [start, end] = rangeOf(node);
  const flow = (isMap(node) || isSeq(node)) && node.flow;
  splices.push({ start, end, text: flow || isEmpty(value) ? flowText(pruned(value)) : scalarText(undefined, pruned(value), column(text, start)) });
}

function diffNode(text: string, node: Node, before: Value, after: Value, indent: number, splices: Splice[]) {
  if (same(before, after)) return;
  if (isMap(node) && isPlainObject(before) && isPlainObject(after)) return diffMap(text, node, before, after, splices);
  if (isSeq(node) && Array.isArray(before) && Array.isArray(after)) return diffSeq(text, node, before, after, splices);
  if (isScalar(node) && !isPlainObject(after) && !Array.isArray(after)) {
    const [start, end] = scalarRange(text, node);
    splices.push({ start, end, text: scalarText(node, after, indent) });
    return;
  }
  const [start, end] = rangeOf(node);
  // A value that changes kind (text to list): written anew below its key.
  splices.push({ start, end, text: `\n${' '.repeat(indent)}${block(pruned(after), indent)}` });
}

/** The last file parsed, as the preview asks again on every keystroke for the same file as read (nothing changes it). */
let lastParsed: { original: string; doc: ReturnType<typeof parseDocument>; before: Record<string, unknown> } | undefined;
const parsed = (original: string) => {
  if (lastParsed?.original !== original) {
    const doc = parseDocument(original);
    lastParsed = { original, doc, before: (doc.toJS() as Record<string, unknown> | null) ?? {} };
  }
  return lastParsed;
};

/** The YAML text of `after`, written into `original` with only the lines of changed values touched. */
export function updateYaml(original: string, after: Record<string, unknown>): string {
  const { doc, before } = parsed(original);
  if (same(before, after)) return original;
  if (!doc.contents || !isMap(doc.contents)) return stringify(pruned(after), { lineWidth: 0 });
  const splices: Splice[] = [];
  diffMap(original, doc.contents, before, after, splices);
  let text = original;
  for (const splice of splices.sort((a, b) => b.start - a.start)) text = text.slice(0, splice.start) + splice.text + text.slice(splice.end);
  return text;
}

/** A new file: its schema line, then the values. */
export const newYaml = (schemaLine: string, value: Record<string, unknown>) => `${schemaLine}\n${stringify(pruned(value), { lineWidth: 0 })}`;

/** What saving `data` to `file` writes: into the file's text as read (`raw`), or a new file with its schema line. */
export const savedText = (file: string, raw: string, data: Record<string, unknown>) => (raw ? updateYaml(raw, data) : newYaml(schemaLine(file), data));
