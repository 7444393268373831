// Two people, one page: the second one's changes are laid over the first one's version field by field, and a field
// both changed is named, never overwritten.
import { describe, expect, it } from 'vitest';
import { changedFields, mergeByField } from '../../src/editor/merge-fields';

const faq = (first: string, second: string, extra: string[] = []) => ({
  blocks: [{ type: 'hero', title: 'FAQ' }, { type: 'faq', items: [{ question: 'Q1', answer: first }, { question: 'Q2', answer: second }, ...extra.map((answer) => ({ question: 'Q', answer }))] }],
});

describe('changedFields', () => {
  it('names each changed field by its place, and a list that changed length as one change', () => {
    expect(changedFields(faq('a', 'b'), faq('A', 'b'))).toEqual([{ at: ['blocks', 1, 'items', 0, 'answer'], value: 'A' }]);
    expect(changedFields(faq('a', 'b'), faq('a', 'b', ['c']))).toEqual([{ at: ['blocks', 1, 'items'], value: faq('a', 'b', ['c']).blocks[1]!.items }]);
    expect(changedFields({ title: 'x', hint: 'h' }, { title: 'x' })).toEqual([{ at: ['hint'], value: undefined }]);
    expect(changedFields(faq('a', 'b'), faq('a', 'b'))).toEqual([]);
  });
});

describe('mergeByField', () => {
  it("keeps the newer version's change and adds the editor's to another field", () => {
    const result = mergeByField(faq('a', 'b'), faq('a', 'mine'), faq('theirs', 'b'));
    expect(result.merged).toEqual(faq('theirs', 'mine'));
    expect(result.applied).toHaveLength(1);
    expect(result.notApplied).toEqual([]);
  });

  it('names a field both changed and keeps the newer text there', () => {
    const result = mergeByField(faq('a', 'b'), faq('mine', 'b'), faq('theirs', 'b'));
    expect(result.merged).toEqual(faq('theirs', 'b'));
    expect(result.notApplied).toEqual([{ at: ['blocks', 1, 'items', 0, 'answer'], value: 'mine' }]);
  });

  it('applies a change both made alike without calling it a clash', () => {
    expect(mergeByField(faq('a', 'b'), faq('same', 'b'), faq('same', 'b')).notApplied).toEqual([]);
  });

  it('does not guess an item by its position in a list the newer version made longer', () => {
    const result = mergeByField(faq('a', 'b'), faq('a', 'mine'), faq('a', 'b', ['added']));
    expect(result.merged).toEqual(faq('a', 'b', ['added']));
    expect(result.notApplied.map((change) => change.at)).toEqual([['blocks', 1, 'items', 1, 'answer']]);
  });

  it('removes a field the editor removed, and adds one the editor added', () => {
    const result = mergeByField({ title: 't', hint: 'h' }, { title: 't', eyebrow: 'new' }, { title: 'T', hint: 'h' });
    expect(result.merged).toEqual({ title: 'T', eyebrow: 'new' });
  });
});
