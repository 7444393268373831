import { defineConfig } from 'vitest/config';
import { sitePlugin } from './scripts/build/vite-plugin-site';

export default defineConfig({
  // Components read the site-wide facts through virtual:site, as in the app.
  plugins: [sitePlugin()],
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    environment: 'node',
    // A real Postgres for the enquiry tests that run through the production driver.
    globalSetup: ['tests/unit/enquiries/postgres-server.ts'],
    testTimeout: 20000,
  },
});
