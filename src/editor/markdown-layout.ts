// A Markdown field's text as the marketer reads it and as the file keeps it. The files wrap long paragraphs and list
// items over several lines and mark lists with "-"; Decap's Markdown editor shows each wrapped line as a line of its
// own and writes the whole text back its own way ("*" for "-", a paragraph on one line). The field shows paragraphs
// unwrapped, and what it hands back keeps the file's text wherever the words did not change, the changed words in
// place within the file's lines: a one-word change is a one-line change, one list item added, removed or moved is that
// item's lines, with the file's "-".

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

/**
 * The text's parts and what separates them: its blocks (paragraphs, lists) between blank lines, a list's block cut at
 * each item, so one item added, removed or moved is one part.
 */
function partsOf(text: string): { parts: string[]; separators: string[] } {
  // A blank line, or a line break before a list item's bullet or number.
  const pieces = text.split(/(\n[ \t]*\n|\n(?=\s*(?:[-*+]|\d+[.)])\s))/);
  return { parts: pieces.filter((_, index) => index % 2 === 0), separators: pieces.filter((_, index) => index % 2 === 1) };
}

/** The file's own bullet ("-" in this site's files), which a new item takes instead of the editor's "*". */
const bulletOf = (text: string) => text.split('\n').map((line) => /^\s*([-*+])\s/.exec(line)?.[1]).find(Boolean);

/** A part written by the editor, its bullets as the file makes them; a rule of three bullets stays one. */
const inFileBullets = (part: string, bullet: string | undefined) =>
  bullet ? part.replace(/^(\s*)[-*+](?=\s)(?!(?:\s*[-*+]){2,}\s*$)/gm, (_, indent: string) => `${indent}${bullet}`) : part;

/**
 * `changed` (a Markdown field's text as the editor hands it back) with the file's text (`old`) kept wherever the words
 * are the same: unchanged blocks and list items as they were, a changed one's words in its old lines, a moved one as
 * it was, and a new one with the file's bullet.
 */
export function keepLayout(old: string, changed: string): string {
  if (meaning(old) === meaning(changed)) return old;
  const before = partsOf(old);
  const after = partsOf(changed);
  const bullet = bulletOf(old);
  const pairs = commonPairs(before.parts.map(meaning), after.parts.map(meaning));
  /** For each part of `changed`, the old part it is (kept, changed in place or moved), if any. */
  const source = new Array<number | undefined>(after.parts.length);
  const text = new Array<string>(after.parts.length);
  const paired = new Set(pairs.map(([pi]) => pi));
  let i = 0;
  let j = 0;
  for (const [pi, pj] of [...pairs, [before.parts.length, after.parts.length] as [number, number]]) {
    for (let n = j; n < pj; n++) {
      const moved = before.parts.findIndex((part, index) => !paired.has(index) && meaning(part) === meaning(after.parts[n]!));
      if (moved >= 0) {
        paired.add(moved);
        text[n] = before.parts[moved]!;
        continue;
      }
      // Parts changed in place take the old part's lines; added ones are written as the editor wrote them, with the file's bullet.
      const inPlace = i + (n - j) < pi && !paired.has(i + (n - j)) ? i + (n - j) : undefined;
      if (inPlace !== undefined) paired.add(inPlace);
      source[n] = inPlace;
      text[n] = inPlace !== undefined ? rewrapLike(before.parts[inPlace]!, after.parts[n]!) : inFileBullets(after.parts[n]!, bullet);
    }
    if (pj < after.parts.length) {
      source[pj] = pi;
      text[pj] = before.parts[pi]!;
    }
    i = pi + 1;
    j = pj + 1;
  }
  // Between two parts that followed each other in the file, the file's own separator; elsewhere the editor's.
  return text.map((part, n) => (n === 0 ? '' : source[n - 1] !== undefined && source[n] === source[n - 1]! + 1 ? before.separators[source[n - 1]!]! : after.separators[n - 1]!) + part).join('');
}
