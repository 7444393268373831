// The files crawlers and static hosts read: sitemap.xml, robots.txt and the redirects file.
import type { Site } from '../../src/content/load-site';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Indexable routes only, each at its canonical address, once. */
export function sitemapXml(site: Site): string {
  const base = site.business.company.siteUrl;
  const locations = [...new Set(site.routes.filter((route) => route.index !== false).map((route) => base + (route.canonical ?? route.path)))];
  const urls = locations.map((loc) => `  <url><loc>${escapeXml(loc)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export const robotsTxt = (site: Site) => `User-agent: *\nAllow: /\n\nSitemap: ${site.business.company.siteUrl}/sitemap.xml\n`;

/** Alternative paths to their route, in the `_redirects` format most static hosts read. */
export function redirects(site: Site): Array<{ from: string; to: string }> {
  return site.routes.flatMap((route) => (route.redirectFrom ?? []).map((from) => ({ from, to: route.path })));
}

export const redirectsFile = (site: Site) => redirects(site).map(({ from, to }) => `${from} ${to} 301`).join('\n') + '\n';
