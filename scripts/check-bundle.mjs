#!/usr/bin/env node
// Holds the gzipped JavaScript each web route downloads to its budget; `npm test` runs it after
// the web build and fails when a route is over. Reads the build's manifest
// (apps/web/dist/.vite/manifest.json) and the route table (apps/web/src/app/routes.tsx).
//
// What a route downloads: the entry chunk and everything it imports statically, the texts of the
// default language (fetched before the first render), the route's lazily loaded page with its
// static imports and, behind a sign-in, the lazily loaded menus of the layout (all of them: an
// upper bound, a phone loads the drawer instead of the rail). Each file once, gzip level 9;
// 1 KB = 1024 bytes, as in bench/web-size.ts.
//
//   node scripts/check-bundle.mjs                    # every route, against BUDGETS
//   node scripts/check-bundle.mjs --budget=/login=200 --dist=path/to/dist --web=path/to/apps/web
//   node scripts/check-bundle.mjs --verbose          # also the files of /login
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const KB = 1024;

/**
 * Budgets in KB of gzipped JavaScript, with each route's size when the check was added (25 November
 * 2026) in the comment. /login is the target of the bench (bench/README.md); the others sit about
 * 10 % above that size, so that growth is a decision, not a drift. A route missing here gets
 * `public` or `signedIn`. The lists on the data grid (MUI X) are the heaviest pages.
 */
// Since decision 070 the default language's texts are two chunks, the sign-in page's and the other
// screens': /login fell by 7.5 KB, every other route rose by about 6 KB and was raised with it.
export const BUDGETS = {
  public: 300,
  signedIn: 400,
  '/': 260, // 213; 255 with the small shared chunks inlined (decision 107)
  // 244; 240 in few chunks (decision 102); 248.6 with the small shared chunks inlined, whose strict
  // module order costs some bytes (decision 107): 3 KB more on the wire, no later paint.
  '/login': 250,
  '/register': 340, // 286
  '/administration-users': 510, // 453; 500.3 (decision 107)
  '/requests': 520, // 472: the data grid, as the users' list (decision 065)
  // 339; 390.0 on 28 November 2026, when a change elsewhere renamed chunks the entry lists
  '/administration-create-user': 395,
  '/administration-edit-user/:id': 395,
  '/administration-organizations': 370, // 315
  '/administration-roles': 300, // 259; 296.2 (decision 107)
  // 335; 372 with the shared form parts of three more modules (decisions 050-053); 390.7 with a
  // victim's body parts in the incident contracts its shared chunks carry (decision 089)
  '/administration-vital-rules': 395,
  '/personal-account': 385, // 382: the shell's menu gained the forms' and analytics' entries
  '/security-log': 580, // 526: the grid and the date pickers of its period
  '/notifications': 305, // 260; 298.8 (decision 107)
  '/my-work': 330, // 296
  '/qorgau': 380, // 334
  '/qorgau-create': 420, // 353; 393 with the commitments' head in the shell (decision 053); 400 with the forms' (062)
  '/qorgau-view/:id': 440, // 366; 412 with the commitments' head in the shell (decision 053)
  '/questionnaire': 520, // 455; 510.3 (decision 107)
  '/questionnaire_edit/:id': 390, // 331
  '/questionnaire_view/:id': 520, // 457; 510.1 with a list's rows asked for at start-up (decision 111)
  '/questionnaire_create': 295, // 291.5: the shell's entry gained the new routes
  '*': 250, // 212; 232 with MUI's input parts in the boot chunk (decision 102); 241.8 (107)
  '/reference': 345, // 313: the forms' titles only, no longer the catalogue (decision 074)
  // The analytics dashboards (decisions 081, 082): about 317 KB each, ECharts and their texts
  // fetched after the page (not counted here).
  '/dashboard/old': 350,
  '/dashboard/new': 350,
  '/dashboard/mainIndicators': 350,
  '/healthSafety': 350,
  '/environmentalProtection': 350,
  '/survey': 350,
  '/greenhouseEmissions': 350,
  '/roadMaps': 350,
  '/eventsPlan': 350,
  '/advancedIndicators': 350,
  '/reportForms': 350,
  '/allForms': 350,
  '/emg': 350,
  // The record modules' list and record pages, with every module's manifest (app/modules.ts).
  // 633 to 505 below with the form submissions' manifest, whose texts name the forms from the
  // catalogue's definitions (decision 062): a visit loads its own module's manifest only.
  // 651 to 630 with the forms' titles-only table instead of the catalogue (decision 074).
  // 553: the grid and the date pickers of its range filters. 371 since a phone's list is drawn
  // without them, which the wide screen fetches after the page (decision 103).
  'module:RecordListPage': 380,
  'module:RecordListPage (wide)': 640,
  // 484 with the events', road maps' and commitments' manifests (decisions 050, 052, 053).
  'module:RecordPage': 530, // 438: the date pickers, the person picker and the manifests' schemas; 518 (074)
  // A module's own editor, view and printed copy (incidents' routes, 334 to 336 KB on their own
  // pages): counted here with every manifest's schemas, of which a visit loads its module's only.
  // 485 with the event plans' two manifests (decision 056).
  // 491 with the visual aids' and media events' manifests (decision 064); about 30 more with the
  // form submissions' texts, which name the 26 forms (decision 062).
  'module:RecordEditorPage': 520, // 442; 512 with the forms' titles-only table (decision 074)
  'module:RecordViewPage': 520, // 445; 514 with the titles-only table (074); 481 with three more modules' manifests (decisions 050-053)
  // 475 with the event plans' two manifests (decision 056), 481 with the media library's two (064).
  'module:RecordPrintPage': 510, // 433; 501 with the forms' titles-only table (decision 074)
};

