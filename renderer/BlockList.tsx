import { Suspense } from 'react';
import type { Block } from '../schema/generated/types';
import { DeferredHydration } from './deferred-hydration';
import type { LazyBlock } from './lazy-block';
import { blockComponents } from './registry';

/**
 * Renders a page's blocks in order: a lookup and a spread. Each block is its own Suspense boundary, so React
 * hydrates the prerendered page block by block, yielding to the browser in between, not in one long task.
 * Content blocks hydrate when the visitor reaches them; interactive ones (forms, calculators) at once.
 */
export function BlockList({ blocks }: { blocks: Block[] }) {
  return blocks.map((block, index) => {
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
 * The blocks whose code a prerendered page needs before hydrating: its first screen (the blocks up to its hero) and
 * its interactive blocks. The others load their code when they are wanted (see deferred-hydration.tsx).
 */
export function blocksNeededToHydrate(blocks: readonly Block[]): Block[] {
  const firstScreen = blocks.findIndex((block) => block.type === 'hero') + 1 || 1;
  return blocks.filter((block, index) => index < firstScreen || blockComponents[block.type].interactive);
}

/** Loads the code of the blocks a page places (each block type is a chunk of its own). */
export async function loadBlocks(blocks: readonly Block[]): Promise<void> {
  await Promise.all([...new Set(blocks.map((block) => blockComponents[block.type] as LazyBlock<Block>))].map((component) => component.load()));
}
