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
