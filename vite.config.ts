import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { adminPlugin } from './scripts/build/vite-plugin-editor';
import { compileHintsPlugin } from './scripts/build/vite-plugin-compile-hints';
import { sitePlugin } from './scripts/build/vite-plugin-site';

export default defineConfig({
  // Every HTML response is server-rendered by the site plugin, as in production.
  appType: 'custom',
  // Static files (logo, favicon, pictures) live beside the content they belong to.
  publicDir: 'site/public',
  // The editor's page goes first: the site plugin answers every other HTML request.
  plugins: [react(), tailwindcss(), adminPlugin(), sitePlugin(), compileHintsPlugin()],
  // The development server pre-bundles the site's and the editor's dependencies at start: one found only when /admin/
  // first asked for it made the server reload the editor under the marketer's hands (and the editor tests' typing).
  optimizeDeps: { entries: ['src/app/boot.ts', 'src/editor/main.tsx'] },
  build: {
    rollupOptions: {
      input: 'src/app/boot.ts',
      // What src/app/boot.ts imports is shared with the app, so the bundler would split it into five tiny chunks, each
      // its own request before the page is interactive; one chunk instead.
      output: { codeSplitting: { groups: [{ name: 'boot-shared', test: /src[\\/](content[\\/]page-data|analytics[\\/](index|gtag|tracking-ids)|consent[\\/]consent-(state|storage))\.ts/ }] } },
    },
  },
});
