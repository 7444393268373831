// The fs edge of pictures: measures every picture file with sharp and makes each photo's AVIF and WebP copies,
// without EXIF or GPS, cached under .build/pictures by content hash so a build with no new photo encodes nothing;
// a drawing (SVG) is copied as it is, under its hash.
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { COPY_FORMATS, copyUrl, copyWidths, DRAWING_EXTENSIONS, drawingUrl, PHOTO_EXTENSIONS, PHOTO_FOLDER, type CopyFormat, type PictureFile, type PictureFiles } from '../../src/content/pictures';
import { contentRoot, projectRoot } from './content-files';

/** Raised when the encoder's settings change, so every cached copy is made again. */
const ENCODER = 'avif-q50-e4.webp-q72.1';
const QUALITY: Record<CopyFormat, object> = { avif: { quality: 50, effort: 4 }, webp: { quality: 72, effort: 4 } };
const DRAWINGS_FOLDER = 'site/public/images';

export const pictureCacheDir = (root = projectRoot) => path.join(root, '.build/pictures');

const filesIn = (folder: string) => (existsSync(folder) ? (readdirSync(folder, { recursive: true }) as string[]).map((name) => name.split(path.sep).join('/')) : []);

/** A photo's content hash with the encoder's settings: a new file, or new settings, get new copies and new addresses. */
const hashOf = (bytes: Buffer) => createHash('sha256').update(ENCODER).update(bytes).digest('hex').slice(0, 10);

interface Measured {
  width: number;
  height: number;
  error?: string;
}

async function measure(bytes: Buffer): Promise<Measured> {
  try {
    const meta = await sharp(bytes).metadata();
    // EXIF orientations 5-8 turn the picture a quarter: the copies are upright, so their size is the turned one.
    const turned = (meta.orientation ?? 1) >= 5;
    return { width: (turned ? meta.height : meta.width) ?? 0, height: (turned ? meta.width : meta.height) ?? 0 };
  } catch (error) {
    return { width: 0, height: 0, error: error instanceof Error ? error.message.replace(/^Input buffer /, 'the file ') : String(error) };
  }
}

/** Sizes already read, by content hash, so a rebuild opens no unchanged picture with sharp. */
function sizeCache(root: string) {
  const file = path.join(pictureCacheDir(root), 'sizes.json');
  const sizes: Record<string, Measured> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  return {
    get: async (hash: string, bytes: Buffer) => sizes[hash] ?? (sizes[hash] = await measure(bytes)),
    save: () => {
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, JSON.stringify(sizes));
    },
  };
}

/** Where pictures are read from: photos (copied by the build) and raster drawings (served as they are). */
export const PICTURE_FOLDERS = [PHOTO_FOLDER, DRAWINGS_FOLDER] as const;

/**
 * Every picture content may name, by its address: the photos of site/images/ (copied by the build) and the
 * raster drawings of site/public/images/ (served as they are, measured for their width and height).
 */
export async function readPictures(root = contentRoot): Promise<Map<string, PictureFile>> {
  const files = PICTURE_FOLDERS.flatMap((folder) => filesIn(path.join(root, folder)).map((name) => ({ path: `${folder}/${name}`, bytes: () => readFileSync(path.join(root, folder, name)) })));
  return measurePictures(files, root);
}

/**
 * The pictures among `files` (paths from the project root, each with its bytes), measured as the build measures them:
 * the files on disk for the build, a version in git for the editor's publish check.
 */
export async function measurePictures(files: Iterable<{ path: string; bytes: () => Buffer }>, root = contentRoot): Promise<Map<string, PictureFile>> {
  const pictures = new Map<string, PictureFile>();
  const sizes = sizeCache(root);
  for (const file of files) {
    if (file.path.startsWith(`${PHOTO_FOLDER}/`)) {
      const name = file.path.slice(PHOTO_FOLDER.length + 1);
      if (!PHOTO_EXTENSIONS.test(name) && !DRAWING_EXTENSIONS.test(name)) continue;
      const bytes = file.bytes();
      const hash = hashOf(bytes);
      const size = await sizes.get(hash, bytes);
      pictures.set(`/images/${name}`, size.error ? size : { ...size, hash, ...(DRAWING_EXTENSIONS.test(name) ? { vector: true } : {}) });
    } else if (file.path.startsWith(`${DRAWINGS_FOLDER}/`)) {
      const name = file.path.slice(DRAWINGS_FOLDER.length + 1);
      if (!/\.(png|jpe?g|webp|avif)$/.test(name)) continue;
      const bytes = file.bytes();
      pictures.set(`/images/${name}`, await sizes.get(hashOf(bytes), bytes));
    }
  }
  sizes.save();
  return pictures;
}

/** One copy of a photo: turned upright, resized, encoded; sharp writes no metadata unless asked, so EXIF and GPS are gone. */
const encode = (source: string, width: number, format: CopyFormat) => sharp(source).rotate().resize({ width, withoutEnlargement: true })[format](QUALITY[format]).toBuffer();

/** The cached copy of a photo at one width and format, made first if it is not cached yet; its file. */
export async function photoCopy(src: string, file: PictureFile, width: number, format: CopyFormat, root = contentRoot): Promise<string> {
  const cached = path.join(pictureCacheDir(root), path.basename(copyUrl(src, file.hash!, width, format)));
  if (existsSync(cached)) return cached;
  const bytes = await encode(path.join(root, PHOTO_FOLDER, src.slice('/images/'.length)), width, format);
  mkdirSync(path.dirname(cached), { recursive: true });
  // Written whole and then renamed, so a build stopped mid-write leaves no broken copy in the cache.
  writeFileSync(`${cached}.part`, bytes);
  renameSync(`${cached}.part`, cached);
  return cached;
}

/** Copies encoded side by side, one a core: sharp gives one encode one thread here (glibc), and the bytes are the same either way. */
const ENCODES_AT_ONCE = availableParallelism();

/**
 * Every copy of every photo in site/images/, and each drawing (SVG) as it is under its hash, into <outDir>/images/;
 * returns how many copies had to be encoded.
 */
export async function writePhotoCopies(pictures: PictureFiles, outDir: string, root = contentRoot): Promise<{ copies: number; encoded: number; drawings: number }> {
  let drawings = 0;
  const copies: Array<{ src: string; file: PictureFile; width: number; format: CopyFormat; target: string }> = [];
  for (const [src, file] of pictures) {
    if (!file.hash) continue;
    if (file.vector) {
      const target = path.join(outDir, drawingUrl(src, file.hash));
      mkdirSync(path.dirname(target), { recursive: true });
      copyFileSync(path.join(root, PHOTO_FOLDER, src.slice('/images/'.length)), target);
      drawings++;
      continue;
    }
    for (const width of copyWidths(file.width)) for (const format of COPY_FORMATS) copies.push({ src, file, width, format, target: path.join(outDir, copyUrl(src, file.hash, width, format)) });
  }
  const encoded = copies.filter(({ target }) => !existsSync(path.join(pictureCacheDir(root), path.basename(target)))).length;
  const waiting = [...copies];
  const copyNext = async (): Promise<void> => {
    const copy = waiting.shift();
    if (!copy) return;
    mkdirSync(path.dirname(copy.target), { recursive: true });
    copyFileSync(await photoCopy(copy.src, copy.file, copy.width, copy.format, root), copy.target);
    return copyNext();
  };
  await Promise.all(Array.from({ length: ENCODES_AT_ONCE }, copyNext));
  return { copies: copies.length, encoded, drawings };
}
