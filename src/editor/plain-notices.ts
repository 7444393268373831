// Decap's own notices in plain words: its toasts say what was not done ("Not saved: …") and then the reason alone, never
// an error's code name ("API_ERROR: …", "Error: …"). Decap puts the error itself in its phrases (%{details}), which
// reads as "name: message"; the errors that reach it from the editor's hooks and the backend read as their message.

type Phrases = { [key: string]: string | Phrases };

/** Decap's failure toasts (decap-cms-locales, ui.toast), each saying what was not done before the reason. */
export const NOTICE_PHRASES = {
  onFailToLoadEntries: 'Could not open this page: %{details}',
  // Its details are a script's words ("Cannot read properties of undefined"), never a marketer's: left out.
  onFailToLoadDeployPreview: 'The preview of this draft is not ready yet. Try Check for Preview again in a minute.',
  onFailToPersist: 'Not saved: %{details}',
  onFailToDelete: 'Not deleted: %{details}',
  onFailToUpdateStatus: 'Status not changed: %{details}',
  onFailToPublishEntry: 'Not published: %{details}',
  onFailToUnpublishEntry: 'Not unpublished: %{details}',
  onFailToAddNote: 'Note not added: %{details}',
  onFailToUpdateNote: 'Note not changed: %{details}',
  onFailToDeleteNote: 'Note not deleted: %{details}',
  onFailToToggleNote: 'Note not changed: %{details}',
  missingRequiredField: 'Not saved: a field that must be filled in is empty. It is marked in red in the form.',
} as const;

/** The Workflow cards' date (dayjs), as the editor writes every date (dates.ts): 28 Nov 2026, not November 28. */
export const CARD_DATE_FORMAT = 'D MMM YYYY';

/** A list's create button says what it does: New Landing page, not ＋ Landing page. */
export const NEW_BUTTON = 'New %{collectionLabel}';

/** The stock English phrases with the editor's notices, dates and New buttons in their place. */
export function withPlainNotices(stock: Phrases): Phrases {
  const ui = (stock.ui ?? {}) as Phrases;
  const workflow = (stock.workflow ?? {}) as Phrases;
  const collection = (stock.collection ?? {}) as Phrases;
  return {
    ...stock,
    collection: { ...collection, collectionTop: { ...((collection.collectionTop ?? {}) as Phrases), newButton: NEW_BUTTON } },
    ui: { ...ui, toast: { ...((ui.toast ?? {}) as Phrases), ...NOTICE_PHRASES } },
    workflow: { ...workflow, workflow: { ...((workflow.workflow ?? {}) as Phrases), dateFormat: CARD_DATE_FORMAT } },
  };
}

/** Reasons whose words are a browser's or a server's, each with what a marketer reads instead. */
const REASONS: Array<[RegExp, string]> = [
  [/^(Failed to fetch|NetworkError when attempting to fetch resource\.|Load failed)$/i, 'the editor could not reach the server. Check the connection, then try again; your changes are still in the form.'],
  [/^(Bad credentials|Requires authentication)$/i, 'you are no longer signed in. Log in again, then save; your changes are still in the form.'],
];

/**
 * An error's reason as the notice shows it after its own lead: the message alone, without a repeated "Not saved: "
 * (the editor's and the local backend's refusals say it already), in words where a browser's or a server's are known.
 */
export function reasonInWords(error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error ?? '')).trim();
  const reason = message.replace(/^Not (saved|published|deleted|unpublished|uploaded): /, '');
  const known = REASONS.find(([words]) => words.test(reason));
  if (known) return known[1];
  return reason || 'something went wrong on the way. Try again; your changes are still in the form.';
}

/** The same error (its kind and fields kept for Decap), read in words wherever it is shown as text. */
export function inPlainWords<T>(error: T): T {
  if (error instanceof Error) Object.defineProperty(error, 'toString', { value: () => reasonInWords(error), configurable: true });
  return error;
}

/** `run` with any error it throws or rejects with read in plain words. */
export function refusingInWords<A extends unknown[], R>(run: (...args: A) => R): (...args: A) => R {
  return function (this: unknown, ...args: A) {
    try {
      const result = run.apply(this, args);
      return (result instanceof Promise ? result.catch((error: unknown) => Promise.reject(inPlainWords(error))) : result) as R;
    } catch (error) {
      throw inPlainWords(error);
    }
  };
}

/** The backend's calls whose failures Decap shows as a notice. */
const NOTICED = ['persistEntry', 'persistMedia', 'deleteFiles', 'publishUnpublishedEntry', 'deleteUnpublishedEntry', 'updateUnpublishedEntryStatus', 'unpublishedEntry', 'getEntry'] as const;

/** The backend with its refusals (the local backend's 409s, GitHub's API errors) read in plain words. */
export function withPlainRefusals<B extends object>(backend: B): B {
  const calls = backend as Record<string, unknown>;
  for (const name of NOTICED) {
    const call = calls[name];
    if (typeof call === 'function') calls[name] = refusingInWords(call.bind(backend) as (...args: unknown[]) => unknown);
  }
  return backend;
}
