#!/usr/bin/env node
// How much of each record module is written again for every module, and how much is its own: for
// each record module, its production files and lines (tests left out) on the server
// (apps/server/src/modules/<m>), the web (apps/web/src/features/<m>) and in the contracts
// (packages/contracts/src/<m without its plural s>*.ts, so that `incident-texts.ts` belongs to
// incidents), split by file name into "repeated roles" and "own". Then, where the `duplicates`
// command is on the PATH, how many duplicate pairs it finds in production code and how many of
// them lie between two different modules. A before/after figure for moving the repeated roles
// into the record-module layer (packages/contracts/src/record-module).
//
//   node scripts/module-figures.mjs                          # the record modules, found as below
//   node scripts/module-figures.mjs --modules=incidents,audits
//   node scripts/module-figures.mjs --no-duplicates          # the file figures only
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

/**
 * The repeated roles: a file whose name matches one of these plays a part every record module
 * writes for itself (the list page and its address parameters, columns and filters, the queries,
 * the form's values, resolver and save hook, the details, history, print and create/edit/view
 * pages, the web routes; on the server the routes, repository, answer (dto), service and PDF).
 * Everything else in a module is its own (its form sections, actions, kinds, scoring, map…).
 * Contracts: the module's contract (`<m>.ts`) and its texts (`*-texts.ts`) are repeated too:
 * every record module has both, whatever it holds. Patterns are tested on the file's name only.
 */
const ROLES = {
  server: [
    ['routes', /-routes\.ts$/],
    ['repository', /-repository\.ts$/],
    ['dto', /-dto\.ts$/],
    ['service', /-service\.ts$/],
    ['print', /-print\.ts$/],
  ],
  web: [
    ['list page', /-list-page\.tsx$/],
    // Qorgau's map keeps its filters in the address as `qorgau-params.ts`.
    ['list params', /-(list-)?params\.ts$/],
    ['columns', /-columns\.tsx$/],
    ['list filters', /-list-filters\.tsx$/],
    ['queries', /-queries\.ts$/],
    ['form values', /-form-values\.ts$/],
    ['resolver', /-resolver\.ts$/],
    // Qorgau files a card in one step: `use-qorgau-create.ts` is its save hook.
    ['save hook', /^use-save-.+\.ts$|^use-.+-create\.ts$/],
    ['details', /-details\.tsx$/],
    ['history', /-history\.tsx$/],
    ['routes', /-routes\.ts$/],
    ['print page', /-print-page\.tsx$/],
    ['create/edit/view pages', /-(create|edit|editor|view)-page\.tsx$/],
  ],
  contracts: [
    ['contract', (name, module) => name === `${module}.ts`],
    ['texts', /-texts\.ts$/],
  ],
};

/** Not production code: tests, their fixtures and helpers, generated migrations. */
const NOT_PRODUCTION = /(\.test\.[cm]?[jt]sx?$|test-fixtures|\/test\/|\/migrations\/)/;
/** What counts as code here (the same endings on every layer). */
const CODE = /\.(ts|tsx|mjs|js)$/;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SERVER = 'apps/server/src/modules';
const WEB = 'apps/web/src/features';
const CONTRACTS = 'packages/contracts/src';
/** The folders the duplicates count reads as production code. */
const PRODUCTION_DIRS = ['apps/server/src', 'apps/web/src', 'packages/contracts/src'];

const { values: opts } = parseArgs({
  options: {
    modules: { type: 'string', default: '' },
    'no-duplicates': { type: 'boolean', default: false },
  },
});

const log = (line = '') => process.stdout.write(`${line}\n`);
const read = (rel) => readFileSync(path.join(root, rel), 'utf8');
const lineCount = (text) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
const list = (dir) => (existsSync(path.join(root, dir)) ? readdirSync(path.join(root, dir)) : []);

/** Every code file below `dir`, relative to the root, production only. */
function productionFiles(dir) {
  if (!existsSync(path.join(root, dir))) return [];
  return readdirSync(path.join(root, dir), { recursive: true })
    .map((f) => `${dir}/${String(f).split(path.sep).join('/')}`)
    .filter((f) => CODE.test(f) && !NOT_PRODUCTION.test(f) && !f.includes('node_modules'))
    .sort();
}

/** `incidents` → `incident`: the contracts' texts file is named in the singular. */
const stemOf = (module) => module.replace(/s$/, '');
const contractFiles = (module) =>
  list(CONTRACTS)
    .filter((f) => f.startsWith(stemOf(module)) && CODE.test(f) && !NOT_PRODUCTION.test(f))
    .map((f) => `${CONTRACTS}/${f}`);

/**
 * The record modules: a server module registered on the record-module layer or declaring a
 * TRecordType for the records engine, or a contract declared with defineRecordModule whose file
 * no such module already counts (a module whose server and web are still to come).
 */
