// `npm run photos`: draws the site's example photos into site/images/ as JPEG sources: corroded and laser-cleaned
// steel made from seeded noise, so they are ours (no third-party photo) and the same every time they are drawn. Each is a
// height field with its colours, lit by a work lamp and "photographed" (scripts/photos/).
import path from 'node:path';
import { projectRoot } from './build/content-files';
import { seededRandom as random } from './build/seeded-random';
import { clamp, fbm, fill, HEIGHT, mix, ramp, type Rgb, smooth, WIDTH } from './photos/field';
import { newPlate, paintPixel, type Plate, takePhoto } from './photos/render';
import {
  CLEAN_GLOSS,
  cleanedColour,
  cleanedHeight,
  coating,
  rasterHeight,
  rust,
  rustColour,
  rustHeight,
  runoff,
  spatter,
  steel,
  steelHeight,
  weld,
} from './photos/surface';

const folder = path.join(projectRoot, 'site/images');

/** Fills a plate pixel by pixel: `at` sets the height and colour of one. */
function drawPlate(at: (plate: Plate, x: number, y: number, i: number) => void): Plate {
  const plate = newPlate();
  for (let y = 0, i = 0; y < HEIGHT; y++) for (let x = 0; x < WIDTH; x++, i++) at(plate, x, y, i);
  return plate;
}

/** Sharp in the middle band, softening toward the top or bottom edge, as with a lens close to a plate at a slight angle. */
const softToward = (edge: 'top' | 'bottom', from: number) => (_x: number, y: number) =>
  edge === 'top' ? smooth(from, 0, y / HEIGHT) : smooth(from, 1, y / HEIGHT);

// A ship's side plate with a butt weld across it: rust with islands of old grey paint, rust run down from them.
async function shipHull() {
  const base = steel(11, 2600);
  const crust = rust(11, base);
  const seam = weld(11, HEIGHT * 0.58, 34);
  const paint = coating(12, 260, 0.1);
  const stains = runoff(13, paint.cover.map((c) => 1 - c));
  const chalk = fill(fbm(14, 50, 4));
  // Hull plates are never flat: a broad dish between frames.
  const dish = fill(fbm(15, 900, 2));
  const focus = softToward('bottom', 0.72);
  const form = (i: number) => dish[i]! * 10 + seam.height[i]!;
  await takePhoto(folder, {
    name: 'ship-hull-before.jpg',
    focus,
    plate: drawPlate((plate, _x, _y, i) => {
      const cover = paint.cover[i]!;
      const paintColour = mix(mix([68, 74, 76], [112, 116, 112], smooth(0.1, 0.7, chalk[i]!)), [120, 64, 34], stains[i]! * 0.6);
      // The paint lies over the old rust's lumps, thin, and curls up where its edge has let go.
      const paintHeight = 3 + crust.lumps[i]! * 0.8 + paint.lift[i]! * 3.5 + base.grain[i]! * 0.3;
      plate.height[i] = form(i) + rustHeight(crust, i) * (1 - cover) + paintHeight * cover;
      paintPixel(plate, i, mix(rustColour(crust, i), paintColour, cover), 0.07 * cover);
    }),
  });
  await takePhoto(folder, {
    name: 'ship-hull-after.jpg',
    focus,
    plate: drawPlate((plate, x, y, i) => {
      plate.height[i] = form(i) + cleanedHeight(base, i, x, y);
      paintPixel(plate, i, cleanedColour(base, i, x, y), CLEAN_GLOSS);
    }),
  });
}

// A pipe flange, face on, eight hex nuts on its bolt circle, against a rusty wall; the job cleaned the flange.
const CX = WIDTH * 0.5;
const CY = HEIGHT * 0.5;
const FACE = 70;
const BORE = 250;
const OUTER = 560;
const turns = random(31);
const bolts = Array.from({ length: 8 }, (_, n) => {
  const angle = ((n + 0.5) * Math.PI) / 4;
  return { x: CX + Math.cos(angle) * 440, y: CY + Math.sin(angle) * 440, turn: turns() * (Math.PI / 3) };
});

