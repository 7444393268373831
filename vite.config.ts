import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { sitePlugin } from './scripts/vite-plugin-site';

export default defineConfig({
  // Every HTML response is server-rendered by the site plugin, as in production.
  appType: 'custom',
  plugins: [react(), tailwindcss(), sitePlugin()],
  build: {
    rollupOptions: { input: 'src/boot.ts' },
  },
});
