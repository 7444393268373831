import { expect, test, type Page } from '@playwright/test';
import { hydrated } from './axe';
import { routes } from './routes';

/** Collects Content-Security-Policy violations: the DOM event and Chrome's console report. */
async function watchCsp(page: Page) {
  const reports: string[] = [];
  await page.exposeFunction('reportCspViolation', (line: string) => reports.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation: (line: string) => void }).reportCspViolation(`${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reports.push(`console: ${message.text()}`);
  });
  return reports;
}

test('every route is served with the security headers and reports no CSP violation', async ({ page }) => {
  test.setTimeout(120_000);
  const reports = await watchCsp(page);
  for (const route of routes) {
    const response = await page.goto(route.path);
    const headers = response!.headers();
    expect(headers['content-security-policy'], route.path).toMatch(/script-src 'self'/);
    expect(headers['content-security-policy'], route.path).not.toContain('unsafe-inline');
    expect(headers['x-content-type-options'], route.path).toBe('nosniff');
    expect(headers['referrer-policy'], route.path).toBeTruthy();
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(reports, route.path).toEqual([]);
  }
});

test('an inline script injected into a page is blocked and reported', async ({ page }) => {
  const reports = await watchCsp(page);
  await page.goto('/');
  await hydrated(page);
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
    return (window as unknown as { injected?: boolean }).injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => reports.some((line) => line.startsWith('script-src'))).toBe(true);
});
