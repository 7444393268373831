// The two names the site's domain answers to: the canonical host of company.siteUrl (site/business.yaml) and the other
// name of the same domain (the bare domain for www.…, www.… for a bare one), which redirects to it. Derived here, so the
// owner types the address once and the redirect, the enquiry function and check-live agree on both.

export interface SiteHosts {
  /** The origin of company.siteUrl: every canonical address. */
  canonical: string;
  /** The origin of the domain's other name, which answers 301 to the canonical one. */
  other: string;
}

export function siteHosts(siteUrl: string): SiteHosts {
  const canonical = new URL(siteUrl);
  const other = new URL(canonical.origin);
  other.hostname = canonical.hostname.startsWith('www.') ? canonical.hostname.slice('www.'.length) : `www.${canonical.hostname}`;
  return { canonical: canonical.origin, other: other.origin };
}
