import { ZIdParamsSchema } from '@hse/contracts/common';
import { messageInAll } from '@hse/contracts/messages';
import {
  isPastDay,
  type TRecordTask,
  ZRecordTaskCreateSchema,
  ZRecordTaskDoneSchema,
  ZRecordTaskParamsSchema,
  ZRecordTaskSchema,
  ZRecordTasksSchema,
} from '@hse/contracts/record-tasks';
import type { TRole } from '@hse/contracts/roles';
import { and, asc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client.ts';
import { recordTasks, users } from '../db/schema/index.ts';
import { descendantsOf, inScope, scopeOf, type TAuthUser, type TScope } from './access.ts';
import type { TApp } from './app-types.ts';
import { currentUser } from './auth-plugin.ts';
import type { TDeps } from './deps.ts';
import { AppError, conflict, fieldError, forbidden, notFound, staleVersion } from './errors.ts';
import { recordHistory } from './history.ts';
import { newId } from './ids.ts';
import { notifyUsers } from './notify.ts';
import { SIGNED_IN } from './permissions.ts';
import { EXTRAS_ERRORS as errors } from './record-extras.ts';
import { fioOrEmpty as fio } from './record-names.ts';
import {
  assertVisible,
  readRecord,
  type TRecordRow,
  type TRecordTasks,
  type TRecordType,
} from './records.ts';

/** HSE staff: they raise tasks on any record of their scope and may close anyone's task. */
export const TASK_STAFF_ROLES: readonly TRole[] = ['admin', 'dotos', 'headdotos'];

type TTaskRecordType = TRecordType<string, TRecordRow<string>>;

/**
 * Record types with tasks, by entity type, so that one's own tasks can be listed with the record
 * each came from. Filled as modules register their routes; the declarations are the same for
 * every app built in this process.
 */
const TASK_RECORD_TYPES = new Map<string, TTaskRecordType>();

export const taskRecordType = (entityType: string) => TASK_RECORD_TYPES.get(entityType);

const isStaff = (user: TAuthUser) => user.roles.some((role) => TASK_STAFF_ROLES.includes(role));
/** Staff over the record: an HSE role whose scope holds the record's organization. */
const staffOver = (user: TAuthUser, scope: TScope, organizationId: string) =>
  isStaff(user) && inScope(scope, organizationId);

const creator = alias(users, 'task_creator');

/** A task's row with the names of its assignee and of whoever raised it. */
export function taskRows(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      task: recordTasks,
      assigneeLast: users.lastName,
      assigneeFirst: users.firstName,
      assigneeMiddle: users.middleName,
      creatorLast: creator.lastName,
      creatorFirst: creator.firstName,
      creatorMiddle: creator.middleName,
    })
    .from(recordTasks)
    .leftJoin(users, eq(users.id, recordTasks.assigneeId))
    .leftJoin(creator, eq(creator.id, recordTasks.createdBy))
    .where(and(isNull(recordTasks.deletedAt), where))
    .$dynamic();
}
export type TTaskRow = Awaited<ReturnType<typeof taskRows>>[number];

/** A day that has ended in UTC is overdue for the server; the web marks it by the reader's day. */
const todayUtc = () => new Date().toISOString().slice(0, 10);

export function toTask(r: TTaskRow, canComplete: boolean): TRecordTask {
  const { task } = r;
  return {
    id: task.id,
    entity_type: task.entityType,
    entity_id: task.entityId,
    finding_key: task.findingKey,
    description: task.description,
    assignee_id: task.assigneeId,
    assignee_fio: fio({ lastName: r.assigneeLast, firstName: r.assigneeFirst, middleName: r.assigneeMiddle }),
    due_date: task.dueDate,
    status: task.status,
    overdue: task.status === 'open' && task.dueDate < todayUtc(),
    done_comment: task.doneComment,
    done_at: task.doneAt?.toISOString() ?? null,
    created_at: task.createdAt.toISOString(),
    created_by: task.createdBy,
    created_by_fio: fio({ lastName: r.creatorLast, firstName: r.creatorFirst, middleName: r.creatorMiddle }),
    version: task.version,
    can_complete: canComplete && task.status === 'open',
  };
}

