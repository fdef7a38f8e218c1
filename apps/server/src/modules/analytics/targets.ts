import type { TTarget, TTargetWrite } from '@hse/contracts/analytics/index';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { analyticsTargets } from '../../db/schema/index.ts';
import type { TAuthUser } from '../../platform/access.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import type { TDeps } from '../../platform/deps.ts';
import { notFound, staleVersion } from '../../platform/errors.ts';
import { recordHistory } from '../../platform/history.ts';
import { newId } from '../../platform/ids.ts';
import { rowsOf } from './context.ts';

type TRow = typeof analyticsTargets.$inferSelect;

const toTarget = (row: TRow): TTarget => ({
  id: row.id,
  year: row.year,
  organization_id: row.organizationId,
  indicator: row.indicator as TTarget['indicator'],
  value: row.value,
  version: row.version,
});

export async function listTargets(deps: TDeps, query: { year?: number; organization_id?: string }) {
  const conditions: SQL[] = [];
  if (query.year !== undefined) conditions.push(eq(analyticsTargets.year, query.year));
  if (query.organization_id) conditions.push(eq(analyticsTargets.organizationId, query.organization_id));
  const rows = await deps.db
    .select()
    .from(analyticsTargets)
    .where(and(...conditions))
    .orderBy(
      asc(analyticsTargets.year),
      asc(analyticsTargets.organizationId),
      asc(analyticsTargets.indicator),
    );
  return { results: rows.map(toTarget) };
}

/**
 * Sets (or with `value` null removes) the target of a year, organization and indicator, in one
 * transaction; a changed target needs the version it was read at.
 */
export async function writeTarget(
  deps: TDeps,
  actor: TAuthUser,
  input: TTargetWrite,
): Promise<TTarget | null> {
  try {
    return await write(deps, actor, input);
  } catch (error) {
    // Two admins setting a new target at once: the second is told it changed meanwhile.
    if (isUniqueViolation(error, 'analytics_targets_key')) throw staleVersion();
    throw error;
  }
}

function write(deps: TDeps, actor: TAuthUser, input: TTargetWrite): Promise<TTarget | null> {
  return deps.db.transaction(async (tx) => {
    const [org] = await rowsOf<{ id: string }>(
      tx,
      sql`select id from organizations where id = ${input.organization_id} and deleted_at is null`,
    );
    if (!org) throw notFound();
    const [existing] = await tx
      .select()
      .from(analyticsTargets)
      .where(
        and(
          eq(analyticsTargets.year, input.year),
          eq(analyticsTargets.organizationId, input.organization_id),
          eq(analyticsTargets.indicator, input.indicator),
        ),
      )
      .for('update');
    if (existing && input.version !== existing.version) throw staleVersion();
    const entity = { entityType: 'analytics_target', actorId: actor.id };
    if (input.value === null) {
      if (!existing) return null;
      await tx.delete(analyticsTargets).where(eq(analyticsTargets.id, existing.id));
      await recordHistory(tx, {
        ...entity,
        entityId: existing.id,
        action: 'delete',
        changes: { value: { from: existing.value, to: null } },
      });
      return null;
    }
    if (existing) {
      const [row] = await tx
        .update(analyticsTargets)
        .set({
          value: input.value,
          version: existing.version + 1,
          updatedAt: new Date(),
          updatedBy: actor.id,
        })
        .where(eq(analyticsTargets.id, existing.id))
        .returning();
      await recordHistory(tx, {
        ...entity,
        entityId: existing.id,
        action: 'update',
        changes: { value: { from: existing.value, to: input.value } },
      });
      return toTarget(row as TRow);
    }
    const id = newId();
    const [row] = await tx
      .insert(analyticsTargets)
      .values({
        id,
        year: input.year,
        organizationId: input.organization_id,
        indicator: input.indicator,
        value: input.value,
        createdBy: actor.id,
        updatedBy: actor.id,
      })
      .returning();
    await recordHistory(tx, {
      ...entity,
      entityId: id,
      action: 'create',
      changes: { value: { from: null, to: input.value } },
    });
    return toTarget(row as TRow);
  });
}
