// Child process of the scaling audit: builds the site SITE_ROOT names into the folder given, quietly
// (the server bundle stays under the project, where it resolves react from node_modules).
import { buildSite } from '../build';

const [outDir, serverDir] = process.argv.slice(2);
if (!outDir || !serverDir || !process.env.SITE_ROOT) throw new Error('usage: SITE_ROOT=<site> build-synthetic.ts <out dir> <server dir>');
await buildSite({ quiet: true, outDir, serverDir });
