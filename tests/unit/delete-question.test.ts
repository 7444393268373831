// Deleting a draft is asked once: Decap's second question follows a yes to its first and is answered by it.
import { describe, expect, it } from 'vitest';
import { askDeleteOnce, type DeleteQuestions } from '../../src/editor/delete-question';

// Stand-ins for Decap's English questions, which the editor passes from its locale.
const questions: DeleteQuestions = {
  onDeleteUnpublishedChangesWithUnsavedChanges: 'Delete the unpublished changes and your unsaved changes?',
  onDeleteUnpublishedChanges: 'Delete the unpublished changes?',
};

/** A browser whose confirm answers `answer` and keeps what it was asked. */
function browserAnswering(answer: boolean) {
  const asked: string[] = [];
  const host = { confirm: (message?: string) => (asked.push(message ?? ''), answer) };
  askDeleteOnce(host, questions);
  return { host, asked };
}

describe('deleting a draft', () => {
  it('with unsaved changes asks one question, whose yes deletes', () => {
    const { host, asked } = browserAnswering(true);
    // Decap's sequence: the question about unsaved changes, then at once the plain one.
    expect(host.confirm(questions.onDeleteUnpublishedChangesWithUnsavedChanges) && host.confirm(questions.onDeleteUnpublishedChanges)).toBe(true);
    expect(asked).toEqual([questions.onDeleteUnpublishedChangesWithUnsavedChanges]);
  });

  it('with nothing unsaved asks its one question; a no to either keeps the draft', () => {
    const { host, asked } = browserAnswering(false);
    expect(host.confirm(questions.onDeleteUnpublishedChanges)).toBe(false);
    expect(host.confirm(questions.onDeleteUnpublishedChangesWithUnsavedChanges)).toBe(false);
    expect(asked).toEqual([questions.onDeleteUnpublishedChanges, questions.onDeleteUnpublishedChangesWithUnsavedChanges]);
  });

  it('asks again for a later deletion', async () => {
    const { host, asked } = browserAnswering(true);
    host.confirm(questions.onDeleteUnpublishedChangesWithUnsavedChanges);
    await Promise.resolve();
    host.confirm(questions.onDeleteUnpublishedChanges);
    expect(asked).toHaveLength(2);
  });
});
