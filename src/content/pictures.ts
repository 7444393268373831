// Pictures as the content model sees them: what the build measured of each file (handed in by the fs edge,
// scripts/build/pictures.ts), the widths and addresses of a photo's AVIF and WebP copies and a drawing's SVG, the slot
// each block gives a picture, and the checks that refuse a photo without alt text, too small for its slot, or that is no picture at all.
import type { Image, Page } from '../../schema/generated/types';
import type { Segment } from './problems';

/** What the build read from one picture file. */
export interface PictureFile {
  width: number;
  height: number;
  /** Set for a photo or drawing of site/images/: the build names its copies by this content hash. */
  hash?: string;
  /** A drawing (SVG) of site/images/: served as it is, under its hash, sharp at every width and smaller than any raster copy. */
  vector?: boolean;
  /** Set when the file could not be read as a picture: what the decoder said. */
  error?: string;
}

/** Every picture the site can use, by its address in content (/images/ship-hull-before.jpg). */
export type PictureFiles = ReadonlyMap<string, PictureFile>;

/** Photos are read from here and never served as they are (their EXIF would go with them). */
export const PHOTO_FOLDER = 'site/images';
export const PHOTO_EXTENSIONS = /\.(jpe?g|png|webp|avif|tiff?)$/i;
export const DRAWING_EXTENSIONS = /\.svg$/i;
/** A photo or drawing of the site (a path from the project root), as the development server watches them. */
export const isPictureFile = (file: string) => file.startsWith(`${PHOTO_FOLDER}/`) && (PHOTO_EXTENSIONS.test(file) || DRAWING_EXTENSIONS.test(file));
export const COPY_FORMATS = ['avif', 'webp'] as const;
export type CopyFormat = (typeof COPY_FORMATS)[number];

/** Widths a photo is copied at, as far as it is wide: from a phone at 1x to a 1,024-px slot at 2x. */
const LARGEST_COPY = 2048;
// Named before the list, not read from it: a read at the top of a module stays in every bundle that imports it.
const COPY_WIDTHS = [480, 768, 1024, 1280, 1600, LARGEST_COPY];

export function copyWidths(width: number): number[] {
  const below = COPY_WIDTHS.filter((copy) => copy < width);
  return [...below, Math.min(width, LARGEST_COPY)];
}

/** /images/ship-hull-before.jpg at 768 px as AVIF: /images/ship-hull-before-768.<hash>.avif (cached forever). */
export const copyUrl = (src: string, hash: string, width: number, format: CopyFormat) => `${src.replace(/\.[a-z]+$/i, '')}-${width}.${hash}.${format}`;

/** /images/hero-laser.svg: /images/hero-laser.<hash>.svg (cached forever). */
export const drawingUrl = (src: string, hash: string) => `${src.replace(/\.svg$/i, '')}.${hash}.svg`;

/**
 * The places a block gives a picture: `sizes` as the layout draws it (renderer/ stylesheet widths: the page is at most
 * 80rem with 2rem gutters), and the least width in pixels a photo needs there (its widest CSS width at 1x).
 */
export const PICTURE_SLOTS = {
  hero: { sizes: '(min-width: 1280px) 556px, (min-width: 1024px) calc((100vw - 112px) / 2.1), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)', least: 976 },
  gallery: { sizes: '(min-width: 1280px) 384px, (min-width: 1024px) calc((100vw - 128px) / 3), (min-width: 768px) calc((100vw - 80px) / 2), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)', least: 1200 },
  lightbox: { sizes: '(min-width: 1232px) 1200px, calc(100vw - 32px)', least: 1200 },
  'before-after': { sizes: '(min-width: 1072px) 1024px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)', least: 1024 },
  product: { sizes: '(min-width: 1024px) 584px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)', least: 584 },
  article: { sizes: '(min-width: 1280px) 384px, (min-width: 1024px) calc((100vw - 112px) / 3), (min-width: 768px) calc((100vw - 72px) / 2), (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)', least: 768 },
} as const;
export type PictureSlot = keyof typeof PICTURE_SLOTS;

/** A gallery's photo needs 1,200 px, as its lightbox shows it up to 75rem wide. */
const SLOT_NAMES: Record<PictureSlot, string> = { hero: 'a hero', gallery: "a gallery's lightbox", lightbox: "a gallery's lightbox", 'before-after': 'a before/after comparison', product: 'a product card', article: "an article's card" };

