import { describe, expect, it } from 'vitest';
import { isCurrentPage } from '../../src/content/current-page';

describe('isCurrentPage', () => {
  it('names the page itself and the pages below it', () => {
    expect(isCurrentPage('/faq', '/faq')).toBe(true);
    expect(isCurrentPage('/resources/laser-cleaning-safety-standards', '/resources')).toBe(true);
    expect(isCurrentPage('/resources', '/resources/')).toBe(true);
  });

  it('does not name a page that only begins with the same letters, nor the home page from another page', () => {
    expect(isCurrentPage('/faqs', '/faq')).toBe(false);
    expect(isCurrentPage('/faq', '/')).toBe(false);
    expect(isCurrentPage('/', '/')).toBe(true);
  });

  it('never names a link to a section of a page', () => {
    expect(isCurrentPage('/', '/#roi')).toBe(false);
  });
});
