// Keyboard movement between accordion headers (WAI-ARIA accordion pattern): arrows wrap, Home and End jump.

/** The header to focus after a key press on header `index` of `count`, or undefined for other keys. */
export function accordionKeyTarget(key: string, index: number, count: number): number | undefined {
  if (count === 0) return undefined;
  if (key === 'ArrowDown') return (index + 1) % count;
  if (key === 'ArrowUp') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return undefined;
}
