// Who a change is by: locally the name given on this computer (asked once), on the live site the signed-in account.
import { describe, expect, it } from 'vitest';
import { authorSource } from '../../src/editor/author';

describe("a save's author", () => {
  it('is the signed-in account on the live site, and no name is asked there, whatever this computer kept', () => {
    expect(authorSource(false, null)).toEqual({ from: 'signed-in account' });
    expect(authorSource(false, 'Jo Newcomer')).toEqual({ from: 'signed-in account' });
  });

  it('is the name given on this computer locally, else the name is still to ask', () => {
    expect(authorSource(true, ' Jo Newcomer ')).toEqual({ from: 'name given', name: 'Jo Newcomer' });
    expect(authorSource(true, null)).toEqual({ from: 'to ask' });
    expect(authorSource(true, '   ')).toEqual({ from: 'to ask' });
  });
});
