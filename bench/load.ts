/**
 * The load: signing in, autocannon against one scenario's request (a warm-up, then the runs, each
 * after the machine has gone quiet) with the CPU each side used, and the medians of the runs
 * measured against the scenario's target.
 */
import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { DEMO_PASSWORD } from '../apps/server/src/seed/demo-organizations.ts';
import { type cpuMeter, machineBusy, type TCpuUse } from './cpu.ts';
import { fmt, log, median } from './format.ts';
import { BENCH_HSE_LOGIN } from './incidents-seed.ts';
import type { TMixedResult, TScaleResult } from './mixed-types.ts';
import { CONNECTIONS, DURATION, NOISY_CORES, opts, QUIET_SHARE, RUNS, WARMUP } from './options.ts';
import type { TCallers } from './plans.ts';
import type { TReady, TRemindersRun } from './protocol.ts';
import type { TScenario, TTarget } from './scenarios.ts';

export type TRun = {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** Share of the machine busy just before the run (other processes). */
  busyBefore: number;
  cpu: TCpuUse;
  cpuUsPerRequest: { server: number; postgres: number };
};
export type TScenarioResult = {
  status: 'measured';
  description: string;
  url: string;
  target: TTarget;
  runs: TRun[];
  median: {
    rps: number;
    p50: number;
    p99: number;
    serverUsPerRequest: number;
    postgresUsPerRequest: number;
    otherCores: number;
  };
  /** Other processes used a noticeable share of the machine: the figures are low bounds. */
  noisy: boolean;
  /** Measured ÷ target; null where the scenario has no such target. */
  ratio: { rps: number | null; p99: number | null };
  /** Null: no target, reported only (still false when requests failed). */
  pass: boolean | null;
  failedRequests: number;
  /** The checked answer: its JSON size, gzipped size and what it holds. */
  answer: { bytes: number; gzipBytes: number; summary: string };
  /** A scenario timed during a job (event-reminders): the job's runs and limit. */
  job?: TJobResult;
  /** `mixed` and `cold-list`: both systems, per kind, and the platform ÷ the bare reference. */
  mixed?: TMixedResult;
  /** `mixed-scale`: the mix on 1, 2 and 4 app processes over one database. */
  scale?: TScaleResult;
};
export type TJobResult = {
  runs: TRemindersRun[];
  medianMs: number;
  limitMs: number;
  /** What a second scan after the last run sent: must be 0. */
  again?: number;
  expectedReminders: number;
  /** Each run sent every expected reminder once, no notice twice, one notification per person. */
  exactlyOnce: boolean;
};
/** A scenario whose endpoint did not answer as it should: nothing was timed. */
export type TBrokenScenario = { status: 'broken'; description: string; target: TTarget; reason: string };