const slotOfBlock = (type: string): PictureSlot => (type === 'hero' ? 'hero' : type === 'gallery' ? 'gallery' : type === 'before-after' ? 'before-after' : type === 'products' ? 'product' : 'article');

const isImage = (value: unknown): value is Image => typeof value === 'object' && value !== null && typeof (value as Image).src === 'string' && 'alt' in value;

/** Every picture of a page with where it is and the slot it fills. */
function picturesOf(page: Page): { image: Image; segments: Segment[]; slot: PictureSlot }[] {
  const found: { image: Image; segments: Segment[]; slot: PictureSlot }[] = [];
  // One path, grown and shrunk as the walk goes: a copy is made only for a picture found (a thousand pages hold few).
  const at: Segment[] = [];
  const visit = (value: unknown, slot: PictureSlot) => {
    if (typeof value !== 'object' || value === null) return;
    if (isImage(value)) return void found.push({ image: value, segments: [...at], slot });
    for (const [key, item] of Array.isArray(value) ? value.entries() : Object.entries(value)) {
      at.push(key);
      visit(item, slot);
      at.pop();
    }
  };
  page.blocks.forEach((block, index) => {
    at.push('blocks', index);
    visit(block, slotOfBlock(block.type));
    at.length = 0;
  });
  if (page.article?.image) found.push({ image: page.article.image, segments: ['article', 'image'], slot: 'article' });
  return found;
}

/** A picture with its size, and a photo with its copies, as the renderer needs them. */
export function withPictureFile(image: Image, file: PictureFile | undefined): Image {
  if (!file || file.error) return image;
  const sized = { ...image, width: file.width, height: file.height };
  if (!file.hash) return { ...sized, sources: {} };
  if (file.vector) return { ...sized, src: drawingUrl(image.src, file.hash), sources: {} };
  const widths = copyWidths(file.width);
  const srcset = (format: CopyFormat) => widths.map((width) => `${copyUrl(image.src, file.hash!, width, format)} ${width}w`).join(', ');
  const fallback = widths.find((width) => width >= 1024) ?? widths[widths.length - 1]!;
  return {
    ...sized,
    src: copyUrl(image.src, file.hash, fallback, 'webp'),
    height: Math.round((file.height * fallback) / file.width),
    width: fallback,
    sources: { avif: srcset('avif'), webp: srcset('webp'), full: copyUrl(image.src, file.hash, widths[widths.length - 1]!, 'webp') },
  };
}

/** The page with every picture's size and copies filled in from the files the build measured. */
export function withPictures(page: Page, pictures: PictureFiles): Page {
  const fill = (value: unknown): unknown => {
    if (isImage(value)) return withPictureFile(value, pictures.get(value.src));
    if (Array.isArray(value)) return value.map(fill);
    if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fill(item)]));
    return value;
  };
  return fill(page) as Page;
}

/** A picture problem, placed at its field of the page file. */
export interface PictureProblem {
  segments: Segment[];
  message: string;
  hint: string;
}

/**
 * What stops a page's pictures from being built: a picture without alt text, and once the build has measured the
 * files (`pictures`; the editor has not), a file that is missing or no picture, or a photo too small for its slot.
 */
export function pictureProblems(page: Page, pictures?: PictureFiles): PictureProblem[] {
  const problems: PictureProblem[] = [];
  for (const { image, segments, slot } of picturesOf(page)) {
    if (!image.alt.trim()) problems.push({ segments: [...segments, 'alt'], message: `the picture ${image.src} has no alt text`, hint: 'say what it shows for someone who cannot see it, e.g. "Rusted pump flange before laser cleaning"' });
    if (!pictures) continue;
    const file = pictures.get(image.src);
    if (!file) {
      problems.push({ segments: [...segments, 'src'], message: `there is no picture ${image.src}`, hint: `put the file in ${PHOTO_FOLDER}/ (a photo, or a drawing as SVG), or upload it in the editor` });
      continue;
    }
    if (file.error) {
      problems.push({ segments: [...segments, 'src'], message: `${image.src} is not a picture (${file.error})`, hint: 'use a JPEG, PNG, WebP or AVIF photo; a file renamed to .jpg is not one' });
      continue;
    }
    if (!file.hash || file.vector) continue;
    const least = PICTURE_SLOTS[slot].least;
    if (file.width < least) problems.push({ segments: [...segments, 'src'], message: `${image.src} is ${file.width} px wide, smaller than the ${least} px ${SLOT_NAMES[slot]} shows it at`, hint: `use the original photo, at least ${least} px wide` });
  }
  return problems;
}
