import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadWhenSettled } from '../../scripts/build/settled-reload';

describe('reloadWhenSettled', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** A reload that reads the file as it is when the reload starts, taking `ms` to do it. */
  function contentFile(ms: number) {
    const file = { text: '' };
    const reads: string[] = [];
    const reload = async () => {
      const text = file.text;
      reads.push(text);
      await new Promise((resolve) => setTimeout(resolve, ms));
      return text;
    };
    return { file, reads, reload };
  }

  it('reads a save emptied then written a moment later once, after the write, and announces only that', async () => {
    const { file, reads, reload } = contentFile(20);
    const announced: string[] = [];
    const changed = reloadWhenSettled(reload, (text) => announced.push(text), 50);
    changed();
    await vi.advanceTimersByTimeAsync(5);
    file.text = 'title: FAQ';
    changed();
    await vi.advanceTimersByTimeAsync(200);
    expect(reads).toEqual(['title: FAQ']);
    expect(announced).toEqual(['title: FAQ']);
  });

  it('reads again when the file changes during a reload, and announces the last state once', async () => {
    const { file, reads, reload } = contentFile(100);
    const announced: string[] = [];
    const changed = reloadWhenSettled(reload, (text) => announced.push(text), 50);
    file.text = 'one';
    changed();
    await vi.advanceTimersByTimeAsync(80);
    file.text = 'two';
    changed();
    await vi.advanceTimersByTimeAsync(400);
    expect(reads).toEqual(['one', 'two']);
    expect(announced).toEqual(['two']);
  });

  it('announces each save that comes after the last one was announced', async () => {
    const { file, reload } = contentFile(10);
    const announced: string[] = [];
    const changed = reloadWhenSettled(reload, (text) => announced.push(text), 50);
    file.text = 'one';
    changed();
    await vi.advanceTimersByTimeAsync(200);
    file.text = 'two';
    changed();
    await vi.advanceTimersByTimeAsync(200);
    expect(announced).toEqual(['one', 'two']);
  });
});
