import type { TLanguage } from '@hse/contracts/constants';
import { VITAL_RULES } from '@hse/contracts/observations';
import type { TVitalRuleSubcategory } from '@hse/contracts/vital-rule-subcategories';
import { and, eq, getTableColumns, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { organizations, vitalRuleSubcategories } from '../../db/schema/index.ts';
import { organizationNameIn } from '../../platform/record-names.ts';

const t = vitalRuleSubcategories;

export type TSubcategoryRow = typeof t.$inferSelect & {
  orgNameRu: string;
  orgNameKk: string;
  orgNameEn: string;
};

const columns = {
  ...getTableColumns(t),
  orgNameRu: organizations.nameRu,
  orgNameKk: organizations.nameKk,
  orgNameEn: organizations.nameEn,
};

export const subcategoryNameIn = (row: { nameRu: string; nameKk: string; nameEn: string }, lang: TLanguage) =>
  ({ ru: row.nameRu, kk: row.nameKk, en: row.nameEn })[lang] || row.nameRu;

export function toSubcategory(row: TSubcategoryRow, lang: TLanguage): TVitalRuleSubcategory {
  return {
    id: row.id,
    organization_id: row.organizationId,
    organization_name: organizationNameIn(row, lang),
    rule: row.rule as TVitalRuleSubcategory['rule'],
    name_ru: row.nameRu,
    name_kk: row.nameKk,
    name_en: row.nameEn,
    active: row.active,
    version: row.version,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function findSubcategory(
  db: DbOrTx,
  id: string,
  lock = false,
): Promise<TSubcategoryRow | undefined> {
  const query = db
    .select(columns)
    .from(t)
    .innerJoin(organizations, eq(organizations.id, t.organizationId))
    .where(and(eq(t.id, id), isNull(t.deletedAt)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: t }) : await query;
  return row;
}

export type TSubcategoryFilter = { organizationIds?: string[]; rule?: string; includeInactive: boolean };

/**
 * The undeleted sub-categories by filter, by rule in the order of the nine rules and then by name
 * in the reader's language. The list is a short reference list, so it is sorted here, where the
 * reader's collation is known whatever the database's.
 */
export async function listSubcategories(
  db: DbOrTx,
  filter: TSubcategoryFilter,
  lang: TLanguage,
): Promise<TVitalRuleSubcategory[]> {
  const where: (SQL | undefined)[] = [
    isNull(t.deletedAt),
    filter.organizationIds ? inArray(t.organizationId, filter.organizationIds) : undefined,
    filter.rule ? eq(t.rule, filter.rule) : undefined,
    filter.includeInactive ? undefined : eq(t.active, true),
  ];
  const rows = await db
    .select(columns)
    .from(t)
    .innerJoin(organizations, eq(organizations.id, t.organizationId))
    .where(and(...where));
  const collator = new Intl.Collator(lang, { sensitivity: 'base' });
  const ruleOrder = (rule: string) => VITAL_RULES.indexOf(rule as (typeof VITAL_RULES)[number]);
  return rows
    .sort(
      (a, b) =>
        ruleOrder(a.rule) - ruleOrder(b.rule) ||
        collator.compare(subcategoryNameIn(a, lang), subcategoryNameIn(b, lang)),
    )
    .map((row) => toSubcategory(row, lang));
}

type TNames = { nameRu: string; nameKk: string; nameEn: string };

/** Which of the names another undeleted sub-category of the organization and rule already has, in any case. */
export async function clashingNames(
  tx: DbOrTx,
  key: { organizationId: string; rule: string; exceptId?: string },
  names: TNames,
): Promise<(keyof TNames)[]> {
  const [row] = await tx
    .select({
      nameRu: sql<boolean>`bool_or(lower(${t.nameRu}) = lower(${names.nameRu}))`,
      nameKk: sql<boolean>`bool_or(lower(${t.nameKk}) = lower(${names.nameKk}))`,
      nameEn: sql<boolean>`bool_or(lower(${t.nameEn}) = lower(${names.nameEn}))`,
    })
    .from(t)
    .where(
      and(
        eq(t.organizationId, key.organizationId),
        eq(t.rule, key.rule),
        isNull(t.deletedAt),
        key.exceptId ? sql`${t.id} <> ${key.exceptId}` : undefined,
      ),
    );
  return (['nameRu', 'nameKk', 'nameEn'] as const).filter((k) => row?.[k] === true);
}
