import { EVENT_HEAD_TEXTS } from '@hse/contracts/event-module-head';
import { type SQL, sql } from 'drizzle-orm';
import { events } from '../../db/schema/index.ts';
import type { TDeadlineContext, TDeadlineItem, TDeadlineSource } from '../../platform/deadlines.ts';
import { localDay, shiftDay, startOfLocalDay } from '../../platform/working-days.ts';

/**
 * An event's due date as a deadline (decision 049): its responsible person and co-executors are
 * reminded before it and told when it passed, its approver is told after the grace period with the
 * HSE staff. An event is due until it is reported done or found not applicable (or approved).
 */
export const EVENT_DEADLINE_SOURCE = 'events.due';

type TEventRow = {
  id: string;
  number: string;
  title: string;
  organization_id: string;
  due_on: string | Date;
  responsible_id: string;
  co_executor_ids: string[] | null;
  approver_id: string;
  open: boolean;
  updated_at: string | Date;
};

/** The day a date column answers, whichever driver read it. */
const dayOf = (value: string | Date) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

/** The moment an event falls overdue: the first moment of the day after its due date. */
const dueMomentOf = (day: string, timeZone: string) =>
  startOfLocalDay(new Date(`${shiftDay(day, 1)}T12:00:00Z`), timeZone);

async function eventRows(db: TDeadlineContext['db'], where: SQL): Promise<TEventRow[]> {
  const e = events as unknown as Record<string, never>;
  const result = await db.execute(sql`
    select ${e.id} as id, ${e.number} as number, ${e.title} as title,
      ${e.organizationId} as organization_id, ${e.dueOn} as due_on,
      ${e.responsibleId} as responsible_id, ${e.coExecutorIds} as co_executor_ids,
      ${e.approverId} as approver_id, ${e.updatedAt} as updated_at,
      (${e.status} <> 'approved' and ${e.executionStatus} in ('in_work', 'stopped')) as open
    from ${events} where ${e.deletedAt} is null and ${where}`);
  // Both drivers answer `{ rows }`; the shared database type cannot know which one it is.
  return (result as unknown as { rows: TEventRow[] }).rows;
}

const titleOf = (row: TEventRow) => {
  const name = EVENT_HEAD_TEXTS.titles.record;
  return {
    ru: `${name.ru} ${row.number}: ${row.title}`,
    kk: `${name.kk} ${row.number}: ${row.title}`,
    en: `${name.en} ${row.number}: ${row.title}`,
  };
};

export const EVENT_DEADLINES: TDeadlineSource = {
  key: EVENT_DEADLINE_SOURCE,
  async due(context, window) {
    const e = events as unknown as Record<string, never>;
    // The open events' partial indexes serve this: only those still in work or stopped.
    const rows = await eventRows(
      context.db,
      sql`${e.status} <> 'approved' and ${e.executionStatus} in ('in_work', 'stopped')
        and ${e.dueOn} >= ${shiftDay(localDay(window.from, context.timeZone), -1)}
        and ${e.dueOn} <= ${localDay(window.to, context.timeZone)}`,
    );
    const items: TDeadlineItem[] = [];
    // A scan reads up to a few hundred thousand events over about twenty days: each day's moment once.
    const moments = new Map<string, Date>();
    for (const row of rows) {
      const day = dayOf(row.due_on);
      let dueAt = moments.get(day);
      if (!dueAt) {
        dueAt = dueMomentOf(day, context.timeZone);
        moments.set(day, dueAt);
      }
      if (dueAt < window.from || dueAt >= window.to) continue;
      items.push({
        id: row.id,
        entityType: 'event',
        entityId: row.id,
        title: titleOf(row),
        dueAt,
        organizationId: row.organization_id,
        responsibleIds: [row.responsible_id, ...(row.co_executor_ids ?? [])],
        escalationIds: [row.approver_id],
        link: `/events-view/${row.id}`,
      });
    }
    return items;
  },
  async ofRecord(context, entityId) {
    const e = events as unknown as Record<string, never>;
    const [row] = await eventRows(context.db, sql`${e.id} = ${entityId}`);
    if (!row) return [];
    return [
      {
        stage: 'due',
        title: EVENT_HEAD_TEXTS.titles.record,
        dueAt: dueMomentOf(dayOf(row.due_on), context.timeZone),
        doneAt: row.open ? null : new Date(row.updated_at),
      },
    ];
  },
};
