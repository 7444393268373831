import type { ComponentType } from 'react';
import type { Block } from '../schema/generated/types';
import { blockComponents } from './registry';

/** Renders a page's blocks in order: a lookup and a spread. */
export function BlockList({ blocks }: { blocks: Block[] }) {
  return blocks.map((block, index) => {
    // The registry's mapped type guarantees the pairing; TypeScript cannot narrow a union-keyed lookup.
    const Component = blockComponents[block.type] as ComponentType<Block>;
    return <Component key={block.id ?? `${block.type}-${index}`} {...block} />;
  });
}
