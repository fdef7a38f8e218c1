/**
 * `npm run bench:phone`: the platform as a field worker's phone sees it. Chromium at 390 px with
 * the CPU slowed 4× and a 1.6 Mbps / 150 ms network, cold cache each time, against the server of
 * `npm start` (PGlite, demo data): the largest paint of /login, the time to the first rows of the
 * incident list after a full load, and the bytes on the wire of each. Each is measured as the
 * browser negotiates (brotli or gzip) and with compression refused (`Accept-Encoding: identity`),
 * so the table shows what compression gives.
 *
 * Options: --runs=3 --port=3190 --no-web-build
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { fmt, log } from './format.ts';
import { buildWeb } from './web-size.ts';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3190' },
    'no-web-build': { type: 'boolean', default: false },
  },
});

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(args.runs);
const BASE = `http://127.0.0.1:${args.port}`;
/** The phone: a mid-range CPU and a poor mobile network. */
const PHONE = { width: 390, height: 844, cpuSlowdown: 4, downKbps: 1600, upKbps: 750, latencyMs: 150 };
const TARGETS = { loginPaintMs: 2500, listRowsMs: 3000 };

type TSample = { ms: number; bytes: number; requests: number };
type TMode = 'compressed' | 'identity';

async function startServer(): Promise<{ child: ChildProcess; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'hse-phone-'));
  // The embedded database, as a newcomer's `npm start` runs it.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...env, PORT: args.port, DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const started = Date.now();
  while (Date.now() - started < 300_000) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    const ok = await fetch(`${BASE}/api/health/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    child,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh context with nothing cached, the phone's screen, CPU and network. */
async function phonePage(
  browser: Browser,
  mode: TMode,
): Promise<{ context: BrowserContext; page: Page; wire: () => TSample }> {
  const context = await browser.newContext({
    viewport: { width: PHONE.width, height: PHONE.height },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    locale: 'ru-RU',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latencyMs,
    downloadThroughput: (PHONE.downKbps * 1000) / 8,
    uploadThroughput: (PHONE.upKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  if (mode === 'identity')
    await cdp.send('Network.setExtraHTTPHeaders', { headers: { 'Accept-Encoding': 'identity' } });
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.loadingFinished', (event) => {
    bytes += event.encodedDataLength;
    requests += 1;
  });
  return { context, page, wire: () => ({ ms: 0, bytes, requests }) };
}

/** The largest contentful paint of /login, in the page's own clock from navigation start. */
async function loginPaint(browser: Browser, mode: TMode): Promise<TSample> {
  const { context, page, wire } = await phonePage(browser, mode);
  await page.goto(`${BASE}/login`, { waitUntil: 'load', timeout: 120_000 });
  await page.getByTestId('login-submit').waitFor({ timeout: 120_000 });
  // The entry is final once the page is idle; a short wait lets a late paint be reported.
  await page.waitForTimeout(1500);
  const ms = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(entries[entries.length - 1]?.startTime ?? Number.NaN);
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  const sample = { ...wire(), ms };
  await context.close();
  return sample;
}

type TSession = Record<'token' | 'user_id' | 'organization_name' | 'organization_id' | 'fio', string> & {
  roles: string[];
};

/** The time from navigation start to the first row of the incident list, signed in, cold cache. */
async function listRows(browser: Browser, mode: TMode, session: TSession): Promise<TSample> {
  const { context, page, wire } = await phonePage(browser, mode);
  await page.addInitScript((s: TSession) => {
    localStorage.setItem('token', s.token);
    localStorage.setItem('user_id', s.user_id);
    localStorage.setItem('user_role', JSON.stringify(s.roles));
    localStorage.setItem('organization_name', s.organization_name);
    localStorage.setItem('organization_id', s.organization_id);
    localStorage.setItem('fio', s.fio);
    // Marked in the page's clock, so the runner's polling adds nothing. At 390 px the list's rows
    // are its phone list's (decision 103); a wider screen's are the grid's cells.
    new MutationObserver((_, observer) => {
      if (document.querySelector('[data-testid="record-row"], [role="gridcell"]')) {
        (window as unknown as { firstRowAt: number }).firstRowAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  }, session);
  await page.goto(`${BASE}/incident`, { waitUntil: 'load', timeout: 120_000 });
  await page
    .waitForFunction(() => 'firstRowAt' in window, undefined, { timeout: 120_000 })
    .catch(async (error) => {
      await page.screenshot({ path: path.join(root, 'bench/results/phone-list-failed.png') });
      throw error;
    });
  const ms = await page.evaluate(() => (window as unknown as { firstRowAt: number }).firstRowAt);
  // Bytes of what the list needed: wait for the network to go quiet before reading them.
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
  const sample = { ...wire(), ms };
  await context.close();
  return sample;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

async function main() {
  if (!args['no-web-build']) {
    log('Building the web app…');
    const failed = buildWeb(root);
    if (failed) throw new Error(`web build failed:\n${failed}`);
  }
  log('Starting the server (PGlite, demo data)…');
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const signIn = await fetch(`${BASE}/api/api-token-auth/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ login: 'dotos', password: 'Demo1234!' }),
    });
    if (!signIn.ok) throw new Error(`sign-in: ${signIn.status}`);
    const session = (await signIn.json()) as TSession;
    const results: Record<string, TSample[]> = {
      'login compressed': [],
      'login identity': [],
      'list compressed': [],
      'list identity': [],
    };
    for (const mode of ['compressed', 'identity'] as const) {
      for (let run = 1; run <= RUNS; run++) {
        const login = await loginPaint(browser, mode);
        const list = await listRows(browser, mode, session);
        results[`login ${mode}`]?.push(login);
        results[`list ${mode}`]?.push(list);
        log(
          `  ${mode} run ${run}: /login paint ${fmt(login.ms)} ms, ${fmt(login.bytes / 1024, 1)} KB; ` +
            `list rows ${fmt(list.ms)} ms, ${fmt(list.bytes / 1024, 1)} KB`,
        );
      }
    }
    const row = (key: string, target: number) => {
      const samples = results[key] ?? [];
      const ms = median(samples.map((s) => s.ms));
      const kb = median(samples.map((s) => s.bytes)) / 1024;
      const requests = median(samples.map((s) => s.requests));
      const verdict = key.endsWith('compressed') ? (ms <= target ? 'PASS' : 'FAIL') : '';
      return `| ${key} | ${fmt(ms)} ms | ${fmt(target)} ms | ${fmt(kb, 1)} KB | ${requests} | ${verdict} |`;
    };
    console.log(
      [
        '',
        `Phone: ${PHONE.width} px, CPU ÷${PHONE.cpuSlowdown}, ${PHONE.downKbps} kbps down / ${PHONE.latencyMs} ms, cold cache; medians of ${RUNS}`,
        '| measure | median | target | on the wire | requests | |',
        '|---|---|---|---|---|---|',
        row('login compressed', TARGETS.loginPaintMs),
        row('login identity', TARGETS.loginPaintMs),
        row('list compressed', TARGETS.listRowsMs),
        row('list identity', TARGETS.listRowsMs),
      ].join('\n'),
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
