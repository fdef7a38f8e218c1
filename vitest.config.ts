import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      // Web: the React app, in jsdom, with the app's own Vite config (React plugin, aliases).
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: 'apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/test-setup.ts'],
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
          // Opening and migrating a fresh embedded database takes seconds on a busy machine.
          hookTimeout: 60_000,
          testTimeout: 30_000,
        },
      },
    ],
  },
});
