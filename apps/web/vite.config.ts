import path from 'node:path';
import { constants } from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { Plugin, Rolldown } from 'vite';
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

const source = (file: string) => path.resolve(import.meta.dirname, 'src', file);
const ENTRY = source('main.tsx');
/** The app the entry starts. */
const BOOT = source('boot.tsx');
/** The sign-in page, the first screen of most first visits, which the entry fetches beside the app. */
const LOGIN = source('features/auth/login-page.tsx');
const FORMS = /[\\/]node_modules[\\/](react-hook-form|@hookform)[\\/]/;

type TChunkingContext = Parameters<
  Extract<Rolldown.CodeSplittingGroup['name'], (...args: never) => unknown>
>[1];

/** A module and everything it imports statically. */
function staticClosure(ctx: TChunkingContext, roots: readonly string[]): Set<string> {
  const found = new Set<string>();
  const stack = [...roots];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/**
 * The first visit in a few chunks fetched at once, where dozens of small shared chunks came in waves
 * of round trips on a phone's network (decision 102): `start`, the few modules the entry itself
 * needs (language, texts' loaders), so that it runs without waiting for the rest; `boot`, the
 * app's start and shell with the library parts the sign-in page uses beside them (most screens use
 * them too); `forms`, react-hook-form alone (its React stays in `boot`), which screens without a
 * form never fetch. The sign-in page's own few modules are left to the automatic chunks.
 */
function firstVisitGroups(): Rolldown.CodeSplittingGroup[] {
  let sets: Record<'start' | 'boot', Set<string>> | null = null;
  const setsOf = (ctx: TChunkingContext) => {
    if (!sets) {
      const start = staticClosure(ctx, [ENTRY]);
      start.delete(ENTRY);
      const boot = staticClosure(ctx, [BOOT]);
      for (const id of staticClosure(ctx, [LOGIN]))
        if (id.includes('node_modules') && !FORMS.test(id)) boot.add(id);
      sets = { start, boot };
    }
    return sets;
  };
  const group = (name: 'start' | 'boot', priority: number): Rolldown.CodeSplittingGroup => ({
    name: (id, ctx) => (setsOf(ctx)[name].has(id) ? name : null),
    priority,
  });
  return [
    group('start', 3),
    { name: 'forms', test: FORMS, priority: 2, includeDependenciesRecursively: false },
    group('boot', 1),
  ];
}

/** The boot chunk preloaded by the page itself, beside the entry that imports it dynamically. */
function preloadBoot(): Plugin {
  return {
    name: 'hse-preload-boot',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_, ctx) {
        const boot = Object.values(ctx.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.name === 'boot',
        );
        if (!boot) throw new Error('The build made no boot chunk (vite.config.ts, firstVisitGroups)');
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${boot.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * `dist/.vite/modules.json`: the chunk each of the app's source modules is fetched with. A page
 * inlined into another chunk has no key of its own in Vite's manifest, which
 * scripts/check-bundle.mjs reads to hold each route to its budget.
 */
function moduleChunks(): Plugin {
  const root = import.meta.dirname;
  return {
    name: 'hse-module-chunks',
    apply: 'build',
    generateBundle(_, bundle) {
      const chunks: Record<string, string> = {};
      const key = (id: string) => path.relative(root, id).split(path.sep).join('/');
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds)
          if (id.startsWith(root) && !id.includes('node_modules')) chunks[key(id)] ??= output.fileName;
      }
      // A module loaded by `import()` is fetched through its own facade where it has one.
      for (const output of Object.values(bundle))
        if (output.type === 'chunk' && output.facadeModuleId?.startsWith(root))
          chunks[key(output.facadeModuleId)] = output.fileName;
      this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(chunks) });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    sharedTexts(),
    preloadBoot(),
    moduleChunks(),
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
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    manifest: true,
    rolldownOptions: {
      // The inlining below asks for it: nothing but the app itself imports the app's chunks.
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: firstVisitGroups(),
          // Shared chunks under 4 KB copied into the chunks that import them (decision 107): a
          // record list came in 79 files, most of them 1–3 KB, each a wait of its own on a phone.
          experimentalInlineCommonChunks: { maxSize: 4096 },
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
  },
});
