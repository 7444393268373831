// The ROI calculator with JavaScript off says so before the visitor types, and offers the assessment instead.
// (Playwright's text and role queries skip <noscript>, so the notice is found by its markup.)
import { expect, test } from './test';

const NOTICE = 'needs JavaScript, which is turned off here';

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('the ROI calculator says it needs it above its first field, and its link opens the assessment form', async ({ page }) => {
    await page.goto('/');
    const calculator = page.getByRole('form', { name: 'ROI calculator' });
    const notice = calculator.locator('noscript p');
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(NOTICE);
    const shown = (await notice.boundingBox())!;
    const firstField = (await calculator.getByLabel('Industry').boundingBox())!;
    expect(shown.y + shown.height, 'the notice ends above the first field').toBeLessThanOrEqual(firstField.y);
    await notice.locator('a').click();
    await expect(page).toHaveURL(/\/contact\?service=roi-assessment/);
  });
});

test('with JavaScript on the calculator shows no such notice', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('form', { name: 'ROI calculator' })).toBeVisible();
  await expect(page.locator('noscript p'), 'the notice is not part of the page').toHaveCount(0);
});
