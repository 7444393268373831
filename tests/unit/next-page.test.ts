import { describe, expect, it } from 'vitest';
import { connectionAllowsPrefetch, pageAhead, speculationRules } from '../../src/app/prefetch/next-page';

const known = { here: 'https://example.test/faq', routePaths: new Set(['/', '/faq', '/contact', '/thank-you', '/resources/guide']), neverAhead: new Set(['/thank-you']) };

describe('which page a link fetches ahead', () => {
  it("names a page of the site by its route's path, whatever the link's form", () => {
    expect(pageAhead('/contact', known)).toBe('/contact');
    expect(pageAhead('https://example.test/contact?service=roi#form', known)).toBe('/contact');
    expect(pageAhead('/resources/guide/', known)).toBe('/resources/guide');
    expect(pageAhead('/', known)).toBe('/');
  });

  it('fetches nothing for another site, a file, an unknown path, the page the visitor is on or a page never fetched ahead', () => {
    expect(pageAhead('https://elsewhere.test/contact', known)).toBeUndefined();
    expect(pageAhead('/images/girder.webp', known)).toBeUndefined();
    expect(pageAhead('/no-such-page', known)).toBeUndefined();
    expect(pageAhead('/faq#pricing', known)).toBeUndefined();
    expect(pageAhead('/thank-you', known)).toBeUndefined();
    expect(pageAhead('tel:+61000000000', known)).toBeUndefined();
  });
});

describe('whether the connection may fetch ahead', () => {
  it('fetches ahead unless the visitor saves data or the connection is 2G', () => {
    expect(connectionAllowsPrefetch(undefined)).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: '4g' })).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: '3g', saveData: false })).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: '4g', saveData: true })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: '2g' })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: 'slow-2g' })).toBe(false);
  });
});

describe("the page's speculation rules", () => {
  it('prerender pages of the site at moderate eagerness, never a page never fetched ahead, a file, the editor or the functions', () => {
    const rules = speculationRules(['/thank-you', '/offline']);
    expect(rules.prerender).toHaveLength(1);
    const [rule] = rules.prerender;
    expect(rule!.eagerness).toBe('moderate');
    expect(rule!.where.and[0]).toEqual({ href_matches: '/*' });
    expect(rule!.where.and[1]!.not!.href_matches).toEqual(['/thank-you', '/offline', '/*.*', '/admin/*', '/functions/*']);
  });
});
