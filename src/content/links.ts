// What a link field may hold: a path of this site that cannot leave it, an anchor of the page, and only where the
// field says so another site's https:// address (phones and e-mails are facts named on a button, never typed links).
// Browsers read \ as /, drop tabs and line breaks inside an address, so /\evil.example and \t//evil.example leave the site.

/** Where a link field may lead: `site` a page of this site or an anchor, `web` also another site's https:// address. */
export type LinkReach = 'site' | 'web';

const ANCHOR = /^#[a-z][a-z0-9-]*$/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * Why `href` may not stand in a link field reaching `reach`, in plain words, or undefined when it may: a site path
 * starts with one / and holds no \, space or invisible character; another site's address starts with https://.
 */
export function linkRefusal(href: string, reach: LinkReach): string | undefined {
  if (/[\s\p{Cc}\p{Cf}]/u.test(href)) return 'holds a space, a line break or an invisible character: links have none';
  if (href.includes('\\') || /%5c/i.test(href)) return 'holds a backslash (\\), which browsers read as / and can take to another site';
  if (href.startsWith('//')) return 'starts with //, which leads to another site: a page of this site starts with one /';
  if (href.startsWith('/') || ANCHOR.test(href)) return undefined;
  if (href.startsWith('#')) return 'is not an anchor of this page: # then lower-case words joined by hyphens';
  const scheme = SCHEME.exec(href)?.[1]?.toLowerCase();
  if (reach === 'web' && /^https:\/\/[^/]/i.test(href) && URL.canParse(href)) return undefined;
  if (scheme === 'http') return reach === 'web' ? 'starts with http://: write https://, the only web address the site links to' : 'leads to another site: this link takes a page of this site, such as /contact';
  if (scheme) return `is a ${scheme}: address, which this link does not take`;
  return 'is not a link: a page of this site starts with /';
}
