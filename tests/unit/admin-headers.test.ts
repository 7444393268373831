import { describe, expect, it } from 'vitest';
import { adminHeaders } from '../../scripts/build/editor-headers';
import { backendConfig } from '../../src/editor/backend';
import { withLocalBackend } from '../../scripts/build/vite-plugin-editor';
import { headersFile } from '../../scripts/build/security-headers';
import { headersFor } from '../../src/server/static-site';

describe('the editor at /admin/', () => {
  it('has a _headers rule of its own that replaces the strict policy, allows inline styles and is never indexed', () => {
    const lines = adminHeaders().trimEnd().split('\n');
    expect(lines.slice(0, 2)).toEqual(['/admin/*', '  ! Content-Security-Policy']);
    expect(lines[2]).toMatch(/^ {2}Content-Security-Policy: .*style-src 'self' 'unsafe-inline'/);
    expect(lines.slice(3)).toEqual(['  ! Cross-Origin-Opener-Policy', '  Cross-Origin-Opener-Policy: same-origin-allow-popups', '  X-Robots-Tag: noindex, nofollow']);
    // The visitors' rule stays as it was: no inline style or eval.
    expect(headersFile()).not.toMatch(/unsafe-inline|unsafe-eval/);
  });

  it('lets the sign-in popup answer the editor, while every other page keeps its opener cut off', () => {
    const sections = new Map([...`${headersFile()}${adminHeaders()}`.matchAll(/^(\S.*)\n((?:\s+.*\n)+)/gm)].map(([, pattern, body]) => [pattern!, body!]));
    const opener = (pattern: string) => sections.get(pattern)!.match(/^\s+Cross-Origin-Opener-Policy: (.*)$/m)?.[1];
    expect(opener('/*')).toBe('same-origin');
    expect(opener('/admin/*')).toBe('same-origin-allow-popups');
    expect(headersFor(new Map([['/*', { 'Cross-Origin-Opener-Policy': 'same-origin' }], ['/admin/*', { 'Cross-Origin-Opener-Policy': 'same-origin-allow-popups' }]]), '/admin/')['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
  });

  it('lets the built editor reach the git hosts only, no address on the machine it is opened on', () => {
    const connect = adminHeaders().match(/connect-src ([^;]+)/)![1]!.split(' ');
    expect(connect).toEqual(["'self'", 'https://api.github.com', 'https://gitlab.com']);
    expect(adminHeaders()).not.toMatch(/localhost|127\.0\.0\.1|http:/);
    expect(backendConfig({}).local_backend).toBe(false);
  });

  it('talks to the local backend when npm run edit named it in the page, else to the git host of the build', () => {
    expect(backendConfig({}, 'http://127.0.0.1:8081/api/v1').local_backend).toEqual({ url: 'http://127.0.0.1:8081/api/v1' });
    expect(backendConfig({ VITE_CMS_BACKEND: 'gitlab', VITE_CMS_REPO: 'a/b', VITE_CMS_APP_ID: 'id' }).backend).toMatchObject({ name: 'gitlab', repo: 'a/b', auth_type: 'pkce', app_id: 'id', branch: 'main' });
    expect(withLocalBackend('<head></head>', 'http://127.0.0.1:1/api/v1')).toContain('<meta name="cms-local-backend" content="http://127.0.0.1:1/api/v1" />');
    expect(withLocalBackend('<head></head>', undefined)).toBe('<head></head>');
  });
});
