// `npm run photos`: draws the site's example photos into site/images/ as JPEG sources: corroded and laser-cleaned
// steel made from seeded noise, so they are ours (no third-party photo) and the same every time they are drawn.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { projectRoot } from './build/content-files';
import { seededRandom as random } from './build/seeded-random';

const WIDTH = 1800;
const HEIGHT = 1350;
const PIXELS = WIDTH * HEIGHT;
type Field = Float32Array;
type Rgb = [number, number, number];


/** Smooth noise in [0, 1]: a grid of random values, one per cell, enlarged with a cubic filter. */
async function noise(seed: number, cellX: number, cellY = cellX): Promise<Field> {
  const next = random(seed);
  const gw = Math.ceil(WIDTH / cellX) + 2;
  const gh = Math.ceil(HEIGHT / cellY) + 2;
  const grid = Buffer.from(Array.from({ length: gw * gh }, () => Math.floor(next() * 256)));
  const raw = await sharp(grid, { raw: { width: gw, height: gh, channels: 1 } }).resize(gw * cellX, gh * cellY, { kernel: 'cubic' }).extract({ left: cellX, top: cellY, width: WIDTH, height: HEIGHT }).raw().toBuffer();
  return Float32Array.from(raw, (value) => value / 255);
}

/** Several octaves of noise, from broad patches to fine grain. */
async function fbm(seed: number, cells: number[], stretch = 1): Promise<Field> {
  const sum = new Float32Array(PIXELS);
  let total = 0;
  for (const [octave, cell] of cells.entries()) {
    const weight = 1 / (octave + 1);
    const layer = await noise(seed + octave * 101, Math.max(1, Math.round(cell * stretch)), cell);
    for (let i = 0; i < PIXELS; i++) sum[i]! += layer[i]! * weight;
    total += weight;
  }
  for (let i = 0; i < PIXELS; i++) sum[i]! /= total;
  return sum;
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
const smooth = (edge0: number, edge1: number, x: number) => {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
};

/** The surface's shared features, so a before and an after photo show the same steel. */
interface Surface {
  patches: Field;
  fine: Field;
  pits: Field;
  brushed: Field;
  paint: Field;
  streaks: Field;
}

async function surface(seed: number): Promise<Surface> {
  return {
    patches: await fbm(seed, [220, 90, 36]),
    fine: await fbm(seed + 7, [14, 5, 2]),
    pits: await noise(seed + 13, 6),
    brushed: await fbm(seed + 17, [4, 2], 40),
    paint: await fbm(seed + 23, [260, 120, 40]),
    streaks: await fbm(seed + 29, [12, 5], 0.08),
  };
}

const RUST_DARK: Rgb = [58, 30, 18];
const RUST: Rgb = [150, 68, 26];
const RUST_BRIGHT: Rgb = [196, 118, 48];
const PAINT: Rgb = [86, 102, 116];

function rustAt(s: Surface, i: number): Rgb {
  const p = s.patches[i]!;
  const f = s.fine[i]!;
  let colour = p < 0.5 ? mix(RUST_DARK, RUST, smooth(0.3, 0.5, p)) : mix(RUST, RUST_BRIGHT, smooth(0.5, 0.72, p));
  colour = mix(colour, [40, 24, 16], smooth(0.55, 0.8, f) * 0.5);
  if (s.pits[i]! > 0.84) colour = mix(colour, [30, 16, 10], 0.7);
  return colour;
}

function steelAt(s: Surface, i: number, tint: number): Rgb {
  const shade = 150 + (s.brushed[i]! - 0.5) * 70 + (s.patches[i]! - 0.5) * 30;
  let colour: Rgb = [shade - 4, shade, shade + 6];
  // The pits corrosion left stay as dark specks in the clean steel: the same surface, cleaned.
  if (s.pits[i]! > 0.84) colour = mix(colour, [70, 64, 60], 0.75);
  return mix(colour, [176, 150, 120], tint);
}

/** A weld bead across the plate at `row`: rippled, raised, with its heat-tinted edges. */
function weld(x: number, y: number, row: number, colour: Rgb, clean: boolean): Rgb {
  const half = 34;
  const d = Math.abs(y - row);
  if (d > half + 22) return colour;
  if (d > half) return mix(colour, clean ? [150, 128, 110] : [70, 40, 30], (1 - (d - half) / 22) * 0.6);
  const ripple = 0.5 + 0.5 * Math.sin((x + (d * d) / 9) / 7);
  const dome = Math.cos((d / half) * (Math.PI / 2));
  const bead: Rgb = clean ? [120 + 80 * dome, 122 + 78 * dome, 126 + 76 * dome] : [80 + 70 * dome, 44 + 32 * dome, 24 + 12 * dome];
  return mix(bead, [bead[0] * 0.7, bead[1] * 0.7, bead[2] * 0.7], ripple * 0.5);
}

/** Light falling from the top left, darker at the corners, as on a job-site photo. */
const light = (x: number, y: number) => 1.12 - 0.28 * Math.hypot(x / WIDTH - 0.35, y / HEIGHT - 0.3);

type Painter = (x: number, y: number, i: number) => Rgb;

async function write(name: string, paint: Painter) {
  const pixels = Buffer.alloc(PIXELS * 3);
  const grain = random(name.length * 977);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = y * WIDTH + x;
      const colour = paint(x, y, i);
      const lit = light(x, y);
      const speck = (grain() - 0.5) * 5;
      for (let c = 0; c < 3; c++) pixels[i * 3 + c] = Math.max(0, Math.min(255, Math.round(colour[c]! * lit + speck)));
    }
  }
  const file = path.join(projectRoot, 'site/images', name);
  mkdirSync(path.dirname(file), { recursive: true });
  const info = await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).jpeg({ quality: 70, mozjpeg: true }).toFile(file);
  console.log(`${name}: ${WIDTH} × ${HEIGHT}, ${Math.round(info.size / 1000)} kB`);
}

