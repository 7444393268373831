import { Suspense, type ComponentType } from 'react';
import type { Block } from '../schema/generated/types';
import { DeferredHydration } from './deferred-hydration';
import { isLazyBlock } from './lazy-block';
import { blockComponents } from './registry';

/**
 * Renders a page's blocks in order: a lookup and a spread. Each block is its own Suspense boundary, so React
 * hydrates the prerendered page block by block, yielding to the browser in between, not in one long task.
 * Content blocks hydrate when the visitor reaches them; interactive ones (forms, calculators) at once.
 */
export function BlockList({ blocks }: { blocks: Block[] }) {
  return blocks.map((block, index) => {
    // The registry's mapped type guarantees the pairing; TypeScript cannot narrow a union-keyed lookup.
    const Component = blockComponents[block.type] as ComponentType<Block>;
    const key = block.id ?? `${block.type}-${index}`;
    return isLazyBlock(Component) ? (
      <Suspense key={key}>
        <Component {...block} />
      </Suspense>
    ) : (
      <DeferredHydration key={key}>
        <Component {...block} />
      </DeferredHydration>
    );
  });
}

/** Loads the code of the interactive blocks a page places; content blocks are in the main bundle already. */
export async function loadBlocks(blocks: readonly Block[]): Promise<void> {
  const components: unknown[] = blocks.map((block) => blockComponents[block.type]);
  await Promise.all(components.filter(isLazyBlock).map((component) => component.load()));
}
