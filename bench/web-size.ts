/**
 * The JavaScript a browser loads for /login: the module scripts and modulepreload links of
 * dist/index.html, everything they import statically, the lazily loaded login page chunk with its
 * own static imports, and the texts of the default language. Other dynamic imports (the other
 * pages, the other languages) are left out. scripts/check-bundle.mjs counts the same from the
 * build's manifest, for every route.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fmt, log } from './format.ts';

export type TWebFile = { file: string; bytes: number; gzip: number; why: string };
export type TWebResult =
  | { status: 'measured'; files: TWebFile[]; totalBytes: number; totalGzip: number; lazyLeftOut: string[] }
  | { status: 'pending'; reason: string };

const ESC = String.fromCharCode(27);
const stripAnsi = (text: string) => text.replace(new RegExp(`${ESC}\\[[0-9;]*m`, 'g'), '');

/** `npm run build -w apps/web`; answers null on success, else the tail of its output. */
export function buildWeb(root: string): string | null {
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 300_000,
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  if (result.status === 0) return null;
  const output = stripAnsi(`${result.stdout ?? ''}\n${result.stderr ?? ''}`);
  const errors = output
    .split('\n')
    .filter((line) => /error|could not|failed/i.test(line) && !/^npm error/.test(line.trim()));
  const summary = (errors.length > 0 ? errors : output.split('\n')).slice(0, 8).join('\n');
  return result.error ? String(result.error) : summary.trim() || `exit code ${result.status}`;
}

function attributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const m of tag.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    attrs[(m[1] as string).toLowerCase()] = m[2] ?? m[3] ?? m[4] ?? '';
  }
  return attrs;
}

/** Static `import … from "x"`, `import "x"` and `export … from "x"` of a minified module; not `import("x")`. */
export function staticImports(code: string): string[] {
  const found: string[] = [];
  const pattern = /(?<![\w$.])(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["']([^"'\s]+\.m?js)["']/g;
  for (const m of code.matchAll(pattern)) found.push(m[1] as string);
  return found;
}

/** Specifiers of `import("x")` calls, to name the lazy chunks that were left out. */
function dynamicImports(code: string): string[] {
  return [...code.matchAll(/(?<![\w$.])import\(\s*["'`]([^"'`]+\.m?js)["'`]\s*\)/g)].map(
    (m) => m[1] as string,
  );
}

/** Resolves a specifier against the URL path of the importing file ("/assets/a.js"). */
const resolveUrl = (spec: string, from: string) => new URL(spec, `http://dist${from}`).pathname;

export function measureLoginJs(dist: string): TWebResult {
  const htmlPath = path.join(dist, 'index.html');
  if (!existsSync(htmlPath)) return { status: 'pending', reason: `${htmlPath} does not exist` };
  const html = readFileSync(htmlPath, 'utf8');
  const roots: { url: string; why: string }[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>/gi)) {
    const a = attributes(m[1] as string);
    if (a.type === 'module' && a.src) roots.push({ url: resolveUrl(a.src, '/index.html'), why: 'script' });
  }
  for (const m of html.matchAll(/<link\b([^>]*)>/gi)) {
    const a = attributes(m[1] as string);
    if (a.rel === 'modulepreload' && a.href)
      roots.push({ url: resolveUrl(a.href, '/index.html'), why: 'modulepreload' });
  }
  if (roots.length === 0) return { status: 'pending', reason: 'index.html has no module script' };

  const files = new Map<string, TWebFile>();
  const dynamic = new Set<string>();
  const visit = (url: string, why: string) => {
    if (files.has(url)) return;
    const full = path.join(dist, decodeURIComponent(url));
    if (!existsSync(full)) throw new Error(`${url} is referenced but missing from ${dist}`);
    const data = readFileSync(full);
    files.set(url, { file: url, bytes: data.length, gzip: gzipSync(data, { level: 9 }).length, why });
    const code = data.toString('utf8');
    for (const spec of staticImports(code)) visit(resolveUrl(spec, url), `imported by ${path.basename(url)}`);
    for (const spec of dynamicImports(code)) dynamic.add(resolveUrl(spec, url));
  };
  for (const root of roots) visit(root.url, root.why);

  // The router may load the login page lazily: its chunk (and what it imports) is part of /login.
  const assets = path.join(dist, 'assets');
  const loginChunks = existsSync(assets)
    ? readdirSync(assets).filter((f) => /login/i.test(f) && /\.m?js$/.test(f))
    : [];
  for (const chunk of loginChunks) visit(`/assets/${chunk}`, 'lazy login page');
  // The texts of the default language (ru) are fetched before the first render (apps/web/src/main.tsx).
  const textChunks = existsSync(assets) ? readdirSync(assets).filter((f) => /^ru-[\w-]+\.m?js$/.test(f)) : [];
  for (const chunk of textChunks) visit(`/assets/${chunk}`, 'texts of the default language');

  const list = [...files.values()];
  return {
    status: 'measured',
    files: list,
    totalBytes: list.reduce((s, f) => s + f.bytes, 0),
    totalGzip: list.reduce((s, f) => s + f.gzip, 0),
    lazyLeftOut: [...dynamic].filter((u) => !files.has(u)).sort(),
  };
}

/** Builds apps/web (unless `build` is false), measures the JavaScript of /login and prints it. */
export function benchWeb(root: string, build: boolean): TWebResult {
  log('\n== JS of /login ==');
  if (build) log('  building apps/web …');
  const failure = build ? buildWeb(root) : null;
  const web: TWebResult = failure
    ? { status: 'pending', reason: `web build failed:\n${failure}` }
    : measureLoginJs(path.join(root, 'apps/web/dist'));
  if (web.status === 'measured') {
    for (const f of web.files)
      log(
        `  ${fmt(f.gzip / 1024, 1).padStart(7)} KB gz  ${fmt(f.bytes / 1024, 1).padStart(8)} KB  ${f.file}  (${f.why})`,
      );
    log(
      `  ${fmt(web.totalGzip / 1024, 1).padStart(7)} KB gz  ${fmt(web.totalBytes / 1024, 1).padStart(8)} KB  total`,
    );
    if (web.lazyLeftOut.length) log(`  not counted (other lazy chunks): ${web.lazyLeftOut.length} files`);
  } else log(`  PENDING: ${web.reason}`);
  return web;
}
