import { pageSchema } from '@hse/contracts/common';
import { type TMyTask, ZMyTaskSchema, ZMyTasksQuerySchema } from '@hse/contracts/record-tasks';
import { and, asc, count, desc, eq, isNull } from 'drizzle-orm';
import { recordTasks } from '../../db/schema/index.ts';
import type { TApp } from '../../platform/app-types.ts';
import { currentUser } from '../../platform/auth-plugin.ts';
import type { TDeps } from '../../platform/deps.ts';
import { offsetOf, parseOrdering, toPage } from '../../platform/paging.ts';
import { SIGNED_IN } from '../../platform/permissions.ts';
import { RECORD_ERRORS } from '../../platform/record-routes.ts';
import { taskRecordType, taskRows, toTask } from '../../platform/record-tasks.ts';

/** `GET /api/tasks/?assignee=me&status=open`: what a person has been asked to do, soonest first. */
export function registerTasksRoutes(app: TApp, deps: TDeps) {
  const { db } = deps;

  app.get(
    '/api/tasks/',
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags: ['tasks'],
        summary: 'Follow-up tasks given to the caller, with the record each came from',
        querystring: ZMyTasksQuerySchema,
        response: { 200: pageSchema(ZMyTaskSchema), ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const q = request.query;
      const where = and(
        eq(recordTasks.assigneeId, user.id),
        q.status ? eq(recordTasks.status, q.status) : undefined,
      );
      const ordering = parseOrdering<'due_date' | 'created_at'>(q.ordering, 'due_date');
      const column = ordering.field === 'created_at' ? recordTasks.createdAt : recordTasks.dueDate;
      const rows = await taskRows(db, where)
        .orderBy(ordering.desc ? desc(column) : asc(column), asc(recordTasks.id))
        .limit(q.page_size)
        .offset(offsetOf(q.page, q.page_size));
      const [total] = await db
        .select({ n: count() })
        .from(recordTasks)
        .where(and(isNull(recordTasks.deletedAt), where));
      const results: TMyTask[] = [];
      for (const r of rows) {
        // A page holds a few tasks: each record is read by its own type, which knows its link.
        const type = taskRecordType(r.task.entityType);
        const record = await type?.find(db, r.task.entityId, false);
        if (!type || !record) continue;
        results.push({ ...toTask(r, true), record_number: record.number, link: type.link(record) });
      }
      return toPage(request, q.page, q.page_size, total?.n ?? 0, results);
    },
  );
}
