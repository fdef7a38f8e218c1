import {
  EVENT_PLAN_HOLDING,
  EVENT_PLAN_HOLDING_ROLES,
  EVENT_PLAN_MODULE,
  EVENT_PLAN_PART_MODULE,
  isPartLate,
} from '@hse/contracts/event-plans';
import { messageInAll } from '@hse/contracts/messages';
import { HSE_ROLES } from '@hse/contracts/roles';
import { isActor } from '@hse/contracts/workflow';
import { and, asc, eq, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { eventPlanParts, eventPlans, organizations, users } from '../../db/schema/index.ts';
import type { TAuthUser } from '../../platform/access.ts';
import type { TApp } from '../../platform/app-types.ts';
import type { TDeps } from '../../platform/deps.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { activeHoldingUsers, notifyUsers } from '../../platform/notify.ts';
import { SIGNED_IN } from '../../platform/permissions.ts';
import { registerChildRoutes } from '../../platform/record-module/children-routes.ts';
import { moduleItem, moduleListItem } from '../../platform/record-module/module-item.ts';
import type { TModuleRow } from '../../platform/record-module/module-rows.ts';
import { recordWriterOf } from '../../platform/record-module/record-writers.ts';
import { registerRecordModule, type TRecordModuleHooks } from '../../platform/record-module/register.ts';
import { organizationInScope } from '../../platform/records.ts';
import { localDay } from '../../platform/working-days.ts';
import { checkPartReady, checkPerson, ITEM_HOOKS, ITEMS_STORE, itemsToEvents } from './event-plan-items.ts';

/** The holding's HSE staff and the administrator: who keep the plan and agree its parts (decision 056). */
export const keepsPlans = (caller: Pick<TAuthUser, 'id' | 'roles' | 'organizationKind'>) =>
  isActor(EVENT_PLAN_HOLDING, caller, null);

/** The day a date column answers, whichever driver read it. */
const dayOf = (value: unknown) =>
  value === null || value === undefined
    ? null
    : value instanceof Date
      ? value.toISOString().slice(0, 10)
      : String(value).slice(0, 10);

/** A plan's parts never sent once its deadline has passed (decision 056). */
const lateCountOf = (row: TModuleRow, today: string) => {
  const sendBy = dayOf(row.sendBy);
  return sendBy !== null && sendBy < today ? Number(row.partsCount ?? 0) - Number(row.sentCount ?? 0) : 0;
};

const partLate = (row: TModuleRow, today: string) =>
  isPartLate({ sent_on: dayOf(row.sentOn), send_by: dayOf(row.sendBy) }, today);

/**
 * The plan's counts, read with it from its live parts (a part's change never writes the plan):
 * how many, how many were ever sent, how many are agreed.
 */
const PLAN_COUNTS = (() => {
  const p = sql.raw('event_plan_parts');
  const of = (condition: SQL) =>
    sql`(select count(*)::int from ${p} pp where pp.plan_id = event_plans.id and pp.deleted_at is null${condition})`;
  return {
    partsCount: of(sql``),
    sentCount: of(sql` and pp.sent_on is not null`),
    agreedCount: of(sql` and pp.status = 'approved'`),
  };
})();

/** The HSE staff of a subsidiary itself: who draw up its part and hear what became of it. */
async function subsidiaryStaff(tx: DbOrTx, organizationId: string) {
  const rows = await tx
    .select({ id: users.id, roles: users.roles })
    .from(users)
    .where(and(eq(users.isActive, true), eq(users.organizationId, organizationId)));
  return rows
    .filter((row) => row.roles.some((role) => (HSE_ROLES as readonly string[]).includes(role)))
    .map((row) => row.id);
}

const kindOf = async (tx: DbOrTx, organizationId: string) =>
  (
    await tx
      .select({ kind: organizations.kind })
      .from(organizations)
      .where(eq(organizations.id, organizationId))
  )[0]?.kind;

// ---- The consolidated plan -----------------------------------------------------------------

/** The holding's plan of a year: only the holding's HSE staff write it, one a year. */
async function checkPlan(
  tx: DbOrTx,
  deps: TDeps,
  ctx: Parameters<NonNullable<TRecordModuleHooks['check']>>[1],
) {
  const { caller, before, merged } = ctx;
  if (!keepsPlans(caller)) throw new AppError(403, 'errors.event_plan_holding_writes');
  if ((await kindOf(tx, String(merged.organization_id))) !== 'holding')
    throw fieldError('organization_id', 'errors.event_plan_holding_only');
  const year = Number(merged.year);
  const t = eventPlans as unknown as Record<'year' | 'number' | 'id' | 'deletedAt', PgColumn>;
  const [other] = await tx
    .select({ number: t.number })
    .from(eventPlans)
    .where(and(eq(t.year, year), isNull(t.deletedAt), before ? ne(t.id, before.id) : undefined));
  if (other)
    throw new AppError(
      409,
      'errors.event_plan_exists',
      { year, number: String(other.number) },
      { year: ['errors.event_plan_exists_field'] },
    );
  // The parts keep their plan's year and deadline (their lateness is read from it).
  if (before && (before.year !== year || dayOf(before.sendBy) !== merged.send_by)) {
    const p = eventPlanParts as unknown as Record<'planId', PgColumn>;
    await tx
      .update(eventPlanParts)
      .set({ year, sendBy: merged.send_by } as never)
      .where(eq(p.planId, before.id));
    await deps.cache.invalidate(tx, [EVENT_PLAN_PART_MODULE.key]);
  }
}

/**
 * Sending the plan to work gives every active subsidiary without a part a draft one, through the
 * parts' own create path, and tells the subsidiary's HSE staff by when it is due.
 */
async function openParts(tx: DbOrTx, deps: TDeps, plan: TModuleRow, actor: TAuthUser) {
  const write = recordWriterOf(deps, EVENT_PLAN_PART_MODULE.entityType);
  if (!write) throw new Error('event plans: no writer of parts is registered');
  const p = eventPlanParts as unknown as Record<'planId' | 'organizationId' | 'deletedAt', PgColumn>;
  const subsidiaries = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      and(
        eq(organizations.kind, 'subsidiary'),
        isNull(organizations.deletedAt),
        sql`not exists (select 1 from ${eventPlanParts} where ${p.planId} = ${plan.id} and ${p.organizationId} = ${organizations.id} and ${p.deletedAt} is null)`,
      ),
    )
    .orderBy(asc(organizations.nameRu));
  for (const subsidiary of subsidiaries) {
    const id = await write(tx, actor, { plan_id: plan.id, organization_id: subsidiary.id });
    await notifyUsers(tx, deps.cache, await subsidiaryStaff(tx, subsidiary.id), {
      title: messageInAll('notifications.event_plan_opened', {
        number: plan.number,
        date: dayOf(plan.sendBy) ?? '',
      }),
      link: EVENT_PLAN_PART_MODULE.routes.record.replace(':id', id),
    });
  }
}

