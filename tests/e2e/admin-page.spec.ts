// /admin/ as `npm start` and the host serve it: the editor loads under its own policy (Decap needs inline styles and
// eval) with no violation, is kept out of search, and the visitors' pages keep their strict policy.
import { expect, test } from './test';

test('the editor at /admin/ runs under its own Content-Security-Policy, noindex, while visitor pages keep theirs', async ({ page, request }) => {
  test.setTimeout(90_000);
  const admin = await request.get('/admin/');
  expect(admin.headers()['content-security-policy']).toContain("'unsafe-eval'");
  expect(admin.headers()['x-robots-tag']).toBe('noindex, nofollow');
  const visitor = await request.get('/contact');
  expect(visitor.headers()['content-security-policy']).not.toContain("'unsafe-eval'");
  expect(visitor.headers()['content-security-policy']).not.toContain("'unsafe-inline'");

  // With no local decap-server, the editor offers the sign-in of the git host the site is built for.
  await page.goto('/admin/');
  await expect(page.getByRole('button', { name: /Login with GitHub/i })).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
});
