// `node --test scripts/check-bundle.test.mjs`: the bundle check on a small built app of its own,
// so that a check which always passes would be seen (run by `npm test` beside the type checks).
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { main, measureRoutes } from './check-bundle.mjs';

let web;
const write = (file, text) => {
  mkdirSync(path.dirname(path.join(web, file)), { recursive: true });
  writeFileSync(path.join(web, file), text);
};
/** Text that gzip cannot shrink much, so that sizes are predictable. */
const noise = (bytes, seed) => {
  let x = seed;
  let out = '';
  while (out.length < bytes) {
    x = (x * 1103515245 + 12345) % 2147483648;
    out += x.toString(36);
  }
  return `export const n="${out.slice(0, bytes)}";`;
};

before(() => {
  web = mkdtempSync(path.join(tmpdir(), 'check-bundle-'));
  write(
    'src/app/routes.tsx',
    [
      "const LoginPage = lazyPage(() => import('../features/login-page'));",
      "const UsersPage = lazy(() => import('../features/users-page'));",
      'export const ROUTES = [',
      "  { path: '/login', title: 'x', public: true, coreTexts: true, element: LoginPage },",
      "  { path: '/users', title: 'y', roles: ADMIN, element: UsersPage },",
      '];',
    ].join('\n'),
  );
  write('src/app/layout/app-layout.tsx', "const Sidebar = lazy(() => import('./sidebar'));");
  for (const f of [
    'src/features/login-page.tsx',
    'src/features/users-page.tsx',
    'src/app/layout/sidebar.tsx',
  ])
    write(f, '');
  const chunks = {
    'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared.js', imports: ['index.html'] },
    // The app the entry starts, preloaded beside it (decision 102).
    'src/app/boot.tsx': {
      file: 'assets/boot.js',
      name: 'boot',
      isDynamicEntry: true,
      imports: ['_shared.js'],
    },
    'src/i18n/bundles/ru.ts': { file: 'assets/ru.js', isDynamicEntry: true },
    'src/i18n/bundles/ru-pages.ts': { file: 'assets/ru-pages.js', isDynamicEntry: true },
    'src/features/login-page.tsx': { file: 'assets/login-page.js', imports: ['index.html', '_shared.js'] },
    'src/features/users-page.tsx': { file: 'assets/users-page.js', imports: ['_grid.js'] },
    '_grid.js': { file: 'assets/grid.js', css: ['assets/grid.css'] },
    'src/app/layout/sidebar.tsx': { file: 'assets/sidebar.js' },
  };
  write('dist/.vite/manifest.json', JSON.stringify(chunks));
  const sizes = { index: 40_000, shared: 20_000, boot: 1_000, ru: 5_000, 'login-page': 2_000 };
  for (const [i, { file }] of Object.values(chunks).entries())
    write(`dist/${file}`, noise(sizes[path.basename(file, '.js')] ?? 10_000, i + 1));
  write('dist/assets/grid.css', noise(50_000, 99));
});

after(() => rmSync(web, { recursive: true, force: true }));

describe('check-bundle', () => {
  it('counts the entry, its imports, the default language and the page, each file once; the sign-in page not the other screens’ texts', () => {
    const rows = measureRoutes({ dist: path.join(web, 'dist'), web, budgets: { public: 1, signedIn: 1 } });
    const login = rows.find((r) => r.path === '/login');
    assert.deepEqual(login.files.map((f) => f.file).sort(), [
      'assets/boot.js',
      'assets/index.js',
      'assets/login-page.js',
      'assets/ru.js',
      'assets/shared.js',
    ]);
    assert.equal(
      login.gzip,
      login.files.reduce((sum, f) => sum + f.gzip, 0),
    );
    assert.ok(login.gzip > 40_000 && login.gzip < 47_000, `gzip ${login.gzip}`);
  });

  it('adds the signed-in menus and the other screens’ texts to a route behind a sign-in, and no stylesheet', () => {
    const rows = measureRoutes({ dist: path.join(web, 'dist'), web, budgets: { public: 1, signedIn: 1 } });
    const users = rows.find((r) => r.path === '/users');
    assert.equal(users.public, false);
    assert.deepEqual(users.files.map((f) => f.file).sort(), [
      'assets/boot.js',
      'assets/grid.js',
      'assets/index.js',
      'assets/ru-pages.js',
      'assets/ru.js',
      'assets/shared.js',
      'assets/sidebar.js',
      'assets/users-page.js',
    ]);
  });

  it('fails when a route is over its budget and passes within it', () => {
    const args = [`--web=${web}`, '--budget=/users=1000'];
    const quiet = { log: console.log, error: console.error, warn: console.warn };
    console.log = console.error = console.warn = () => {};
    try {
      assert.equal(main([...args, '--budget=/login=40']), 1);
      assert.equal(main([...args, '--budget=/login=46']), 0);
      assert.equal(main([...args, '--budget=/login=46', '--budget=/users=50']), 1);
    } finally {
      Object.assign(console, quiet);
    }
  });

  it('finds a page inlined into another chunk through the build’s map of modules', () => {
    const manifestFile = 'dist/.vite/manifest.json';
    const manifest = JSON.parse(readFileSync(path.join(web, manifestFile), 'utf8'));
    const { 'src/features/users-page.tsx': page, ...rest } = manifest;
    write(manifestFile, JSON.stringify({ ...rest, '_merged.js': page }));
    write('dist/.vite/modules.json', JSON.stringify({ 'src/features/users-page.tsx': page.file }));
    try {
      const rows = measureRoutes({ dist: path.join(web, 'dist'), web, budgets: { public: 1, signedIn: 1 } });
      const users = rows.find((r) => r.path === '/users');
      assert.ok(users.files.some((f) => f.file === 'assets/users-page.js'));
      assert.ok(users.files.some((f) => f.file === 'assets/grid.js'));
    } finally {
      write(manifestFile, JSON.stringify(manifest));
      rmSync(path.join(web, 'dist/.vite/modules.json'));
    }
  });

  it('stops when the manifest lacks a page of the route table', () => {
    write('src/features/gone-page.tsx', '');
    write(
      'src/app/routes.tsx',
      [
        "const LoginPage = lazy(() => import('../features/login-page'));",
        "const GonePage = lazy(() => import('../features/gone-page'));",
        "export const ROUTES = [{ path: '/login', public: true, element: LoginPage },",
        "  { path: '/gone', element: GonePage }];",
      ].join('\n'),
    );
    assert.throws(
      () => measureRoutes({ dist: path.join(web, 'dist'), web }),
      /manifest has no src\/features\/gone-page\.tsx/,
    );
  });
});
