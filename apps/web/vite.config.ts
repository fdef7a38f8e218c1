import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { compression, defineAlgorithm } from 'vite-plugin-compression2';
import { defineConfig } from 'vitest/config';
// A relative import: the config is bundled with it, where the package would be left to Node,
// which cannot read TypeScript.
import { sharedTextsOf } from '../../packages/contracts/src/shared-texts.ts';

const api = { '/api': { target: 'http://localhost:3000', changeOrigin: false } };

const SHARED_TEXTS = 'virtual:shared-texts/';

/**
 * `virtual:shared-texts/<lang>`: the contracts' texts shared with the server in one language, as
 * data written at build time (their sources hold all three languages; each chunk takes one).
 */
function sharedTexts(): Plugin {
  return {
    name: 'hse-shared-texts',
    resolveId: (id) => (id.startsWith(SHARED_TEXTS) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${SHARED_TEXTS}`)) return null;
      const lang = id.slice(SHARED_TEXTS.length + 1);
      if (lang !== 'ru' && lang !== 'kk' && lang !== 'en') throw new Error(`No texts in ${lang}`);
      return `export default ${JSON.stringify(sharedTextsOf(lang))};`;
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    sharedTexts(),
    // Brotli and gzip copies written once at build time at the highest levels, which would cost too
    // much per request; the server picks one by Accept-Encoding (decision 070).
    compression({
      include: /\.(js|css|html|svg|json|webmanifest)$/,
      threshold: 1024,
      skipIfLargerOrEqual: true,
      algorithms: [
        defineAlgorithm('gzip', { level: 9 }),
        defineAlgorithm('brotliCompress', { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      ],
    }),
  ],
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
