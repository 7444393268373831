// A marketer's photo from a phone, end to end: a large JPEG with GPS in its EXIF uploaded through the editor's picture
// field in a copy of the project, saved, built, and found on the page as AVIF/WebP copies with width and height,
// without EXIF, the phone's download under 250 KB.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { parseDocument } from 'yaml';
import { phonePictures } from '../../scripts/audit/pictures';
import { editorInACopy } from './editor-copy';
import { expect, test } from './test';
import { namedEditor, publish } from './editor-workflow';

const editing = editorInACopy({ portOffset: 205 });
const { site } = editing;
const PAGE = 'site/pages/plant-maintenance.yaml';
const ALT = 'A pump flange on site before cleaning, photographed on a phone: rust over its face and bolt heads.';
const GPS = { IFD0: { Make: 'PhoneCo', Model: 'Site Phone 12' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 51/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '151/1 12/1 0/1' } };

// Someone who gave the editor their name, so a save is not held by the question.
test.use(namedEditor(site));

test('a 4,000-px phone photo with GPS uploaded in the editor is built into light AVIF and WebP copies without its EXIF', async ({ page }) => {
  // A phone's photo: 4,000 × 3,000, JPEG, its position in the EXIF.
  const photo = await sharp(path.join(editing.project.root, 'site/images/flange-before.jpg')).resize(4000).withExif(GPS).jpeg({ quality: 92 }).toBuffer();
  expect((await sharp(photo).metadata()).exif, 'the photo carries EXIF').toBeDefined();

  await page.goto(`${site}/admin/#/collections/pages/entries/plant-maintenance`);
  await page.getByRole('button', { name: 'Login' }).click({ timeout: 90_000 });
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible({ timeout: 60_000 });
  const block = page.locator('[class*="listControlItem"]:has(> [class*="NestedObjectLabel"]:text-is("A pump flange at its maintenance visit"))');
  await block.locator('> [class*="TopBar"] > button').first().click();
  // The before picture's group is folded: its arrow opens it.
  await block.locator('[class*="TopBarContainer"]', { hasText: /^Before$/ }).getByRole('button', { name: 'Expand' }).click();
  await block.getByRole('button', { name: 'Choose different image' }).filter({ visible: true }).first().click();
  await page.locator('input[type="file"]').setInputFiles({ name: 'site-phone-flange.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('site-phone-flange.jpg')).toBeVisible({ timeout: 60_000 });
  // Decap selects what was just uploaded; a click on it would unselect it.
  const choose = page.getByRole('button', { name: 'Choose selected' });
  await expect(choose).toBeEnabled();
  await choose.click();
  await block.getByLabel('Alt text', { exact: true }).filter({ visible: true }).first().fill(ALT);
  await publish(page);
  await expect(page.getByText('Changes saved')).toBeVisible({ timeout: 60_000 });

  const blocks = parseDocument(editing.project.read(PAGE)).toJS().blocks as { type: string; before?: { src: string; alt: string } }[];
  expect(blocks.find((item) => item.type === 'before-after')!.before).toEqual({ src: '/images/site-phone-flange.jpg', alt: ALT });
  // The original is kept in the project as it came, GPS and all; only the copies go on the site.
  expect((await sharp(path.join(editing.project.root, 'site/images/site-phone-flange.jpg')).metadata()).width).toBe(4000);

  const build = editing.project.run('build', '--no-admin', '--mode', 'e2e');
  expect(build.status, build.output).toBe(0);
  const dist = path.join(editing.project.root, 'dist');
  const html = readFileSync(path.join(dist, 'plant-maintenance.html'), 'utf8');
  const picture = /<picture>(?:(?!<\/picture>)[\s\S])*site-phone-flange(?:(?!<\/picture>)[\s\S])*<\/picture>/.exec(html)?.[0] ?? '';
  expect(picture).toMatch(/<source type="image\/avif" srcSet="\/images\/site-phone-flange-480\.[0-9a-f]{10}\.avif 480w, .*-2048\.[0-9a-f]{10}\.avif 2048w"/);
  expect(picture).toMatch(/<source type="image\/webp" srcSet="\/images\/site-phone-flange-480\.[0-9a-f]{10}\.webp 480w/);
  expect(picture).toMatch(/<img src="\/images\/site-phone-flange-1024\.[0-9a-f]{10}\.webp" alt="A pump flange on site before cleaning[^"]*" width="1024" height="768"/);
  const copies = readdirSync(path.join(dist, 'images')).filter((name) => name.startsWith('site-phone-flange-'));
  expect(copies).toHaveLength(12);
  for (const copy of copies) expect((await sharp(path.join(dist, 'images', copy)).metadata()).exif, `${copy} has no EXIF`).toBeUndefined();
  expect(readdirSync(path.join(dist, 'images')).some((name) => name.endsWith('.jpg')), 'no source photo is served').toBe(false);
  const phone = phonePictures(dist, '/plant-maintenance');
  const downloaded = phone.pictures.find((item) => item.file.includes('site-phone-flange'))!;
  expect(downloaded.file).toMatch(/-1280\.[0-9a-f]{10}\.avif$/);
  expect(downloaded.bytes).toBeLessThanOrEqual(250_000);
});
