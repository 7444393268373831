// Lights a drawn surface and takes its "photo": a key light with soft shadows, then depth of field, vignette and grain.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { seededRandom as random } from '../build/seeded-random';
import { blur, clamp, type Field, HEIGHT, PIXELS, type Rgb, WIDTH } from './field';

/** What the camera sees: the surface's height in pixels, its colour (0-255) and how glossy it is (0-1). */
export interface Plate {
  height: Field;
  red: Field;
  green: Field;
  blue: Field;
  gloss: Field;
}

export const newPlate = (): Plate => ({
  height: new Float32Array(PIXELS),
  red: new Float32Array(PIXELS),
  green: new Float32Array(PIXELS),
  blue: new Float32Array(PIXELS),
  gloss: new Float32Array(PIXELS),
});

export function paintPixel(plate: Plate, i: number, colour: Rgb, gloss: number) {
  plate.red[i] = colour[0];
  plate.green[i] = colour[1];
  plate.blue[i] = colour[2];
  plate.gloss[i] = gloss;
}

// A work lamp up and to the left, 38° above the surface: low enough to rake the relief.
const ELEVATION = (38 * Math.PI) / 180;
const TOWARD_LAMP = { x: -0.6, y: -0.8 };
const LIGHT = { x: TOWARD_LAMP.x * Math.cos(ELEVATION), y: TOWARD_LAMP.y * Math.cos(ELEVATION), z: Math.sin(ELEVATION) };
const AMBIENT = 0.38;
// Scaled so a flat, unshadowed surface comes out at its own colour.
const KEY = (1 - AMBIENT) / LIGHT.z;
// For the sheen the lamp and the camera are near, not at infinity, so flat steel brightens toward the lamp's reflection.
const LAMP = { x: WIDTH / 2 + LIGHT.x * WIDTH * 1.4, y: HEIGHT / 2 + LIGHT.y * WIDTH * 1.4, z: LIGHT.z * WIDTH * 1.4 };
const CAMERA = { x: WIDTH / 2, y: HEIGHT / 2, z: WIDTH * 2.5 };

/** The half vector between the lamp and the camera seen from a point of the surface. */
function halfway(x: number, y: number, z: number) {
  const lamp = Math.hypot(LAMP.x - x, LAMP.y - y, LAMP.z - z);
  const camera = Math.hypot(CAMERA.x - x, CAMERA.y - y, CAMERA.z - z);
  const hx = (LAMP.x - x) / lamp + (CAMERA.x - x) / camera;
  const hy = (LAMP.y - y) / lamp + (CAMERA.y - y) / camera;
  const hz = (LAMP.z - z) / lamp + (CAMERA.z - z) / camera;
  const length = Math.hypot(hx, hy, hz);
  return { x: hx / length, y: hy / length, z: hz / length };
}

/**
 * How much of the lamp reaches each pixel: walks toward the lamp and finds the highest rise above the light ray; the
 * penumbra widens with distance, as a real lamp's does.
 */
function shadows(height: Field, reach: number): Field {
  const steps = [1, 2, 3, 4, 6, 8, 11, 15, 20, 27, 36, 48, 64, 85, 113, 150, 200, 260].filter((s) => s <= reach);
  const tan = Math.tan(ELEVATION);
  const lit = new Float32Array(PIXELS);
  for (let y = 0, i = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++, i++) {
      let blocked = 0;
      for (const s of steps) {
        const qx = Math.round(x + TOWARD_LAMP.x * s);
        const qy = Math.round(y + TOWARD_LAMP.y * s);
        if (qx < 0 || qy < 0 || qx >= WIDTH || qy >= HEIGHT) break;
        const rise = height[qy * WIDTH + qx]! - height[i]! - s * tan;
        if (rise > 0) blocked = Math.max(blocked, Math.min(1, rise / (1.5 + s * 0.2)));
      }
      lit[i] = 1 - blocked;
    }
  }
  return lit;
}