/**
 * Whom a record's task may be given to: people of its subsidiary, whichever division the record
 * is filed for (a holding's record: anyone of the holding).
 */
export async function assigneeRootOf(db: DbOrTx, organizationId: string): Promise<string> {
  const result = await db.execute<{ id: string; kind: string }>(sql`
    with recursive up as (
      select id, parent_id, kind, 0 as depth from organizations where id = ${organizationId}
      union all
      select o.id, o.parent_id, o.kind, up.depth + 1 from organizations o join up on o.id = up.parent_id
    )
    select id, kind from up order by depth`);
  // Both drivers answer `{ rows }`; the shared database type cannot know which one it is.
  const chain = (result as unknown as { rows: { id: string; kind: string }[] }).rows;
  return (chain.find((o) => o.kind === 'subsidiary') ?? chain.at(-1))?.id ?? organizationId;
}

async function checkAssignee(deps: TDeps, tx: DbOrTx, organizationId: string, assigneeId: string) {
  const [person] = await tx
    .select({ organizationId: users.organizationId, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, assigneeId));
  const root = await assigneeRootOf(tx, organizationId);
  const allowed = await descendantsOf({ db: tx, cache: deps.cache }, root);
  if (!person?.isActive || !allowed.includes(person.organizationId))
    throw fieldError('assignee_id', 'errors.assignee_out_of_scope');
}

/** `DD.MM.YYYY`, as a deadline reads in a notification in every language of the product. */
const dayText = (day: string) => day.split('-').reverse().join('.');

/**
 * `GET|POST <base>/:id/tasks/` and `POST <base>/:id/tasks/:taskId/actions/done/`: follow-up
 * tasks of a record, raised by its author or HSE staff over it, done by the assignee or staff.
 */
