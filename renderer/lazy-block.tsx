// Every block's code is a chunk of its own, so a page downloads only the blocks it places. A block is loaded
// before a page renders (prerender, hydration, navigation), so the prerendered HTML is hydrated as it is, with no
// Suspense fallback in between.
import type { ComponentType } from 'react';

export type LazyBlock<Props> = ComponentType<Props> & {
  load: () => Promise<void>;
  /** Hydrates at once (a form, a calculator: its own state, browser-only code) rather than when the visitor nears it. */
  interactive: boolean;
};

export function lazyBlock<Props extends object>(load: () => Promise<ComponentType<Props>>, { interactive = false } = {}): LazyBlock<Props> {
  let Loaded: ComponentType<Props> | undefined;
  let loading: Promise<void> | undefined;
  const Block = (props: Props) => {
    if (!Loaded) throw new Error('a block rendered before its code was loaded (call loadBlocks first)');
    return <Loaded {...props} />;
  };
  Block.load = () =>
    (loading ??= load().then(
      (component) => {
        Loaded = component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  Block.interactive = interactive;
  return Block;
}