/** Lambert light with cast shadows, ambient darkened in hollows, and a broad sheen on the glossy parts; linear RGB-ish 0-255. */
export function light(plate: Plate, shadowReach = 120): [Field, Field, Field] {
  const { height, gloss } = plate;
  const lit = shadows(height, shadowReach);
  // Hollows (pits, the bore, under a ledge) see less of the sky: compare each height with its near and wider surroundings.
  const near = blur(height, 7);
  const wide = blur(height, 40);
  const out: [Field, Field, Field] = [new Float32Array(PIXELS), new Float32Array(PIXELS), new Float32Array(PIXELS)];
  for (let y = 0, i = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++, i++) {
      const dx = (height[i + (x < WIDTH - 1 ? 1 : 0)]! - height[i - (x > 0 ? 1 : 0)]!) / 2;
      const dy = (height[i + (y < HEIGHT - 1 ? WIDTH : 0)]! - height[i - (y > 0 ? WIDTH : 0)]!) / 2;
      const length = Math.hypot(dx, dy, 1);
      const nx = -dx / length;
      const ny = -dy / length;
      const nz = 1 / length;
      const lambert = Math.max(0, nx * LIGHT.x + ny * LIGHT.y + nz * LIGHT.z);
      const occlusion = clamp(1 + (height[i]! - near[i]!) * 0.08 + Math.min(0, height[i]! - wide[i]!) * 0.012, 0.3, 1.1);
      const diffuse = AMBIENT * occlusion + KEY * lambert * lit[i]!;
      // Metal's sheen: a broad lobe that swells and fades with the plate's waviness, and a tight one for glints on edges.
      const half = halfway(x, y, height[i]!);
      const facing = Math.max(0, nx * half.x + ny * half.y + nz * half.z);
      const sheen = gloss[i]! * (0.7 * facing ** 5 + 0.5 * facing ** 40) * lit[i]! * 255;
      out[0][i] = plate.red[i]! * diffuse + sheen;
      out[1][i] = plate.green[i]! * diffuse + sheen;
      out[2][i] = plate.blue[i]! * diffuse + sheen * 0.97;
    }
  }
  return out;
}

/** The lens: `focus(x, y)` is 0 where sharp and 1 where most out of focus; blends a sharp, a soft and a softer copy. */
function depthOfField(image: [Field, Field, Field], focus: (x: number, y: number) => number): [Field, Field, Field] {
  return image.map((channel) => {
    const soft = blur(channel, 1);
    const softer = blur(channel, 4);
    const out = new Float32Array(PIXELS);
    for (let y = 0, i = 0; y < HEIGHT; y++) {
      for (let x = 0; x < WIDTH; x++, i++) {
        const f = clamp(focus(x, y)) * 2;
        out[i] = f < 1 ? channel[i]! + (soft[i]! - channel[i]!) * f : soft[i]! + (softer[i]! - soft[i]!) * (f - 1);
      }
    }
    return out;
  }) as [Field, Field, Field];
}

/** A soft shoulder instead of clipping, so the sheen on steel rolls off as it does on a sensor. */
const tone = (value: number) => (value < 200 ? value : 200 + 55 * (1 - Math.exp(-(value - 200) / 55)));

/** Camera grain: a little luminance noise, slightly soft as a demosaiced sensor's is, seeded by the photo's name. */
function grain(name: string): Field {
  const next = random([...name].reduce((hash, c) => Math.imul(hash ^ c.charCodeAt(0), 16777619), 2166136261));
  const noise = Float32Array.from({ length: PIXELS }, () => next() + next() + next() - 1.5);
  const soft = blur(noise, 1);
  return soft.map((value, i) => value * 0.6 + noise[i]! * 0.4);
}

export interface Shot {
  name: string;
  plate: Plate;
  focus: (x: number, y: number) => number;
  shadowReach?: number;
}

/** Lights, focuses and writes one photo as a JPEG source into site/images. */
export async function takePhoto(folder: string, { name, plate, focus, shadowReach }: Shot) {
  const [red, green, blue] = depthOfField(light(plate, shadowReach), focus);
  const noise = grain(name);
  const pixels = Buffer.alloc(PIXELS * 3);
  for (let y = 0, i = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++, i++) {
      // The lamp's pool of light and the lens's vignette: brighter to the upper left, darker in the corners.
      const r = Math.hypot((x / WIDTH - 0.45) * 1.2, y / HEIGHT - 0.42);
      const falloff = 1.05 - 0.4 * r * r;
      const speck = noise[i]! * 7;
      pixels[i * 3] = clamp(Math.round(tone(red[i]! * falloff) + speck), 0, 255);
      pixels[i * 3 + 1] = clamp(Math.round(tone(green[i]! * falloff) + speck), 0, 255);
      pixels[i * 3 + 2] = clamp(Math.round(tone(blue[i]! * falloff) + speck), 0, 255);
    }
  }
  const file = path.join(folder, name);
  mkdirSync(path.dirname(file), { recursive: true });
  const info = await sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).jpeg({ quality: 72, mozjpeg: true }).toFile(file);
  console.log(`${name}: ${WIDTH} × ${HEIGHT}, ${Math.round(info.size / 1000)} kB`);
}