/**
 * What a page loads lazily at once on a wide screen (decision 103): counted as a route of its own,
 * the page with these parts, so that the grid's weight keeps a budget too.
 */
const WIDE_PARTS = {
  'module:RecordListPage': [
    'src/components/record-module/record-grid.tsx',
    'src/components/record-module/record-filter-fields.tsx',
  ],
};

/** The default language, whose texts every first visit fetches before it renders. */
const DEFAULT_LANGUAGE_BUNDLE = 'src/i18n/bundles/ru.ts';
/** Its other screens' texts, which every route but those of `coreTexts: true` waits for too. */
const DEFAULT_LANGUAGE_PAGES = 'src/i18n/bundles/ru-pages.ts';

function budgetFor(route, budgets) {
  return budgets[route.path] ?? (route.public ? budgets.public : budgets.signedIn);
}

/** `lazy(() => import('./x'))` or `lazyPage(…)` of a source file, as manifest keys (paths from the web root). */
function lazyImports(web, file) {
  const text = readFileSync(path.join(web, file), 'utf8');
  const found = new Map();
  for (const m of text.matchAll(/const (\w+) = lazy(?:Page)?\(\s*\(\) => import\('([^']+)'\),?\s*\)/g)) {
    const base = path.posix.join(path.posix.dirname(file), m[2]);
    const source = ['.tsx', '.ts'].map((ext) => base + ext).find((f) => existsSync(path.join(web, f)));
    if (!source) throw new Error(`${file}: cannot find the module of ${m[1]} (${m[2]})`);
    found.set(m[1], source);
  }
  return found;
}

/** The route table: each path with its page module and whether it is open without a sign-in. */
export function readRoutes(web) {
  const file = 'src/app/routes.tsx';
  const pages = lazyImports(web, file);
  const text = readFileSync(path.join(web, file), 'utf8');
  const routes = [];
  for (const m of text.matchAll(/\{\s*path: '([^']+)',([^{}]*?)element: (\w+),?\s*\}/g)) {
    const page = pages.get(m[3]);
    if (!page) throw new Error(`${file}: route ${m[1]} names ${m[3]}, which is not a lazy page`);
    routes.push({
      path: m[1],
      page,
      public: /\bpublic: true\b/.test(m[2]),
      coreTexts: /\bcoreTexts: true\b/.test(m[2]),
    });
  }
  if (!routes.some((r) => r.path === '/login')) throw new Error(`${file}: no /login route was found`);
  // The record modules' generic pages (app/modules.ts): one row per page for every module, each
  // with the modules' manifests that the page loads with it (their zod schemas).
  for (const [name, page] of pages)
    if (page.includes('/record-module/')) {
      const path = `module:${name}`;
      routes.push({ path, page, public: false, module: true });
      if (WIDE_PARTS[path])
        routes.push({ path: `${path} (wide)`, page, public: false, module: true, parts: WIDE_PARTS[path] });
    }
  return routes;
}

/** The layout's lazily loaded parts (menus, user actions): what a signed-in page adds. */
export function signedInShell(web) {
  const dir = 'src/app/layout';
  return readdirSync(path.join(web, dir))
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\./.test(f))
    .flatMap((f) => [...lazyImports(web, `${dir}/${f}`).values()]);
}

