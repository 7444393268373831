import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { indentationSlip } from '../../src/content/indentation';

const root = path.join(import.meta.dirname, '../..');
const contentFiles = [
  'pages.yaml',
  'site/business.yaml',
  'site/navigation.yaml',
  ...(readdirSync(path.join(root, 'site/pages'), { recursive: true }) as string[]).filter((file) => file.endsWith('.yaml')).map((file) => `site/pages/${file}`),
  ...readdirSync(path.join(root, 'renderer/blocks')).map((type) => `renderer/blocks/${type}/example.yaml`),
];

describe('indentationSlip', () => {
  it('finds nothing in any real content file', () => {
    const found = contentFiles.flatMap((file) => {
      const slip = indentationSlip(readFileSync(path.join(root, file), 'utf8'));
      return slip ? [`${file}: ${slip.message}`] : [];
    });
    expect(found).toEqual([]);
  });

  it('reads valid styles without a false alarm: a list at its field\'s column, block text, text running on', () => {
    const text = ['items:', '- a', '- b', 'title: T', 'intro: >-', '  long text', '    indented more', 'body: one line', '  continued', 'list:', '  - question: Q', '    answer: |', '      kept: as text', '  - question: R', ''].join('\n');
    expect(parseDocument(text).errors).toEqual([]);
    expect(indentationSlip(text)).toBeUndefined();
  });

  it('names the field, the line it should line up with, and which way to move it', () => {
    const text = ['blocks:', '  - type: faq', '    items:', '      - question: Why?', '          answer: Because', ''].join('\n');
    expect(indentationSlip(text)).toEqual({ line: 5, col: 11, message: "'answer' is indented 2 spaces more than 'question' on line 4", hint: "line them up: move 'answer' 2 spaces left, so it starts under 'question'" });
  });

  it('matches a stray list item with the list whose items start with the same field', () => {
    // Column 4 is as near to the blocks list (2) as to the questions (6): the field decides.
    const text = ['blocks:', '  - type: faq', '    items:', '      - question: A', '        answer: B', '    - question: C', '      answer: D', ''].join('\n');
    expect(indentationSlip(text)?.message).toBe("the list item '- question: C' is indented 2 spaces less than the item on line 4");
  });

  it('leaves tabs and other syntax errors to the parser', () => {
    expect(indentationSlip('blocks:\n  - type: hero\n\ttitle: A\n')).toBeUndefined();
    expect(indentationSlip('blocks:\n  - type: hero\n    title: "A\n    intro: B\n')).toBeUndefined();
  });
});
