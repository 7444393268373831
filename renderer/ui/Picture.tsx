import { preload } from 'react-dom';
import type { Image } from '../../schema/generated/types';
import { PICTURE_SLOTS, type PictureSlot } from '../../src/content/pictures';
import { imageLoading } from './image-loading';

/**
 * A picture in its slot: a photo as AVIF and WebP at the widths the build made, the browser choosing by the slot's
 * `sizes`; a drawing as the file it is. A priority photo (the first screen's largest paint) is preloaded as AVIF.
 */
export function Picture({ image, slot, className = '' }: { image: Image; slot: PictureSlot; className?: string }) {
  const { sizes } = PICTURE_SLOTS[slot];
  const img = <img src={image.src} alt={image.alt} width={image.width} height={image.height} className={className} {...imageLoading(image)} />;
  const sources = image.sources;
  if (!sources?.avif || !sources.webp) return img;
  // An <img> inside <picture> is not preloaded by React, so the largest paint gets its preload here.
  if (image.priority) preload(image.src, { as: 'image', type: 'image/avif', imageSrcSet: sources.avif, imageSizes: sizes, fetchPriority: 'high' });
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sizes} />
      {img}
    </picture>
  );
}
