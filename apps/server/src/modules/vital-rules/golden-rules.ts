import { PICTOGRAM_TYPES, type TGoldenRule, type TGoldenRuleUpdate } from '@hse/contracts/golden-rules';
import type { TVitalRule } from '@hse/contracts/observations';
import { VITAL_RULES } from '@hse/contracts/observations';
import { VITAL_RULE_TEXTS } from '@hse/contracts/vital-rule-texts';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { vitalRules } from '../../db/schema/index.ts';
import type { TAuthUser } from '../../platform/access.ts';
import type { TUpload } from '../../platform/attachments.ts';
import type { TDeps } from '../../platform/deps.ts';
import { recordHistory } from '../../platform/history.ts';
import { newId } from '../../platform/ids.ts';
import { type TVersionedRows, updateVersioned } from '../../platform/versioned.ts';

export const GOLDEN_RULE_ENTITY = 'vital_rule';
export { PICTOGRAM_TYPES };

type TRuleRow = typeof vitalRules.$inferSelect;

const ROWS: TVersionedRows<typeof vitalRules, TRuleRow> = {
  table: vitalRules,
  entityType: GOLDEN_RULE_ENTITY,
  lock: async (tx, id) => (await tx.select().from(vitalRules).where(eq(vitalRules.id, id)).for('update'))[0],
};

const FIELDS = {
  title_ru: 'titleRu',
  title_kk: 'titleKk',
  title_en: 'titleEn',
  text_ru: 'textRu',
  text_kk: 'textKk',
  text_en: 'textEn',
} as const;

/** A rule never edited reads its built-in name, no text, no pictogram, at version 1. */
function toRule(rule: TVitalRule, row: TRuleRow | undefined): TGoldenRule {
  const names = VITAL_RULE_TEXTS[rule];
  return {
    rule,
    title_ru: row?.titleRu ?? names.ru,
    title_kk: row?.titleKk ?? names.kk,
    title_en: row?.titleEn ?? names.en,
    text_ru: row?.textRu ?? '',
    text_kk: row?.textKk ?? '',
    text_en: row?.textEn ?? '',
    has_pictogram: Boolean(row?.pictogramKey),
    version: row?.version ?? 1,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

export async function listGoldenRules(db: DbOrTx): Promise<TGoldenRule[]> {
  const rows = await db.select().from(vitalRules).orderBy(asc(vitalRules.rule));
  return VITAL_RULES.map((rule) =>
    toRule(
      rule,
      rows.find((row) => row.rule === rule),
    ),
  );
}

export async function readGoldenRule(db: DbOrTx, rule: TVitalRule) {
  const [row] = await db.select().from(vitalRules).where(eq(vitalRules.rule, rule));
  return { rule: toRule(rule, row), row };
}

/** The rule's row, made at version 1 with its built-in names the first time it is edited. */
async function ruleRowId(tx: DbOrTx, rule: TVitalRule): Promise<string> {
  const names = VITAL_RULE_TEXTS[rule];
  await tx
    .insert(vitalRules)
    .values({ id: newId(), rule, titleRu: names.ru, titleKk: names.kk, titleEn: names.en })
    .onConflictDoNothing({ target: vitalRules.rule });
  const [row] = await tx.select({ id: vitalRules.id }).from(vitalRules).where(eq(vitalRules.rule, rule));
  return (row as { id: string }).id;
}

/** The administrator's wording of a rule, at the version read (409 when stale), in the history. */
export async function updateGoldenRule(
  deps: TDeps,
  actor: TAuthUser,
  rule: TVitalRule,
  input: TGoldenRuleUpdate,
) {
  const { version, ...fields } = input;
  await deps.db.transaction(async (tx) => {
    const id = await ruleRowId(tx, rule);
    await updateVersioned(tx, ROWS, {
      id,
      version,
      actor,
      current: (row) => ({
        title_ru: row.titleRu,
        title_kk: row.titleKk,
        title_en: row.titleEn,
        text_ru: row.textRu,
        text_kk: row.textKk,
        text_en: row.textEn,
      }),
      wanted: () => fields,
      columns: FIELDS,
    });
  });
  return (await readGoldenRule(deps.db, rule)).rule;
}

/**
 * A new pictogram: the bytes first, then the row at the version read; the old bytes go once the
 * new ones are the rule's. A failed write removes what it stored.
 */
export async function replacePictogram(
  deps: TDeps,
  actor: TAuthUser,
  rule: TVitalRule,
  version: number,
  upload: TUpload,
) {
  const key = `vital-rules/${rule}/${newId()}`;
  await deps.storage.put(key, upload.data);
  let old: string | null = null;
  try {
    await deps.db.transaction(async (tx) => {
      const id = await ruleRowId(tx, rule);
      const { before } = await updateVersioned(tx, ROWS, {
        id,
        version,
        actor,
        current: () => ({}),
        wanted: () => ({}),
        columns: {},
      });
      old = before.pictogramKey;
      await tx
        .update(vitalRules)
        .set({
          pictogramKey: key,
          pictogramMime: upload.mime,
          version: sql`${vitalRules.version} + 1`,
          updatedAt: new Date(),
          updatedBy: actor.id,
        })
        .where(eq(vitalRules.id, id));
      await recordHistory(tx, {
        entityType: GOLDEN_RULE_ENTITY,
        entityId: id,
        action: 'update',
        actorId: actor.id,
        changes: { pictogram: { from: old ? '…' : null, to: upload.name } },
      });
    });
  } catch (error) {
    await deps.storage.remove(key);
    throw error;
  }
  if (old) await deps.storage.remove(old);
  return (await readGoldenRule(deps.db, rule)).rule;
}
