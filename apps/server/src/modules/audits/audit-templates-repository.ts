import type { TAuditTemplate } from '@hse/contracts/audits';
import type { TLanguage } from '@hse/contracts/constants';
import { eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditTemplates } from '../../db/schema/index.ts';

const t = auditTemplates;
export type TTemplateRow = typeof t.$inferSelect;

export const templateTitleIn = (row: Pick<TTemplateRow, 'title'>, lang: TLanguage) =>
  row.title[lang] || row.title.ru;

export function toTemplate(row: TTemplateRow): TAuditTemplate {
  return {
    id: row.id,
    family_id: row.familyId,
    version: row.version,
    title: row.title,
    sections: row.sections,
    questions_count: row.sections.reduce((sum, section) => sum + section.questions.length, 0),
    created_at: row.createdAt.toISOString(),
    superseded: row.supersededAt !== null,
  };
}

/** One version of a template, superseded or not; locked for update when a new version follows it. */
export async function findTemplate(db: DbOrTx, id: string, lock = false): Promise<TTemplateRow | undefined> {
  const query = db.select().from(t).where(eq(t.id, id)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/**
 * The current version of every template, by title in the reader's language: a short reference
 * list, sorted here where the reader's collation is known whatever the database's.
 */
export async function currentTemplates(db: DbOrTx, lang: TLanguage): Promise<TTemplateRow[]> {
  const rows = await db.select().from(t).where(isNull(t.supersededAt));
  const collator = new Intl.Collator(lang, { sensitivity: 'base' });
  return rows.sort((a, b) => collator.compare(templateTitleIn(a, lang), templateTitleIn(b, lang)));
}
