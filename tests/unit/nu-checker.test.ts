import { describe, expect, it } from 'vitest';
import { nuErrorLines } from '../e2e/nu-checker';

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
});
