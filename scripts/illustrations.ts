// `npm run illustrations`: draws each vector illustration in site/images/ into site/public/images/<name>.webp.
// Pages show the WebP: a browser decodes a raster image off the main thread, while an SVG image is parsed, styled
// and laid out as a document of its own on it (measured: 73 ms of main-thread time on the home page's four).
// Run it after changing an illustration and commit both files; photos can go straight into site/public/images/.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, chromePath } from './build/chromium';
import { projectRoot } from './build/content-files';

const SOURCE_DIR = path.join(projectRoot, 'site/images');
const OUTPUT_DIR = path.join(projectRoot, 'site/public/images');
/** WebP quality: at 0.6 these drawings show no visible artefacts and weigh a third less than at 0.8. */
const QUALITY = 0.6;

const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS });
try {
  const page = await browser.newPage();
  for (const file of readdirSync(SOURCE_DIR).filter((name) => name.endsWith('.svg')).sort()) {
    const svg = readFileSync(path.join(SOURCE_DIR, file), 'utf8');
    // Drawn at the size of the drawing's viewBox, the width and height content gives for the image.
    const viewBox = /viewBox="[\d.]+ [\d.]+ ([\d.]+) ([\d.]+)"/.exec(svg);
    if (!viewBox) throw new Error(`${file}: the <svg> element needs a viewBox="0 0 width height"`);
    const [width, height] = [Number(viewBox[1]), Number(viewBox[2])];
    const webp = await page.evaluate(
      async ({ svg, width, height, quality }) => {
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        canvas.getContext('2d')!.drawImage(image, 0, 0, width, height);
        return { dataUrl: canvas.toDataURL('image/webp', quality), width: canvas.width, height: canvas.height };
      },
      { svg, width, height, quality: QUALITY },
    );
    const bytes = Buffer.from(webp.dataUrl.slice(webp.dataUrl.indexOf(',') + 1), 'base64');
    const output = path.join(OUTPUT_DIR, file.replace(/\.svg$/, '.webp'));
    writeFileSync(output, bytes);
    console.log(`${path.relative(projectRoot, output)}  ${webp.width}x${webp.height}  ${(bytes.length / 1000).toFixed(1)} kB`);
  }
} finally {
  await browser.close();
}
