// The materials of the drawn photos: pitted steel, the rust over it, coatings lifting off it, weld beads and spatter.
// A before and an after photo share one Steel, so the slider compares the same surface, rusty and then cleaned.
import { seededRandom as random } from '../build/seeded-random';
import { clamp, fbm, fill, type Field, HEIGHT, mix, PIXELS, ramp, type Rgb, smooth, warped, WIDTH } from './field';

/**
 * The steel under the rust: where corrosion bit hardest (0-1), the pits it left (depth in px, ≤ 0), the shallow orange-peel
 * it ate into the surface around them, its fine grain and a broad mottle of tone.
 */
export interface Steel {
  corrosion: Field;
  pits: Field;
  wastage: Field;
  grain: Field;
  tone: Field;
}

/** Pits, bowl-shaped with ragged rims, crowded where corrosion was worst; deeper ones wider, as pitting grows. */
function stampPits(seed: number, count: number, corrosion: Field): Field {
  const next = random(seed);
  const pits = new Float32Array(PIXELS);
  for (let placed = 0; placed < count; ) {
    const cx = next() * WIDTH;
    const cy = next() * HEIGHT;
    if (next() > corrosion[Math.floor(cy) * WIDTH + Math.floor(cx)]! ** 3) continue;
    placed++;
    const radius = 2.5 + 10 * next() ** 3;
    const depth = 0.4 + radius * (0.15 + next() * 0.2);
    // Slightly oval, at any angle: corrosion pits are never turned on a lathe.
    const [oval, turn] = [0.08 + next() * 0.14, next() * Math.PI];
    for (let y = Math.max(0, Math.floor(cy - radius)); y <= Math.min(HEIGHT - 1, Math.ceil(cy + radius)); y++) {
      for (let x = Math.max(0, Math.floor(cx - radius)); x <= Math.min(WIDTH - 1, Math.ceil(cx + radius)); x++) {
        const q = Math.hypot(x - cx, y - cy) / (radius * (1 + oval * Math.cos(2 * (Math.atan2(y - cy, x - cx) - turn))));
        if (q < 1) pits[y * WIDTH + x] = Math.min(pits[y * WIDTH + x]!, -depth * (1 - q * q) ** 2);
      }
    }
  }
  return pits;
}

export function steel(seed: number, pitCount: number): Steel {
  const corrosion = fill(warped(fbm(seed, 420, 4), seed + 1, 300, 120)).map((v) => clamp(0.5 + v * 1.3));
  return {
    corrosion,
    pits: stampPits(seed + 2, pitCount, corrosion),
    wastage: fill(fbm(seed + 5, 14, 3)).map((v, i) => v * corrosion[i]! ** 2 * 2.4),
    grain: fill(fbm(seed + 3, 5, 2)),
    tone: fill(fbm(seed + 4, 70, 5, 0.6)),
  };
}

// Laser-cleaned steel: matte silver-grey, a touch warm; darker and browner where the rust had eaten deepest.
const CLEAN: Rgb = [108, 106, 102];
const CLEAN_DARK: Rgb = [84, 79, 73];
const PIT_OXIDE: Rgb = [62, 52, 46];
export const CLEAN_GLOSS = 0.36;
// The scan lines of the laser: a fine raster at one angle, a few pixels apart, only just visible up close.
const RASTER_ANGLE = (-24 * Math.PI) / 180;
const RASTER_PERIOD = 3.6;

const raster = (x: number, y: number) => Math.sin(((x * Math.cos(RASTER_ANGLE) + y * Math.sin(RASTER_ANGLE)) / RASTER_PERIOD) * Math.PI * 2);

/** The bare steel's relief: its pits, orange-peel and grain. */
export const steelHeight = (s: Steel, i: number) => s.pits[i]! + s.wastage[i]! + s.grain[i]! * 0.18;

/** The beam's scan lines, shallow grooves that catch the light only up close. */
export const rasterHeight = (x: number, y: number) => raster(x, y) * 0.07;

export const cleanedHeight = (s: Steel, i: number, x: number, y: number) => steelHeight(s, i) + rasterHeight(x, y);

export function cleanedColour(s: Steel, i: number, x: number, y: number): Rgb {
  let colour = mix(CLEAN, CLEAN_DARK, clamp(s.corrosion[i]! ** 1.5 * 0.9 + s.tone[i]! * 0.2));
  // Oxide left in the bottoms of the deeper pits, which the beam reaches least.
  colour = mix(colour, PIT_OXIDE, smooth(1, 5, -s.pits[i]!) * 0.6);
  const shade = 1 + raster(x, y) * 0.015 + s.grain[i]! * 0.03;
  return [colour[0] * shade, colour[1] * shade, colour[2] * shade];
}

/** Rust: a lumpy, layered crust whose flakes leave small cliffs, coloured near-black to ochre by thickness and mottling. */
export interface Rust {
  thickness: Field;
  lumps: Field;
  flakes: Field;
  mottle: Field;
  powder: Field;
}

export function rust(seed: number, s: Steel): Rust {
  const crust = warped(fbm(seed + 10, 200, 5), seed + 11, 160, 70);
  return {
    thickness: fill(crust).map((v, i) => clamp(0.45 + v * 0.9 + (s.corrosion[i]! - 0.5) * 0.5)),
    // Folded noise: rounded nodules with sharp creases between them, as rust grows.
    lumps: fill(fbm(seed + 12, 36, 4, 0.55)).map((v) => Math.abs(v) * 2 - 0.4),
    flakes: fill(warped(fbm(seed + 13, 90, 3), seed + 14, 60, 25)),
    mottle: fill(warped(fbm(seed + 15, 70, 5, 0.6), seed + 16, 60, 30)),
    powder: fill(fbm(seed + 17, 3, 2)),
  };
}

