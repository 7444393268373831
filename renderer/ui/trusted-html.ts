// The only markup the pages write with innerHTML is what the build made from the site's own files (Markdown fields,
// structured data, the icon sprite); under the site's Trusted Types policy it passes through this one named policy.
export const SITE_HTML_POLICY = 'site-html';

const policy = typeof window === 'undefined' ? undefined : window.trustedTypes?.createPolicy(SITE_HTML_POLICY, { createHTML: (markup) => markup });

/**
 * One TrustedHTML per markup: React rewrites innerHTML whenever the value is a different object, so a fresh one on
 * each render would replace a block's links under a visitor's finger whenever the block re-rendered.
 */
const made = new Map<string, TrustedHTML>();

/** The build's markup as TrustedHTML where the browser has Trusted Types (a plain string on the server and elsewhere). */
export function trustedHtml(markup: string): string | TrustedHTML {
  if (!policy) return markup;
  let trusted = made.get(markup);
  if (!trusted) made.set(markup, (trusted = policy.createHTML(markup)));
  return trusted;
}
