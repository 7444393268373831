// A long list found by typing (the Routes form's 45 pages): the items whose texts hold what was typed, as a marketer
// would look a page up by part of its address or title.

/** Whether an item whose texts are `values` is found by `typed`: every word typed is in one of them, in any case. */
export function isFound(typed: string, values: readonly unknown[]): boolean {
  const words = typed.toLowerCase().split(/\s+/).filter(Boolean);
  const texts = values.filter((value): value is string => typeof value === 'string').map((value) => value.toLowerCase());
  return words.every((word) => texts.some((text) => text.includes(word)));
}

/** What the finder says under its box: how many are shown, or that none is. */
export function foundInWords(typed: string, found: number, count: number, singular: string, plural: string): string {
  if (!typed.trim()) return `${count} ${count === 1 ? singular : plural}`;
  if (found === 0) return `No ${singular} holds “${typed.trim()}”`;
  return `${found} of ${count} ${plural}`;
}
