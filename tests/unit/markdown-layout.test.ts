// A Markdown field shows paragraphs as written and hands back the file's text wherever the words did not change: a
// one-word change in a wrapped FAQ answer is a one-line change, with the file's "-" list markers kept.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { keepLayout, unwrapMarkdown } from '../../src/editor/markdown-layout';
import { projectRoot } from '../../scripts/build/content-files';

const answers = (parse(readFileSync(path.join(projectRoot, 'site/pages/faq.yaml'), 'utf8')) as { blocks: { type: string; items?: { answer: string }[] }[] }).blocks.flatMap((block) => (block.type === 'faq' ? block.items!.map((item) => item.answer) : []));
const withList = answers.find((answer) => /\n- .*\n {2}\S/.test(answer))!;

/** The field's text as Decap's Markdown editor writes it back: each paragraph and item on one line, "*" for "-". */
const asDecapWrites = (text: string) => unwrapMarkdown(text).replace(/^- /gm, '* ');

/** The lines of `after` not in `before`, and those of `before` not in `after`. */
const changedLines = (before: string, after: string) => {
  const a = before.split('\n');
  const b = after.split('\n');
  return { removed: a.filter((line) => !b.includes(line)), added: b.filter((line) => !a.includes(line)) };
};

describe('a Markdown field', () => {
  it('shows each paragraph and list item on one line, the blank lines between them kept', () => {
    expect(unwrapMarkdown('Industrial laser cleaning removes only the unwanted\nlayer.\n\n- One item\n  wrapped\n- Two')).toBe('Industrial laser cleaning removes only the unwanted layer.\n\n- One item wrapped\n- Two');
    expect(unwrapMarkdown('A line with a hard break  \nnext')).toBe('A line with a hard break  \nnext');
    expect(unwrapMarkdown('## Heading\nParagraph')).toBe('## Heading\nParagraph');
  });

  it('hands back every FAQ answer as the file has it when nothing was changed', () => {
    expect(answers.length).toBeGreaterThan(20);
    for (const answer of answers) expect(keepLayout(answer, asDecapWrites(answer))).toBe(answer);
  });

  it('changes one line of a wrapped answer for one word, keeping its "-" markers and wrapping', () => {
    const written = asDecapWrites(withList).replace('contamination', 'dirt');
    const kept = keepLayout(withList, written);
    const { removed, added } = changedLines(withList, kept);
    expect(removed).toHaveLength(1);
    expect(added).toEqual([removed[0]!.replace('contamination', 'dirt')]);
    expect(kept.split('\n')).toHaveLength(withList.split('\n').length);
  });

  it('changes one line for a word in a wrapped paragraph, and adds a new paragraph as its own lines', () => {
    const answer = answers[0]!;
    const firstLine = answer.split('\n')[0]!;
    const word = firstLine.split(' ')[2]!;
    const kept = keepLayout(answer, asDecapWrites(answer).replace(` ${word} `, ' strong '));
    expect(changedLines(answer, kept)).toEqual({ removed: [firstLine], added: [firstLine.replace(` ${word} `, ' strong ')] });
    const added = keepLayout(answer, `${asDecapWrites(answer)}\n\nCall us.`);
    expect(added).toBe(`${answer}\n\nCall us.`);
  });

  it('keeps the space before words typed after a paragraph\'s last word', () => {
    // The marketer types " For pricing, call." at the end: the file's last word had nothing after it.
    expect(keepLayout('Ready for coating at SA 3.', 'Ready for coating at SA 3. For pricing, call.')).toBe('Ready for coating at SA 3. For pricing, call.');
    expect(keepLayout('Ready for coating\nat SA 3.\n\nNext.', 'Ready for coating at SA 3. Today\n\nNext.')).toBe('Ready for coating\nat SA 3. Today\n\nNext.');
    // A space typed alone at the end changes nothing yet; the word after it comes with it.
    expect(keepLayout('at SA 3.', 'at SA 3. ')).toBe('at SA 3.');
    expect(keepLayout('at SA 3.', 'at SA 3. f')).toBe('at SA 3. f');
  });

  it('adds, removes or moves one list item as its own lines, with the file\'s "-" and its wrapping kept', () => {
    const list = 'What we clean:\n\n- Rust and mill scale from structural\n  steel, down to sound metal\n- Paint\n- Oil and grease\n\nCall us.';
    const added = keepLayout(list, asDecapWrites(list).replace('* Paint\n', '* Paint\n* Powder coat\n'));
    expect(changedLines(list, added)).toEqual({ removed: [], added: ['- Powder coat'] });
    const removed = keepLayout(list, asDecapWrites(list).replace('* Paint\n', ''));
    expect(changedLines(list, removed)).toEqual({ removed: ['- Paint'], added: [] });
    // The first item, wrapped over two lines, moved to the end: its two lines move, every other line stays.
    const moved = keepLayout(list, asDecapWrites(list).replace(/(\* Rust[^\n]*)\n(\* Paint\n\* Oil and grease)/, '$2\n$1'));
    expect(moved).toBe('What we clean:\n\n- Paint\n- Oil and grease\n- Rust and mill scale from structural\n  steel, down to sound metal\n\nCall us.');
  });

  it('never lets a new word at a line start turn into a list item', () => {
    // "are" ends a line in the file: the dash typed after it would start the next line.
    const kept = keepLayout('Costs are\nlow.', 'Costs are - low.');
    expect(kept.split('\n').filter((line) => line.startsWith('- '))).toEqual([]);
    expect(kept.replace(/\s+/g, ' ')).toBe('Costs are - low.');
  });
});
