import { messageInAll, type TMessageKey } from '@hse/contracts/messages';
import { type SQL, sql } from 'drizzle-orm';
import { history, incidents, investigationActs } from '../../db/schema/index.ts';
import type {
  TDeadlineContext,
  TDeadlineItem,
  TDeadlineSource,
  TRecordDeadline,
} from '../../platform/deadlines.ts';
import { addWorkingDays, type TCalendar } from '../../platform/working-days.ts';

/**
 * The Labour Code's periods of an accident (articles 186–190, domain.md §2), counted in
 * Kazakhstan's working days where the code says so (decision 049):
 * - report: 24 hours from the occurrence; met when the message is first sent;
 * - commission: 24 hours from the medical conclusion, which the message does not record, so from
 *   its registration (first sending), or from the occurrence while it is unsent; met when the
 *   investigation act, which names the commission, is created;
 * - investigation: 10 working days from the commission (or from its due moment while there is
 *   none); met when the act is sent for approval (the commission has signed it);
 * - act sent: 3 working days from the investigation's end (or its due moment); met when the act is
 *   approved, which sends it on to the labour inspectorate.
 */
export const INCIDENT_DEADLINE_SOURCE = 'incidents.labour_code';

const HOUR = 3_600_000;
const STAGES = ['report', 'commission', 'investigation', 'act_sent'] as const;
type TStage = (typeof STAGES)[number];
const STAGE_TEXT: Record<TStage, TMessageKey> = {
  report: 'deadlines.accident_report',
  commission: 'deadlines.accident_commission',
  investigation: 'deadlines.accident_investigation',
  act_sent: 'deadlines.accident_act_sent',
};

type TAccidentRow = {
  id: string;
  number: string;
  organization_id: string;
  created_by: string | null;
  occurred_at: string | Date;
  sent_at: string | Date | null;
  act_created_at: string | Date | null;
  act_created_by: string | null;
  act_sent_at: string | Date | null;
  act_approved_at: string | Date | null;
};

const at = (value: string | Date | null) => (value === null ? null : new Date(value));

/** The first moment the history shows `action` taken on the record. */
const firstAction = (entityType: string, id: SQL | unknown, action: string) =>
  sql`(select min(${history.at}) from ${history} where ${history.entityType} = ${entityType} and ${history.entityId} = ${id} and ${history.action} = ${action})`;

async function accidents(db: TDeadlineContext['db'], where: SQL): Promise<TAccidentRow[]> {
  const i = incidents;
  const a = investigationActs;
  // A record made before its steps were kept in the history counts its status's last change.
  const result = await db.execute(sql`
    select ${i.id} as id, ${i.number} as number, ${i.organizationId} as organization_id,
      ${i.createdBy} as created_by, ${i.occurredAt} as occurred_at,
      coalesce(${firstAction('incident', i.id, 'save_and_send')},
        case when ${i.status} <> 'draft' then ${i.createdAt} end) as sent_at,
      ${a.createdAt} as act_created_at, ${a.createdBy} as act_created_by,
      coalesce(${firstAction('investigation_act', a.id, 'send_for_approval')},
        case when ${a.status} <> 'draft' then ${a.updatedAt} end) as act_sent_at,
      coalesce(${firstAction('investigation_act', a.id, 'approve')},
        case when ${a.status} = 'approved' then ${a.updatedAt} end) as act_approved_at
    from ${i} left join ${a} on ${a.incidentId} = ${i.id} and ${a.deletedAt} is null
    where ${i.kind} = 'accident' and ${i.deletedAt} is null and ${where}`);
  // Both drivers answer `{ rows }`; the shared database type cannot know which one it is.
  return (result as unknown as { rows: TAccidentRow[] }).rows;
}

type TStageDeadline = { stage: TStage; dueAt: Date; doneAt: Date | null };

/** The four periods of one accident, each from the step before it (or that step's due moment). */
export function accidentDeadlines(row: TAccidentRow, calendar: TCalendar): TStageDeadline[] {
  const occurred = new Date(row.occurred_at);
  const sent = at(row.sent_at);
  const commission = at(row.act_created_at);
  const investigated = at(row.act_sent_at);
  const report = { stage: 'report' as const, dueAt: new Date(occurred.getTime() + 24 * HOUR), doneAt: sent };
  const commissionDue = new Date((sent ?? occurred).getTime() + 24 * HOUR);
  const investigationDue = addWorkingDays(calendar, commission ?? commissionDue, 10);
  return [
    report,
    { stage: 'commission', dueAt: commissionDue, doneAt: commission },
    { stage: 'investigation', dueAt: investigationDue, doneAt: investigated },
    {
      stage: 'act_sent',
      dueAt: addWorkingDays(calendar, investigated ?? investigationDue, 3),
      doneAt: at(row.act_approved_at),
    },
  ];
}

const titleOf = (stage: TStage, number: string) => {
  const name = messageInAll(STAGE_TEXT[stage]);
  return { ru: `${name.ru} — ${number}`, kk: `${name.kk} — ${number}`, en: `${name.en} — ${number}` };
};

export const INCIDENT_DEADLINES: TDeadlineSource = {
  key: INCIDENT_DEADLINE_SOURCE,
  async due(context, window) {
    // Every period ends within weeks of the occurrence or of the act's creation: older accidents
    // whose act is approved have nothing open.
    const since = new Date(window.from.getTime() - 90 * 24 * HOUR);
    const rows = await accidents(
      context.db,
      sql`${incidents.occurredAt} < ${window.to} and (${incidents.occurredAt} >= ${since} or ${investigationActs.createdAt} >= ${since})
        and ${investigationActs.status} is distinct from 'approved'`,
    );
    const items: TDeadlineItem[] = [];
    for (const row of rows) {
      for (const deadline of accidentDeadlines(row, context.calendar)) {
        if (deadline.doneAt || deadline.dueAt < window.from || deadline.dueAt >= window.to) continue;
        items.push({
          id: `${row.id}:${deadline.stage}`,
          entityType: 'incident',
          entityId: row.id,
          title: titleOf(deadline.stage, row.number),
          dueAt: deadline.dueAt,
          organizationId: row.organization_id,
          responsibleIds: [row.created_by, row.act_created_by].filter((id): id is string => Boolean(id)),
          // The approvers of the act are the organization's HSE heads, whom escalation tells anyway.
          escalationIds: [],
          link: `/incident-view/${row.id}`,
        });
      }
    }
    return items;
  },
  async ofRecord(context, entityId): Promise<TRecordDeadline[]> {
    const [row] = await accidents(context.db, sql`${incidents.id} = ${entityId}`);
    if (!row) return [];
    return accidentDeadlines(row, context.calendar).map((deadline) => ({
      ...deadline,
      title: messageInAll(STAGE_TEXT[deadline.stage]),
    }));
  },
};
