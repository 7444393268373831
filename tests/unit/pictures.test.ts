// The photo pipeline at the fs edge: the build's refusals in plain words (file, line, field, what to do), copies
// without EXIF or GPS, and a cache that makes a rebuild with no new photo encode nothing.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatProblem } from '../../src/content/problems';
import { copyWidths } from '../../src/content/pictures';
import { loadSiteFrom, readValidators } from '../../scripts/build/content-files';
import { photoCopy, readPictures, writePhotoCopies } from '../../scripts/build/pictures';
import { copySite, type SiteCopy } from '../support/site-fixture';

const validators = readValidators();
let copy: SiteCopy;
beforeEach(() => (copy = copySite()));
afterEach(() => copy.remove());

const problemsOf = async () => loadSiteFrom(copy.root, validators, await readPictures(copy.root)).problems.map(formatProblem);

/** A JPEG of flat noise-free steel grey, `width` wide at 4:3, carrying `exif` when given. */
const jpeg = (width: number, exif?: Record<string, Record<string, string>>) => {
  const image = sharp({ create: { width, height: Math.round((width * 3) / 4), channels: 3, background: { r: 140, g: 142, b: 146 } } });
  return (exif ? image.withExif(exif) : image).jpeg().toBuffer();
};

const GPS = { IFD0: { Make: 'PhoneCo', Model: 'Site Phone 12' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 51/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '151/1 12/1 0/1' } };

const CASE_STUDY = 'site/pages/resources/industrial-rust-removal-case-study.yaml';
/** The case study's hero photo, changed (its article details above the blocks name the same photo). */
const withHero = (change: (text: string) => string) =>
  copy.edit(CASE_STUDY, (text) => {
    const blocks = text.indexOf('\nblocks:');
    return text.slice(0, blocks) + change(text.slice(blocks));
  });

describe('the build refuses, naming the file, the line and what to do', () => {
  it('a picture without alt text', async () => {
    withHero((text) => text.replace(/alt: A conveyor support girder[^\n]*/, 'alt: ""'));
    expect(await problemsOf()).toEqual([expect.stringMatching(/^site\/pages\/resources\/industrial-rust-removal-case-study\.yaml:2\d:\d+  [^\n]*, block 1 \(Hero banner\), Picture, Alt text  the picture \/images\/girder-half-cleaned\.jpg has no alt text\n    hint: say what it shows/)]);
  });

  it('a photo smaller than its largest slot', async () => {
    writeFileSync(path.join(copy.root, 'site/images/small-plate.jpg'), await jpeg(800));
    withHero((text) => text.replace('src: /images/girder-half-cleaned.jpg', 'src: /images/small-plate.jpg'));
    expect(await problemsOf()).toEqual([expect.stringMatching(/case-study\.yaml:\d+:\d+  [^\n]*, block 1 \(Hero banner\), Picture, Picture file  \/images\/small-plate\.jpg is 800 px wide, smaller than the 976 px a hero shows it at\n    hint: use the original photo, at least 976 px wide/)]);
  });

  it('a file that is not a picture', async () => {
    writeFileSync(path.join(copy.root, 'site/images/quote.jpg'), 'Quote 1042: hull plate, 40 minutes\n');
    withHero((text) => text.replace('src: /images/girder-half-cleaned.jpg', 'src: /images/quote.jpg'));
    expect(await problemsOf()).toEqual([expect.stringMatching(/case-study\.yaml:\d+:\d+  [^\n]*, block 1 \(Hero banner\), Picture, Picture file  \/images\/quote\.jpg is not a picture \(.+\)\n    hint: use a JPEG, PNG, WebP or AVIF photo/)]);
  });

  it('a picture that is not there', async () => {
    withHero((text) => text.replace('src: /images/girder-half-cleaned.jpg', 'src: /images/girder-half-cleane.jpg'));
    expect(await problemsOf()).toEqual([expect.stringMatching(/case-study\.yaml:\d+:\d+  [^\n]*, block 1 \(Hero banner\), Picture, Picture file  there is no picture \/images\/girder-half-cleane\.jpg/)]);
  });
});

