import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const api = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: api },
  preview: { port: 4173, proxy: api },
  // The manifest (dist/.vite/manifest.json) maps source modules to chunks: scripts/check-bundle.mjs
  // reads it to hold each route's download to its budget.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, manifest: true },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
