import { expect, test } from './test';

test('the block gallery is development-only: the built site answers 404 and the sitemap leaves it out', async ({ page, request }) => {
  const response = await page.goto('/_blocks');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Block gallery' })).toHaveCount(0);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<loc>');
  expect(sitemap).not.toContain('_blocks');
});
