/**
 * The `mixed` and `cold-list` table: each system's req/s, p50 and p99 overall and per kind, and
 * the platform ÷ the bare reference (req/s ratio ≥ 1.0 for the mix, ≥ 0.9 for the cold list).
 */
import { fmt, log } from './format.ts';
import type { TScenarioResult } from './load.ts';
import { KINDS } from './mixed-requests.ts';
import { SYSTEMS } from './mixed-types.ts';

export function printMixed(name: string, s: TScenarioResult) {
  const mixed = s.mixed;
  if (!mixed) return;
  const kinds = KINDS.filter((k) => mixed.systems.project.median.kinds[k].requests);
  const header = ['system', 'req/s', 'p50 ms', 'p99 ms', ...kinds.map((k) => `${k} p50/p99`)];
  const rows = SYSTEMS.map((system) => {
    const m = mixed.systems[system].median;
    return [
      system === 'project' ? 'the platform' : 'bare Fastify + pg',
      fmt(m.rps),
      fmt(m.p50, 1),
      fmt(m.p99, 1),
      ...kinds.map((k) => `${fmt(m.kinds[k].p50, 1)} / ${fmt(m.kinds[k].p99, 1)}`),
    ];
  });
  rows.push([
    'platform ÷ bare',
    `${fmt(mixed.ratio.rps, 2)}×`,
    '',
    `${fmt(mixed.ratio.p99, 2)}×`,
    ...kinds.map((k) => `p99 ${fmt(mixed.ratio.kinds[k], 2)}×`),
  ]);
  const all = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...all.map((r) => (r[i] ?? '').length)));
  log(
    `\n${name}: medians of the runs; req/s ratio ${mixed.ratio.rps >= mixed.least ? '≥' : '<'} ${fmt(mixed.least, 1)} ` +
      `(${mixed.ratio.rps >= mixed.least ? 'PASS' : 'below'})` +
      (mixed.numbering
        ? `; rows ${mixed.rowsOk ? 'checked, all as acknowledged' : 'WRONG'}; numbering: ${mixed.numbering.note}`
        : ''),
  );
  for (const row of all) log(`  ${row.map((c, i) => c.padEnd(widths[i] ?? 0)).join('  ')}`);
}