describe('the copies', () => {
  it('are AVIF and WebP at every width up to the photo\'s own, upright, with no EXIF or GPS', async () => {
    const source = await jpeg(1300, GPS);
    expect((await sharp(source).metadata()).exif, 'the source carries EXIF').toBeDefined();
    writeFileSync(path.join(copy.root, 'site/images/site-phone.jpg'), source);
    const file = (await readPictures(copy.root)).get('/images/site-phone.jpg')!;
    expect(copyWidths(file.width)).toEqual([480, 768, 1024, 1280, 1300]);
    for (const format of ['avif', 'webp'] as const) {
      const meta = await sharp(await photoCopy('/images/site-phone.jpg', file, 1280, format, copy.root)).metadata();
      expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
      expect(meta.width).toBe(1280);
      expect(meta.exif, `${format} copy has no EXIF`).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
    }
  });

  it('are cached by content hash: a second build encodes nothing, a changed photo is encoded again', async () => {
    const photos = path.join(copy.root, 'site/images');
    for (const name of readdirSync(photos)) if (name.endsWith('.jpg')) rmSync(path.join(photos, name));
    writeFileSync(path.join(photos, 'plate.jpg'), await jpeg(1100));
    const out = path.join(copy.root, 'dist');
    const first = await writePhotoCopies(await readPictures(copy.root), out, copy.root);
    expect(first).toMatchObject({ copies: 8, encoded: 8 });
    const started = performance.now();
    const again = await writePhotoCopies(await readPictures(copy.root), out, copy.root);
    expect(again).toMatchObject({ copies: 8, encoded: 0 });
    expect(performance.now() - started, 'a rebuild with no new photo takes no time').toBeLessThan(500);
    writeFileSync(path.join(photos, 'plate.jpg'), await jpeg(1000));
    expect(await writePhotoCopies(await readPictures(copy.root), out, copy.root)).toMatchObject({ copies: 6, encoded: 6 });
    expect(readdirSync(path.join(out, 'images')).filter((name) => name.startsWith('plate-1000.'))).toHaveLength(2);
  });
});

describe('a drawing (SVG in site/images/)', () => {
  const GUIDE = 'site/pages/resources/ultimate-laser-rust-removal-guide.yaml';

  it('is served as it is under its content hash, with the width and height of its viewBox, its alt text, and no srcset', async () => {
    const pictures = await readPictures(copy.root);
    const file = pictures.get('/images/hero-rust-removal.svg')!;
    expect(file).toMatchObject({ width: 960, height: 720, vector: true, hash: expect.stringMatching(/^[0-9a-f]{10}$/) });
    const hero = loadSiteFrom(copy.root, validators, pictures).site!.pages.get(GUIDE.replace('site/pages/', ''))!.blocks.find((block) => block.type === 'hero')!;
    expect(hero).toMatchObject({ image: { src: `/images/hero-rust-removal.${file.hash}.svg`, width: 960, height: 720, alt: expect.stringMatching(/\w/), sources: {} } });
    const out = path.join(copy.root, 'dist');
    expect(await writePhotoCopies(new Map([['/images/hero-rust-removal.svg', file]]), out, copy.root)).toEqual({ copies: 0, encoded: 0, drawings: 1 });
    expect(readFileSync(path.join(out, `images/hero-rust-removal.${file.hash}.svg`), 'utf8')).toBe(readFileSync(path.join(copy.root, 'site/images/hero-rust-removal.svg'), 'utf8'));
  });

  it('needs alt text like a photo, but no least width: it is sharp at any', async () => {
    copy.edit(GUIDE, (text) => {
      const blocks = text.indexOf('\nblocks:');
      return text.slice(0, blocks) + text.slice(blocks).replace(/(src: \/images\/hero-rust-removal\.svg\n\s+alt: )[^\n]+/, '$1""');
    });
    expect(await problemsOf()).toEqual([expect.stringMatching(/ultimate-laser-rust-removal-guide\.yaml:\d+:\d+  .*Alt text  the picture \/images\/hero-rust-removal\.svg has no alt text/)]);
  });
});