const RUST_RAMP: Rgb[] = [
  [30, 21, 17],
  [62, 36, 24],
  [104, 52, 27],
  [150, 72, 31],
  [184, 100, 44],
  [204, 140, 74],
];

export function rustHeight(r: Rust, i: number) {
  // Flakes stand as a layer with a cliff edge where it has broken away.
  const layer = smooth(0.22, 0.27, r.flakes[i]!) * 2.4;
  return 1.5 + r.thickness[i]! * 7 + r.lumps[i]! * 2.6 + layer + r.powder[i]! * 0.7;
}

export function rustColour(r: Rust, i: number): Rgb {
  // The mottle is pushed through a step so dark and orange patches meet at crisp edges, not in a blur.
  const t = r.thickness[i]! * 0.5 + smooth(-0.25, 0.3, r.mottle[i]!) * 0.3 + r.lumps[i]! * 0.3 + r.powder[i]! * 0.16;
  const colour = ramp(RUST_RAMP, t);
  // Crusts on top of the flakes dry paler; the broken edges under them are fresh and dark.
  return mix(colour, [184, 118, 60], smooth(0.27, 0.6, r.flakes[i]!) * 0.3);
}

/** A layer lying on the steel (paint, mill scale): how much covers each pixel and the lift where its edge curls up. */
export interface Coating {
  cover: Field;
  lift: Field;
}

export function coating(seed: number, scale: number, threshold: number): Coating {
  const field = fill(warped(fbm(seed, scale, 5, 0.55), seed + 1, scale * 0.6, scale * 0.25));
  return {
    cover: field.map((v) => smooth(threshold - 0.008, threshold + 0.008, v)),
    lift: field.map((v) => (v > threshold ? Math.exp(-(v - threshold) / 0.025) : 0)),
  };
}

/** Rust washed down a vertical plate: stains trail below each rusty patch and fade, broken into runs. */
export function runoff(seed: number, source: Field): Field {
  const runs = fbm(seed, 12, 3, 0.5, 12);
  const out = new Float32Array(PIXELS);
  for (let x = 0; x < WIDTH; x++) {
    let carried = 0;
    for (let y = 0, i = x; y < HEIGHT; y++, i += WIDTH) {
      carried = Math.max(source[i]!, carried * 0.993);
      // Read across (y, x), so the runs stretch down the plate.
      out[i] = carried * smooth(-0.1, 0.4, runs(y, x));
    }
  }
  return out;
}

/** A welded seam along `row`: a rippled, domed bead with slight undercut at its toes; `bead` is 1 on the weld metal. */
export interface Weld {
  height: Field;
  bead: Field;
  distance: Field;
}

export function weld(seed: number, row: number, halfWidth: number): Weld {
  const wander = fbm(seed, 500, 2);
  const ripplePhase = fbm(seed + 1, 60, 2);
  const lumps = fbm(seed + 2, 18, 2);
  const height = new Float32Array(PIXELS);
  const bead = new Float32Array(PIXELS);
  const distance = new Float32Array(PIXELS);
  for (let y = 0, i = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++, i++) {
      const d = y - (row + wander(x, 0) * 10);
      const w = halfWidth * (1 + wander(x, 400) * 0.12);
      const q = Math.abs(d) / w;
      distance[i] = Math.abs(d) - w;
      if (q > 1.3) continue;
      // Each solidified puddle leaves a crescent ripple, bowed back along the direction of travel.
      const phase = (x - (d * d) / w) / 11 + ripplePhase(x, y) * 0.6;
      const ripple = (Math.sin(phase * Math.PI * 2) + 0.35 * Math.sin(phase * Math.PI * 4)) * (1 - q * q);
      const dome = 12 * Math.max(0, 1 - q * q) ** 0.6;
      const undercut = -0.9 * Math.exp(-(((q - 1.08) / 0.07) ** 2));
      height[i] = dome + (ripple * 0.6 + lumps(x, y) * 0.8) * smooth(1, 0.6, q) + undercut;
      bead[i] = smooth(1.05, 0.92, q);
    }
  }
  return { height, bead, distance };
}

/** Spatter: little beads of metal thrown from the weld, thick near it and thinning out; heights in px. */
export function spatter(seed: number, row: number, count: number): Field {
  const next = random(seed);
  const drops = new Float32Array(PIXELS);
  for (let k = 0; k < count; k++) {
    const cx = next() * WIDTH;
    const cy = row + (next() < 0.5 ? -1 : 1) * (36 + -Math.log(1 - next()) * 70);
    const radius = 1.5 + next() ** 2 * 4.5;
    for (let y = Math.max(0, Math.floor(cy - radius)); y <= Math.min(HEIGHT - 1, Math.ceil(cy + radius)); y++) {
      for (let x = Math.max(0, Math.floor(cx - radius)); x <= Math.min(WIDTH - 1, Math.ceil(cx + radius)); x++) {
        const r2 = radius * radius - (x - cx) ** 2 - (y - cy) ** 2;
        if (r2 > 0) drops[y * WIDTH + x] = Math.max(drops[y * WIDTH + x]!, Math.sqrt(r2) * 0.8);
      }
    }
  }
  return drops;
}
