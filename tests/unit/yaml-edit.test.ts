import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { newYaml, readYaml, updateYaml } from '../../src/editor/yaml-edit';
import { projectRoot } from '../../scripts/build/content-files';

const read = (file: string) => readFileSync(path.join(projectRoot, file), 'utf8');

/** The lines of `after` that differ from `before`, as - and + lines (a line diff where only lines change in place or are added/removed in one run). */
function changedLines(before: string, after: string): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  return [...a.slice(head, a.length - tail).map((line) => `- ${line}`), ...b.slice(head, b.length - tail).map((line) => `+ ${line}`)];
}

const contentFiles = ['pages.yaml', 'site/business.yaml', 'site/navigation.yaml', ...(readdirSync(path.join(projectRoot, 'site/pages'), { recursive: true }) as string[]).filter((name) => name.endsWith('.yaml')).map((name) => `site/pages/${name}`)];

type Page = { blocks: Record<string, unknown>[] };

/** A page's block as its text in the file: its comment lines above it and its own lines, without the blank lines around. */
function blockText(text: string, index: number): string {
  const lines = text.split('\n');
  const starts = lines.flatMap((line, at) => (line.startsWith('  - type: ') ? [at] : []));
  let first = starts[index]!;
  while (lines[first - 1]!.trim().startsWith('#')) first--;
  let last = starts[index + 1] ?? lines.length;
  while (!lines[last - 1]!.trim() || lines[last - 1]!.trim().startsWith('#')) last--;
  return lines.slice(first, last).join('\n') + '\n';
}
const clone = <T>(value: T): T => structuredClone(value);

