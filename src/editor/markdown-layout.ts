// A Markdown field's text as the marketer reads it and as the file keeps it. The files wrap long paragraphs and list
// items over several lines and mark lists with "-"; Decap's Markdown editor shows each wrapped line as a line of its
// own and writes the whole text back its own way ("*" for "-", a paragraph on one line). The field shows paragraphs
// unwrapped, and what it hands back keeps the file's text wherever the words did not change, the changed words in
// place within the file's lines: a one-word change is a one-line change.

/** A line that starts a block of its own, which a wrapped line before it does not run into. */
const STARTS_BLOCK = /^\s*(?:[-*+]\s|\d+[.)]\s|#|>|```|\||$)/;

/** The text with each paragraph and list item on one line, as the marketer reads it; blank lines and list items stay. */
export function unwrapMarkdown(text: string): string {
  const lines = text.split('\n');
  const out: string[] = [];
  let fenced = false;
  for (const line of lines) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const previous = out.at(-1);
    // A line that goes on the previous one's paragraph or item: not a block's start, not after a hard break or a fence.
    const continues = !fenced && previous !== undefined && previous.trim() !== '' && !STARTS_BLOCK.test(line) && !/(?: {2}|\\)$/.test(previous) && !/^\s*(?:#|```|\|)/.test(previous);
    if (continues) out[out.length - 1] = `${previous} ${line.trim()}`;
    else out.push(line);
  }
  return out.join('\n');
}

interface Word {
  text: string;
  /** What follows the word in the file: a space, or a line break and the next line's indent. */
  after: string;
}

/** The words of a block with what follows each; list markers count as one word ("-" and "*" the same). */
function wordsOf(text: string): { lead: string; words: Word[] } {
  const lead = /^\s*/.exec(text)![0];
  const words: Word[] = [];
  const pattern = /(\S+)(\s*)/g;
  for (let match = pattern.exec(text.slice(lead.length)); match; match = pattern.exec(text.slice(lead.length))) words.push({ text: match[1]!, after: match[2]! });
  return { lead, words };
}

const key = (word: string) => (/^[-*+]$/.test(word) ? '-' : word);

/** Pairs of equal keys of `a` and `b` in order (longest common subsequence), as [index in a, index in b]. */
function commonPairs(a: readonly string[], b: readonly string[]): Array<[number, number]> {
  // The same start and end are paired at once: an edit touches one place, and the table is only drawn for what is between.
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const midA = a.slice(head, a.length - tail);
  const midB = b.slice(head, b.length - tail);
  const lengths = Array.from({ length: midA.length + 1 }, () => new Array<number>(midB.length + 1).fill(0));
  for (let i = midA.length - 1; i >= 0; i--) for (let j = midB.length - 1; j >= 0; j--) lengths[i]![j] = midA[i] === midB[j] ? lengths[i + 1]![j + 1]! + 1 : Math.max(lengths[i + 1]![j]!, lengths[i]![j + 1]!);
  const pairs: Array<[number, number]> = Array.from({ length: head }, (_, n) => [n, n]);
  let i = 0;
  let j = 0;
  while (i < midA.length && j < midB.length) {
    if (midA[i] === midB[j]) pairs.push([head + i++, head + j++]);
    else if (lengths[i + 1]![j]! >= lengths[i]![j + 1]!) i++;
    else j++;
  }
  for (let n = tail; n > 0; n--) pairs.push([a.length - n, b.length - n]);
  return pairs;
}

/** `changed` (one block) written into the lines of `old` (its block in the file): kept words as they were, new words where the old ones were. */
function rewrapLike(old: string, changed: string): string {
  const before = wordsOf(old);
  const after = wordsOf(changed);
  const pairs = commonPairs(before.words.map((word) => key(word.text)), after.words.map((word) => key(word.text)));
  let text = before.lead;
  let i = 0;
  let j = 0;
  for (const [pi, pj] of [...pairs, [before.words.length, after.words.length] as [number, number]]) {
    // The new words of a gap take the old ones' places and what followed them; more new words than old run on with a space.
    const oldGap = before.words.slice(i, pi);
    for (let n = j; n < pj; n++) {
      const place = oldGap[n - j];
      const last = n === pj - 1;
      // After the block's old last word (nothing follows it in the file) a new word needs its space: "3. For", not "3.For".
      if (text.length > before.lead.length && !/\s$/.test(text)) text += ' ';
      text += after.words[n]!.text + (last && oldGap.length ? oldGap.at(-1)!.after : place && !last ? place.after : ' ');
    }
    if (pi < before.words.length) text += before.words[pi]!.text + before.words[pi]!.after;
    i = pi + 1;
    j = pj + 1;
  }
  const rewrapped = text.replace(/\s+$/, '') + (/\s+$/.exec(old)?.[0] ?? '');
  // A new word put at a line's start could turn into a list item or a heading ("- ", "1. ", "#"): then as written.
  return blockStarts(rewrapped) === blockStarts(changed) ? rewrapped : changed;
}

/** How many lines start a list item, heading or quote: what a line break before a word can change. */
const blockStarts = (text: string) => text.split('\n').filter((line) => /^\s*(?:[-*+]\s|\d+[.)]\s|#|>)/.test(line)).length;

/** What a block says, whatever its wrapping and list markers. */
const meaning = (block: string) => block.replace(/^(\s*)[*+](?=\s)/gm, '$1-').replace(/\s+/g, ' ').trim();

/** The file's blocks (paragraphs, lists) and the blank lines between them. */
const blocksOf = (text: string) => text.split(/\n[ \t]*\n/);

/**
 * `changed` (a Markdown field's text as the editor hands it back) with the file's text (`old`) kept wherever the words
 * are the same: unchanged blocks as they were, a changed block's words in the old block's lines.
 */
export function keepLayout(old: string, changed: string): string {
  if (meaning(old) === meaning(changed)) return old;
  const before = blocksOf(old);
  const after = blocksOf(changed);
  const pairs = commonPairs(before.map(meaning), after.map(meaning));
  const out: string[] = [];
  let i = 0;
  let j = 0;
  for (const [pi, pj] of [...pairs, [before.length, after.length] as [number, number]]) {
    // Blocks changed in place take the old block's lines; added ones are written as the editor wrote them.
    for (let n = j; n < pj; n++) out.push(i + (n - j) < pi ? rewrapLike(before[i + (n - j)]!, after[n]!) : after[n]!);
    if (pi < before.length) out.push(before[pi]!);
    i = pi + 1;
    j = pj + 1;
  }
  return out.join('\n\n');
}
