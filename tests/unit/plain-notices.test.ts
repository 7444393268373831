import { describe, expect, it } from 'vitest';
// @ts-expect-error decap-cms-locales' ESM files carry no types; its UMD bundle needs a browser.
import en from '../../node_modules/decap-cms-locales/dist/esm/en/index.js';
// Decap's APIError as decap-cms-lib-util defines it (its bundle needs a browser): its name is the code a notice showed.
class APIError extends Error {
  constructor(message: string, public status: number, public api: string) {
    super(message);
    this.name = 'API_ERROR';
  }
}
import { inPlainWords, NOTICE_PHRASES, reasonInWords, refusingInWords, withPlainNotices, withPlainRefusals } from '../../src/editor/plain-notices';

/** A notice as Decap's toasts interpolate it (polyglot puts `%{details}` through String()). */
const toast = (phrase: string, error: unknown) => phrase.replace('%{details}', String(error));

describe("Decap's notices in plain words", () => {
  it('reads a local backend refusal as its reason after one "Not saved:", with no error code', () => {
    const error = inPlainWords(new APIError('Not saved: Robin changed this page on 2026-11-28 at 20:50, after you opened it.', 409, 'Proxy'));
    expect(toast(NOTICE_PHRASES.onFailToPersist, error)).toBe('Not saved: Robin changed this page on 2026-11-28 at 20:50, after you opened it.');
    // Decap still sees the error as it was.
    expect(error).toBeInstanceOf(APIError);
    expect(error.name).toBe('API_ERROR');
  });

  it('gives a browser’s and a server’s words a marketer’s, and an empty reason a sentence', () => {
    expect(reasonInWords(new TypeError('Failed to fetch'))).toMatch(/^the editor could not reach the server/);
    expect(reasonInWords(new Error('Bad credentials'))).toMatch(/^you are no longer signed in/);
    expect(reasonInWords(new Error(''))).toMatch(/^something went wrong/);
    expect(toast(NOTICE_PHRASES.onFailToPublishEntry, inPlainWords(new Error('Not published: one problem to fix, listed over the form.')))).toBe('Not published: one problem to fix, listed over the form.');
  });

  it('keeps every stock phrase and replaces each failure toast that would show an error code', () => {
    const phrases = withPlainNotices(en as never) as { ui: { toast: Record<string, string> }; editor: unknown };
    expect(phrases.editor).toEqual((en as { editor: unknown }).editor);
    expect(phrases.ui.toast.entrySaved).toBe('Entry saved');
    // The Workflow cards date a draft as en-AU does (28 Nov 2026), not 'November 28'.
    expect((phrases as unknown as { workflow: { workflow: { dateFormat: string; workflowHeading: string } } }).workflow.workflow).toMatchObject({ dateFormat: 'D MMM YYYY', workflowHeading: 'Editorial Workflow' });
    for (const [key, phrase] of Object.entries(phrases.ui.toast)) if (/^onFail/.test(key) && key !== 'onFailToAuth') expect(phrase, key).not.toMatch(/^Failed to/);
    // A list's create button says New: 'New Landing page', not '＋ Landing page'.
    expect((phrases as unknown as { collection: { collectionTop: Record<string, string> } }).collection.collectionTop).toMatchObject({ newButton: 'New %{collectionLabel}', sortBy: 'Sort by' });
  });

  it('reads the errors of wrapped hooks and backend calls in words, thrown or rejected', async () => {
    const thrown = refusingInWords(() => {
      throw new Error('Not saved: reload the page.');
    });
    expect(() => thrown()).toThrow(expect.objectContaining({ message: 'Not saved: reload the page.' }));
    try {
      thrown();
    } catch (error) {
      expect(String(error)).toBe('reload the page.');
    }
    const backend = withPlainRefusals({ persistEntry: async () => Promise.reject(new APIError('Update is not a fast forward', 422, 'GitHub')) });
    const refusal = await backend.persistEntry().catch((error: unknown) => error);
    expect(toast(NOTICE_PHRASES.onFailToPersist, refusal)).toBe('Not saved: Update is not a fast forward');
  });
});
