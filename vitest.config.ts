import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest keeps one core free by default, which on a two-core CI machine means one file at a time.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      // Web: the React app, in jsdom, with the app's own Vite config (React plugin, aliases).
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'jsdom',
          // Threads start faster than forks; the web tests share no native state.
          pool: 'threads',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test-setup.ts'],
        },
      },

      // Contracts: the shared schemas and the field-type registry, plain Node.
      {
        extends: true,
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          pool: 'threads',
        },
      },

      // ---------------------------------------------------------------------------------
      // Server: owned by the server engineer. Forks, because each test file opens its own
      // embedded database.
      {
        extends: true,
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          // Migrates and seeds once; every test file starts from a copy (test/global-setup.ts).
          globalSetup: ['src/test/global-setup.ts'],
          // Opening and migrating a fresh embedded database takes seconds on a busy machine.
          hookTimeout: 60_000,
          testTimeout: 30_000,
        },
      },
    ],
  },
});
