import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { recordTasks } from '../db/schema/index.ts';

/**
 * Is the user given a task on this record? A task's assignee reads the record it came from even
 * outside their own organization scope: they cannot do what they cannot see (decision 017).
 */
export async function isTaskAssignee(
  db: DbOrTx,
  entityType: string,
  entityId: string,
  userId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: recordTasks.id })
    .from(recordTasks)
    .where(
      and(
        eq(recordTasks.entityType, entityType),
        eq(recordTasks.entityId, entityId),
        eq(recordTasks.assigneeId, userId),
        isNull(recordTasks.deletedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}
