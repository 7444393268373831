// The only markup the pages write with innerHTML is what the build made from the site's own files (Markdown fields,
// structured data, the icon sprite); under the site's Trusted Types policy it passes through this one named policy.
export const SITE_HTML_POLICY = 'site-html';

const policy = typeof window === 'undefined' ? undefined : window.trustedTypes?.createPolicy(SITE_HTML_POLICY, { createHTML: (markup) => markup });

/** The build's markup as TrustedHTML where the browser has Trusted Types (a plain string on the server and elsewhere). */
export const trustedHtml = (markup: string): string | TrustedHTML => policy?.createHTML(markup) ?? markup;
