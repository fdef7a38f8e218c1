#!/usr/bin/env node
// Fails when the Drizzle schema has changes that no committed migration holds.
import { spawnSync } from 'node:child_process';

const result = spawnSync('npx', ['drizzle-kit', 'generate', '--name', 'pending-check'], {
  cwd: 'apps/server',
  encoding: 'utf8',
});
const output = `${result.stdout}${result.stderr}`;
if (result.status !== 0) {
  console.error(output);
  process.exit(1);
}
if (!/No schema changes/i.test(output)) {
  console.error(
    `The schema changed without a migration; run "npm run db:generate -w apps/server" and commit it.\n${output}`,
  );
  spawnSync('git', ['checkout', '--', 'src/db/migrations'], { cwd: 'apps/server' });
  spawnSync('git', ['clean', '-fdq', 'src/db/migrations'], { cwd: 'apps/server' });
  process.exit(1);
}
console.log('Migrations are up to date.');
