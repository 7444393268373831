// Picture bytes per route as a phone downloads them: for each picture of the built page, the file the browser picks
// on a 390-px screen at 3x (the AVIF candidate its sizes and srcset give, else the <img> itself, gzipped where the
// build wrote a .gz beside it, as a drawing's SVG), read from dist/.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { pageFile } from '../../src/app/offline/offline-routes';

export const PHONE = { width: 390, dpr: 3 };

export interface RoutePictures {
  path: string;
  /** Each picture the page shows (a closed lightbox's are fetched only when opened, so left out), with the file a phone takes. */
  pictures: { file: string; bytes: number }[];
  largest: number;
  total: number;
}

/** A `sizes` length at this viewport width: px, or calc() of vw and px. */
function lengthAt(length: string, width: number): number {
  const arithmetic = length.replace(/calc/g, '').replace(/([\d.]+)vw/g, (_, n: string) => String((Number(n) * width) / 100)).replace(/px/g, '');
  if (!/^[\d\s.+\-*/()]+$/.test(arithmetic)) throw new Error(`cannot read the sizes length ${length}`);
  return Number(new Function(`return (${arithmetic});`)());
}

/** The slot width `sizes` gives at this viewport: the first entry whose (min-width) holds, else the last. */
export function slotWidth(sizes: string, width: number): number {
  for (const entry of sizes.split(/,\s*(?![^()]*\))/)) {
    const media = /^\(min-width:\s*([\d.]+)px\)\s*(.+)$/.exec(entry.trim());
    if (!media) return lengthAt(entry.trim(), width);
    if (width >= Number(media[1])) return lengthAt(media[2]!, width);
  }
  return width;
}

/** The candidate a browser takes: the narrowest at least as wide as the slot at this density, else the widest. */
export function candidate(srcset: string, slot: number, dpr: number): string {
  const options = srcset.split(/,\s*/).map((entry) => {
    const [url, w] = entry.trim().split(/\s+/);
    return { url: url!, width: Number(w!.replace('w', '')) };
  });
  const sorted = options.sort((a, b) => a.width - b.width);
  return (sorted.find((option) => option.width >= slot * dpr) ?? sorted[sorted.length - 1]!).url;
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1]?.replace(/&amp;/g, '&');

/** The bytes a browser downloads for a file: a drawing (SVG) goes gzipped, as the build's .gz beside it; a photo as stored. */
const downloaded = (file: string) => (existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : existsSync(file) ? statSync(file).size : 0);

export function phonePictures(distDir: string, routePath: string): RoutePictures {
  const html = readFileSync(path.join(distDir, pageFile(routePath)), 'utf8').replace(/<dialog[\s\S]*?<\/dialog>/g, '').replace(/<template[\s\S]*?<\/template>/g, '');
  const files: string[] = [];
  const rest = html.replace(/<picture>([\s\S]*?)<\/picture>/g, (_, inner: string) => {
    const avif = /<source[^>]*type="image\/avif"[^>]*>/.exec(inner)?.[0];
    const img = /<img[^>]*>/.exec(inner)?.[0] ?? '';
    files.push(avif ? candidate(attribute(avif, 'srcset')!, slotWidth(attribute(avif, 'sizes') ?? '100vw', PHONE.width), PHONE.dpr) : attribute(img, 'src')!);
    return '';
  });
  for (const img of rest.match(/<img[^>]*>/g) ?? []) files.push(attribute(img, 'src')!);
  const pictures = files.filter((file) => file.startsWith('/')).map((file) => ({ file, bytes: downloaded(path.join(distDir, file)) }));
  return { path: routePath, pictures, largest: Math.max(0, ...pictures.map((picture) => picture.bytes)), total: pictures.reduce((sum, picture) => sum + picture.bytes, 0) };
}
