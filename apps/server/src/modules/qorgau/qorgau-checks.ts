import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { vitalRuleSubcategories } from '../../db/schema/index.ts';
import { fieldError } from '../../platform/errors.ts';

/**
 * Refuses (400 on `vital_rule_subcategory_id`) a card's sub-category that is missing, deleted or
 * inactive, under another rule than the card's, or not of the card's organization or one above it.
 */
export async function assertSubcategoryApplies(
  tx: DbOrTx,
  card: { subcategoryId: string; rule: string | null; organizationId: string },
) {
  const s = vitalRuleSubcategories;
  const [row] = await tx
    .select({ id: s.id })
    .from(s)
    .where(
      and(
        eq(s.id, card.subcategoryId),
        isNull(s.deletedAt),
        eq(s.active, true),
        card.rule === null ? sql`false` : eq(s.rule, card.rule),
        sql`${s.organizationId} in (with recursive up as (
          select id, parent_id from organizations where id = ${card.organizationId}
          union all
          select o.id, o.parent_id from organizations o join up on o.id = up.parent_id
        ) select id from up)`,
      ),
    )
    .limit(1);
  if (!row) throw fieldError('vital_rule_subcategory_id', 'errors.vital_subcategory_unknown');
}

/**
 * Whether a person may be given a card of an organization: active, and working in it, below it,
 * or above it (the subsidiary's HSE engineer takes a card of one of its divisions).
 */
export async function mayHandle(tx: DbOrTx, userId: string, organizationId: string): Promise<boolean> {
  const result = await tx.execute<{ ok: boolean }>(sql`
    with recursive up as (
      select id, parent_id from organizations where id = ${organizationId}
      union all
      select o.id, o.parent_id from organizations o join up on o.id = up.parent_id
    ), down as (
      select id from organizations where id = ${organizationId}
      union all
      select o.id from organizations o join down on o.parent_id = down.id where o.deleted_at is null
    )
    select exists (
      select 1 from users u
      where u.id = ${userId} and u.is_active
        and (u.organization_id in (select id from up) or u.organization_id in (select id from down))
    ) as ok`);
  return (result as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok === true;
}