type FlangePart = 'wall' | 'face' | 'bore' | 'nut';

/** A hex nut's height above its washer: flats 48 px from the centre, a 30° chamfer rounding the corners, the stud's end. */
function nutHeight(dx: number, dy: number, turn: number): number | undefined {
  let across = 0;
  for (let k = 0; k < 3; k++) across = Math.max(across, Math.abs(dx * Math.cos(turn + (k * Math.PI) / 3) + dy * Math.sin(turn + (k * Math.PI) / 3)));
  if (across > 48.5) return undefined;
  const r = Math.hypot(dx, dy);
  const top = 40 - Math.max(0, r - 44) * 0.58 - Math.max(0, across - 47) * 6;
  const stud = r < 25 ? 16 - Math.max(0, r - 20) * 1.5 : 0;
  return top + stud;
}

function flangeShape(x: number, y: number): { height: number; part: FlangePart } {
  const r = Math.hypot(x - CX, y - CY);
  if (r > OUTER + 1) return { height: 0, part: 'wall' };
  if (r < BORE - 2) return { height: -170 * smooth(BORE - 2, BORE - 40, r) - 6, part: 'bore' };
  // The face, a chamfer at its rim, a raised face round the bore turned with fine concentric grooves.
  let height = FACE - clamp(r - (OUTER - 18), 0, 18) - Math.max(0, 3 - (r - BORE + 2)) * 2;
  if (r < 330) height += 5 - clamp(r - 326, 0, 5) + 0.35 * Math.sin((r / 4.5) * Math.PI * 2);
  for (const bolt of bolts) {
    const dx = x - bolt.x;
    const dy = y - bolt.y;
    const d = Math.hypot(dx, dy);
    if (d > 66) continue;
    const nut = nutHeight(dx, dy, bolt.turn);
    return { height: FACE + 4 - Math.max(0, d - 64) * 2 + (nut ?? 0), part: 'nut' };
  }
  return { height: height * smooth(OUTER + 1, OUTER - 1, r), part: 'face' };
}

async function flange() {
  const base = steel(29, 3000);
  const crust = rust(29, base);
  // The wall behind is another piece of steel: its own rust, so the pattern breaks at the flange's rim.
  const wallCrust = rust(30, base);
  const shape = Array.from({ length: HEIGHT * WIDTH }, (_, i) => flangeShape(i % WIDTH, Math.floor(i / WIDTH)));
  const focus = softToward('top', 0.3);
  const draw = (cleaned: boolean) =>
    drawPlate((plate, x, y, i) => {
      const { height, part } = shape[i]!;
      if (part === 'bore') {
        // Inside the pipe: old rust, falling dark with depth.
        const depth = smooth(BORE, BORE - 160, Math.hypot(x - CX, y - CY));
        plate.height[i] = height;
        return paintPixel(plate, i, mix(rustColour(crust, i), [6, 5, 4], 0.9 + depth * 0.1), 0);
      }
      if (cleaned && part !== 'wall') {
        plate.height[i] = height + cleanedHeight(base, i, x, y);
        return paintPixel(plate, i, cleanedColour(base, i, x, y), CLEAN_GLOSS);
      }
      if (part === 'wall') {
        plate.height[i] = height + rustHeight(wallCrust, i);
        return paintPixel(plate, i, mix(rustColour(wallCrust, i), [40, 26, 18], 0.25), 0);
      }
      plate.height[i] = height + rustHeight(crust, i) * (part === 'nut' ? 0.7 : 1);
      paintPixel(plate, i, rustColour(crust, i), 0);
    });
  await takePhoto(folder, { name: 'flange-before.jpg', focus, plate: draw(false), shadowReach: 260 });
  await takePhoto(folder, { name: 'flange-after.jpg', focus, plate: draw(true), shadowReach: 260 });
}

