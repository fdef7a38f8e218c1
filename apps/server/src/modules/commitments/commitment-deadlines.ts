import { COMMITMENT_HEAD_TEXTS } from '@hse/contracts/commitment-module-head';
import { COMMITMENT_TEXTS } from '@hse/contracts/commitment-texts';
import { COMMITMENT_PERIODS, type TCommitmentPeriod } from '@hse/contracts/commitments';
import type { TLocalizedText } from '@hse/contracts/common';
import { type SQL, sql } from 'drizzle-orm';
import { commitmentFillings, commitments } from '../../db/schema/index.ts';
import type {
  TDeadlineContext,
  TDeadlineItem,
  TDeadlineSource,
  TRecordDeadline,
} from '../../platform/deadlines.ts';
import { addWorkingDays, localDay, shiftDay, startOfLocalDay } from '../../platform/working-days.ts';

/**
 * A quarter's report on a commitment as a deadline (decisions 049, 053): while a commitment is
 * approved, each quarter of its year is to be reported by the end of the `FILLING_WORKING_DAYS`-th
 * working day after the quarter ends. The committed manager is reminded and told when it passed;
 * their approver (with the HSE staff over the organization) after the grace period. A quarter is
 * met by its report.
 */
export const COMMITMENT_DEADLINE_SOURCE = 'commitments.filling_due';

/** Working days after a quarter's end its report is due by. */
export const FILLING_WORKING_DAYS = 5;

type TCommitmentRow = {
  id: string;
  number: string;
  year: number;
  organization_id: string;
  author_id: string | null;
  approver_id: string | null;
  /** The quarters reported and when each report was made. */
  filled: { period: TCommitmentPeriod; at: string }[] | null;
};

const QUARTER_END: Record<TCommitmentPeriod, string> = { q1: '03-31', q2: '06-30', q3: '09-30', q4: '12-31' };

/** The moment a quarter's report falls overdue: the start of the day after its last working day. */
export function fillingDueAt(
  context: Pick<TDeadlineContext, 'calendar' | 'timeZone'>,
  year: number,
  period: TCommitmentPeriod,
) {
  const lastDay = `${year}-${QUARTER_END[period]}`;
  const start = startOfLocalDay(new Date(`${lastDay}T12:00:00Z`), context.timeZone);
  const last = localDay(addWorkingDays(context.calendar, start, FILLING_WORKING_DAYS), context.timeZone);
  return startOfLocalDay(new Date(`${shiftDay(last, 1)}T12:00:00Z`), context.timeZone);
}

async function commitmentRows(db: TDeadlineContext['db'], where: SQL): Promise<TCommitmentRow[]> {
  const c = commitments as unknown as Record<string, never>;
  const f = commitmentFillings;
  const result = await db.execute(sql`
    select ${c.id} as id, ${c.number} as number, ${c.year} as year, ${c.organizationId} as organization_id,
      ${c.createdBy} as author_id, ${c.approverId} as approver_id,
      (select json_agg(json_build_object('period', ${f.period}, 'at', ${f.createdAt}))
        from ${commitmentFillings}
        where ${f.commitmentId} = ${c.id} and ${f.deletedAt} is null) as filled
    from ${commitments} where ${c.deletedAt} is null and ${where}`);
  // Both drivers answer `{ rows }`; the shared database type cannot know which one it is.
  return (result as unknown as { rows: TCommitmentRow[] }).rows;
}

const titleOf = (row: TCommitmentRow, period: TCommitmentPeriod): TLocalizedText => {
  const name = COMMITMENT_HEAD_TEXTS.titles.record;
  const quarter = COMMITMENT_TEXTS.options.period[period];
  return {
    ru: `${name.ru} ${row.number}: отчёт за ${quarter.ru}`,
    kk: `${name.kk} ${row.number}: ${quarter.kk} бойынша есеп`,
    en: `${name.en} ${row.number}: report for ${quarter.en}`,
  };
};

/** Every quarter of a commitment with its due moment and, once reported, when. */
function quartersOf(context: TDeadlineContext, row: TCommitmentRow) {
  return COMMITMENT_PERIODS.map((period) => {
    const report = row.filled?.find((filled) => filled.period === period);
    return {
      period,
      dueAt: fillingDueAt(context, Number(row.year), period),
      doneAt: report ? new Date(report.at) : null,
    };
  });
}

export const COMMITMENT_DEADLINES: TDeadlineSource = {
  key: COMMITMENT_DEADLINE_SOURCE,
  async due(context, window) {
    const c = commitments as unknown as Record<string, never>;
    // A quarter's report falls due early in the next quarter: the year before the window's counts.
    const from = Number(localDay(window.from, context.timeZone).slice(0, 4)) - 1;
    const to = Number(localDay(window.to, context.timeZone).slice(0, 4));
    const rows = await commitmentRows(
      context.db,
      sql`${c.status} = 'approved' and ${c.year} between ${from} and ${to}`,
    );
    const items: TDeadlineItem[] = [];
    for (const row of rows)
      for (const quarter of quartersOf(context, row)) {
        if (quarter.doneAt || quarter.dueAt < window.from || quarter.dueAt >= window.to) continue;
        items.push({
          id: `${row.id}:${quarter.period}`,
          entityType: 'commitment',
          entityId: row.id,
          title: titleOf(row, quarter.period),
          dueAt: quarter.dueAt,
          organizationId: row.organization_id,
          responsibleIds: row.author_id ? [row.author_id] : [],
          escalationIds: row.approver_id ? [row.approver_id] : [],
          link: `/commitment/${row.id}`,
        });
      }
    return items;
  },
  async ofRecord(context, entityId): Promise<TRecordDeadline[]> {
    const [row] = await commitmentRows(context.db, sql`${commitments.id} = ${entityId}`);
    if (!row) return [];
    return quartersOf(context, row).map((quarter) => ({
      stage: quarter.period,
      title: titleOf(row, quarter.period),
      dueAt: quarter.dueAt,
      doneAt: quarter.doneAt,
    }));
  },
};
