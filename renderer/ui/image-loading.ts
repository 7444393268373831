import type { Image } from '../../schema/generated/types';

/**
 * How a picture loads: a photo marked priority (the largest thing on the first screen) at high priority; any other
 * lazily, so React adds no preload and it is fetched once laid out, after the stylesheet.
 */
export const imageLoading = (image: Pick<Image, 'priority'>) =>
  image.priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const };
