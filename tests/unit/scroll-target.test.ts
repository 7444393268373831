import { describe, expect, it } from 'vitest';
import { scrollTarget } from '../../src/app/shell/scroll-target';

describe('where a navigation scrolls', () => {
  it('opens a followed link at the top of the new page', () => {
    expect(scrollTarget({ navigationType: 'PUSH', hash: '', saved: undefined, firstPage: false })).toEqual({ top: 0 });
  });

  it('opens a link with an anchor at that anchor, decoded', () => {
    expect(scrollTarget({ navigationType: 'PUSH', hash: '#roi', saved: undefined, firstPage: false })).toEqual({ anchor: 'roi' });
    expect(scrollTarget({ navigationType: 'PUSH', hash: '#safety%20standards', saved: undefined, firstPage: false })).toEqual({ anchor: 'safety standards' });
  });

  it('returns Back and Forward, and a reload, to where the visitor was', () => {
    expect(scrollTarget({ navigationType: 'POP', hash: '', saved: 1840, firstPage: false })).toEqual({ top: 1840 });
    expect(scrollTarget({ navigationType: 'POP', hash: '#roi', saved: 1840, firstPage: true })).toEqual({ top: 1840 });
  });

  it('leaves the first page where the browser put it, its anchor included', () => {
    expect(scrollTarget({ navigationType: 'POP', hash: '#roi', saved: undefined, firstPage: true })).toBeNull();
    expect(scrollTarget({ navigationType: 'POP', hash: '', saved: undefined, firstPage: true })).toBeNull();
  });

  it('does not remember a page it never visited: Back to it opens at the top', () => {
    expect(scrollTarget({ navigationType: 'POP', hash: '', saved: undefined, firstPage: false })).toEqual({ top: 0 });
  });
});
