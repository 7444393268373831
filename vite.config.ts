import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { adminPlugin } from './scripts/build/vite-plugin-editor';
import { compileHintsPlugin } from './scripts/build/vite-plugin-compile-hints';
import { routerProductionPlugin } from './scripts/build/vite-plugin-router-production';
import { sitePlugin } from './scripts/build/vite-plugin-site';

/**
 * What every page hydrates with besides the framework: the app's shell and routes and the parts of the interface its
 * blocks share, and its start (src/app/entry-client.tsx, whose own file is left a one-line import), in one chunk (one
 * request, one gzip stream): as eight chunks a content page downloaded 1.0 kB more gzip in four more requests, and the
 * start in a file of its own 0.35 kB more. What the boot script imports statically is in boot-shared, so that the app
 * cannot start before the boot script has set its defaults (build-output.spec checks it).
 * The footer stays out: like a block, it downloads when the visitor nears it (src/app/shell/Layout.tsx).
 */
const APP_SHELL =
  /renderer[\\/](shell[\\/](?!Footer\.)|ui[\\/](ActionButton|EmailAddress|Html|Icon|PageLink|Picture|Section|image-loading)\.|BlockList|deferred-hydration|lazy-block|registry)|src[\\/]app[\\/](Document|entry-client|page-store|routes|site|shell[\\/]|consent[\\/]ConsentHost)|src[\\/]content[\\/](current-page|email-breaks|phones-abroad|pictures)\.|virtual:site/;

export default defineConfig({
  // Every HTML response is server-rendered by the site plugin, as in production.
  appType: 'custom',
  // Static files (logo, favicon, pictures) live beside the content they belong to.
  publicDir: 'site/public',
  // The editor's page goes first: the site plugin answers every other HTML request.
  plugins: [react(), tailwindcss(), adminPlugin(), sitePlugin(), compileHintsPlugin(), routerProductionPlugin()],
  // The development server pre-bundles the site's and the editor's dependencies at start: one found only when /admin/
  // first asked for it made the server reload the editor under the marketer's hands (and the editor tests' typing).
  optimizeDeps: { entries: ['src/app/boot.ts', 'src/editor/main.tsx'] },
  build: {
    rollupOptions: {
      input: 'src/app/boot.ts',
      // Each block is a chunk of its own (renderer/registry.ts), so the bundler would split what they share with the app
      // into many tiny chunks, each its own request and gzip stream before the page is interactive; a few chunks instead:
      // what src/app/boot.ts imports, the framework every page hydrates with, and the parts blocks and the shell share.
      output: {
        codeSplitting: {
          groups: [
            { name: 'boot-shared', test: /src[\\/](content[\\/]page-data|analytics[\\/](index|gtag|tracking-ids)|consent[\\/]consent-(state|storage)|app[\\/]offline[\\/]offline-routes)\.ts|renderer[\\/]ui[\\/]trusted-html\.ts/ },
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/ },
            { name: 'app', test: APP_SHELL },
            { name: 'ui', test: /renderer[\\/]ui[\\/]|src[\\/]content[\\/](email-breaks|pictures)/, minShareCount: 3 },
          ],
        },
      },
    },
  },
});
