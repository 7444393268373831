// The security headers of every response, written to dist/_headers (the format Netlify and Cloudflare Pages read);
// the local server reads that same file, so what is tested locally is what is deployed.
import { createHash } from 'node:crypto';
import { GOOGLE_TAG } from '../../src/analytics/google-tag-hosts';
import { TRUSTED_TYPES_POLICIES } from '../../src/app/trusted-types';

/** The origin of the Supabase project the enquiry form posts to; without one the form posts to the site itself. */
function supabaseOrigin(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.hostname !== 'localhost' && parsed.hostname !== '127.0.0.1') throw new Error(`VITE_SUPABASE_URL must be an https address, not ${url}`);
  return parsed.origin;
}

/** The CSP source that allows exactly one inline script or <style> text: 'sha256-' and the base64 digest of its UTF-8 bytes. */
export const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The hash sources of the inline scripts the pages run and of their <style> texts; no other inline script or style is allowed. */
interface InlineHashes {
  scripts?: readonly string[];
  styles?: readonly string[];
}

export function contentSecurityPolicy(supabaseUrl?: string, { scripts = [], styles = [] }: InlineHashes = {}): string {
  const supabase = supabaseOrigin(supabaseUrl);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // The hashed inline starter runs; what it and its modules load is trusted through it ('strict-dynamic'), so no host
    // list is needed, nor honoured by browsers that know 'strict-dynamic'; 'self' serves those that do not.
    'script-src': ["'self'", ...scripts, "'strict-dynamic'"],
    'style-src': ["'self'", ...styles],
    'img-src': ["'self'", 'data:', ...GOOGLE_TAG.img],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(supabase ? [supabase] : []), ...GOOGLE_TAG.connect],
    'frame-src': [...GOOGLE_TAG.frame],
    // The service worker (/sw.js) is the site's own script; nothing else may run as a worker.
    'worker-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // Without JavaScript the enquiry form posts to the function itself.
    'form-action': ["'self'", ...(supabase ? [supabase] : [])],
    'frame-ancestors': ["'none'"],
    // Strings reach innerHTML, script text and script addresses only through the site's policies (src/app/trusted-types.ts).
    'require-trusted-types-for': ["'script'"],
    'trusted-types': [...TRUSTED_TYPES_POLICIES],
  };
  return Object.entries(directives).map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

export function securityHeaders(supabaseUrl?: string, inlineHashes: InlineHashes = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(supabaseUrl, inlineHashes),
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** Headers of single paths, after those of every path: the service worker is checked for a new version on every load. */
const PATH_HEADERS: Record<string, Record<string, string>> = {
  '/sw.js': { 'Cache-Control': 'no-cache' },
};

const section = (pattern: string, headers: Record<string, string>) => `${pattern}\n${Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`).join('\n')}\n`;

/** `_headers`: the security headers on every path, then each path's own. */
export const headersFile = (supabaseUrl?: string, inlineHashes: InlineHashes = {}) =>
  [section('/*', securityHeaders(supabaseUrl, inlineHashes)), ...Object.entries(PATH_HEADERS).map(([pattern, headers]) => section(pattern, headers))].join('');