export function registerRecordTasks<S extends string, R extends TRecordRow<S>>(
  app: TApp,
  deps: TDeps,
  options: { base: string; tags: string[]; type: TRecordType<S, R>; tasks: TRecordTasks<R> },
) {
  const { db } = deps;
  const { base, tags, type, tasks } = options;
  const { entityType } = type;
  TASK_RECORD_TYPES.set(entityType, type as unknown as TTaskRecordType);

  const mayRaiseBy = (row: R, user: TAuthUser, scope: TScope) =>
    row.createdBy === user.id || staffOver(user, scope, row.organizationId);
  const canComplete = (r: TTaskRow, row: R, user: TAuthUser, scope: TScope) =>
    r.task.assigneeId === user.id || staffOver(user, scope, row.organizationId);
  const ofRecord = (id: string) => and(eq(recordTasks.entityType, entityType), eq(recordTasks.entityId, id));

  const oneTask = async (tx: DbOrTx, id: string, taskId: string) =>
    (await taskRows(tx, and(ofRecord(id), eq(recordTasks.id, taskId)))).at(0);

  app.get(
    `${base}/:id/tasks/`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'Follow-up tasks of the record, and whether the caller may raise one',
        params: ZIdParamsSchema,
        response: { 200: ZRecordTasksSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const scope = await scopeOf(deps, user);
      const row = await readRecord(deps, type, scope, user, request.params.id);
      const rows = await taskRows(db, ofRecord(row.id)).orderBy(
        asc(recordTasks.createdAt),
        asc(recordTasks.id),
      );
      const open = tasks.mayRaise(row);
      return {
        results: rows.map((r) => toTask(r, canComplete(r, row, user, scope))),
        can_raise: open && mayRaiseBy(row, user, scope),
        finding_keys: open ? (tasks.findings?.(row) ?? []) : [],
        assignee_organization_id: await assigneeRootOf(db, row.organizationId),
      };
    },
  );

  app.post(
    `${base}/:id/tasks/`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'Raise a follow-up task: the assignee is notified',
        params: ZIdParamsSchema,
        body: ZRecordTaskCreateSchema,
        response: { 201: ZRecordTaskSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const scope = await scopeOf(deps, user);
      const { body } = request;
      const taskId = newId();
      const created = await db.transaction(async (tx) => {
        const row = await assertVisible(
          { db: tx, cache: deps.cache },
          type,
          await type.find(tx, request.params.id, true),
          scope,
          user,
        );
        if (!mayRaiseBy(row, user, scope)) throw forbidden();
        if (!tasks.mayRaise(row)) throw conflict('errors.tasks_not_open');
        const findings = tasks.findings?.(row);
        if (findings && !(body.finding_key && findings.includes(body.finding_key)))
          throw fieldError('finding_key', body.finding_key ? 'errors.task_finding' : 'validation.required');
        if (!findings && body.finding_key) throw fieldError('finding_key', 'validation.invalid');
        // The contract refuses a past day too; this keeps the rule where the write happens.
        if (isPastDay(body.due_date)) throw fieldError('due_date', 'validation.past_date');
        await checkAssignee(deps, tx, row.organizationId, body.assignee_id);
        await tx.insert(recordTasks).values({
          id: taskId,
          entityType,
          entityId: row.id,
          organizationId: row.organizationId,
          findingKey: body.finding_key,
          description: body.description,
          assigneeId: body.assignee_id,
          dueDate: body.due_date,
          createdBy: user.id,
          updatedBy: user.id,
        });
        const task = await oneTask(tx, row.id, taskId);
        if (!task) throw notFound();
        await recordHistory(tx, {
          entityType,
          entityId: row.id,
          action: 'task_raise',
          actorId: user.id,
          changes: { follow_up_task: { from: null, to: body.description } },
          comment: `${toTask(task, false).assignee_fio} · ${dayText(body.due_date)}`,
        });
        if (body.assignee_id !== user.id)
          await notifyUsers(tx, deps.cache, [body.assignee_id], {
            title: messageInAll('notifications.task_assigned', {
              number: row.number,
              due: dayText(body.due_date),
            }),
            link: type.link(row),
          });
        return toTask(task, canComplete(task, row, user, scope));
      });
      return reply.status(201).send(created);
    },
  );

  app.post(
    `${base}/:id/tasks/:taskId/actions/done/`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'Mark a task done with what was done: whoever raised it is notified',
        params: ZRecordTaskParamsSchema,
        body: ZRecordTaskDoneSchema,
        response: { 200: ZRecordTaskSchema, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const scope = await scopeOf(deps, user);
      const { id, taskId } = request.params;
      const comment = request.body.comment.trim();
      return db.transaction(async (tx) => {
        const row = await readRecord({ db: tx, cache: deps.cache }, type, scope, user, id);
        await tx
          .select({ id: recordTasks.id })
          .from(recordTasks)
          .where(eq(recordTasks.id, taskId))
          .for('update');
        const before = await oneTask(tx, id, taskId);
        if (!before) throw notFound();
        if (!canComplete(before, row, user, scope)) throw forbidden();
        if (before.task.version !== request.body.version) throw staleVersion();
        if (before.task.status === 'done') throw new AppError(409, 'errors.task_done');
        await tx
          .update(recordTasks)
          .set({
            status: 'done',
            doneComment: comment,
            doneAt: new Date(),
            version: sql`${recordTasks.version} + 1`,
            updatedAt: new Date(),
            updatedBy: user.id,
          })
          .where(eq(recordTasks.id, taskId));
        await recordHistory(tx, {
          entityType,
          entityId: id,
          action: 'task_done',
          actorId: user.id,
          changes: { follow_up_task: { from: null, to: before.task.description } },
          comment,
        });
        const raiser = before.task.createdBy;
        if (raiser && raiser !== user.id)
          await notifyUsers(tx, deps.cache, [raiser], {
            title: messageInAll('notifications.task_done', { number: row.number, comment }),
            link: type.link(row),
          });
        const after = await oneTask(tx, id, taskId);
        if (!after) throw notFound();
        return toTask(after, canComplete(after, row, user, scope));
      });
    },
  );
}