async function signIn(base: string, login: string): Promise<string> {
  const response = await fetch(`${base}/api/api-token-auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`${login} sign-in answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** What a browser sends: the token header, the anti-forgery cookie it was given, a language. */
const headersOf = (token: string) => ({
  authorization: `Token ${token}`,
  cookie: `XSRF-TOKEN=${randomBytes(24).toString('hex')}`,
  'accept-language': 'ru',
});

/** The headers of `login` signed in. */
export async function signedIn(base: string, login: string): Promise<Record<string, string>> {
  return headersOf(await signIn(base, login));
}

/** Signs the administrator and the subsidiary's HSE engineer in; a guest sends no token. */
export async function signInCallers(base: string): Promise<TCallers> {
  const { authorization: _, ...guest } = headersOf('');
  return {
    admin: await signedIn(base, 'admin'),
    hse: await signedIn(base, BENCH_HSE_LOGIN),
    guest,
  };
}

export function cannon(
  url: string,
  headers: Record<string, string>,
  duration: number,
  connections = CONNECTIONS,
) {
  return autocannon({ url, headers, connections, duration, pipelining: 1 });
}

let quietBudgetMs = Number(opts['quiet-wait']) * 1000;

/** Waits (within the bench's overall budget) until other processes leave the machine mostly idle. */
export async function waitForQuiet(): Promise<number> {
  let busy = await machineBusy(500);
  while (busy > QUIET_SHARE && quietBudgetMs > 0) {
    const started = Date.now();
    busy = await machineBusy(1000);
    quietBudgetMs -= Date.now() - started;
  }
  return busy;
}

/** Fetches the scenario's request once and checks its answer; answers its size and summary. */
export async function probe(
  url: string,
  headers: Record<string, string>,
  scenario: TScenario,
  ready: TReady,
) {
  const probe = await fetch(url, { headers });
  const text = await probe.text();
  if (!probe.ok) throw new Error(`${scenario.name}: ${probe.status} ${text}`);
  const body = JSON.parse(text) as unknown;
  scenario.check(body, ready);
  const answer = {
    bytes: Buffer.byteLength(text),
    gzipBytes: gzipSync(text).length,
    summary: scenario.summary?.(body) ?? '',
  };
  log(
    `    answer: ${fmt(answer.bytes / 1024, 1)} KB of JSON (${fmt(answer.gzipBytes / 1024, 1)} KB gzipped)` +
      (answer.summary ? `, ${answer.summary}` : ''),
  );
  return answer;
}

export async function measure(
  base: string,
  headers: Record<string, string>,
  scenario: TScenario,
  ready: TReady,
  meter: ReturnType<typeof cpuMeter>,
) {
  const url = `${base}${scenario.url(ready)}`;
  const answer = await probe(url, headers, scenario, ready);
  await cannon(url, headers, WARMUP, scenario.connections);
  const runs: TRun[] = [];
  for (let i = 0; i < RUNS; i++) {
    const busyBefore = await waitForQuiet();
    const start = meter.start();
    const r = await cannon(url, headers, DURATION, scenario.connections);
    const cpu = meter.stop(start);
    const perRequest = (cores: number) =>
      Math.round((cores * DURATION * 1e6) / Math.max(1, r.requests.total));
    const run: TRun = {
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      requests: r.requests.total,
      non2xx: r.non2xx,
      errors: r.errors + r.timeouts,
      busyBefore,
      cpu,
      cpuUsPerRequest: { server: perRequest(cpu.server), postgres: perRequest(cpu.postgres) },
    };
    runs.push(run);
    const noisy = cpu.other > NOISY_CORES ? `  NOISY: other processes used ${fmt(cpu.other, 2)} cores` : '';
    log(
      `    run ${i + 1}/${RUNS}: ${fmt(run.rps)} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms` +
        (run.non2xx || run.errors ? `, ${run.non2xx} non-2xx, ${run.errors} errors` : '') +
        `; cores: server ${fmt(cpu.server, 2)}, postgres ${fmt(cpu.postgres, 2)}, load ${fmt(cpu.loader, 2)}, ` +
        `other ${fmt(cpu.other, 2)}; server ${fmt(run.cpuUsPerRequest.server)} µs/req${noisy}`,
    );
  }
  const m = {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    serverUsPerRequest: median(runs.map((r) => r.cpuUsPerRequest.server)),
    postgresUsPerRequest: median(runs.map((r) => r.cpuUsPerRequest.postgres)),
    otherCores: median(runs.map((r) => r.cpu.other)),
  };
  const failedRequests = runs.reduce((s, r) => s + r.non2xx + r.errors, 0);
  const { target } = scenario;
  const ratio = {
    rps: target.rps ? m.rps / target.rps : null,
    p99: target.p99 ? m.p99 / target.p99 : null,
  };
  const hasTarget = ratio.rps !== null || ratio.p99 !== null;
  const met = (ratio.rps ?? 1) >= 1 && (ratio.p99 ?? 0) <= 1 && failedRequests === 0;
  return {
    status: 'measured',
    description: scenario.description,
    url: scenario.url(ready).replace(ready.subsidiaryId, '<subsidiary>'),
    target: scenario.target,
    runs,
    median: m,
    ratio,
    pass: hasTarget || failedRequests ? met : null,
    noisy: m.otherCores > NOISY_CORES,
    failedRequests,
    answer,
  } satisfies TScenarioResult;
}
