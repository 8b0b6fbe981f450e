// Build of the console SPA: split per route, pre-compressed; the server serves dist/ at `/` with SPA fallback.
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  // Every asset also written brotli- and gzip-compressed: the server sends the one the browser accepts.
  plugins: [react(), compression({ threshold: 1024 })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 1200,
    reportCompressedSize: false,
    // dist/.vite/manifest.json: which chunks each page loads (a test keeps the designer out of end users' pages; the
    // server does not serve dotted paths).
    manifest: true,
  },
  server: {
    proxy: { '/api': { target: process.env.API_TARGET ?? 'http://127.0.0.1:3000', changeOrigin: false } },
  },
});
