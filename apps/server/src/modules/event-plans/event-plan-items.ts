import {
  EVENT_PLAN_ITEM_SEND_FIELDS,
  EVENT_PLAN_ITEMS,
  eventPlanMissingKey,
} from '@hse/contracts/event-plans';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { eventPlanParts, eventPlanItems as items, users } from '../../db/schema/index.ts';
import type { TAuthUser } from '../../platform/access.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import type { TChildStore } from '../../platform/record-module/children.ts';
import type { TChildHooks } from '../../platform/record-module/children-routes.ts';
import type { TModuleRow } from '../../platform/record-module/module-rows.ts';
import { recordWriterOf } from '../../platform/record-module/record-writers.ts';

/** A part's items (decision 038): each becomes an event when the part is agreed. */
export const ITEMS_STORE: TChildStore = {
  child: EVENT_PLAN_ITEMS,
  table: items,
  parentKey: 'eventPlanPartId',
};

const live = (partId: string) => and(eq(items.eventPlanPartId, partId), isNull(items.deletedAt));
type TItemRow = typeof items.$inferSelect;

/** The live items of a part, in the order they were written. */
export const itemRows = (db: DbOrTx, partId: string): Promise<TItemRow[]> =>
  db.select().from(items).where(live(partId)).orderBy(asc(items.createdAt), asc(items.id));

/** Thousands of tenge: sums of doubles rounded back to three decimals. */
const money = (value: number) => Math.round(value * 1000) / 1000;

/** The part's computed columns follow its live items: their count and cost. */
async function keepTotals(tx: DbOrTx, partId: string) {
  const rows = await itemRows(tx, partId);
  await tx
    .update(eventPlanParts)
    .set({
      itemsCount: rows.length,
      costTotal: money(rows.reduce((sum, row) => sum + (row.cost ?? 0), 0)),
    } as never)
    .where(eq(eventPlanParts.id, partId));
}

/** A person the plan names is an active employee (a measure's responsible, the part's approver). */
export async function checkPerson(tx: DbOrTx, field: string, id: unknown) {
  if (typeof id !== 'string') return;
  // Read in the change's transaction: an embedded database has one connection.
  const [person] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.isActive, true)));
  if (!person) throw fieldError(field, 'errors.person_unknown');
}

export const ITEM_HOOKS: TChildHooks = {
  check: (tx, { input }) => checkPerson(tx, 'responsible_id', input.responsible_id),
  changed: (tx, { parent }) => keepTotals(tx, parent.id),
};

const isEmpty = (value: unknown) => value === null || value === undefined || String(value).trim() === '';

/**
 * A part goes to agreement with whom its events will report to, at least one measure, and every
 * measure's title, responsible person and deadline: the refusal names each item's empty fields
 * (`items.<id>.<field>`) and the items, and changes nothing.
 */
export async function checkPartReady(tx: DbOrTx, part: TModuleRow) {
  const rows = await itemRows(tx, part.id);
  if (!part.approverId)
    throw new AppError(
      400,
      'errors.event_plan_part_approver_required',
      {},
      {
        approver_id: ['validation.required'],
      },
    );
  if (rows.length === 0) throw new AppError(400, 'errors.event_plan_part_empty');
  const errors: Record<string, ['validation.required']> = {};
  const named: string[] = [];
  rows.forEach((row, index) => {
    const values: Record<string, unknown> = {
      title: row.title,
      responsible_id: row.responsibleId,
      due_on: row.dueOn,
    };
    const missing = EVENT_PLAN_ITEM_SEND_FIELDS.filter((name) => isEmpty(values[name]));
    for (const name of missing) errors[eventPlanMissingKey(row.id, name)] = ['validation.required'];
    if (missing.length) named.push(`№ ${index + 1}`);
  });
  const count = Object.keys(errors).length;
  if (count > 0)
    throw new AppError(400, 'errors.event_plan_part_incomplete', { count, items: named.join(', ') }, errors);
}

/**
 * On agreement each item becomes an event (decision 050) through the events' own create path
 * (the record writers, decision 056), in the approval's transaction and as its approver: given to
 * the item's responsible person, its execution reported to the part's approver, named from the part.
 */
export async function itemsToEvents(tx: DbOrTx, deps: TDeps, part: TModuleRow, actor: TAuthUser) {
  const write = recordWriterOf(deps, 'event');
  if (!write) throw new Error('event plans: no writer of events is registered');
  // Approved is final, so this runs once per part; a retried approval is answered from its
  // Idempotency-Key without running again.
  const rows = await itemRows(tx, part.id);
  for (const row of rows)
    await write(tx, actor, {
      title: row.title,
      description: row.description,
      organization_id: part.organizationId,
      responsible_id: row.responsibleId,
      approver_id: part.approverId,
      due_on: row.dueOn,
      cost: row.cost,
      execution_status: 'in_work',
      source_type: 'event_plan_part',
      source_id: part.id,
    });
  return rows.length;
}
