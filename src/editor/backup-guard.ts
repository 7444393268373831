// Decap keeps a copy of the form in the browser (localforage, "backup.<collection>.<slug>") two seconds after a change.
// A copy due after a save or a draft's deletion was still written, and after a reload "A local backup was recovered…"
// offered the page as it already was. A copy of an entry is kept only while the form has changes not saved.

/** The part of localforage Decap writes its copies with. */
export interface BackupStore {
  setItem<T>(key: string, value: T, callback?: (error: unknown, value: T) => void): Promise<T>;
}

/** Whether `key` is Decap's copy of one entry's form (its anonymous copy, `backup`, is cleared at every start). */
export const isEntryBackup = (key: string) => key.startsWith('backup.');

/** `store` writing an entry's copy only while `unsaved()`; a copy asked for otherwise is dropped. */
export function backupsOnlyWhileUnsaved(store: BackupStore, unsaved: () => boolean) {
  const setItem = store.setItem.bind(store);
  store.setItem = <T>(key: string, value: T, callback?: (error: unknown, value: T) => void) =>
    isEntryBackup(key) && !unsaved() ? Promise.resolve(value) : setItem(key, value, callback);
}
