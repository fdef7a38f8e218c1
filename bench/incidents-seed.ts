/**
 * Incident messages for the bench: `count` rows spread evenly over every organization and over the
 * last two years, with the demo's mix of types (near misses most, fires fewest) and 2 % drafts.
 * One INSERT … SELECT generate_series, then the numbers the list check expects.
 */
type TClient = { query: (...args: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };

/** Weights as repeated entries: 3 near misses, 2 medical, 2 incidents, 1 each of the rest. */
const KIND_MIX = [
  'near_miss',
  'near_miss',
  'near_miss',
  'medical',
  'medical',
  'incident',
  'incident',
  'road_accident',
  'accident',
  'environmental',
  'fire',
];

export const BENCH_HSE_LOGIN = 'bench.hse';
export const BENCH_KIND = 'near_miss';

export type TIncidentsSeed = {
  total: number;
  /** The one-year range and what a subsidiary's HSE user sees of it for BENCH_KIND. */
  from: string;
  to: string;
  expected: number;
  /** A range holding about 100,000 messages of the whole holding, for the export. */
  exportFrom: string;
  exportRows: number;
};

export async function addIncidents(
  client: TClient,
  count: number,
  subsidiaryId: string,
): Promise<TIncidentsSeed> {
  // The subsidiary's own HSE engineer: their scope is the subsidiary and its divisions.
  await client.query(
    `insert into users (id, login, password_hash, last_name, first_name, iin, organization_id, roles)
     select gen_random_uuid(), $1, password_hash, 'Бенчев', 'Бенч', '990101399991', $2, array['dotos']
     from users where login = 'admin'`,
    [BENCH_HSE_LOGIN, subsidiaryId],
  );
  await client.query(
    `with orgs as (select array_agg(id order by id) as ids from organizations where deleted_at is null),
          authors as (select array_agg(id order by id) as ids from (select id from users limit 500) u)
     insert into incidents (id, number, organization_id, status, kind, occurred_at, location, description,
                            victims, victims_count, created_by, updated_by, created_at, updated_at)
     select gen_random_uuid(), 'INC-BENCH-' || lpad(g::text, 8, '0'),
       orgs.ids[1 + g % cardinality(orgs.ids)],
       case when g % 50 = 0 then 'draft' when g % 17 = 0 then 'in_work' else 'closed' end,
       ($2::text[])[1 + (g * 7) % cardinality($2::text[])],
       now() - (g % 730) * interval '1 day' - (g % 86400) * interval '1 second',
       'Площадка ' || (g % 300), 'Описание происшествия ' || g, '[]'::jsonb, 0,
       authors.ids[1 + g % cardinality(authors.ids)], authors.ids[1 + g % cardinality(authors.ids)],
       now() - (g % 730) * interval '1 day', now() - (g % 730) * interval '1 day'
     from generate_series(1, $1::int) g, orgs, authors`,
    [count, KIND_MIX],
  );
  const year = new Date().getUTCFullYear() - 1;
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const [expected] = (
    await client.query(
      `with recursive tree as (
         select id from organizations where id = $1
         union all select o.id from organizations o join tree t on o.parent_id = t.id
       )
       select count(*)::int as n from incidents
       where organization_id in (select id from tree) and kind = $2 and deleted_at is null
         and occurred_at >= $3::date and occurred_at < ($4::date + 1) and status <> 'draft'`,
      [subsidiaryId, BENCH_KIND, from, to],
    )
  ).rows as { n: number }[];
  // At most the two years seeded (a run without messages still gets a valid date).
  const days = Math.min(730, Math.max(1, Math.round((730 * 100_000) / Math.max(count, 1))));
  const exportFrom = new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
  const [exportRows] = (
    await client.query(
      `select count(*)::int as n from incidents where deleted_at is null and status <> 'draft'
         and occurred_at >= $1::date`,
      [exportFrom],
    )
  ).rows as { n: number }[];
  return { total: count, from, to, expected: expected?.n ?? 0, exportFrom, exportRows: exportRows?.n ?? 0 };
}
