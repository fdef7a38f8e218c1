/**
 * The `mixed` and `cold-list` table: each system's req/s, p50 and p99 overall and per kind, and
 * the platform ÷ the bare reference (req/s ratio ≥ 1.0 for the mix, ≥ 0.9 for the cold list). On
 * PGlite, the platform alone with no target, and its req/s against the last kept result.
 */
import { fmt, log } from './format.ts';
import type { TScenarioResult } from './load.ts';
import { KINDS } from './mixed-requests.ts';
import { SYSTEMS, type TMixSize, type TPrevious } from './mixed-types.ts';
import { LEAST_OF_PREVIOUS } from './previous.ts';

export const sizeText = (size: TMixSize) =>
  `${fmt(size.incidents)} messages, ${fmt(size.users)} users, ${size.connections} connections`;

/** This run's req/s ÷ the kept one's, and which run that was. */
export function previousText(previous: TPrevious) {
  const change = Math.round((previous.ratio - 1) * 100);
  return (
    `${fmt(previous.ratio, 2)}× the req/s of ` +
    `${previous.sameVersion ? 'the same code' : previous.version} (${fmt(previous.rps)} req/s, ` +
    `${previous.date.slice(0, 16).replace('T', ' ')} UTC${previous.noisy ? ', NOISY' : ''}), ${change > 0 ? '+' : ''}${change} %` +
    (previous.drop ? `, more than ${fmt((1 - LEAST_OF_PREVIOUS) * 100)} % slower` : '')
  );
}

export function printMixed(name: string, s: TScenarioResult) {
  const mixed = s.mixed;
  if (!mixed) return;
  const kinds = KINDS.filter((k) => mixed.systems.project.median.kinds[k].requests);
  const header = ['system', 'req/s', 'p50 ms', 'p99 ms', ...kinds.map((k) => `${k} p50/p99`)];
  const rows = SYSTEMS.flatMap((system) => {
    const m = mixed.systems[system]?.median;
    if (!m) return [];
    return [
      [
        system === 'project' ? 'the platform' : 'bare Fastify + pg',
        fmt(m.rps),
        fmt(m.p50, 1),
        fmt(m.p99, 1),
        ...kinds.map((k) => `${fmt(m.kinds[k].p50, 1)} / ${fmt(m.kinds[k].p99, 1)}`),
      ],
    ];
  });
  const { ratio, least } = mixed;
  if (ratio)
    rows.push([
      'platform ÷ bare',
      `${fmt(ratio.rps, 2)}×`,
      '',
      `${fmt(ratio.p99, 2)}×`,
      ...kinds.map((k) => `p99 ${fmt(ratio.kinds[k], 2)}×`),
    ]);
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  const checked =
    (mixed.numbering
      ? `; rows ${mixed.rowsOk ? 'checked, all as acknowledged' : 'WRONG'}; numbering: ${mixed.numbering.note}`
      : '') +
    (mixed.smallScope
      ? `; small scope ${mixed.smallScope.ok ? 'ok' : 'WRONG'}: ${mixed.smallScope.note}`
      : '');
  log(
    ratio && least !== undefined
      ? `\n${name} (${sizeText(mixed.size)}): medians of the runs; req/s ratio ${ratio.rps >= least ? '≥' : '<'} ` +
          `${fmt(least, 1)} (${ratio.rps >= least ? 'PASS' : 'below'})${checked}`
      : `\n${name} (${sizeText(mixed.size)}): medians of the runs; the platform alone (the bare reference runs ` +
          `on PostgreSQL only), no target${s.failedRequests ? `; ${s.failedRequests} answers WRONG` : '; every answer right'}${checked}`,
  );
  for (const row of all) log(`  ${row.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ')}`);
  if (mixed.previous)
    log(
      `  against the last kept result: ${mixed.previous.drop ? 'WARNING' : 'ok'}, ${previousText(mixed.previous)}`,
    );
  else if (!ratio)
    log(
      `  no earlier result kept for this size${s.pass === false ? '' : ': this one is kept for the next run to compare with'}`,
    );
}
