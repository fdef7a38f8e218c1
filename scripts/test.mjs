#!/usr/bin/env node
// `npm test`: installs what the tests need (Debian's Chromium when missing), then runs lint, type
// check, unit and API tests (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), the web build
// and each route's download budget (scripts/check-bundle.mjs), and the browser tests. Stops at the
// first failing step.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const CHROMIUM = '/usr/bin/chromium';
const REPORTS = 'reports';
const counts = { passed: 0, failed: 0, skipped: 0 };

/** Adds a Vitest JSON report's figures to the closing line. */
function countVitest(file) {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += report.numPassedTests;
  counts.failed += report.numFailedTests;
  counts.skipped += report.numPendingTests + report.numTodoTests;
}

/** Adds a Playwright JSON report's figures (a flaky test passed on retry). */
function countPlaywright(file) {
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += stats.expected + stats.flaky;
  counts.failed += stats.unexpected;
  counts.skipped += stats.skipped;
}

const vitestArgs = (name) => [
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${REPORTS}/${name}.json`,
];

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${title} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${title} (${seconds} s)`);
}

/** Runs independent checks side by side, as many at once as there are cores; their output is
 * printed whole, one check after another, and the first failure stops the run after all end. */
async function runTogether(title, jobs) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const queue = [...jobs];
  const failures = [];
  const worker = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      const { name, command, args } = job;
      const output = [];
      const status = await new Promise((resolve) => {
        const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', resolve);
      });
      process.stdout.write(Buffer.concat(output));
      console.log(`  ${status === 0 ? '✔' : '✖'} ${name}`);
      if (status !== 0) failures.push(name);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, availableParallelism()) }, worker));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (failures.length) {
    console.error(`✖ ${title} failed after ${seconds} s: ${failures.join(', ')}`);
    process.exit(1);
  }
  console.log(`✔ ${title} (${seconds} s)`);
}

function canRun(command, args) {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const apt = ['apt-get', '-y', '-qq', 'install', 'chromium'];
  if (process.getuid?.() === 0) {
    run('Updating the package lists', 'apt-get', ['-qq', 'update']);
    run('Installing Chromium from Debian', apt[0], apt.slice(1), { DEBIAN_FRONTEND: 'noninteractive' });
  } else if (canRun('sudo', ['-n', 'true'])) {
    run('Updating the package lists', 'sudo', ['-n', 'apt-get', '-qq', 'update']);
    run('Installing Chromium from Debian', 'sudo', ['-n', 'env', 'DEBIAN_FRONTEND=noninteractive', ...apt]);
  } else {
    console.error(
      `Browser tests need Chromium at ${CHROMIUM}. Install it with: sudo apt-get install chromium`,
    );
    process.exit(1);
  }
}

rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });
ensureChromium();
await runTogether('Lint, type checks and migrations', [
  { name: 'Lint and format (Biome)', command: 'npx', args: ['biome', 'check', '.'] },
  // The largest projects first, so that the short ones fill the gaps at the end.
  ...['apps/web', 'apps/server', 'bench', 'packages/contracts', 'e2e'].map((project) => ({
    name: `Type check ${project}`,
    command: 'npx',
    args: ['tsc', '-p', project],
  })),
  { name: 'Migrations match the schema', command: 'node', args: ['scripts/check-migrations.mjs'] },
  { name: 'Bundle check tests', command: 'node', args: ['--test', 'scripts/check-bundle.test.mjs'] },
]);
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
// With a PostgreSQL to test on (as CI has), the API suite runs there once, and on PGlite only the
// files that reach every route and the engine's own SQL: the browser tests run on PGlite too.
// TEST_ENGINES=both runs the whole API suite on each (decision 083).
const bothEngines = process.env.TEST_ENGINES === 'both';
const PGLITE_SMOKE = [
  'src/test/route-inventory.test.ts',
  'src/test/record-modules.test.ts',
  'src/test/documents.test.ts',
  'src/test/forms.test.ts',
];
if (!onPostgres || bothEngines) {
  run('Unit and API tests on PGlite', 'npx', ['vitest', 'run', ...vitestArgs('vitest-pglite')]);
  countVitest(`${REPORTS}/vitest-pglite.json`);
} else {
  run('Unit tests, and the route sweep on PGlite', 'npx', [
    'vitest',
    'run',
    '--project',
    'web',
    '--project',
    'contracts',
    '--project',
    'server',
    ...PGLITE_SMOKE.map((file) => `apps/server/${file}`),
    'apps/web',
    'packages/contracts',
    ...vitestArgs('vitest-pglite'),
  ]);
  countVitest(`${REPORTS}/vitest-pglite.json`);
}
if (onPostgres) {
  run(
    'API tests on PostgreSQL',
    'npx',
    ['vitest', 'run', '--project', 'server', ...vitestArgs('vitest-postgres')],
    {
      TEST_ENGINE: 'postgres',
    },
  );
  countVitest(`${REPORTS}/vitest-postgres.json`);
} else {
  console.log('\nTEST_DATABASE_URL is not set: the API tests ran on PGlite only.');
}
run('Web build', 'npm', ['run', 'build', '-w', 'apps/web']);
run('Web routes within their download budgets', 'node', ['scripts/check-bundle.mjs']);
run('Browser tests (Chromium)', 'npx', ['playwright', 'test'], {
  PLAYWRIGHT_JSON_OUTPUT_FILE: `${REPORTS}/e2e.json`,
});
countPlaywright(`${REPORTS}/e2e.json`);
console.log(
  `\nAll steps passed.\nSummary: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`,
);
