// Icons are symbols of one sprite (renderer/ui/icons.svg, drawn from renderer/ui/icon-set.ts by `npm run generate`)
// that every page carries inline (icon-sprite.ts), so pages ship no icon code: 46 icon components were 7.4 KB of
// gzip JavaScript.
import type { SpriteIconName } from './icon-set';

export function Icon({ name, className = 'size-6' }: { name: SpriteIconName; className?: string }) {
  return (
    <svg className={className} aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinecap="round" strokeLinejoin="round">
      <use href={`#${name}`} />
    </svg>
  );
}
