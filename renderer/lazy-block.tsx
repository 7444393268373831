// Every block's code is a chunk of its own, so a page downloads only the blocks it places. A block is loaded
// before a page renders (prerender, hydration, navigation), so the prerendered HTML is hydrated as it is, with no
// Suspense fallback in between.
import { use, type ComponentType } from 'react';
import type { Wait } from './deferred-hydration';

export type LazyBlock<Props> = ComponentType<Props> & {
  /** Downloads the block's code once; the promise is marked fulfilled when it is in hand (React's `status` convention). */
  load: () => Wait;
  /** Hydrates at once (a form, a calculator: its own state, browser-only code) rather than when the visitor nears it. */
  interactive: boolean;
};

export function lazyBlock<Props extends object>(load: () => Promise<ComponentType<Props>>, { interactive = false } = {}): LazyBlock<Props> {
  let Loaded: ComponentType<Props> | undefined;
  let loading: Wait | undefined;
  const Block = (props: Props) => {
    // On the server (the prerender), where a render cannot wait; the browser's bundle leaves the check out.
    if (import.meta.env.SSR && !Loaded) throw new Error('a block rendered before its code was loaded (call loadBlocks first)');
    // A client render before the code has come (React recovering a prerendered part it could not hydrate) waits for it.
    if (!Loaded) {
      const code: Promise<void> = Block.load();
      use(code);
    }
    return Loaded ? <Loaded {...props} /> : null;
  };
  Block.load = () => {
    if (loading) return loading;
    const started: Wait = load().then(
      (component) => {
        Loaded = component;
        started.status = 'fulfilled';
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return (loading = started);
  };
  Block.interactive = interactive;
  return Block;
}
