import {
  documentValidity,
  SNIPPET_END,
  SNIPPET_START,
  type TDocumentArea,
  type TDocumentSearchHit,
  ZDocumentSearchAnswerSchema,
  ZDocumentSearchQuerySchema,
} from '@hse/contracts/documents';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ancestorsOf, scopeOf, type TScope, type TTreeReader } from '../../platform/access.ts';
import { langOf, type TApp } from '../../platform/app-types.ts';
import { currentUser } from '../../platform/auth-plugin.ts';
import type { TDeps } from '../../platform/deps.ts';
import { SIGNED_IN } from '../../platform/permissions.ts';
import { RECORD_ERRORS } from '../../platform/record-routes.ts';
import { localToday } from '../../platform/working-days.ts';

/**
 * Words typed for the simple configuration (Kazakh, which PostgreSQL cannot stem): letters and
 * digits only, so the query cannot be malformed; a word of three letters or more also matches as
 * the start of a longer one (`нұсқау` finds `нұсқаулық`).
 */
export function simpleQuery(q: string): string | null {
  const words = q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  if (words.length === 0) return null;
  return words.map((word) => (word.length >= 3 ? `${word}:*` : word)).join(' & ');
}

/**
 * Documents readable by the caller: of their scope, or approved ones of the organizations above
 * them (the holding's standards apply in every subsidiary). The same rule as the list's.
 */
export async function readableCondition(
  reader: TTreeReader,
  scope: TScope,
  organizationId: string,
): Promise<SQL> {
  if (scope.all) return sql`true`;
  const above = await ancestorsOf(reader, organizationId);
  const ids =
    scope.organizationIds.length > 0 ? scope.organizationIds : ['00000000-0000-0000-0000-000000000000'];
  return sql`(d.organization_id = any(${`{${ids.join(',')}}`}::uuid[]) or (d.status = 'approved' and d.organization_id = any(${`{${above.join(',')}}`}::uuid[])))`;
}

type THitRow = {
  id: string;
  number: string;
  area: string;
  folder_id: string | null;
  folder_name: string | null;
  title_ru: string;
  title_kk: string | null;
  title_en: string | null;
  doc_number: string | null;
  valid_until: string | null;
  snippet: string;
};

const HEADLINE = `StartSel=${SNIPPET_START}, StopSel=${SNIPPET_END}, MaxWords=24, MinWords=10, MaxFragments=2, FragmentDelimiter=" … "`;
const TITLE_HEADLINE = `StartSel=${SNIPPET_START}, StopSel=${SNIPPET_END}, HighlightAll=true`;

/**
 * Full-text search over the documents' titles and their current versions' text (decisions 063,
 * 085): Russian and English stems and the simple words. The order is the title's matches first,
 * then those in the text only, each newest first (drafts, not yet approved, before them all), so
 * that each side is a `limit` of its own: a common word is found by walking the documents newest
 * first (`documents_approved_on_idx`) and stops at the first `limit`, a rare one through the GIN
 * index; the planner chooses by the words' statistics. No hit beyond the page is read, ranked or
 * counted: a common word over 100,000 documents made the earlier ranking of every hit take
 * seconds (bench/media.ts). Only the page's rows get a snippet (ts_headline reads the whole text).
 */
export async function searchDocuments(
  db: DbOrTx,
  input: { q: string; area?: TDocumentArea; limit: number; readable: SQL },
): Promise<THitRow[]> {
  const simple = simpleQuery(input.q);
  if (!simple) return [];
  const where = sql`d.deleted_at is null and ${input.readable} ${input.area ? sql`and d.area = ${input.area}` : sql``}`;
  const result = await db.execute(sql`
    with query as (
      select websearch_to_tsquery('russian', ${input.q}) || websearch_to_tsquery('english', ${input.q})
        || to_tsquery('simple', ${simple}) as q
    ),
    in_title as (
      select d.id, d.approved_on from documents d, query where d.search_vector @@ query.q and ${where}
      order by d.approved_on desc, d.id desc limit ${input.limit}
    ),
    in_text as (
      select d.id, d.approved_on from documents d
        join document_versions v on v.document_id = d.id and v.is_current
        cross join query
      where v.search_vector @@ query.q and ${where}
      order by d.approved_on desc, d.id desc limit ${input.limit}
    ),
    page as (
      select id, bool_or(title) as title, approved_on from (
        select id, approved_on, true as title from in_title
        union all select id, approved_on, false from in_text
      ) hits group by id, approved_on
      order by bool_or(title) desc, approved_on desc, id desc limit ${input.limit}
    )
    select d.id, d.number, d.area, d.folder_id, f.name as folder_name, d.title_ru, d.title_kk, d.title_en,
      d.doc_number, d.valid_until::text as valid_until,
      case when v.search_vector @@ query.q
        then ts_headline('russian', v.text, query.q, ${HEADLINE})
        else ts_headline('russian', concat_ws(' · ', d.title_ru, d.title_kk, d.title_en), query.q, ${TITLE_HEADLINE})
      end as snippet
    from page
    join documents d on d.id = page.id
    cross join query
    left join document_versions v on v.document_id = d.id and v.is_current
    left join document_folders f on f.id = d.folder_id
    order by page.title desc, page.approved_on desc, page.id desc`);
  // Both drivers answer `{ rows }`; the shared database type cannot know which one it is.
  return (result as unknown as { rows: THitRow[] }).rows;
}

/** `GET /api/documents/search/?q=`: across all areas (or one), as the reader may read them. */
export function registerSearchRoute(app: TApp, deps: TDeps, base: string, tags: string[]) {
  app.get(
    `${base}/search/`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'Search documents by title and by the text inside their current files',
        querystring: ZDocumentSearchQuerySchema,
        response: { 200: ZDocumentSearchAnswerSchema, ...RECORD_ERRORS },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const lang = langOf(request);
      const scope = await scopeOf(deps, user);
      const readable = await readableCondition(deps, scope, user.organizationId);
      const rows = await searchDocuments(deps.db, { ...request.query, readable });
      const today = localToday(deps.config.TIME_ZONE);
      const results: TDocumentSearchHit[] = rows.map((row) => ({
        id: row.id,
        number: row.number,
        area: row.area as TDocumentArea,
        folder_id: row.folder_id,
        folder_name: row.folder_name,
        title: (lang === 'kk' ? row.title_kk : lang === 'en' ? row.title_en : null) || row.title_ru,
        doc_number: row.doc_number,
        valid_until: row.valid_until,
        validity: documentValidity(row.valid_until, today),
        snippet: row.snippet,
      }));
      return { results };
    },
  );
}
