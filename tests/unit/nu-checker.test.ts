import { describe, expect, it } from 'vitest';
import { nuErrorLines } from '../support/nu-checker';

describe('nuErrorLines', () => {
  it('names the file relative to the root, the line and column, the problem and the markup around it; warnings are left out', () => {
    const lines = nuErrorLines(
      {
        messages: [
          { type: 'error', url: 'file:/site/dist/contact/index.html', lastLine: 1, firstColumn: 31656, lastColumn: 31700, message: 'Bad value “street-address”.', extract: '<input\n  autocomplete="street-address">' },
          { type: 'info', subType: 'warning', url: 'file:/site/dist/index.html', lastLine: 2, message: 'Consider adding a lang attribute.' },
          { type: 'non-document-error', url: 'file:/site/dist/missing.html', message: 'File not found.' },
        ],
      },
      '/site',
    );
    expect(lines).toEqual(['dist/contact/index.html:1:31656  Bad value “street-address”.  in: <input autocomplete="street-address">', 'dist/missing.html  File not found.']);
  });

  it("leaves out the CSS validator's complaints about the inlined stylesheet's newer CSS, not markup errors", () => {
    const lines = nuErrorLines(
      {
        messages: [
          { type: 'error', url: 'file:/site/dist/index.html', lastLine: 2, firstColumn: 44215, message: 'CSS: Unrecognized at-rule “@property”.' },
          { type: 'error', url: 'file:/site/dist/index.html', lastLine: 2, firstColumn: 9, message: 'Element “style” not allowed as child of element “body” in this context.' },
        ],
      },
      '/site',
    );
    expect(lines).toEqual(['dist/index.html:2:9  Element “style” not allowed as child of element “body” in this context.']);
  });
});
