import { describe, expect, it } from 'vitest';
import { headersFor, parseHeaders } from '../../src/server/static-site';

const sections = new Map<string, Record<string, string>>([
  ['/*', { 'Content-Security-Policy': "default-src 'self'", 'X-Content-Type-Options': 'nosniff' }],
  ['/sw.js', { 'Cache-Control': 'no-cache' }],
  ['/admin/*', { 'Content-Security-Policy': "script-src 'self' 'unsafe-eval'", 'X-Robots-Tag': 'noindex, nofollow' }],
]);

describe('the headers npm start sends, read from dist/_headers as the host reads them', () => {
  it('gives a visitor page the policy of /*', () => {
    expect(headersFor(sections, '/contact')).toEqual(sections.get('/*'));
  });

  it('adds an exact path its own headers', () => {
    expect(headersFor(sections, '/sw.js')).toMatchObject({ 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' });
  });

  it("gives the editor its own policy in place of the visitors' one, and noindex", () => {
    const admin = headersFor(sections, '/admin/');
    expect(admin['Content-Security-Policy']).toBe("script-src 'self' 'unsafe-eval'");
    expect(admin['X-Robots-Tag']).toBe('noindex, nofollow');
    expect(headersFor(sections, '/admin/assets/index-abc.js')['Content-Security-Policy']).toBe("script-src 'self' 'unsafe-eval'");
    expect(headersFor(sections, '/administration')['Content-Security-Policy']).toBe("default-src 'self'");
  });

  it("keeps both sections of a pattern named twice, as a preview build's second /* adds noindex to the site's policy", () => {
    const preview = parseHeaders("/*\n  Content-Security-Policy: default-src 'self'\n\n/*\n  X-Robots-Tag: noindex, nofollow\n");
    expect(headersFor(preview, '/contact')).toEqual({ 'Content-Security-Policy': "default-src 'self'", 'X-Robots-Tag': 'noindex, nofollow' });
  });
});
