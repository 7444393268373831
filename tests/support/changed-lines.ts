// What an edit changed in a text file, line by line: the stretch between the lines both versions share at the top
// and at the bottom.
export interface ChangedLines {
  /** The first and last line of the stretch in the old text, 1-based (last < first when lines were only added). */
  first: number;
  last: number;
  removed: string[];
  added: string[];
}

export function changedLines(before: string, after: string): ChangedLines {
  const old = before.split('\n');
  const lines = after.split('\n');
  let start = 0;
  while (start < old.length && old[start] === lines[start]) start++;
  let end = 0;
  while (end < old.length - start && end < lines.length - start && old[old.length - 1 - end] === lines[lines.length - 1 - end]) end++;
  return { first: start + 1, last: old.length - end, removed: old.slice(start, old.length - end), added: lines.slice(start, lines.length - end) };
}
