import react from '@vitejs/plugin-react';
import path from 'node:path';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress.ts';

export default defineConfig({
  root: 'web',
  publicDir: 'public',
  // The server sends the .br and .gz siblings the build writes (server/platform/web-static.ts).
  plugins: [react(), precompress()],
  build: {
    // WEB_DIST (also read by the server) lets two checkouts' builds and journeys run side by side.
    outDir: process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // The size budget test (web/size-budget.test.ts) reads the initial chunks from the manifest.
    manifest: true,
    // The CSP allows no inline script: keep every script an external file.
    modulePreload: { polyfill: false },
  },
  server: {
    port: 5173,
    proxy: {
      '/v3': 'http://localhost:3000',
      '/api': 'http://localhost:3000',
      '/healthz': 'http://localhost:3000',
    },
  },
});
