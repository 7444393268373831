// `npm start`: builds dist/ when it is missing or older than its sources, then serves it on PORT (default 3000)
// together with the enquiry function, which stores leads in DATA_DIR and writes their e-mail to OUTBOX_DIR.
import { existsSync, readFileSync } from 'node:fs';
import { enquiryDataDir } from '../src/server/enquiries/data-dir';
import path from 'node:path';
import { parse } from 'yaml';
import type { BusinessFacts } from '../schema/generated/types';
import { letterheadFromFacts, outboxMailer } from '../src/server/enquiries/mail';
import { RATE_LIMIT_PER_MINUTE, RECEIPTS_PER_ADDRESS_PER_DAY } from '../src/server/enquiries/handler';
import { DataDirLockedError, openEnquiryDatabase } from '../src/server/enquiries/pglite';
import { ENQUIRY_PATH, startSiteServer } from '../src/server/index';
import { builtMode, distDir, distIsStale, requestedMode } from './build/dist-folder';
import { projectRoot } from './build/project-root';

const mode = requestedMode();
// --serve-only: serve dist/ as it is, never rebuild it under another server that is serving it (the tests).
const serveOnly = process.argv.includes('--serve-only');
if (serveOnly && !existsSync(path.join(distDir, 'index.html'))) {
  console.error('dist/ is missing: run `npm run build` first (--serve-only never builds)');
  process.exit(1);
}
if (!serveOnly && (distIsStale() || builtMode() !== mode)) {
  console.log(!existsSync(distDir) ? 'dist/ is missing: building' : builtMode() !== mode ? `dist/ was built in ${builtMode() ?? 'another'} mode: rebuilding in ${mode} mode` : 'dist/ is older than its sources: rebuilding');
  try {
    // Loaded only to build: Vite and sharp take seconds to load on a busy host, and a server of dist/ as it is needs neither.
    const { buildSite } = await import('./build');
    await buildSite({ mode });
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const dataDir = enquiryDataDir();
const outboxDir = path.resolve(process.env.OUTBOX_DIR ?? path.join(dataDir, 'outbox'));

const database = await openEnquiryDatabase({ dataDir }).catch((error: unknown) => {
  console.error(error instanceof DataDirLockedError ? error.message : error);
  process.exit(1);
});
const letterhead = letterheadFromFacts(parse(readFileSync(path.join(projectRoot, 'site/business.yaml'), 'utf8')) as BusinessFacts);
const server = await startSiteServer({
  distDir,
  port,
  host,
  enquiries: {
    store: database.store,
    mailer: outboxMailer(outboxDir, letterhead),
    rateLimitPerMinute: Number(process.env.RATE_LIMIT_PER_MINUTE ?? RATE_LIMIT_PER_MINUTE),
    receiptsPerAddressPerDay: Number(process.env.RECEIPTS_PER_ADDRESS_PER_DAY ?? RECEIPTS_PER_ADDRESS_PER_DAY),
    extraOrigins: (process.env.ALLOWED_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean),
  },
});

const siteAddress = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;
console.log(`Site running at ${siteAddress}/`);
console.log(`Enquiries (POST ${siteAddress}${ENQUIRY_PATH}) are stored in ${path.join(dataDir, 'pgdata')} (PGlite; DATA_DIR to change)`);
console.log(`Their e-mail (to ${letterhead.businessAddress}, and a receipt to the visitor) is written to ${outboxDir} as .eml files (OUTBOX_DIR to change)`);
console.log('`npm run enquiries -- list | export | retry` reads them once the server is stopped');

// PGlite must be closed to leave its folder consistent and unlocked.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close();
    void database.close().finally(() => process.exit(0));
  });
}