/** Measures what each route downloads, from the manifest; answers one row per route. */
export function measureRoutes({ dist, web, budgets = BUDGETS }) {
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`${manifestPath} does not exist: build the web first (npm run build -w apps/web)`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const gzipCache = new Map();
  const gzipOf = (file) => {
    if (!gzipCache.has(file)) {
      const data = readFileSync(path.join(dist, file));
      gzipCache.set(file, { bytes: data.length, gzip: gzipSync(data, { level: 9 }).length });
    }
    return gzipCache.get(file);
  };
  // A page inlined into another chunk has no key of its own: the build's map of modules says which.
  const modulesPath = path.join(dist, '.vite', 'modules.json');
  const chunkOfModule = existsSync(modulesPath) ? JSON.parse(readFileSync(modulesPath, 'utf8')) : {};
  const keyOfFile = new Map(Object.entries(manifest).map(([key, entry]) => [entry.file, key]));
  const chunk = (key) => {
    const entry = manifest[key] ?? manifest[keyOfFile.get(chunkOfModule[key])];
    if (!entry) throw new Error(`the build's manifest has no ${key}: was it renamed?`);
    return entry;
  };
  /** A chunk and, recursively, its static imports (what the browser fetches before running it). */
  const closure = (keys, files = new Set()) => {
    for (const key of keys) {
      const entry = chunk(key);
      if (files.has(entry.file)) continue;
      if (entry.file.endsWith('.js')) files.add(entry.file);
      closure(entry.imports ?? [], files);
    }
    return files;
  };

  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) throw new Error('the manifest names no entry chunk');
  // The app the entry starts, which the page preloads beside it (decision 102).
  const bootKey = Object.keys(manifest).find((k) => manifest[k].name === 'boot');
  if (!bootKey) throw new Error('the manifest names no boot chunk');
  const shell = signedInShell(web);
  // The manifests a module's pages load beside them (contracts loaded dynamically by app/modules.ts).
  const manifests = Object.keys(manifest).filter(
    (k) => manifest[k].isDynamicEntry && k.includes('packages/contracts/src/'),
  );
  return readRoutes(web).map((route) => {
    const keys = [
      entryKey,
      bootKey,
      DEFAULT_LANGUAGE_BUNDLE,
      ...(route.coreTexts ? [] : [DEFAULT_LANGUAGE_PAGES]),
      route.page,
      ...(route.public ? [] : shell),
      ...(route.module ? manifests : []),
      ...(route.parts ?? []),
    ];
    const files = [...closure(keys)].map((file) => ({ file, ...gzipOf(file) }));
    const gzip = files.reduce((sum, f) => sum + f.gzip, 0);
    const budget = budgetFor(route, budgets);
    return { ...route, files, gzip, budget, over: gzip > budget * KB };
  });
}

function parseArgs(argv) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const opts = { web: path.join(root, 'apps/web'), dist: null, budgets: { ...BUDGETS }, verbose: false };
  for (const arg of argv) {
    const [name, value = ''] = arg.replace(/^--/, '').split(/=(.*)/s);
    if (name === 'web') opts.web = path.resolve(value);
    else if (name === 'dist') opts.dist = path.resolve(value);
    else if (name === 'verbose') opts.verbose = true;
    else if (name === 'budget') {
      const [key, kb] = value.split('=');
      if (!key || !(Number(kb) > 0)) throw new Error(`--budget needs route=KB, got "${value}"`);
      opts.budgets[key] = Number(kb);
    } else throw new Error(`unknown option ${arg}`);
  }
  opts.dist ??= path.join(opts.web, 'dist');
  return opts;
}

const kb = (bytes) => (bytes / KB).toFixed(1);

export function main(argv) {
  const opts = parseArgs(argv);
  const rows = measureRoutes(opts);
  console.log('Gzipped JavaScript per route (KB = 1024 bytes):');
  for (const r of rows) {
    const mark = r.over ? '✖ over' : '  ok  ';
    console.log(
      `  ${mark} ${kb(r.gzip).padStart(6)} / ${String(r.budget).padStart(3)} KB  ${r.files.length
        .toString()
        .padStart(2)} files  ${r.path}${r.public ? ' (public)' : ''}`,
    );
  }
  if (opts.verbose) {
    const login = rows.find((r) => r.path === '/login');
    for (const f of [...(login?.files ?? [])].sort((a, b) => b.gzip - a.gzip))
      console.log(`    ${kb(f.gzip).padStart(6)} KB  ${f.file}`);
  }
  const routes = new Set(rows.map((r) => r.path));
  const stale = Object.keys(opts.budgets).filter((k) => k !== 'public' && k !== 'signedIn' && !routes.has(k));
  if (stale.length > 0) console.warn(`Budgets of routes that no longer exist: ${stale.join(', ')}`);
  const over = rows.filter((r) => r.over);
  if (over.length > 0) {
    console.error(
      `\n${over.length} route(s) over budget: ${over.map((r) => `${r.path} ${kb(r.gzip)} KB > ${r.budget} KB`).join(', ')}.` +
        '\nMake the route lighter (lazy imports, no zod or data texts in the entry), or raise its budget in' +
        ' scripts/check-bundle.mjs with the reason.',
    );
    return 1;
  }
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    console.error(`Bundle check: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 2;
  }
}
