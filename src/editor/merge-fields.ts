// "Apply my changes again": a save refused because someone changed the page after it was opened is merged by field,
// the editor's changes (opened version → form) laid over the newer version, never a silent overwrite: a field both
// changed, or one in a list the newer version made longer or shorter, is named, not guessed.
import type { Segment } from '../content/problems';

type Value = unknown;

const isObject = (value: Value): value is Record<string, Value> => !!value && typeof value === 'object' && !Array.isArray(value);
const same = (a: Value, b: Value) => JSON.stringify(a) === JSON.stringify(b);

/** One field that differs between two versions: where it is, and its value in the later one (undefined: removed). */
export interface FieldChange {
  at: Segment[];
  value: Value;
}

/**
 * The fields that differ from `before` to `after`, as small as they go: an object's keys one by one, a list's items by
 * position while it keeps its length (a list that grew or shrank is one change of the whole list).
 */
export function changedFields(before: Value, after: Value, at: Segment[] = []): FieldChange[] {
  if (same(before, after)) return [];
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => changedFields(before[key], after[key], [...at, key]));
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) return before.flatMap((item, index) => changedFields(item, after[index], [...at, index]));
  return [{ at, value: after }];
}

/** The value at `at`, or undefined. */
const valueAt = (value: Value, at: readonly Segment[]): Value => at.reduce<Value>((inside, segment) => (inside && typeof inside === 'object' ? (inside as Record<string, Value>)[segment] : undefined), value);

/** `value` with `at` set (or removed, for undefined), copying only the objects on the way. */
function withValue(value: Value, at: readonly Segment[], next: Value): Value {
  if (!at.length) return next;
  const [segment, ...rest] = at;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[segment as number] = withValue(copy[segment as number], rest, next);
    return copy;
  }
  const copy = { ...(isObject(value) ? value : {}) };
  const inner = withValue(copy[segment!], rest, next);
  if (inner === undefined) delete copy[segment!];
  else copy[segment!] = inner;
  return copy;
}

/** Whether every list on the way to `at` has the same length in both versions, so a position means the same item. */
const samePositions = (a: Value, b: Value, at: readonly Segment[]) =>
  at.every((segment, index) => {
    if (typeof segment !== 'number') return true;
    const [left, right] = [valueAt(a, at.slice(0, index)), valueAt(b, at.slice(0, index))];
    return Array.isArray(left) && Array.isArray(right) && left.length === right.length;
  });

const overlaps = (a: readonly Segment[], b: readonly Segment[]) => {
  const length = Math.min(a.length, b.length);
  return a.slice(0, length).every((segment, index) => segment === b[index]);
};

export interface FieldMerge {
  /** The newer version with the editor's changes laid over it. */
  merged: Value;
  /** The editor's changes that are in `merged`. */
  applied: FieldChange[];
  /** The editor's changes to fields the newer version also changed (theirs kept), or in a list whose items moved. */
  notApplied: FieldChange[];
}

/** The editor's changes from `opened` to `mine`, applied to `newer` where they do not meet the newer version's own changes. */
export function mergeByField(opened: Value, mine: Value, newer: Value): FieldMerge {
  const theirs = changedFields(opened, newer);
  const result: FieldMerge = { merged: newer, applied: [], notApplied: [] };
  for (const change of changedFields(opened, mine)) {
    const meets = theirs.some((their) => overlaps(their.at, change.at) && !same(valueAt(newer, change.at), change.value));
    if (meets || !samePositions(opened, newer, change.at)) result.notApplied.push(change);
    else {
      result.merged = withValue(result.merged, change.at, change.value);
      result.applied.push(change);
    }
  }
  return result;
}