/** What the consolidated plan adds to its manifest on the server. */
function planHooks(deps: TDeps): TRecordModuleHooks {
  const today = () => localDay(new Date(), deps.config.TIME_ZONE);
  return {
    check: (tx, ctx) => checkPlan(tx, deps, ctx),
    createConflicts: { event_plans_org_year_key: 'errors.event_plan_exists_field' },
    columns: PLAN_COUNTS,
    item: (row, lang, caller) => {
      const item = {
        ...moduleItem(EVENT_PLAN_MODULE, row, lang, caller),
        late_count: lateCountOf(row, today()),
      };
      return item;
    },
    listItem: (row, lang, guest) => ({
      ...moduleListItem(EVENT_PLAN_MODULE, row, lang, guest),
      late_count: lateCountOf(row, today()),
    }),
    afterAction: async (tx, _deps, row, action, actor) => {
      if (action === 'send_to_work') await openParts(tx, deps, row, actor);
    },
    routes: (app, routes) => {
      // The parts' reference field's choices: the live plans, the latest first.
      app.get(
        `${routes.base}/choices/`,
        {
          config: { permission: SIGNED_IN },
          schema: {
            tags: routes.tags,
            response: { 200: z.array(z.object({ id: z.uuid(), name: z.string() })) },
          },
        },
        async () => {
          const t = eventPlans as unknown as Record<
            'year' | 'number' | 'id' | 'title' | 'deletedAt',
            PgColumn
          >;
          const rows = await deps.db
            .select({ id: t.id, number: t.number, year: t.year, title: t.title })
            .from(eventPlans)
            .where(isNull(t.deletedAt))
            .orderBy(sql`${t.year} desc`);
          return rows.map((row) => ({ id: String(row.id), name: planName(row) }));
        },
      );
    },
  };
}

const planName = (row: { number: unknown; year: unknown; title: unknown }) =>
  [row.number, row.year, row.title].filter((part) => part !== null && part !== '').join(' · ');

// ---- A subsidiary's part -------------------------------------------------------------------

type TPartColumns = Record<
  'planId' | 'organizationId' | 'id' | 'number' | 'deletedAt' | 'sentOn' | 'sendBy',
  PgColumn
>;
const parts = eventPlanParts as unknown as TPartColumns;
const planColumns = eventPlans as unknown as Record<
  'id' | 'year' | 'sendBy' | 'status' | 'deletedAt' | 'number' | 'title',
  PgColumn
>;

/**
 * A part belongs to a live plan, sent to work unless the holding writes it, for a subsidiary in the
 * caller's scope; it takes the plan's year and deadline, and is numbered in the year it is written.
 */
const placePart =
  (deps: TDeps): NonNullable<TRecordModuleHooks['place']> =>
  async (tx, { caller, scope, input }) => {
    const [plan] = await tx
      .select({ year: planColumns.year, sendBy: planColumns.sendBy, status: planColumns.status })
      .from(eventPlans)
      .where(and(eq(planColumns.id, String(input.plan_id)), isNull(planColumns.deletedAt)));
    if (!plan || (plan.status !== 'in_work' && !keepsPlans(caller)))
      throw fieldError('plan_id', 'errors.event_plan_not_open');
    const organization = await organizationInScope(tx, scope, String(input.organization_id));
    return {
      organizationId: organization.id,
      year: Number(localDay(new Date(), deps.config.TIME_ZONE).slice(0, 4)),
      extra: { year: Number(plan.year), sendBy: dayOf(plan.sendBy) },
    };
  };

