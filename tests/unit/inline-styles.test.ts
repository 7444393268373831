import { createHash, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { FIRST_FLIGHT_HTML_BYTES, inlineStyleHashes, inlineStylesheets, withStylesheetForItsSize } from '../../scripts/build/inline-styles';
import { hashSource } from '../../scripts/build/security-headers';

const TAGS = '<link rel="stylesheet" href="/assets/boot.css"><script data-boot="/assets/boot.js">start()</script>';

describe('the stylesheet inlined into the page', () => {
  it('replaces the render-blocking link with a <style> of the file it named, and leaves the script', () => {
    const read = (href: string) => (href === '/assets/boot.css' ? 'body{margin:0}' : '');
    expect(inlineStylesheets(TAGS, read)).toBe('<style>body{margin:0}</style><script data-boot="/assets/boot.js">start()</script>');
  });

  it('refuses a stylesheet whose text would close the <style> element early', () => {
    expect(() => inlineStylesheets(TAGS, () => 'a::after{content:"</style>"}')).toThrow(/<\/style/);
  });

  it('hashes each <style> text as a CSP source, as a browser does', () => {
    const digest = createHash('sha256').update('body{margin:0}').digest('base64');
    expect(hashSource('body{margin:0}')).toBe(`'sha256-${digest}'`);
    expect(inlineStyleHashes('<head><style>body{margin:0}</style></head><body><style>p{}</style></body>')).toEqual([`'sha256-${digest}'`, hashSource('p{}')]);
  });

  it('only where the HTML, gzipped, is past the first flight (13.1 kB): a page that needs a second round trip anyway carries it there', () => {
    const read = () => 'body{margin:0}';
    const page = (text: string) => `<html><head><link rel="stylesheet" href="/assets/boot.css"></head><body><p>${text}</p></body></html>`;
    const small = page('Rust removal. '.repeat(500));
    expect(withStylesheetForItsSize(small, read)).toBe(small);
    const large = page(randomBytes(FIRST_FLIGHT_HTML_BYTES).toString('base64'));
    expect(withStylesheetForItsSize(large, read)).toContain('<head><style>body{margin:0}</style></head>');
    expect(FIRST_FLIGHT_HTML_BYTES).toBe(13_100);
  });
});
