// No "A local backup was recovered…" that restores nothing: the form's copy is written only while it has unsaved changes.
import { describe, expect, it } from 'vitest';
import { backupsOnlyWhileUnsaved } from '../../src/editor/backup-guard';

/** A browser store that keeps what is written, with the form's state as `unsaved` says. */
function storeWhile(unsaved: { now: boolean }) {
  const kept = new Map<string, unknown>();
  const store = { setItem: async <T>(key: string, value: T) => (kept.set(key, value), value) };
  backupsOnlyWhileUnsaved(store, () => unsaved.now);
  return { store, kept };
}

describe("the form's copy in the browser", () => {
  it('is written while the form has unsaved changes', async () => {
    const { store, kept } = storeWhile({ now: true });
    await store.setItem('backup.pages.faq', { raw: 'blocks: []' });
    expect(kept.get('backup.pages.faq')).toEqual({ raw: 'blocks: []' });
  });

  it('is not written once the changes are saved or deleted (a copy due from before the save), nor other keys held back', async () => {
    const { store, kept } = storeWhile({ now: false });
    await expect(store.setItem('backup.pages.faq', { raw: 'blocks: []' })).resolves.toEqual({ raw: 'blocks: []' });
    expect(kept.has('backup.pages.faq')).toBe(false);
    await store.setItem('localForageTest', 1);
    expect(kept.get('localForageTest')).toBe(1);
  });
});
