import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { sitePlugin } from '../scripts/build/vite-plugin-site';

export default defineConfig({
  root: path.resolve(import.meta.dirname, '..'),
  // The app's shell reads the site-wide content through virtual:site, as in the app.
  plugins: [sitePlugin()],
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    // A real Postgres for the enquiry tests that run through the production driver.
    globalSetup: ['tests/unit/enquiries/postgres-server.ts'],
    testTimeout: 20000,
    // A worker process keeps the modules it loaded from file to file, instead of a fresh process per file: on the 2-core
    // machine this took a third off the suite's CPU time. A file that mocks a module imports its subjects afresh
    // (tests/unit/lead-conversion.test.ts).
    isolate: false,
    // Two workers at least (Vitest's default is one fewer than the cores, so one on a 2-core machine): many tests wait on
    // a child process, a server or the disk, and the other worker runs meanwhile (2 cores: 188 s -> 114 s at load 6-8).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // GitHub's workflow parser imports its schema as JSON without the import attribute Node wants; Vite reads it instead.
    server: { deps: { inline: ['@actions/workflow-parser'] } },
  },
});
