import { describe, expect, it } from 'vitest';
import { adminHeaders } from '../../scripts/build/editor-headers';
import { backendConfig } from '../../src/editor/backend';
import { withLocalBackend } from '../../scripts/build/vite-plugin-editor';
import { headersFile } from '../../scripts/build/security-headers';

describe('the editor at /admin/', () => {
  it('has a _headers rule of its own that replaces the strict policy, allows inline styles and is never indexed', () => {
    const lines = adminHeaders().trimEnd().split('\n');
    expect(lines.slice(0, 2)).toEqual(['/admin/*', '  ! Content-Security-Policy']);
    expect(lines[2]).toMatch(/^ {2}Content-Security-Policy: .*style-src 'self' 'unsafe-inline'/);
    expect(lines[3]).toBe('  X-Robots-Tag: noindex, nofollow');
    // The visitors' rule stays as it was: no inline style or eval.
    expect(headersFile()).not.toMatch(/unsafe-inline|unsafe-eval/);
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
