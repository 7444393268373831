import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineStyleHashes, inlineStylesheets, styleHash } from '../../scripts/content/inline-styles';

const TAGS = '<link rel="stylesheet" href="/assets/boot.css"><script type="module" async fetchpriority="low" src="/assets/boot.js"></script>';

describe('the stylesheet inlined into the page', () => {
  it('replaces the render-blocking link with a <style> of the file it named, and leaves the script', () => {
    const read = (href: string) => (href === '/assets/boot.css' ? 'body{margin:0}' : '');
    expect(inlineStylesheets(TAGS, read)).toBe('<style>body{margin:0}</style><script type="module" async fetchpriority="low" src="/assets/boot.js"></script>');
  });

  it('refuses a stylesheet whose text would close the <style> element early', () => {
    expect(() => inlineStylesheets(TAGS, () => 'a::after{content:"</style>"}')).toThrow(/<\/style/);
  });

  it('hashes each <style> text as a CSP source, as a browser does', () => {
    const digest = createHash('sha256').update('body{margin:0}').digest('base64');
    expect(styleHash('body{margin:0}')).toBe(`'sha256-${digest}'`);
    expect(inlineStyleHashes('<head><style>body{margin:0}</style></head><body><style>p{}</style></body>')).toEqual([`'sha256-${digest}'`, styleHash('p{}')]);
  });
});
