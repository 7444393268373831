// Interactive blocks (the form, the calculator) are split into their own chunks, so only pages that place
// them download them. They are loaded before a page renders (prerender, hydration, navigation), so the
// prerendered HTML is hydrated as it is, with no Suspense fallback in between.
import type { ComponentType } from 'react';

type LazyBlock<Props> = ComponentType<Props> & { load: () => Promise<void> };

export function lazyBlock<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyBlock<Props> {
  let Loaded: ComponentType<Props> | undefined;
  let loading: Promise<void> | undefined;
  const Block = (props: Props) => {
    if (!Loaded) throw new Error('an interactive block rendered before its code was loaded (call loadBlocks first)');
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
  return Block;
}

export const isLazyBlock = (component: unknown): component is LazyBlock<object> => typeof component === 'function' && 'load' in component;
