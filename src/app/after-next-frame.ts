/** Calls `done` once the main thread has drawn the next frame: rAF runs just before it is drawn, a task queued there just after. */
export const afterNextFrame = (done: () => void) => requestAnimationFrame(() => setTimeout(done, 0));
