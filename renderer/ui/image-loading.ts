import type { Image } from '../../schema/generated/types';

/**
 * How a picture loads: a photo marked priority (the largest thing on the first screen) at high priority; any other
 * lazily and at low priority, so React adds no preload, it is fetched once laid out, after the stylesheet, and a
 * decoration on the first screen is not raised to high priority to compete with the page's own text.
 */
export const imageLoading = (image: Pick<Image, 'priority'>) =>
  image.priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const, decoding: 'async' as const, fetchPriority: 'low' as const };
