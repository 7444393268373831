import { Suspense, use, useDeferredValue } from 'react';
import type { Block } from '../schema/generated/types';
import { DeferredHydration, type Wait } from './deferred-hydration';
import type { LazyBlock } from './lazy-block';
import { blockComponents } from './registry';

/** Where a page's first screen ends: after its hero (or its first block, on a page without one). */
export const firstScreenEnd = (blocks: readonly Block[]) => blocks.findIndex((block) => block.type === 'hero') + 1 || 1;

/**
 * Renders a page's blocks in order: a lookup and a spread. Each block is its own Suspense boundary, so React
 * hydrates the prerendered page block by block, yielding to the browser in between, not in one long task.
 * Content blocks hydrate when the visitor reaches them; interactive ones (forms, calculators) at once.
 * `drawnFirst` (a page opened by a navigation): that many blocks are drawn, then the rest in a render of its own.
 */
export function BlockList({ blocks, drawnFirst }: { blocks: Block[]; drawnFirst?: number }) {
  const all = useDeferredValue(true, drawnFirst === undefined ? undefined : false);
  // The rest comes in one render once all its code is in hand (until then the first part stays as it is): a block whose
  // code came first would otherwise show where a block above it belongs, and be pushed down when that one's came.
  if (all && drawnFirst !== undefined) use(loadBlocks(blocks) as Promise<unknown>);
  return (all ? blocks : blocks.slice(0, drawnFirst)).map((block, index) => {
    // The registry's mapped type guarantees the pairing; TypeScript cannot narrow a union-keyed lookup.
    const Component = blockComponents[block.type] as LazyBlock<Block>;
    const key = block.id ?? `${block.type}-${index}`;
    return Component.interactive ? (
      <Suspense key={key}>
        <Component {...block} />
      </Suspense>
    ) : (
      <DeferredHydration key={key} load={Component.load}>
        <Component {...block} />
      </DeferredHydration>
    );
  });
}

/**
 * The blocks whose code a prerendered page needs before hydrating, and a page navigated to before it shows: its first
 * screen (the blocks up to its hero) and its interactive blocks. The others load their code when they are wanted
 * (see deferred-hydration.tsx), or as they render.
 */
export function blocksNeededToHydrate(blocks: readonly Block[]): Block[] {
  const end = firstScreenEnd(blocks);
  return blocks.filter((block, index) => index < end || blockComponents[block.type].interactive);
}

const loading = new WeakMap<readonly Block[], Wait>();

/**
 * Loads the code of the blocks a page places (each block type is a chunk of its own), once per list of blocks; the
 * promise reads as fulfilled at once (React's `use`) when all of it is in hand already.
 */
export function loadBlocks(blocks: readonly Block[]): Wait {
  let all = loading.get(blocks);
  if (!all) {
    const loads = [...new Set(blocks.map((block) => blockComponents[block.type] as LazyBlock<Block>))].map((component) => component.load());
    const settled: Wait = Promise.all(loads).then(() => void (settled.status = 'fulfilled'));
    if (loads.every((load) => load.status === 'fulfilled')) settled.status = 'fulfilled';
    // A download that failed is tried again on the next call.
    settled.catch(() => loading.delete(blocks));
    loading.set(blocks, (all = settled));
  }
  return all;
}
