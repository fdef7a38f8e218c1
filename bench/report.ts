/**
 * The report: the table of medians against the targets, the size of /login's JavaScript, and
 * results/latest.json with the machine and the settings the figures were taken with.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TEngineResult } from './engine.ts';
import { fmt, log, orDash } from './format.ts';
import { previousText, printMixed } from './mixed-report.ts';
import { printScale } from './mixed-scale.ts';
import {
  CONNECTIONS,
  DURATION,
  opts,
  RUNS,
  resultsDir,
  root,
  SERVER_ENV,
  type TEngine,
  USERS,
  WARMUP,
} from './options.ts';
import { LEAST_OF_PREVIOUS } from './previous.ts';
import type { TWebResult } from './web-size.ts';

const WEB_TARGET_GZIP = 250 * 1024;

export function printTable(engines: Partial<Record<TEngine, TEngineResult>>, web: TWebResult | null) {
  const rows: string[][] = [
    [
      'engine',
      'scenario',
      'req/s',
      'target',
      'ratio',
      'p50 ms',
      'p99 ms',
      'limit',
      'ratio',
      'result',
      'server µs/req',
      'pg µs/req',
      'other cores',
    ],
  ];
  /** Figures more than 10 % below the last kept result of another version (previous.ts). */
  const warnings: string[] = [];
  for (const [engine, result] of Object.entries(engines)) {
    if (!result) continue;
    if (result.status !== 'measured') {
      rows.push([
        engine,
        '-',
        result.status.toUpperCase(),
        '',
        '',
        '',
        '',
        '',
        '',
        (result.reason ?? '').slice(0, 60),
      ]);
      continue;
    }
    for (const [name, s] of Object.entries(result.scenarios)) {
      if (s.status === 'broken') {
        rows.push([
          engine,
          name,
          'BROKEN',
          orDash(s.target.rps),
          '',
          '',
          '',
          orDash(s.target.p99),
          '',
          s.reason.slice(0, 70),
        ]);
        continue;
      }
      rows.push([
        engine,
        name,
        fmt(s.median.rps),
        orDash(s.target.rps),
        s.ratio.rps === null ? '—' : `${fmt(s.ratio.rps, 2)}×`,
        fmt(s.median.p50, 1),
        fmt(s.median.p99, 1),
        orDash(s.target.p99),
        s.ratio.p99 === null ? '—' : `${fmt(s.ratio.p99, 2)}×`,
        s.pass === null
          ? 'no target'
          : s.pass
            ? 'PASS'
            : s.failedRequests
              ? 'FAIL (errors)'
              : s.mixed && !s.mixed.rowsOk
                ? 'FAIL (rows)'
                : 'FAIL',
        fmt(s.median.serverUsPerRequest),
        engine === 'postgres' ? fmt(s.median.postgresUsPerRequest) : '(in server)',
        `${fmt(s.median.otherCores, 2)}${s.noisy ? ' NOISY' : ''}`,
      ]);
      const previous = s.mixed?.previous;
      // A figure without a target is held to the last kept one; a drop warns, it does not fail.
      if (previous) {
        const change = Math.round((previous.ratio - 1) * 100);
        rows.push([
          '',
          '  kept before',
          fmt(previous.rps),
          '',
          `${fmt(previous.ratio, 2)}×`,
          fmt(previous.p50, 1),
          fmt(previous.p99, 1),
          '',
          '',
          `${previous.drop ? 'WARNING' : 'ok'} (${change > 0 ? '+' : ''}${change} %)`,
          '',
          '',
          `${previous.sameVersion ? 'same code' : previous.version}, ${previous.date.slice(0, 16).replace('T', ' ')}` +
            (previous.noisy ? ', NOISY' : ''),
        ]);
        if (previous.drop)
          warnings.push(`${engine} ${name}${s.noisy ? ' (NOISY)' : ''}: ${previousText(previous)}`);
      }
    }
  }
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  log(
    '\nMedians of the runs (req/s ratio: measured/target, ≥ 1 passes; p99 ratio: measured/limit, ≤ 1 passes)' +
      (rows.some((r) => r[1] === '  kept before')
        ? `; "kept before": the last kept result of the same size (of another version of the code when there is one), req/s ratio now/then, ` +
          `WARNING below ${LEAST_OF_PREVIOUS}`
        : ''),
  );
  for (const row of rows) log(`  ${row.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ')}`);
  for (const warning of warnings)
    log(
      `  WARNING ${warning}. Not a failure: runs on a shared machine can vary by more than that; run again before reading it as a regression.`,
    );
  for (const [engine, result] of Object.entries(engines)) {
    for (const [name, s] of Object.entries(result?.scenarios ?? {})) {
      if (s.status === 'measured' && s.mixed) printMixed(`${engine} ${name}`, s);
      if (s.status === 'measured' && s.scale) printScale(`${engine} ${name}`, s);
      if (s.status !== 'measured' || !s.job) continue;
      const { job } = s;
      log(
        `  ${engine} ${name}: the job took ${job.runs.map((r) => fmt(r.ms / 1000, 1)).join(', ')} s ` +
          `(median ${fmt(job.medianMs / 1000, 1)} s, limit ${fmt(job.limitMs / 1000)} s, ` +
          `${job.medianMs <= job.limitMs ? 'PASS' : 'FAIL'}); ${fmt(job.expectedReminders)} reminders each ` +
          `${job.exactlyOnce ? 'written exactly once' : 'NOT written exactly once'}; p99 above: the list during the job`,
      );
    }
  }
  if (web) {
    if (web.status === 'pending') log(`\nJS of /login: PENDING (${web.reason.split('\n')[0]})`);
    else {
      const ratio = web.totalGzip / WEB_TARGET_GZIP;
      log(
        `\nJS of /login: ${fmt(web.totalGzip / 1024, 1)} KB gzipped (limit 250 KB, ${fmt(ratio, 2)}×) ` +
          `${ratio <= 1 ? 'PASS' : 'FAIL'}`,
      );
    }
  }
}

export function machine() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    model: cpus[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
  };
}

export function writeReport(
  started: number,
  engines: Partial<Record<TEngine, TEngineResult>>,
  web: TWebResult | null,
) {
  const report = {
    date: new Date().toISOString(),
    machine: machine(),
    settings: {
      runs: RUNS,
      durationS: DURATION,
      warmupS: WARMUP,
      connections: CONNECTIONS,
      users: USERS,
      serverSrc: opts['server-src']
        ? path.relative(root, path.resolve(opts['server-src']))
        : 'apps/server/src',
      /** Server settings taken from the environment that change what is measured. */
      serverEnv: Object.fromEntries(SERVER_ENV.flatMap((k) => (process.env[k] ? [[k, process.env[k]]] : []))),
    },
    engines,
    web: web && { ...web, targetGzip: WEB_TARGET_GZIP },
    elapsedS: Math.round((Date.now() - started) / 1000),
  };
  const out = path.join(resultsDir, 'latest.json');
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  log(`\nWritten ${path.relative(root, out)} after ${report.elapsedS} s`);
}
