// The editor's own rule in dist/_headers: Decap injects its styles at run time and evaluates strings (its bundle, and
// ajv compiling its config's schemas and ours; docs/decisions.md), and it talks to the git host's API. Visitors' pages
// keep the strict policy of /*.

const ADMIN_CSP: Record<string, string[]> = {
  'default-src': ["'self'"],
  'script-src': ["'self'", "'unsafe-eval'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https://avatars.githubusercontent.com', 'https://gitlab.com', 'https://secure.gravatar.com'],
  'font-src': ["'self'", 'data:'],
  // The git hosts' APIs only: only `npm run edit` names a local backend in the page, and it sends no policy.
  'connect-src': ["'self'", 'https://api.github.com', 'https://gitlab.com'],
  'frame-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const adminContentSecurityPolicy = () => Object.entries(ADMIN_CSP).map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');

/**
 * The editor's opener policy: its GitHub sign-in runs in a popup on the OAuth proxy's origin, which hands the token
 * back through window.opener; under the site's `same-origin` the popup gets no opener and the sign-in never ends.
 */
export const ADMIN_OPENER_POLICY = 'same-origin-allow-popups';

/**
 * The /admin/* section of _headers. `! Name` drops the value of /* first (Cloudflare Pages' syntax): two policies on
 * one response would both apply and the stricter would block the editor, and a header sent twice is one joined value.
 */
export const adminHeaders = () =>
  `/admin/*\n  ! Content-Security-Policy\n  Content-Security-Policy: ${adminContentSecurityPolicy()}\n  ! Cross-Origin-Opener-Policy\n  Cross-Origin-Opener-Policy: ${ADMIN_OPENER_POLICY}\n  X-Robots-Tag: noindex, nofollow\n`;
/**
 * What `npm run edit` serves besides the editor: a draft's preview and an earlier version are the site's server render
 * with no script, so their policy runs none at all (stricter than the site's), loads only this server's files, and
 * lets only the editor's own pages frame them.
 */
const PREVIEW_CSP: Record<string, string[]> = {
  'default-src': ["'none'"],
  'script-src': ["'none'"],
  // The preview's banner and the render's own style attributes; no script can use them.
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'self'"],
};

const policy = (directives: Record<string, string[]>) => Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');

/** The headers of a draft's preview and of an earlier version's page on the editor's server. */
export const previewHeaders = (): Record<string, string> => ({
  'Content-Security-Policy': policy(PREVIEW_CSP),
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'SAMEORIGIN',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Cache-Control': 'no-store',
});

/** /admin/ on the editor's server: no other site may frame it (a framed editor can be clicked through by the page around it). */
export const localAdminHeaders = (): Record<string, string> => ({
  'Content-Security-Policy': "frame-ancestors 'self'",
  'X-Frame-Options': 'SAMEORIGIN',
  'X-Content-Type-Options': 'nosniff',
});

/** A picture or other file served as it is by the editor's server: never read as a page, never running script. */
export const fileHeaders = (): Record<string, string> => ({
  'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
  'X-Content-Type-Options': 'nosniff',
});
