import { hydrated } from './axe';
import { routes } from './routes';
import { expect, test } from './test';

// Every test fails on a CSP violation (tests/e2e/test.ts); this one walks every route for it and checks the headers.
test('every route is served with the security headers and reports no CSP violation', async ({ page, cspViolations }) => {
  test.setTimeout(120_000);
  for (const route of routes) {
    const response = await page.goto(route.path);
    const headers = response!.headers();
    expect(headers['content-security-policy'], route.path).toMatch(/script-src 'self'/);
    expect(headers['content-security-policy'], route.path).not.toContain('unsafe-inline');
    expect(headers['x-content-type-options'], route.path).toBe('nosniff');
    expect(headers['referrer-policy'], route.path).toBeTruthy();
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(cspViolations, route.path).toEqual([]);
  }
});

test.describe('a violation provoked on purpose', () => {
  test.use({ allowCspViolations: true });

  test('an inline script injected into a page is blocked and reported', async ({ page, cspViolations }) => {
    await page.goto('/');
    await hydrated(page);
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => cspViolations.some((line) => line.includes('script-src'))).toBe(true);
  });

  test('an injected <style>, as a library adding its own styles would, is reported by the event and the console', async ({ page, cspViolations }) => {
    await page.goto('/contact');
    await hydrated(page);
    await page.evaluate(() => document.head.append(Object.assign(document.createElement('style'), { textContent: 'body { color: red }' })));
    await expect.poll(() => cspViolations.filter((line) => line.includes('style-src')).length).toBe(2);
    expect(cspViolations.every((line) => line.startsWith('/contact: '))).toBe(true);
  });
});
