// Breadcrumb: Home, then one item per path segment, labelled by its route or by the segment's words.
import type { BreadcrumbItem } from './page-data';

/** A path segment's words, capitalised: equipment-sales -> Equipment Sales. */
export const segmentLabel = (segment: string) =>
  segment
    .split('-')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');

/**
 * The trail for a path. `labels` maps a route's path to its breadcrumb name; a segment that is not a route
 * is shown without a link. Home shows no breadcrumb.
 */
export function breadcrumbTrail(path: string, labels: ReadonlyMap<string, string>): BreadcrumbItem[] {
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0) return [];
  const trail: BreadcrumbItem[] = [{ label: labels.get('/') ?? 'Home', path: '/', href: '/' }];
  segments.forEach((segment, index) => {
    const prefix = '/' + segments.slice(0, index + 1).join('/');
    const isCurrent = index === segments.length - 1;
    trail.push({ label: labels.get(prefix) ?? segmentLabel(segment), path: prefix, href: !isCurrent && labels.has(prefix) ? prefix : undefined });
  });
  return trail;
}
