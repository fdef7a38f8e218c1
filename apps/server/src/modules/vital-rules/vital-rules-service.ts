import type { TLanguage } from '@hse/contracts/constants';
import type {
  TVitalRuleSubcategoryCreate,
  TVitalRuleSubcategoryUpdate,
} from '@hse/contracts/vital-rule-subcategories';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { organizations, vitalRuleSubcategories } from '../../db/schema/index.ts';
import { inScope, scopeOf, type TAuthUser } from '../../platform/access.ts';
import { isUniqueViolation } from '../../platform/db-errors.ts';
import type { TDeps } from '../../platform/deps.ts';
import { conflict, fieldError, notFound } from '../../platform/errors.ts';
import { recordHistory } from '../../platform/history.ts';
import { newId } from '../../platform/ids.ts';
import { softDeleteVersioned, type TVersionedRows, updateVersioned } from '../../platform/versioned.ts';
import {
  clashingNames,
  findSubcategory,
  type TSubcategoryRow,
  toSubcategory,
} from './vital-rules-repository.ts';

export const SUBCATEGORY_ENTITY = 'vital_rule_subcategory';

const NAME_FIELDS = { nameRu: 'name_ru', nameKk: 'name_kk', nameEn: 'name_en' } as const;
const UNIQUE_INDEXES = [
  'vital_rule_subcategories_name_ru_key',
  'vital_rule_subcategories_name_kk_key',
  'vital_rule_subcategories_name_en_key',
];

/** 409 naming each name another sub-category of the organization and rule already has. */
async function assertNamesFree(
  tx: DbOrTx,
  key: { organizationId: string; rule: string; exceptId?: string },
  names: { nameRu: string; nameKk: string; nameEn: string },
) {
  const taken = await clashingNames(tx, key, names);
  if (taken.length > 0)
    throw conflict(
      'errors.vital_subcategory_taken',
      Object.fromEntries(taken.map((k) => [NAME_FIELDS[k], ['errors.vital_subcategory_taken' as const]])),
    );
}

/** Two writers racing past the check meet the unique indexes: the same 409 as the check's. */
async function whileUnique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (UNIQUE_INDEXES.some((index) => isUniqueViolation(error, index)))
      throw conflict('errors.vital_subcategory_taken');
    throw error;
  }
}

export async function createSubcategory(
  deps: TDeps,
  actor: TAuthUser,
  input: TVitalRuleSubcategoryCreate,
  lang: TLanguage,
) {
  const id = newId();
  const scope = await scopeOf(deps, actor);
  // The transaction names what it created: a retried request (Idempotency-Key) gets it back.
  const created = await whileUnique(() =>
    deps.db.transaction(async (tx) => {
      const [org] = await tx
        .select({ id: organizations.id })
        .from(organizations)
        .where(and(eq(organizations.id, input.organization_id), isNull(organizations.deletedAt)));
      if (!org) throw fieldError('organization_id', 'errors.organization_unknown');
      // As for records (platform/records.ts): the organization is chosen, so the refusal names it.
      if (!inScope(scope, org.id)) throw fieldError('organization_id', 'errors.organization_out_of_scope');
      const names = { nameRu: input.name_ru, nameKk: input.name_kk, nameEn: input.name_en };
      await assertNamesFree(tx, { organizationId: org.id, rule: input.rule }, names);
      await tx.insert(vitalRuleSubcategories).values({
        id,
        organizationId: org.id,
        rule: input.rule,
        ...names,
        active: input.active ?? true,
        createdBy: actor.id,
        updatedBy: actor.id,
      });
      await recordHistory(tx, {
        entityType: SUBCATEGORY_ENTITY,
        entityId: id,
        action: 'create',
        actorId: actor.id,
        changes: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, { from: null, to: v }])),
      });
      return id;
    }),
  );
  return toSubcategory(await readSubcategory(deps.db, created), lang);
}

async function readSubcategory(db: DbOrTx, id: string): Promise<TSubcategoryRow> {
  const row = await findSubcategory(db, id);
  if (!row) throw notFound();
  return row;
}

const SUBCATEGORY_ROWS: TVersionedRows<typeof vitalRuleSubcategories, TSubcategoryRow> = {
  table: vitalRuleSubcategories,
  entityType: SUBCATEGORY_ENTITY,
  lock: (tx, id) => findSubcategory(tx, id, true),
};

const SUBCATEGORY_FIELDS = {
  name_ru: 'nameRu',
  name_kk: 'nameKk',
  name_en: 'nameEn',
  active: 'active',
} as const satisfies Record<string, keyof TSubcategoryRow>;

/**
 * A sub-category out of the caller's scope answers 404, as if it did not exist. The scope is read
 * before the transaction: read inside it, from outside it, it would wait on the one connection
 * of an embedded database for ever.
 */
async function ofCaller(deps: TDeps, actor: TAuthUser) {
  const scope = await scopeOf(deps, actor);
  return (row: TSubcategoryRow) => inScope(scope, row.organizationId);
}

export async function updateSubcategory(
  deps: TDeps,
  actor: TAuthUser,
  id: string,
  patch: TVitalRuleSubcategoryUpdate,
  lang: TLanguage,
) {
  const { version, ...fields } = patch;
  const visible = await ofCaller(deps, actor);
  await whileUnique(() =>
    deps.db.transaction(async (tx) => {
      await updateVersioned(tx, SUBCATEGORY_ROWS, {
        id,
        version,
        actor,
        visible,
        current: (row) => ({
          name_ru: row.nameRu,
          name_kk: row.nameKk,
          name_en: row.nameEn,
          active: row.active,
        }),
        wanted: () => fields,
        columns: SUBCATEGORY_FIELDS,
        check: (before, next) =>
          assertNamesFree(
            tx,
            { organizationId: before.organizationId, rule: before.rule, exceptId: id },
            { nameRu: next.name_ru, nameKk: next.name_kk, nameEn: next.name_en },
          ),
      });
    }),
  );
  return toSubcategory(await readSubcategory(deps.db, id), lang);
}

/** Soft delete: cards that named the sub-category keep showing its name. */
export async function deleteSubcategory(deps: TDeps, actor: TAuthUser, id: string, version: number) {
  const visible = await ofCaller(deps, actor);
  await deps.db.transaction((tx) =>
    softDeleteVersioned(tx, SUBCATEGORY_ROWS, { id, version, actor, visible }),
  );
}
