// A save reaches the watcher as several events (the file emptied, then written), and reading the content after the
// first one finds it empty. Reloads here wait until the files have been still for a moment, run one at a time, and
// run again while changes keep coming; the pages hear only the state that follows the last change.
export const SETTLE_MS = 50;

/** `changed()` on every watcher event; `announce` gets each settled result once. */
export function reloadWhenSettled<T>(reload: () => Promise<T>, announce: (result: T) => void, settleMs = SETTLE_MS): () => void {
  let running = false;
  let changedAgain = false;
  const run = async () => {
    running = true;
    let result: T;
    try {
      do {
        // Still for settleMs since the last change, then read.
        do {
          changedAgain = false;
          await new Promise((resolve) => setTimeout(resolve, settleMs));
        } while (changedAgain);
        result = await reload();
      } while (changedAgain);
    } finally {
      running = false;
    }
    announce(result);
  };
  return () => {
    changedAgain = true;
    if (!running) void run();
  };
}