// A girder's web under its top flange, half cleaned: the laser's last pass runs on the diagonal, cleaned steel below it,
// mill scale and rust above. The flange's edge stands toward the camera and throws its shadow down the web.
async function girder() {
  const base = steel(47, 2400);
  const crust = rust(47, base);
  const scale = coating(48, 180, 0.08);
  const wobble = fbm(49, 220, 3);
  const ragged = fill(fbm(50, 6, 2));
  const FLANGE = HEIGHT * 0.2;
  const LIP = 80;
  // The rolled flange's edge is rounded right down to the web, so its shadow starts soft.
  const form = (y: number) => (y > FLANGE ? 0 : y < FLANGE - LIP ? LIP : Math.sqrt(LIP ** 2 - (y - FLANGE + LIP) ** 2));
  const plate = drawPlate((p, x, y, i) => {
    // The flange is another face of the section: read its surface from further down, so no pattern runs across the edge.
    const j = y < FLANGE ? i + 600 * WIDTH : i;
    const edge = x * 0.75 + y - WIDTH * 0.62 + wobble(x, y) * 22 + ragged[i]! * 5;
    const remaining = smooth(2, -2, edge);
    // Just behind the edge the first pass leaves a dark film the second lifts.
    const film = smooth(60, 0, edge) * 0.45;
    const clean = mix(cleanedColour(base, j, x, y), [82, 64, 52], film);
    const cover = scale.cover[j]!;
    const scaleColour = mix([58, 60, 66], [92, 90, 92], smooth(-0.2, 0.6, base.tone[j]!));
    const crustHeight = rustHeight(crust, j) * (1 - cover) + (1.6 + scale.lift[j]! * 2.5) * cover;
    p.height[i] = form(y) + cleanedHeight(base, j, x, y) * (1 - remaining) + crustHeight * remaining;
    paintPixel(p, i, mix(clean, mix(rustColour(crust, j), scaleColour, cover), remaining), CLEAN_GLOSS * (1 - remaining) + 0.1 * cover * remaining);
  });
  await takePhoto(folder, { name: 'girder-half-cleaned.jpg', focus: softToward('top', 0.34), plate, shadowReach: 260 });
}

// A welded seam on plate, its heat tint and scale still on the left, laser-cleaned on the right.
const HEAT_TINT: Rgb[] = [
  [50, 48, 62],
  [80, 74, 88],
  [122, 100, 84],
  [152, 136, 108],
  [138, 134, 126],
];

async function weldSeam() {
  const base = steel(61, 1200);
  const crust = rust(61, base);
  const seam = weld(61, HEIGHT * 0.5, 46);
  const drops = spatter(62, HEIGHT * 0.5, 220);
  const wobble = fbm(63, 160, 3);
  const haze = fill(fbm(64, 140, 4));
  const bands = fbm(65, 90, 3);
  const plate = drawPlate((p, x, y, i) => {
    const cleaned = smooth(-2, 2, x - WIDTH * 0.42 - wobble(x, y) * 40);
    const bead = seam.bead[i]!;
    // Temper colours in bands away from the bead, blue next to it, straw further out, then a haze of flash rust.
    const heat = ramp(HEAT_TINT, (seam.distance[i]! + bands(x, y) * 30) / 130);
    const dull = mix(heat, rustColour(crust, i), smooth(0.25, 0.75, haze[i]!) * 0.55);
    const oxide = mix([46, 40, 40], [74, 66, 84], smooth(-0.3, 0.5, base.tone[i]!));
    const before = mix(dull, oxide, bead);
    const after = mix(cleanedColour(base, i, x, y), [126, 122, 118], bead * 0.4);
    p.height[i] = seam.height[i]! + drops[i]! + steelHeight(base, i) + rasterHeight(x, y) * cleaned;
    paintPixel(p, i, mix(before, after, cleaned), 0.05 + (CLEAN_GLOSS - 0.05) * cleaned);
  });
  await takePhoto(folder, { name: 'weld-seam-cleaned.jpg', focus: softToward('bottom', 0.7), plate });
}

await shipHull();
await flange();
await girder();
await weldSeam();