/** One part per plan and subsidiary. */
async function checkPart(tx: DbOrTx, ctx: Parameters<NonNullable<TRecordModuleHooks['check']>>[1]) {
  const { before, merged } = ctx;
  await checkPerson(
    tx,
    'approver_id',
    before?.approverId === merged.approver_id ? undefined : merged.approver_id,
  );
  if (before && before.organizationId === merged.organization_id) return;
  if ((await kindOf(tx, String(merged.organization_id))) !== 'subsidiary')
    throw fieldError('organization_id', 'errors.event_plan_part_subsidiary_only');
  const [other] = await tx
    .select({ number: parts.number })
    .from(eventPlanParts)
    .where(
      and(
        eq(parts.planId, String(merged.plan_id)),
        eq(parts.organizationId, String(merged.organization_id)),
        isNull(parts.deletedAt),
        before ? ne(parts.id, before.id) : undefined,
      ),
    );
  if (other)
    throw new AppError(
      409,
      'errors.event_plan_part_exists',
      { number: String(other.number) },
      { organization_id: ['errors.event_plan_part_exists_field'] },
    );
}

/** The holding's HSE staff, who agree the parts sent to them. */
const agreeingStaff = (tx: DbOrTx) => activeHoldingUsers(tx, EVENT_PLAN_HOLDING_ROLES);
/** The subsidiary's HSE staff and whoever last changed the part (its sender) hear what became of it. */
const partPeople = async (tx: DbOrTx, row: TModuleRow) => [
  ...(await subsidiaryStaff(tx, row.organizationId)),
  ...(row.updatedBy ? [String(row.updatedBy)] : []),
];

const ZPartListParams = {
  late: z
    .enum(['true', 'false'], 'validation.one_of')
    .transform((v) => v === 'true')
    .optional(),
};

/** What a subsidiary's part adds to its manifest on the server. */
function partHooks(deps: TDeps): TRecordModuleHooks {
  const today = () => localDay(new Date(), deps.config.TIME_ZONE);
  const lateSql = (t: TPartColumns): SQL => sql`${t.sentOn} is null and ${t.sendBy} < `;
  return {
    place: placePart(deps),
    check: (tx, ctx) => checkPart(tx, ctx),
    createConflicts: { event_plan_parts_plan_org_key: 'errors.event_plan_part_exists_field' },
    references: {
      plan_id: (id) =>
        sql`(select concat_ws(' · ', p.number, p.year::text, nullif(p.title, '')) from event_plans p where p.id = ${id})`,
    },
    item: (row, lang, caller) => ({
      ...moduleItem(EVENT_PLAN_PART_MODULE, row, lang, caller),
      late: partLate(row, today()),
    }),
    listItem: (row, lang, guest) => ({
      ...moduleListItem(EVENT_PLAN_PART_MODULE, row, lang, guest),
      late: partLate(row, today()),
    }),
    listParams: {
      shape: ZPartListParams,
      apply(list, query, _caller, table) {
        const t = table as unknown as TPartColumns;
        if (query.late === true) list.add('late', sql`${lateSql(t)}${sql.placeholder('late')}`, today());
        else if (query.late === false)
          list.add(
            'not_late',
            sql`not coalesce(${lateSql(t)}${sql.placeholder('not_late')}, false)`,
            today(),
          );
      },
    },
    beforeAction: async (tx, row, action) => {
      if (action === 'send_to_agreement') await checkPartReady(tx, row);
    },
    actionColumns: async (_tx, _deps, row, action) => {
      if (action === 'send_to_agreement' && !row.sentOn) return { sentOn: today() };
      return {};
    },
    afterAction: async (tx, _deps, row, action, actor) => {
      if (action === 'approve') await itemsToEvents(tx, deps, row, actor);
    },
    notifications: {
      send_to_agreement: { key: 'notifications.event_plan_part_on_agreement', recipients: agreeingStaff },
      for_revision: { key: 'notifications.event_plan_part_revision', recipients: partPeople },
      approve: { key: 'notifications.event_plan_part_approved', recipients: partPeople },
    },
    routes: (app, routes) => {
      registerChildRoutes(app, deps, routes, ITEMS_STORE, ITEM_HOOKS);
    },
  };
}

/** The subsidiaries' parts of the consolidated plans (decision 056), their items and their events. */
export function registerEventPlanParts(app: TApp, deps: TDeps) {
  return registerRecordModule(app, deps, EVENT_PLAN_PART_MODULE, eventPlanParts, partHooks(deps));
}

/** The holding's consolidated plans of measures (issue 14 §3, decision 056). */
export function registerEventPlans(app: TApp, deps: TDeps) {
  return registerRecordModule(app, deps, EVENT_PLAN_MODULE, eventPlans, planHooks(deps));
}
