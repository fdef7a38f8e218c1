import type { THistoryEntry } from '@hse/contracts/common';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { history, type THistoryChanges, users } from '../db/schema/index.ts';
import { newId } from './ids.ts';
import { formatFio } from './tokens.ts';

export type THistoryInput = {
  entityType: string;
  entityId: string;
  action: string;
  actorId: string | null;
  changes?: THistoryChanges | null;
  comment?: string | null;
};

/** The row of one audit event. */
export const historyValues = (input: THistoryInput) => ({
  id: newId(),
  entityType: input.entityType,
  entityId: input.entityId,
  action: input.action,
  actorId: input.actorId,
  changes: input.changes ?? null,
  comment: input.comment ?? null,
});

/** Writes one audit event; call it with the transaction of the change it records. */
export async function recordHistory(tx: DbOrTx, input: THistoryInput) {
  await tx.insert(history).values(historyValues(input));
}

/** JSON with object keys sorted: jsonb hands objects back in its own key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
}

function same(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

/** The fields of `patch` whose value differs from `before`, as {from, to}; secrets never enter it. */
export function diffFields<T extends Record<string, unknown>>(
  before: T,
  patch: Partial<T>,
  secret: string[] = [],
) {
  const changes: THistoryChanges = {};
  for (const [field, to] of Object.entries(patch)) {
    if (to === undefined) continue;
    const from = before[field];
    if (same(from, to)) continue;
    changes[field] = secret.includes(field) ? { from: '***', to: '***' } : { from, to };
  }
  return changes;
}

export async function listHistory(
  db: DbOrTx,
  entityType: string,
  entityId: string,
): Promise<THistoryEntry[]> {
  const rows = await db
    .select({
      id: history.id,
      action: history.action,
      actorId: history.actorId,
      at: history.at,
      changes: history.changes,
      comment: history.comment,
      lastName: users.lastName,
      firstName: users.firstName,
      middleName: users.middleName,
    })
    .from(history)
    .leftJoin(users, eq(users.id, history.actorId))
    .where(and(eq(history.entityType, entityType), eq(history.entityId, entityId)))
    .orderBy(asc(history.at), asc(history.id));
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    actor_id: r.actorId,
    actor_fio:
      r.lastName === null
        ? null
        : formatFio({ lastName: r.lastName, firstName: r.firstName ?? '', middleName: r.middleName ?? '' }),
    at: r.at.toISOString(),
    changes: r.changes,
    comment: r.comment,
  }));
}