describe('saving a file edited in the browser', () => {
  it.each(contentFiles)('leaves %s byte-identical when nothing changed', (file) => {
    const text = read(file);
    expect(updateYaml(text, readYaml(text))).toBe(text);
  });

  it('treats the empty values the editor writes for untouched optional fields as no change', () => {
    const text = read('site/pages/faq.yaml');
    const page = clone(readYaml(text)) as Page;
    page.blocks[0]!.anchorless = '';
    page.blocks[1]!.eyebrow = null;
    expect(updateYaml(text, page)).toBe(text);
  });

  it('changes one line when one short field changes, keeping the schema line and comments', () => {
    const text = read('pages.yaml');
    const table = clone(readYaml(text)) as { routes: { title: string }[] };
    table.routes[1]!.title = 'Laser Rust Removal | No Chemicals, No Damage';
    const saved = updateYaml(text, table);
    expect(changedLines(text, saved)).toEqual(['-     title: Laser Rust Removal | Chemical-Free, No Surface Damage', '+     title: Laser Rust Removal | No Chemicals, No Damage']);
    expect(saved.split('\n').slice(0, 3)).toEqual(text.split('\n').slice(0, 3));
  });

  it('changes only the lines of a FAQ answer when the answer changes', () => {
    const text = read('site/pages/faq.yaml');
    const page = clone(readYaml(text)) as Page;
    const faq = page.blocks.find((block) => block.type === 'faq') as { items: { answer: string }[] };
    faq.items[0]!.answer = 'Laser cleaning removes rust and paint with light.\n\nNo blast media, water or chemicals.';
    const saved = updateYaml(text, page);
    const diff = changedLines(text, saved);
    expect(diff.filter((line) => line.startsWith('+'))).toEqual(['+           Laser cleaning removes rust and paint with light.', '+ ', '+           No blast media, water or chemicals.']);
    expect(diff.filter((line) => line.startsWith('-')).every((line) => !line.includes('question:'))).toBe(true);
    expect(readYaml(saved)).toEqual(page);
  });

  it('edits a link inside a flow map on its own line, keeping the flow style', () => {
    const text = read('site/navigation.yaml');
    const navigation = clone(readYaml(text)) as { header: { links: { label: string }[] } };
    navigation.header.links[0]!.label = 'Equipment';
    const saved = updateYaml(text, navigation);
    expect(changedLines(text, saved)).toEqual(['-     - { label: Equipment Sales, href: /equipment-sales }', '+     - { label: Equipment, href: /equipment-sales }']);
  });

  it('adds or removes one menu link as its one line, written as a flow map like the links around it', () => {
    const text = read('site/navigation.yaml');
    const navigation = clone(readYaml(text)) as { footer: { columns: { links: { label: string; href: string }[] }[] } };
    const locations = navigation.footer.columns.find((column) => column.links.some((link) => link.href === '/locations/sydney'))!;
    locations.links.splice(2, 0, { label: 'Perth', href: '/locations/perth' });
    const added = updateYaml(text, navigation);
    expect(changedLines(text, added)).toEqual(['+         - { label: Perth, href: /locations/perth }']);
    expect(readYaml(added)).toEqual(navigation);
    locations.links.splice(0, 1);
    expect(changedLines(added, updateYaml(added, navigation))).toEqual(['-         - { label: Sydney, href: /locations/sydney }']);
  });

  it('quotes a value that would not read back as itself', () => {
    const text = 'a: plain\n';
    expect(updateYaml(text, { a: 'Call: {phones.main}' })).toBe('a: "Call: {phones.main}"\n');
    expect(updateYaml("a: 'single'\n", { a: "it's" })).toBe("a: 'it''s'\n");
  });

  it('adds a block at the end of a page as new lines only', () => {
    const text = read('site/pages/faq.yaml');
    const page = clone(readYaml(text)) as Page;
    page.blocks.push({ type: 'cards', title: 'Why laser', intro: '', items: [{ title: 'Fast', text: 'Quick to set up.' }] });
    const saved = updateYaml(text, page);
    expect(changedLines(text, saved).every((line) => line.startsWith('+'))).toBe(true);
    expect(readYaml(saved)).toEqual({ blocks: [...(readYaml(text) as Page).blocks, { type: 'cards', title: 'Why laser', items: [{ title: 'Fast', text: 'Quick to set up.' }] }] });
  });

  it('moves a block as its own lines: the moved block with its comment changes place, nothing else is written', () => {
    const text = read('site/pages/home.yaml');
    const page = clone(readYaml(text)) as Page;
    const [second] = page.blocks.splice(2, 1);
    page.blocks.splice(1, 0, second!);
    const saved = updateYaml(text, page);
    expect(readYaml(saved)).toEqual(page);
    expect(saved.split('\n').sort()).toEqual(text.split('\n').sort());
    // Take the moved block's text (and the blank line that follows it) out of both versions and they are the same text.
    const moved = blockText(text, 2) + '\n';
    expect(saved.replace(moved, '')).toBe(text.replace(moved, ''));
    expect(saved.indexOf(moved)).toBe(text.indexOf(blockText(text, 1)));
  });

  it('moves a FAQ question down as its own lines, and writes back edits made beside a move field by field', () => {
    const text = read('site/pages/faq.yaml');
    const page = clone(readYaml(text)) as Page;
    const faq = page.blocks.find((block) => block.type === 'faq') as { items: { question: string; answer: string }[] };
    faq.items.splice(1, 0, faq.items.shift()!);
    const saved = updateYaml(text, page);
    expect(readYaml(saved)).toEqual(page);
    expect(saved.split('\n').sort()).toEqual(text.split('\n').sort());
    expect(updateYaml('a:\n  - x: 1\n  - x: 2\n', { a: [{ x: 3 }, { x: 1 }] })).toBe('a:\n  - x: 3\n  - x: 1\n');
  });

  it('keeps a file that ends without a line break so, whichever item moves to its end', () => {
    expect(updateYaml('a:\n  - 1\n  # two\n  - 2', { a: [2, 1] })).toBe('a:\n  # two\n  - 2\n  - 1');
  });

  it('removes a list item and an emptied optional field as whole lines', () => {
    const text = 'items:\n  # first\n  - a: 1\n    b: 2\n  - a: 3\nnote: hi\nother: 1\n';
    expect(updateYaml(text, { items: [{ a: 3 }], note: '', other: 1 })).toBe('items:\n  # first\n  - a: 3\nother: 1\n');
  });

  it('leaves the file readable when any FAQ question is cleared: the question goes, its answer stays in the item', () => {
    const text = read('site/pages/faq.yaml');
    const page = readYaml(text) as { blocks: { type: string; items?: { question: string; answer: string }[] }[] };
    const cleared = page.blocks.flatMap((block, at) => (block.type === 'faq' ? block.items! : []).map((_, item) => [at, item] as const));
    expect(cleared.length).toBeGreaterThan(10);
    for (const [at, item] of cleared) {
      const edited = clone(page);
      edited.blocks[at]!.items![item]!.question = '';
      const saved = updateYaml(text, edited);
      const doc = parseDocument(saved);
      expect(doc.errors, `block ${at + 1}, question ${item + 1}`).toEqual([]);
      const expected = clone(page);
      delete (expected.blocks[at]!.items![item] as Partial<{ question: string }>).question;
      expect(doc.toJS()).toEqual(expected);
      expect(changedLines(text, saved)).toHaveLength(3);
    }
  });

  it('keeps an item whose every field is cleared as an empty item', () => {
    const text = 'items:\n  - question: A\n    answer: B\n  - question: C\n    answer: D\n';
    const saved = updateYaml(text, { items: [{ question: '', answer: '' }, { question: 'C', answer: 'D' }] });
    expect(parseDocument(saved).toJS()).toEqual({ items: [{}, { question: 'C', answer: 'D' }] });
    expect(updateYaml(text, { items: [{ question: 'A', answer: '' }, { question: '', answer: 'D' }] })).toBe('items:\n  - question: A\n  - answer: D\n');
  });

  it('adds an optional field after the last one of its object', () => {
    expect(updateYaml('# c\nx:\n  a: 1\ny: 2\n', { x: { a: 1, b: 'new' }, y: 2 })).toBe('# c\nx:\n  a: 1\n  b: new\ny: 2\n');
  });

  it('writes a new file with its schema line', () => {
    expect(newYaml('# yaml-language-server: $schema=../../schema/page.schema.json', { blocks: [{ type: 'prose', body: 'Hi', intro: '' }] })).toBe(
      '# yaml-language-server: $schema=../../schema/page.schema.json\nblocks:\n  - type: prose\n    body: Hi\n',
    );
  });
});
