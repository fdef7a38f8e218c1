import type { TLocalizedText } from '@hse/contracts/common';
import { DOCUMENT_HEAD_TEXTS, documentsHref } from '@hse/contracts/document-module-head';
import { type SQL, sql } from 'drizzle-orm';
import { documents } from '../../db/schema/index.ts';
import type {
  TDeadlineContext,
  TDeadlineItem,
  TDeadlineSource,
  TRecordDeadline,
} from '../../platform/deadlines.ts';
import { localDay, shiftDay, startOfLocalDay } from '../../platform/working-days.ts';

/**
 * The end of an approved document's validity as a deadline (decisions 049, 063): whoever added the
 * document is reminded before it ends and told when it has, the HSE staff over its organization
 * after the grace period. It is met by a later end date (the document renewed) or by removing it.
 */
export const DOCUMENT_DEADLINE_SOURCE = 'documents.validity_ends';

type TDocumentRow = {
  id: string;
  number: string;
  area: string;
  title_ru: string;
  title_kk: string | null;
  title_en: string | null;
  valid_until: string;
  organization_id: string;
  author_id: string | null;
};

/** A document is valid through its last day: it falls due at the start of the next one. */
const dueAtOf = (context: Pick<TDeadlineContext, 'timeZone'>, validUntil: string) =>
  startOfLocalDay(new Date(`${shiftDay(validUntil, 1)}T12:00:00Z`), context.timeZone);

async function documentRows(db: TDeadlineContext['db'], where: SQL): Promise<TDocumentRow[]> {
  const d = documents as unknown as Record<string, never>;
  const result = await db.execute(sql`
    select ${d.id} as id, ${d.number} as number, ${d.area} as area, ${d.titleRu} as title_ru,
      ${d.titleKk} as title_kk, ${d.titleEn} as title_en, ${d.validUntil}::text as valid_until,
      ${d.organizationId} as organization_id, ${d.createdBy} as author_id
    from ${documents}
    where ${d.deletedAt} is null and ${d.status} = 'approved' and ${d.validUntil} is not null and ${where}`);
  // Both drivers answer `{ rows }`; the shared database type cannot know which one it is.
  return (result as unknown as { rows: TDocumentRow[] }).rows;
}

const titleOf = (row: TDocumentRow): TLocalizedText => {
  const name = DOCUMENT_HEAD_TEXTS.titles.record;
  const title = (lang: 'ru' | 'kk' | 'en') =>
    (lang === 'kk' ? row.title_kk : lang === 'en' ? row.title_en : null) || row.title_ru;
  return {
    ru: `${name.ru} ${row.number} «${title('ru')}»: срок действия до ${row.valid_until}`,
    kk: `${name.kk} ${row.number} «${title('kk')}»: қолданылу мерзімі ${row.valid_until} дейін`,
    en: `${name.en} ${row.number} “${title('en')}”: valid until ${row.valid_until}`,
  };
};

export const DOCUMENT_DEADLINES: TDeadlineSource = {
  key: DOCUMENT_DEADLINE_SOURCE,
  async due(context, window) {
    const d = documents as unknown as Record<string, never>;
    // Due the day after the last valid day: the window's days shifted back by one.
    const from = shiftDay(localDay(window.from, context.timeZone), -1);
    const to = localDay(window.to, context.timeZone);
    const rows = await documentRows(context.db, sql`${d.validUntil} between ${from} and ${to}`);
    const items: TDeadlineItem[] = [];
    for (const row of rows) {
      const dueAt = dueAtOf(context, row.valid_until);
      if (dueAt < window.from || dueAt >= window.to) continue;
      items.push({
        // The end date in the id: a renewed document that ends again is reminded again.
        id: `${row.id}:${row.valid_until}`,
        entityType: 'document',
        entityId: row.id,
        title: titleOf(row),
        dueAt,
        organizationId: row.organization_id,
        responsibleIds: row.author_id ? [row.author_id] : [],
        escalationIds: [],
        link: `${documentsHref(row.area)}?document=${row.id}`,
      });
    }
    return items;
  },
  async ofRecord(context, entityId): Promise<TRecordDeadline[]> {
    const [row] = await documentRows(context.db, sql`${documents.id} = ${entityId}`);
    if (!row) return [];
    return [
      { stage: 'validity', title: titleOf(row), dueAt: dueAtOf(context, row.valid_until), doneAt: null },
    ];
  },
};
