// A page whose HTML needs a second round trip anyway carries the stylesheet in it, as one <style> element, instead
// of asking for the stylesheet after the HTML; a page whose HTML fits the server's first flight links it, cached once
// for every page. The Content-Security-Policy allows the <style> text by its hash, so no other inline style can run.
import { gzipSync } from 'node:zlib';
import { hashSource } from './security-headers';

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)">/g;
const STYLE_ELEMENT = /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g;

/** What the server's first flight carries of the HTML: TCP's initial window of 10 segments of 1,460 bytes (RFC 6928), less about 1.5 kB of response headers. */
export const FIRST_FLIGHT_HTML_BYTES = 10 * 1460 - 1500;

/** Whether the page, sent gzipped, fits its server's first flight. */
const fitsFirstFlight = (html: string) => gzipSync(html, { level: 9 }).length <= FIRST_FLIGHT_HTML_BYTES;

/** The HTML with each stylesheet link replaced by a <style> holding the stylesheet's text, read by its href. */
export function inlineStylesheets(html: string, read: (href: string) => string): string {
  return html.replace(STYLESHEET_LINK, (_, href: string) => {
    const css = read(href);
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style", which would end its <style> element early`);
    return `<style>${css}</style>`;
  });
}

/** The page as it is sent: its stylesheet inlined when its HTML takes a second round trip anyway. */
export const withStylesheetForItsSize = (html: string, read: (href: string) => string) => (fitsFirstFlight(html) ? html : inlineStylesheets(html, read));

/** The text of every <style> element of a page, in order. */
export const inlineStyles = (html: string) => [...html.matchAll(STYLE_ELEMENT)].map((match) => match[2]!);

/** The page with its <style> elements emptied: its markup without the stylesheet it carries. */
export const withoutInlineStyles = (html: string) => html.replace(STYLE_ELEMENT, '$1$3');

/** The hash source of every <style> element of a page, in order. */
export const inlineStyleHashes = (html: string) => inlineStyles(html).map(hashSource);
