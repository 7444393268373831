// `npm run soak:enquiries -- [count] [seed]`: the enquiry path under a flaky network (scripts/soak/enquiry-soak.ts),
// against the built site in dist/; prints the figures and fails unless every enquiry was stored exactly once and
// nothing was left waiting.
import { existsSync } from 'node:fs';
import { formatSoak, runSoak, soakHeld } from './soak/enquiry-soak';
import { distDir } from './build/dist-folder';

const count = Number(process.argv[2] ?? 200);
const seed = Number(process.argv[3] ?? 1);
if (!existsSync(distDir)) throw new Error('dist/ is missing: run npm run build first');
console.log(`Soak: ${count} enquiries through a flaky network (seed ${seed})`);
const figures = await runSoak({ count, seed, distDir });
console.log(formatSoak(figures));
if (!soakHeld(figures)) process.exitCode = 1;
