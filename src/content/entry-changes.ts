// What changed between two versions of a content file, in the words the editor's form uses ("Block 4 (FAQ),
// question 2 (Is it safe?), Answer: changed"): the history of an entry says this of each earlier version.
import { parse } from 'yaml';
import { schemaOf } from './content-files';
import { placeInWords } from './field-words';
import type { Segment } from './problems';
import type { SchemaFiles } from './schemas';

/** What happened to one field or list item. */
export type ChangeKind = 'changed' | 'added' | 'removed' | 'moved';

export interface EntryChange {
  /** Where, in the form's words: "Block 4 (FAQ), question 2 (Is it safe?), Answer". */
  place: string;
  kind: ChangeKind;
  /** For a short text: what it said before and after. */
  from?: string;
  to?: string;
}

/** A text short enough to quote in a change's line. */
const QUOTED_TEXT = 60;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The values of a YAML text, or undefined when it cannot be read (a version saved with a syntax error). */
function valuesOf(text: string | undefined): { values: unknown } | undefined {
  if (text === undefined) return undefined;
  try {
    return { values: parse(text) };
  } catch {
    return undefined;
  }
}

/**
 * Which items of `before` and `after` stay the same (the longest common run, by content): the others were added,
 * removed or changed, so one question inserted at the top is one addition, not every question changed.
 */
function commonItems(before: unknown[], after: unknown[]): Array<[number, number]> {
  const a = before.map((item) => JSON.stringify(item));
  const b = after.map((item) => JSON.stringify(item));
  const lengths = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) for (let j = b.length - 1; j >= 0; j--) lengths[i]![j] = a[i] === b[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  const pairs: Array<[number, number]> = [];
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] === b[j]) pairs.push([i++, j++]);
    else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i++;
    else j++;
  }
  return pairs;
}

interface Found {
  at: Segment[];
  kind: ChangeKind;
  /** Which version names the place (an item's number and words): the later one, or the earlier for what was removed. */
  in: 'before' | 'after';
  from?: unknown;
  to?: unknown;
}

function compare(before: unknown, after: unknown, at: Segment[], found: Found[]) {
  if (same(before, after)) return;
  if (Array.isArray(before) && Array.isArray(after)) return compareLists(before, after, at, found);
  if (isRecord(before) && isRecord(after) && before.type === after.type) {
    for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (!(key in before)) found.push({ at: [...at, key], kind: 'added', in: 'after', to: after[key] });
      else if (!(key in after)) found.push({ at: [...at, key], kind: 'removed', in: 'before', from: before[key] });
      else compare(before[key], after[key], [...at, key], found);
    }
    return;
  }
  found.push({ at, kind: 'changed', in: 'after', from: before, to: after });
}

function compareLists(before: unknown[], after: unknown[], at: Segment[], found: Found[]) {
  const kept = commonItems(before, after);
  const keptBefore = new Set(kept.map(([i]) => i));
  const keptAfter = new Set(kept.map(([, j]) => j));
  const gone = before.flatMap((item, i) => (keptBefore.has(i) ? [] : [{ item, i }]));
  const fresh = after.flatMap((item, j) => (keptAfter.has(j) ? [] : [{ item, j }]));
  // An item that left one place and arrived unchanged at another was moved.
  for (const arrival of [...fresh]) {
    const departure = gone.find((entry) => same(entry.item, arrival.item));
    if (!departure) continue;
    gone.splice(gone.indexOf(departure), 1);
    fresh.splice(fresh.indexOf(arrival), 1);
    found.push({ at: [...at, arrival.j], kind: 'moved', in: 'after', from: departure.i + 1, to: arrival.j + 1 });
  }
  // What is left pairs up in order: an item edited in place; the rest were added or removed.
  const pairs = Math.min(gone.length, fresh.length);
  for (let n = 0; n < pairs; n++) compare(gone[n]!.item, fresh[n]!.item, [...at, fresh[n]!.j], found);
  for (const { j, item } of fresh.slice(pairs)) found.push({ at: [...at, j], kind: 'added', in: 'after', to: item });
  for (const { i, item } of gone.slice(pairs)) found.push({ at: [...at, i], kind: 'removed', in: 'before', from: item });
}

const quotable = (value: unknown): value is string | number | boolean => (typeof value === 'string' && value.length <= QUOTED_TEXT && !value.includes('\n')) || typeof value === 'number' || typeof value === 'boolean';

const valueAt = (values: unknown, segments: Segment[]) => segments.reduce<unknown>((value, segment) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[segment] : undefined), values);

/**
 * The changes from `before` to `after` (texts of the content file `file`; undefined when it did not exist), each named
 * as the form names the field. Two texts with the same values (a comment or spacing changed) give none.
 */
export function entryChanges(schemas: SchemaFiles, file: string, before: string | undefined, after: string | undefined): EntryChange[] {
  const old = valuesOf(before);
  const now = valuesOf(after);
  if (!old || !now) return [{ place: '', kind: before === undefined ? 'added' : after === undefined ? 'removed' : 'changed' }];
  const found: Found[] = [];
  compare(old.values, now.values, [], found);
  return found.map((change) => {
    const values = change.in === 'before' ? old.values : now.values;
    const words = placeInWords(schemas, schemaOf(file), change.at, (segments) => valueAt(values, segments)).join(', ');
    const place = words.charAt(0).toUpperCase() + words.slice(1);
    const quoted = change.kind === 'moved' || (change.kind === 'changed' && quotable(change.from) && quotable(change.to));
    return { place, kind: change.kind, ...(quoted && { from: String(change.from), to: String(change.to) }) };
  });
}

/** One change as a line of the history: "Block 4 (FAQ), question 2 (Is it safe?), Answer: changed". */
export function changeInWords(change: EntryChange): string {
  const what =
    change.kind === 'moved'
      ? `moved from position ${change.from} to ${change.to}`
      : change.kind === 'changed' && change.from !== undefined
        ? `changed from "${change.from}" to "${change.to}"`
        : change.kind;
  if (change.place) return `${change.place}: ${what}`;
  return { added: 'The first version', removed: 'Removed', changed: 'Changed (a version that is not valid YAML, so where is not known)', moved: 'Moved' }[change.kind];
}
