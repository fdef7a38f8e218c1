import { spawnSync } from 'node:child_process';

/** Drops the database the browser tests' server ran on (playwright.config.ts), if it had one. */
export default function globalTeardown() {
  const address = process.env.E2E_DATABASE_URL;
  const base = process.env.TEST_DATABASE_URL;
  if (!address || !base) return;
  const name = new URL(address).pathname.slice(1);
  spawnSync('psql', [base, '-qc', `drop database if exists ${name} with (force)`], { stdio: 'inherit' });
}
