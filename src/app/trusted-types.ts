// The site runs under Trusted Types (require-trusted-types-for 'script'): a string reaches an HTML, script or script-URL
// sink only through a policy. The site's own markup goes through its named policy (renderer/ui/trusted-html.ts); this
// default policy judges the strings that code we do not write assigns: React's empty <script> for a page's structured
// data and that data's JSON text, the service worker's address, and the Google tag loading its own scripts.
import { SITE_HTML_POLICY } from '../../renderer/ui/trusted-html';
import { GOOGLE_TAG } from '../analytics/google-tag-hosts';
import { SERVICE_WORKER_URL } from './offline/offline-routes';

/** The policy names the Content-Security-Policy's trusted-types directive allows. */
export const TRUSTED_TYPES_POLICIES = [SITE_HTML_POLICY, 'default'] as const;

/** React creates a <script> element by parsing this text, so that the element it renders never runs. */
const REACT_SCRIPT_SHELL = '<script></script>';

/** JSON runs nothing, so a script element may hold it: that is the page's structured data. */
export function isJsonText(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** A script may load from the site only as its service worker, and elsewhere only from the Google tag's own hosts. */
export function isAllowedScriptUrl(address: string, origin: string): boolean {
  let url: URL;
  try {
    url = new URL(address, origin);
  } catch {
    return false;
  }
  if (url.origin === origin) return url.pathname === SERVICE_WORKER_URL && !url.search;
  if (url.protocol !== 'https:' || url.port) return false;
  return GOOGLE_TAG.script.some((source) => {
    const host = source.slice('https://'.length);
    return host.startsWith('*.') ? url.hostname.endsWith(host.slice(1)) : url.hostname === host;
  });
}

/** A policy's "no value" (null, which its type does not admit): the browser then blocks the write and reports a violation. */
const REFUSED = null as unknown as string;

/** Installs the default policy; without Trusted Types in the browser there is nothing to install. */
export function installDefaultPolicy(factory: TrustedTypePolicyFactory | undefined = window.trustedTypes, origin = location.origin): void {
  factory?.createPolicy('default', {
    createHTML: (markup) => (markup === REACT_SCRIPT_SHELL ? markup : REFUSED),
    createScript: (text) => (isJsonText(text) ? text : REFUSED),
    createScriptURL: (address) => (isAllowedScriptUrl(address, origin) ? address : REFUSED),
  });
}
