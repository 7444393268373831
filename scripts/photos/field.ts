// The drawn photos' canvas: float fields one value a pixel, seeded gradient noise to fill them, and small helpers.
import { seededRandom as random } from '../build/seeded-random';

export const WIDTH = 1800;
export const HEIGHT = 1350;
export const PIXELS = WIDTH * HEIGHT;
export type Field = Float32Array;
export type Rgb = [number, number, number];
/** A value at any point of the canvas, in pixels. */
export type Sampler = (x: number, y: number) => number;

export const clamp = (x: number, lo = 0, hi = 1) => Math.min(hi, Math.max(lo, x));
export const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
export const smooth = (edge0: number, edge1: number, x: number) => {
  const t = clamp((x - edge0) / (edge1 - edge0));
  return t * t * (3 - 2 * t);
};

/** A colour along stops spread evenly over [0, 1]. */
export function ramp(stops: Rgb[], t: number): Rgb {
  const at = clamp(t) * (stops.length - 1);
  const k = Math.min(stops.length - 2, Math.floor(at));
  return mix(stops[k]!, stops[k + 1]!, at - k);
}

/** Perlin gradient noise in about [-1, 1] with one unit a cell: smooth slopes, so a height made of it lights without terraces. */
function gradientNoise(seed: number): Sampler {
  const next = random(seed);
  const perm = Array.from({ length: 256 }, (_, k) => k);
  for (let k = 255; k > 0; k--) {
    const j = Math.floor(next() * (k + 1));
    [perm[k], perm[j]] = [perm[j]!, perm[k]!];
  }
  const table = Uint8Array.from([...perm, ...perm]);
  const angles = Array.from({ length: 256 }, () => next() * Math.PI * 2);
  const gx = Float32Array.from(angles, Math.cos);
  const gy = Float32Array.from(angles, Math.sin);
  const fade = (t: number) => t * t * t * (t * (t * 6 - 15) + 10);
  const dot = (ix: number, iy: number, dx: number, dy: number) => {
    const g = table[table[ix & 255]! + (iy & 255)]!;
    return gx[g]! * dx + gy[g]! * dy;
  };
  return (x, y) => {
    const ix = Math.floor(x);
    const iy = Math.floor(y);
    const fx = x - ix;
    const fy = y - iy;
    const u = fade(fx);
    const v = fade(fy);
    const top = dot(ix, iy, fx, fy) + (dot(ix + 1, iy, fx - 1, fy) - dot(ix, iy, fx, fy)) * u;
    const bottom = dot(ix, iy + 1, fx, fy - 1) + (dot(ix + 1, iy + 1, fx - 1, fy - 1) - dot(ix, iy + 1, fx, fy - 1)) * u;
    return (top + (bottom - top) * v) * 1.4;
  };
}

/**
 * Octaves of noise from features `scale` pixels across down to fine grain, each turned by a different angle so no grid
 * shows; `stretch` > 1 draws features longer along x (streaks). About [-1, 1].
 */
export function fbm(seed: number, scale: number, octaves: number, gain = 0.5, stretch = 1): Sampler {
  const layers = Array.from({ length: octaves }, (_, k) => ({
    noise: gradientNoise(seed * 7919 + k * 131),
    frequency: 2 ** k / scale,
    amplitude: gain ** k,
    cos: Math.cos(k * 2.39996),
    sin: Math.sin(k * 2.39996),
  }));
  const total = layers.reduce((sum, layer) => sum + layer.amplitude, 0);
  return (x, y) => {
    let sum = 0;
    for (const { noise, frequency, amplitude, cos, sin } of layers) {
      const u = x / stretch;
      sum += noise((u * cos - y * sin) * frequency + 17.3, (u * sin + y * cos) * frequency + 5.1) * amplitude;
    }
    return sum / total;
  };
}

/** A sampler read through a displacement from two others, so shapes swirl like real corrosion instead of blobs. */
export function warped(sampler: Sampler, seed: number, scale: number, amount: number): Sampler {
  const dx = fbm(seed, scale, 3);
  const dy = fbm(seed + 1, scale, 3);
  return (x, y) => sampler(x + dx(x, y) * amount, y + dy(x, y) * amount);
}

export function fill(sampler: Sampler): Field {
  const field = new Float32Array(PIXELS);
  for (let y = 0, i = 0; y < HEIGHT; y++) for (let x = 0; x < WIDTH; x++, i++) field[i] = sampler(x, y);
  return field;
}

/** One running-sum box blur along rows (step 1) or columns (step WIDTH), edges held. */
function boxPass(from: Field, to: Field, radius: number, along: 'rows' | 'columns') {
  const [lines, length, step, stride] = along === 'rows' ? [HEIGHT, WIDTH, 1, WIDTH] : [WIDTH, HEIGHT, WIDTH, 1];
  const size = radius * 2 + 1;
  for (let line = 0; line < lines; line++) {
    const start = line * stride;
    const at = (k: number) => from[start + clamp(k, 0, length - 1) * step]!;
    let sum = 0;
    for (let k = -radius; k <= radius; k++) sum += at(k);
    for (let k = 0; k < length; k++) {
      to[start + k * step] = sum / size;
      sum += at(k + radius + 1) - at(k - radius);
    }
  }
}

/** Three box blurs, close to a Gaussian of sigma about `radius`. */
export function blur(field: Field, radius: number): Field {
  const a = Float32Array.from(field);
  const b = new Float32Array(PIXELS);
  for (let pass = 0; pass < 3; pass++) {
    boxPass(a, b, radius, 'rows');
    boxPass(b, a, radius, 'columns');
  }
  return a;
}
