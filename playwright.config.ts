import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// A fresh embedded database per run, seeded with the demo accounts.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'hse-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

/**
 * With a PostgreSQL to test on (TEST_DATABASE_URL, as CI has), the server runs on a fresh database
 * of its own there: PGlite runs inside the server's one thread, where every query of two browsers
 * waits its turn (decision 093). Made once, by the runner; its workers inherit the address.
 */
function e2eDatabase(): string {
  if (process.env.E2E_DATABASE_URL !== undefined) return process.env.E2E_DATABASE_URL;
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return '';
  const url = new URL(base);
  url.pathname = `/hse_e2e_${process.pid}`;
  const created = spawnSync('psql', [base, '-qc', `create database hse_e2e_${process.pid}`], {
    encoding: 'utf8',
  });
  if (created.status !== 0) throw new Error(`The browser tests' database was not made: ${created.stderr}`);
  return url.toString();
}
const databaseUrl = e2eDatabase();
process.env.E2E_DATABASE_URL = databaseUrl;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // Long enough for a screen's data on a two-core machine running the server, two browsers and PostgreSQL.
  expect: { timeout: 10_000 },
  // The JSON report feeds the closing line of `npm test` (scripts/test.mjs).
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE
    ? [['list'], ['json']]
    : process.env.CI
      ? [['list']]
      : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    locale: 'ru-RU',
    // The app stills its transitions and ripples for this preference, so steps need not wait them out.
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's binary itself: its /usr/bin/chromium wrapper adds GPU rasterization and extensions,
      // which cost a headless test run CPU and buy it nothing.
      executablePath: '/usr/lib/chromium/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
  ],
  globalTeardown: './e2e/global-teardown.ts',
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    url: `http://localhost:${PORT}/api/health/`,
    reuseExistingServer: false,
    // Migrating and seeding the demo data on a busy two-core machine may take over a minute.
    timeout: 180_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'true',
      SCRYPT_LOG_N: '10',
      LOG_LEVEL: 'warn',
      VALIDATE_RESPONSES: 'true',
    },
  },
});
