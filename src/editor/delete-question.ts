// Deleting a draft with unsaved changes, Decap asks twice: its question about the unsaved changes, then, after a yes,
// its question for a draft with none (Editor.js handleDeleteUnpublishedChanges). The first yes answers both.

/** Decap's two questions before a draft is deleted (decap-cms-locales, editor.editor). */
export interface DeleteQuestions {
  onDeleteUnpublishedChangesWithUnsavedChanges: string;
  onDeleteUnpublishedChanges: string;
}

/** `host`'s confirm, asking the second question only when the first was not just answered yes. */
export function askDeleteOnce(host: { confirm: (message?: string) => boolean }, questions: DeleteQuestions) {
  const ask = host.confirm.bind(host);
  let agreed = false;
  host.confirm = (message) => {
    if (agreed && message === questions.onDeleteUnpublishedChanges) {
      agreed = false;
      return true;
    }
    const answer = ask(message);
    agreed = answer && message === questions.onDeleteUnpublishedChangesWithUnsavedChanges;
    // Decap asks its second question at once: a yes is not carried to a later deletion.
    if (agreed) queueMicrotask(() => (agreed = false));
    return answer;
  };
}
