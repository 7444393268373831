// The site's stylesheet goes into every page as one <style> element: the first paint then waits for no second request,
// and the Content-Security-Policy allows that one text by its hash, so no other inline style can run.
import { createHash } from 'node:crypto';

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)">/g;
const STYLE_ELEMENT = /<style>([\s\S]*?)<\/style>/g;

/** The tags with each stylesheet link replaced by a <style> holding the stylesheet's text, read by its href. */
export function inlineStylesheets(tags: string, read: (href: string) => string): string {
  return tags.replace(STYLESHEET_LINK, (_, href: string) => {
    const css = read(href);
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style", which would end its <style> element early`);
    return `<style>${css}</style>`;
  });
}

/** The CSP source that allows one inline <style>'s text: 'sha256-' and the base64 digest of its UTF-8 bytes. */
export const styleHash = (css: string) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

/** The hash source of every <style> element of a page, in order. */
export const inlineStyleHashes = (html: string) => [...html.matchAll(STYLE_ELEMENT)].map((match) => styleHash(match[1]!));
