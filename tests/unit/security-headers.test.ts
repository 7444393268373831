import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, headersFile, securityHeaders } from '../../scripts/build/security-headers';

const directive = (policy: string, name: string) => policy.split('; ').find((entry) => entry.startsWith(`${name} `))?.split(' ').slice(1);

describe('content security policy', () => {
  it('runs only the hashed inline scripts and what they load, with no host list, never eval', () => {
    const starter = "'sha256-OU0r/+jeocMLXWrTxqeA+QLD4rIEYvPjoBMLD4Zw8IM='";
    expect(directive(contentSecurityPolicy(undefined, { scripts: [starter] }), 'script-src')).toEqual(["'self'", starter, "'strict-dynamic'"]);
    expect(directive(contentSecurityPolicy(undefined, { styles: [starter] }), 'script-src')).toEqual(["'self'", "'strict-dynamic'"]);
    expect(headersFile(undefined, { scripts: [starter] })).toContain(`script-src 'self' ${starter} 'strict-dynamic';`);
    expect(contentSecurityPolicy()).not.toMatch(/unsafe-(eval|inline)/);
  });

  it('requires Trusted Types for every script sink, through the site-html and default policies only', () => {
    expect(directive(contentSecurityPolicy(), 'require-trusted-types-for')).toEqual(["'script'"]);
    expect(directive(contentSecurityPolicy(), 'trusted-types')).toEqual(['site-html', 'default']);
  });

  it('allows inline styles only by the hashes of the texts the pages hold', () => {
    expect(directive(contentSecurityPolicy(), 'style-src')).toEqual(["'self'"]);
    expect(directive(contentSecurityPolicy(undefined, { styles: ["'sha256-abc='"] }), 'style-src')).toEqual(["'self'", "'sha256-abc='"]);
    expect(directive(contentSecurityPolicy(undefined, { styles: ["'sha256-abc='"] }), 'style-src')).not.toContain("'unsafe-inline'");
  });

  it('lets the form post to the Supabase project named at build time, and only to the site without one', () => {
    expect(directive(contentSecurityPolicy('https://abcd.supabase.co/'), 'connect-src')).toContain('https://abcd.supabase.co');
    expect(directive(contentSecurityPolicy(), 'connect-src')!.filter((source) => !/google|doubleclick/.test(source))).toEqual(["'self'"]);
  });

  it('refuses a Supabase address that is not https', () => {
    expect(() => contentSecurityPolicy('http://abcd.supabase.co')).toThrow(/https/);
  });

  it('forbids framing the site and plugins', () => {
    expect(directive(contentSecurityPolicy(), 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(contentSecurityPolicy(), 'object-src')).toEqual(["'none'"]);
    expect(securityHeaders()['X-Frame-Options']).toBe('DENY');
  });

  it('writes every header under /* in the _headers format', () => {
    const lines = headersFile().trimEnd().split('\n');
    const everyPath = lines.slice(1, 1 + Object.keys(securityHeaders()).length);
    expect(lines[0]).toBe('/*');
    expect(everyPath.map((line) => line.split(':')[0]!.trim())).toEqual(Object.keys(securityHeaders()));
    expect(everyPath.every((line) => line.startsWith('  '))).toBe(true);
  });

  it("lets only the site's own scripts run as workers, and has the service worker revalidated on every load", () => {
    expect(directive(contentSecurityPolicy(), 'worker-src')).toEqual(["'self'"]);
    expect(headersFile().trimEnd().split('\n').slice(-2)).toEqual(['/sw.js', '  Cache-Control: no-cache']);
  });
});