function recordModules() {
  const found = new Set();
  for (const m of list(SERVER))
    if (
      productionFiles(`${SERVER}/${m}`).some((f) =>
        /\bTRecordType\b|\bregisterRecordModule\(|\bregisterModuleList\(/.test(read(f)),
      )
    )
      found.add(m);
  const counted = (f) => [...found].some((m) => f.startsWith(stemOf(m)));
  for (const f of list(CONTRACTS))
    if (f.endsWith('.ts') && !counted(f) && /\bdefineRecordModule\(/.test(read(`${CONTRACTS}/${f}`)))
      found.add(f.replace(/\.ts$/, ''));
  return [...found].sort();
}

function roleOf(layer, file, module) {
  const name = path.basename(file);
  const match = ROLES[layer].find(([, test]) =>
    typeof test === 'function' ? test(name, module) : test.test(name),
  );
  return match?.[0] ?? null;
}

const empty = () => ({ files: 0, lines: 0 });
const add = (into, lines) => {
  into.files += 1;
  into.lines += lines;
};

function moduleFigures(modules) {
  const rows = [];
  const byRole = new Map();
  const total = { repeated: empty(), own: empty() };
  for (const module of modules) {
    const layers = {
      server: productionFiles(`${SERVER}/${module}`),
      web: productionFiles(`${WEB}/${module}`),
      contracts: contractFiles(module),
    };
    for (const [layer, files] of Object.entries(layers)) {
      const row = { module, layer, repeated: empty(), own: empty() };
      for (const file of files) {
        const lines = lineCount(read(file));
        const role = roleOf(layer, file, module);
        add(role ? row.repeated : row.own, lines);
        add(role ? total.repeated : total.own, lines);
        if (role) {
          const key = `${layer}: ${role}`;
          if (!byRole.has(key)) byRole.set(key, { ...empty(), modules: new Set() });
          add(byRole.get(key), lines);
          byRole.get(key).modules.add(module);
        }
      }
      if (files.length) rows.push(row);
    }
  }
  return { rows, byRole, total };
}

const pad = (rows) => {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  return rows.map((r) =>
    r.map((c, i) => (i < 2 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))),
  );
};
const fmt = (n) => n.toLocaleString('en');

function printFigures(modules) {
  const { rows, byRole, total } = moduleFigures(modules);
  const cells = (f) => [fmt(f.files), fmt(f.lines)];
  const table = [['module', 'layer', 'repeated files', 'lines', 'own files', 'lines', 'all files', 'lines']];
  const sum = (a, b) => ({ files: a.files + b.files, lines: a.lines + b.lines });
  for (const r of rows)
    table.push([r.module, r.layer, ...cells(r.repeated), ...cells(r.own), ...cells(sum(r.repeated, r.own))]);
  table.push([
    'total',
    '',
    ...cells(total.repeated),
    ...cells(total.own),
    ...cells(sum(total.repeated, total.own)),
  ]);
  log(`Record modules: ${modules.join(', ')} (production files, tests left out)`);
  for (const r of pad(table)) log(`  ${r.join('  ')}`);
  const all = total.repeated.lines + total.own.lines;
  log(`  repeated roles: ${Math.round((100 * total.repeated.lines) / Math.max(1, all))} % of the lines`);
  log('\nRepeated roles (modules that have the role: files, lines)');
  const roleTable = [['layer: role', 'modules', 'files', 'lines']];
  for (const [key, f] of [...byRole].sort((a, b) => b[1].lines - a[1].lines))
    roleTable.push([key, [...f.modules].join(','), fmt(f.files), fmt(f.lines)]);
  for (const r of pad(roleTable)) log(`  ${r.join('  ')}`);
}

// ---------------------------------------------------------------- duplicates

/**
 * The module a production file belongs to (every module, not only record modules), or null for
 * the platform, components, the app shell and shared contracts.
 */
function moduleOfFile(file, contractModules) {
  const server = file.match(/^apps\/server\/src\/modules\/([^/]+)\//);
  if (server) return server[1];
  const web = file.match(/^apps\/web\/src\/features\/([^/]+)\//);
  if (web) return web[1];
  const contract = file.match(/^packages\/contracts\/src\/([^/]+)$/);
  if (!contract) return null;
  // The longest module stem the file starts with (`vital-rule-subcategories.ts` → vital-rules).
  const owners = contractModules.filter((m) => contract[1].startsWith(stemOf(m)));
  return owners.sort((a, b) => b.length - a.length)[0] ?? null;
}

/** The most rows `duplicates` lists in one run. */
const MOST = 200;
const runs = new Map();

/** Runs `duplicates` over a copy of these files only (it reads every file below a folder). */
function runDuplicates(files) {
  const key = files.join('\n');
  if (!runs.has(key)) runs.set(key, runDuplicatesOnce(files));
  return runs.get(key);
}

function runDuplicatesOnce(files) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'module-figures-'));
  try {
    for (const f of files) {
      mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
      copyFileSync(path.join(root, f), path.join(dir, f));
    }
    const out = execFileSync('duplicates', ['--repo', dir, '--most', String(MOST), '--seconds', '120'], {
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    });
    const count = Number(/^(\d+) pairs of places/m.exec(out)?.[1] ?? 0);
    // `D12 a.ts:10-24 ~ b.ts:40-54 shape …`: one row a pair of files, the longest run named.
    const pairs = [...out.matchAll(/^D\d+ (\S+?):\d+-\d+ ~ (\S+?):\d+-\d+/gm)].map((m) => [m[1], m[2]]);
    const incomplete = out.split('\n').filter((l) => l.startsWith('incomplete:'));
    return { count, pairs, truncated: /^\(\+\d+ more pairs\)/m.test(out), incomplete };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The pairs between two modules. `duplicates` lists at most MOST rows, so the module files are
 * read in groups (first by layer), each pair of groups together; when a pair of groups has more
 * rows than that, one of the two splits by module into halves and all is read again. Every pair
 * of files then stands in a complete run. (A run alike in more than 8 places is not listed, and
 * what is read decides that, so this count can differ by a pair or two from one whole-tree run.)
 */
function crossModulePairs(moduleFiles, moduleOf) {
  const modulesIn = (files) => [...new Set(files.map(moduleOf))].sort();
  const groups = [SERVER, WEB, CONTRACTS]
    .map((dir) => moduleFiles.filter((f) => f.startsWith(`${dir}/`)))
    .filter((g) => g.length);
  for (;;) {
    const seen = new Map();
    const notes = [];
    let split = null;
    for (let i = 0; i < groups.length && !split; i++)
      for (let j = i + 1; j < Math.max(groups.length, i + 2) && !split; j++) {
        const pair = [i, j].filter((g) => groups[g]);
        const run = runDuplicates(pair.flatMap((g) => groups[g]));
        notes.push(...run.incomplete);
        for (const [a, b] of run.pairs) seen.set([a, b].sort().join(' ~ '), [a, b]);
        if (!run.truncated) continue;
        // The larger of the two groups that still holds more than one module.
        const splittable = pair
          .filter((g) => modulesIn(groups[g]).length > 1)
          .sort((a, b) => groups[b].length - groups[a].length);
        if (splittable.length) split = splittable[0];
        else
          notes.push(
            `more than ${MOST} pairs within ${modulesIn(pair.flatMap((g) => groups[g]))}: a lower bound`,
          );
      }
    if (split === null) {
      const cross = [...seen.values()].filter(([a, b]) => moduleOf(a) !== moduleOf(b));
      return { cross, notes };
    }
    const mods = modulesIn(groups[split]);
    const half = new Set(mods.slice(0, Math.ceil(mods.length / 2)));
    const group = groups[split];
    groups.splice(
      split,
      1,
      group.filter((f) => half.has(moduleOf(f))),
      group.filter((f) => !half.has(moduleOf(f))),
    );
  }
}

function printDuplicates(records) {
  const onPath = (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((d) => d && existsSync(path.join(d, 'duplicates')));
  if (!onPath) {
    log('\nDuplicates: the `duplicates` command is not on this machine, so no pair count.');
    return;
  }
  const production = PRODUCTION_DIRS.flatMap(productionFiles);
  const all = runDuplicates(production);
  const contractModules = [...new Set([...list(SERVER), ...list(WEB), ...records])];
  const moduleOf = (f) => moduleOfFile(f, contractModules);
  const { cross, notes } = crossModulePairs(production.filter(moduleOf), moduleOf);
  const betweenRecords = cross.filter(
    ([a, b]) => records.includes(moduleOf(a)) && records.includes(moduleOf(b)),
  );
  log(
    `\nDuplicates (\`duplicates\`, 6 or more lines alike) in production code (${production.length} files of ${PRODUCTION_DIRS.join(', ')}; tests and migrations left out):`,
  );
  log(`  pairs: ${fmt(all.count)}`);
  log(`  between two different modules: ${fmt(cross.length)}`);
  log(`  of those, between two record modules: ${fmt(betweenRecords.length)}`);
  const byModules = new Map();
  for (const [a, b] of betweenRecords) {
    const key = [moduleOf(a), moduleOf(b)].sort().join(' ~ ');
    byModules.set(key, (byModules.get(key) ?? 0) + 1);
  }
  for (const [key, n] of [...byModules].sort((x, y) => y[1] - x[1])) log(`    ${key}: ${n}`);
  for (const note of new Set([...all.incomplete, ...notes])) log(`  ${note}`);
}

const modules = opts.modules ? opts.modules.split(',').map((m) => m.trim()) : recordModules();
printFigures(modules);
if (!opts['no-duplicates']) printDuplicates(modules);
