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
 * How many of the newest readable documents a search looks through before it turns to the GIN
 * indexes (decision 085): a word on fewer than `limit` of them is in under 4% of the documents,
 * few enough for the index; a commoner one is found among them at once.
 */
export const SEARCH_WINDOW = 500;

/**
 * The snippet is cut from the text's start: ts_headline parses all it is given, and a text may
 * hold 200,000 characters. A word found only further on leaves the start shown without a mark.
 */
const SNIPPET_CHARS = 3000;

/** Both drivers answer `{ rows }`; the shared database type cannot know which one it is. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

type TPlan = { Plans?: TPlan[]; 'Plan Rows'?: number };

/** A word's query in the three configurations, as the whole query's are built. */
const wordQuery = (word: string) =>
  sql`(websearch_to_tsquery('russian', ${word}) || websearch_to_tsquery('english', ${word})
    || to_tsquery('simple', ${simpleQuery(word) ?? ''}))`;

/**
 * How many titles and how many current texts may hold all the words, by the planner's estimates
 * from ANALYZE's most common lexemes (decision 092), a word not among them counting as rare: the
 * fewest of any one word's, since the estimate of words together, taken as independent, is far
 * below the truth for words that come together ("confined space").
 */
async function estimatedHits(tx: DbOrTx, q: string): Promise<{ title: number; text: number }> {
  const words = [...new Set(q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])];
  const branches = words.map(
    (word) => sql`select 1 from documents d where d.search_vector @@ ${wordQuery(word)}
      union all select 1 from document_versions v where v.is_current and v.search_vector @@ ${wordQuery(word)}`,
  );
  const [row] = rowsOf<Record<string, unknown>>(
    await tx.execute(sql`explain (format json) ${sql.join(branches, sql` union all `)}`),
  );
  const plan = Object.values(row ?? {})[0];
  // node-postgres parses the json column; a driver may hand it over as text.
  const [top] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: TPlan }];
  const scans = top?.Plan.Plans ?? [top?.Plan];
  const rows = (parity: number) =>
    Math.min(...scans.filter((_, i) => i % 2 === parity).map((scan) => scan?.['Plan Rows'] ?? 0));
  return { title: rows(0), text: rows(1) };
}

/**
 * Full-text search over the documents' titles and their current versions' text (decisions 063,
 * 085): Russian and English stems and the simple words. The order is the title's matches first,
 * then those in the text only, each newest first (drafts, with no date of approval, before them),
 * so that each side is a `limit` of its own and no hit beyond the page is read, ranked or counted:
 * ranking every hit of a common word over 100,000 documents took seconds (bench/media.ts). A side
 * whose words the statistics count common enough for the newest SEARCH_WINDOW documents to hold a
 * page of them looks through those first; only when they hold fewer than `limit` hits does it ask
 * the GIN index for all of them. A side of rarer words goes to the GIN index at once: walking the
 * window for them read 500 titles or texts to find none (decision 092). The words are
 * inlined as constants (not a CTE) so that the planner sees them. Only the page's rows get a
 * snippet (ts_headline reads the whole text).
 */
export async function searchDocuments(
  db: DbOrTx,
  input: { q: string; area?: TDocumentArea; limit: number; readable: SQL },
): Promise<THitRow[]> {
  const simple = simpleQuery(input.q);
  if (!simple) return [];
  const tsq = sql`(websearch_to_tsquery('russian', ${input.q}) || websearch_to_tsquery('english', ${input.q})
    || to_tsquery('simple', ${simple}))`;
  const where = sql`d.deleted_at is null and ${input.readable} ${input.area ? sql`and d.area = ${input.area}` : sql``}`;
  const newest = sql`d.approved_on desc, d.id desc`;
  const current = sql`join document_versions v on v.document_id = d.id and v.is_current`;
  // "offset 0" keeps the planner from walking the date index for the rare words, and from hashing
  // every document to join their few versions.
  const result = await db.transaction(async (tx) => {
    // The branches not taken carry large estimates, for which PostgreSQL would compile the
    // statement (JIT): seconds on a busy machine for a statement that runs in milliseconds. Without
    // parallel workers, the estimates below are of the whole table, not of one worker's share.
    const [table] = rowsOf<{ n: number }>(
      await tx.execute(sql`select set_config('jit', 'off', true), set_config('max_parallel_workers_per_gather', '0', true),
        (select reltuples::float8 from pg_class where oid = 'documents'::regclass) as n`),
    );
    // Never analyzed (a new database), the table counts as endless: every word is rare.
    const documents = Number(table?.n ?? 0) > 0 ? Number(table?.n) : Number.POSITIVE_INFINITY;
    const hits = await estimatedHits(tx, input.q);
    const walk = (estimate: number) => estimate * SEARCH_WINDOW >= input.limit * documents;
    const titleWalk = walk(hits.title) ? sql`true` : sql`false`;
    const textWalk = walk(hits.text) ? sql`true` : sql`false`;
    return tx.execute(sql`
    with recent as not materialized (
      select d.id, d.approved_on, d.search_vector from documents d where ${where}
      order by ${newest} limit ${SEARCH_WINDOW}
    ),
    title_recent as (
      select d.id, d.approved_on from recent d where ${titleWalk} and d.search_vector @@ ${tsq}
      order by ${newest} limit ${input.limit}
    ),
    title_all as (
      select d.id, d.approved_on from (
        select d.id, d.approved_on from documents d where d.search_vector @@ ${tsq} and ${where} offset 0
      ) d where (select count(*) from title_recent) < ${input.limit}
      order by ${newest} limit ${input.limit}
    ),
    text_recent as (
      select d.id, d.approved_on from recent d ${current} where ${textWalk} and v.search_vector @@ ${tsq}
      order by ${newest} limit ${input.limit}
    ),
    text_all as (
      select d.id, d.approved_on from (
        select v.document_id from document_versions v where v.is_current and v.search_vector @@ ${tsq} offset 0
      ) v cross join lateral (
        select d.id, d.approved_on from documents d where d.id = v.document_id and ${where} offset 0
      ) d where (select count(*) from text_recent) < ${input.limit}
      order by ${newest} limit ${input.limit}
    ),
    hits as (
      select id, approved_on, true as title from title_recent where (select count(*) from title_all) = 0
      union all select id, approved_on, true from title_all
      union all select id, approved_on, false from text_recent where (select count(*) from text_all) = 0
      union all select id, approved_on, false from text_all
    ),
    page as (
      select id, approved_on, bool_or(title) as title from hits group by id, approved_on
      order by bool_or(title) desc, approved_on desc, id desc limit ${input.limit}
    )
    select d.id, d.number, d.area, d.folder_id, f.name as folder_name, d.title_ru, d.title_kk, d.title_en,
      d.doc_number, d.valid_until::text as valid_until,
      case when v.search_vector @@ ${tsq}
        then ts_headline('russian', left(v.text, ${SNIPPET_CHARS}), ${tsq}, ${HEADLINE})
        else ts_headline('russian', concat_ws(' · ', d.title_ru, d.title_kk, d.title_en), ${tsq}, ${TITLE_HEADLINE})
      end as snippet
    from page
    join documents d on d.id = page.id
    left join document_versions v on v.document_id = d.id and v.is_current
    left join document_folders f on f.id = d.folder_id
    order by page.title desc, page.approved_on desc, page.id desc`);
  });
  return rowsOf<THitRow>(result);
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
