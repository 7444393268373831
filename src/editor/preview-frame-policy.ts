/**
 * The preview frame's own script policy: the page in it is drawn by the editor's script from outside, so no script runs
 * in the frame at all (stricter than the site's 'self'), and markup reaches it only as the site's TrustedHTML (the
 * site's Trusted Types): should a text ever become markup, its onerror= or <script> still runs nothing.
 */
export const PREVIEW_FRAME_POLICY = "script-src 'none'; object-src 'none'; base-uri 'none'; form-action 'none'; require-trusted-types-for 'script'; trusted-types 'none'";
