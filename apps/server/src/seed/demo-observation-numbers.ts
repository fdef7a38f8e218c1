import type { TObservationKind } from '@hse/contracts/observations';
import type { history, registrationCounters } from '../db/schema/index.ts';
import { OBSERVATION_KINDS } from '../modules/observations/observation-kinds.ts';
import { newId } from '../platform/ids.ts';
import { seriesCode } from '../platform/registration-numbers.ts';
import type { TCommon, TFrame } from './demo-observation-frames.ts';

type THistoryRow = typeof history.$inferInsert;
type TCounterRow = typeof registrationCounters.$inferInsert;

/** The rows of every kind's registration numbers and history, gathered as the kinds are numbered. */
export type TNumbering = { counters: TCounterRow[]; trail: THistoryRow[] };

/** Numbers in date order within each subsidiary's yearly series, as creating them one by one would. */
export function numbered<R extends TCommon>(
  kind: TObservationKind,
  made: { row: R; frame: TFrame }[],
  into: TNumbering,
): R[] {
  const prefix = OBSERVATION_KINDS[kind].module.numberPrefix;
  const last = new Map<string, number>();
  made.sort((a, b) => a.frame.observed.getTime() - b.frame.observed.getTime());
  for (const { row, frame } of made) {
    const year = yearOf(kind, row, frame);
    const code = seriesCode(frame.subsidiary.shortName);
    const key = `${code}:${year}`;
    const serial = (last.get(key) ?? 0) + 1;
    last.set(key, serial);
    row.number = [prefix, code, String(year), String(serial).padStart(5, '0')].filter(Boolean).join('-');
    into.trail.push(...historyOf(OBSERVATION_KINDS[kind].module.entityType, row));
  }
  for (const [key, serial] of last) {
    const [series, year] = key.split(':');
    into.counters.push({ prefix, series: series as string, year: Number(year), last: serial });
  }
  return made.map((m) => m.row);
}

/** The year whose series numbers an observation: that of the moment or day it was observed. */
function yearOf(kind: TObservationKind, row: TCommon & { tripDate?: string }, frame: TFrame) {
  return kind === 'driving' && row.tripDate
    ? Number(row.tripDate.slice(0, 4))
    : frame.observed.getUTCFullYear();
}

/** The steps of an observation as its history shows them: created, and sent unless a draft. */
function historyOf(entityType: string, row: TCommon): THistoryRow[] {
  const steps: THistoryRow[] = [
    {
      id: newId(),
      entityType,
      entityId: row.id,
      action: 'create',
      actorId: row.createdBy,
      at: row.createdAt,
    },
  ];
  if (row.status === 'sent')
    steps.push({
      id: newId(),
      entityType,
      entityId: row.id,
      action: 'save_and_send',
      actorId: row.createdBy,
      at: row.updatedAt,
      changes: { status: { from: 'draft', to: 'sent' } },
    });
  return steps;
}