const hull = await surface(11);
const SEAM = HEIGHT * 0.58;
const paintLeft = (s: Surface, i: number) => s.paint[i]! > 0.56;
await write('ship-hull-before.jpg', (x, y, i) => {
  let colour = rustAt(hull, i);
  // Flakes of the old hull paint, rust bleeding down from under them.
  if (paintLeft(hull, i)) colour = mix(PAINT, [60, 70, 80], hull.fine[i]! * 0.5);
  else colour = mix(colour, [120, 52, 22], smooth(0.5, 0.9, hull.streaks[i]!) * 0.5);
  return weld(x, y, SEAM, colour, false);
});
await write('ship-hull-after.jpg', (x, y, i) => weld(x, y, SEAM, steelAt(hull, i, 0.04), true));

const flange = await surface(29);
const CX = WIDTH * 0.5;
const CY = HEIGHT * 0.5;
const bolts = Array.from({ length: 8 }, (_, n) => [CX + Math.cos((n * Math.PI) / 4) * 440, CY + Math.sin((n * Math.PI) / 4) * 440] as const);
const flangePainter = (clean: boolean): Painter => (x, y, i) => {
  const r = Math.hypot(x - CX, y - CY);
  if (r < 250) return mix([22, 20, 20], [48, 40, 36], flange.fine[i]!);
  if (r > 560) return mix(rustAt(flange, i), [30, 22, 18], 0.35);
  for (const [bx, by] of bolts) {
    const b = Math.hypot(x - bx, y - by);
    if (b < 58) {
      const head: Rgb = clean ? [118 + 40 * (1 - b / 58), 120 + 40 * (1 - b / 58), 124 + 40 * (1 - b / 58)] : mix(RUST_DARK, RUST, 1 - b / 58);
      return Math.abs(((Math.atan2(y - by, x - bx) + Math.PI) % (Math.PI / 3)) - Math.PI / 6) < 0.04 ? mix(head, [20, 20, 20], 0.6) : head;
    }
    if (b < 66) return [26, 22, 20];
  }
  const rim = r > 540 || r < 270 ? 0.3 : 0;
  const face = clean ? steelAt(flange, i, 0.02) : rustAt(flange, i);
  return mix(face, [20, 18, 16], rim);
};
await write('flange-before.jpg', flangePainter(false));
await write('flange-after.jpg', flangePainter(true));

const girder = await surface(47);
await write('girder-half-cleaned.jpg', (x, y, i) => {
  // The laser's pass runs on the diagonal: cleaned steel below it, rust and mill scale above.
  const edge = x * 0.75 + y - WIDTH * 0.62 + (girder.fine[i]! - 0.5) * 40;
  const flangeShadow = Math.abs(y - HEIGHT * 0.22) < 26 ? 0.55 : 0;
  const colour = edge > 0 ? steelAt(girder, i, 0.06) : rustAt(girder, i);
  const glow = Math.max(0, 1 - Math.abs(edge) / 14);
  return mix(mix(colour, [20, 16, 14], flangeShadow), [255, 236, 200], glow * 0.8);
});

const seam = await surface(61);
await write('weld-seam-cleaned.jpg', (x, y, i) => {
  const cleaned = x > WIDTH * 0.42 + (seam.fine[i]! - 0.5) * 30;
  const colour = cleaned ? steelAt(seam, i, 0.03) : mix(steelAt(seam, i, 0.1), [64, 46, 80], smooth(0.2, 0.9, seam.patches[i]!) * 0.6);
  return weld(x, y, HEIGHT * 0.5, colour, cleaned);
});
