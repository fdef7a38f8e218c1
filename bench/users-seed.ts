/**
 * The bench's extra users and the administrator's notifications (serve.ts), written by SQL in one
 * statement each.
 */

type TRows = { rows: Record<string, unknown>[] };
/** The driver object behind drizzle: a pg Pool or a PGlite instance; both answer query(text, params). */
export type TClient = { query: (...args: unknown[]) => Promise<TRows> };

/** The name lists of the server's demo seed (passed in: the server's source may be another copy). */
export type TNames = Record<
  'LAST_NAMES' | 'FIRST_NAMES' | 'MIDDLE_NAMES' | 'CITIES' | 'POSTS',
  readonly string[]
>;

function checkDigitSql(column: string, weights: number[]) {
  const terms = weights.map((w, i) => `substr(${column}, ${i + 1}, 1)::int * ${w}`);
  return `((${terms.join(' + ')}) % 11)`;
}

/**
 * Adds `count` users with one INSERT … SELECT generate_series: unique logins and valid, unique
 * 12-digit IINs (birth dates 1960–2003, serials 9000–9006, which the demo seed never uses).
 * Organizations are weighted: 5 % the holding, 15 % the subsidiaries themselves, 80 % divisions.
 */
export async function addUsers(client: TClient, count: number, names: TNames) {
  const { LAST_NAMES, FIRST_NAMES, MIDDLE_NAMES, CITIES, POSTS } = names;
  const orgs = (
    await client.query(`select id, kind from organizations where deleted_at is null order by kind, name_en`)
  ).rows as { id: string; kind: string }[];
  const byKind = (kind: string) => orgs.filter((o) => o.kind === kind).map((o) => o.id);
  const weighted: string[] = [];
  const spread = (ids: string[], slots: number) => {
    for (let i = 0; i < slots; i++) weighted.push(ids[i % ids.length] as string);
  };
  spread(byKind('holding'), 5);
  spread(byKind('subsidiary'), 15);
  spread(byKind('division'), 80);

  const c1 = checkDigitSql('b', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  const c2 = checkDigitSql('b', [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2]);
  const sql = `
    with base as (
      select g,
        to_char(date '1960-01-01' + (g % 16000), 'YYMMDD')
          || ((case when date '1960-01-01' + (g % 16000) >= date '2000-01-01' then 5 else 3 end) + g % 2)::text
          || '9' || lpad((g / 16000)::text, 3, '0') as b
      from generate_series(1, $1::int + $1::int / 50 + 100) g
    ), checked as (
      select g, b, ${c1} as c1, ${c2} as c2 from base
    ), numbered as (
      select (row_number() over (order by g))::int as n, b || case when c1 < 10 then c1 else c2 end as iin
      from checked where c1 < 10 or c2 < 10
    )
    insert into users (id, login, password_hash, last_name, first_name, middle_name, email, phone, city,
                       post, personnel_number, iin, organization_id, is_active, created_at, updated_at)
    select gen_random_uuid(), 'bench' || lpad(n::text, 6, '0'),
      (select password_hash from users where login = 'admin'),
      ($2::text[])[1 + (n * 7) % cardinality($2::text[])],
      ($3::text[])[1 + (n * 13) % cardinality($3::text[])],
      ($4::text[])[1 + (n * 5) % cardinality($4::text[])],
      'bench' || n || '@bench.example',
      '+7701' || lpad(((n * 7919) % 10000000)::text, 7, '0'),
      ($5::text[])[1 + n % cardinality($5::text[])],
      ($6::text[])[1 + (n * 3) % cardinality($6::text[])],
      (200000 + n)::text,
      iin,
      ($7::uuid[])[1 + (n * 37) % cardinality($7::uuid[])],
      n % 50 <> 0,
      now() - n * interval '1 minute', now() - n * interval '1 minute'
    from numbered where n <= $1::int`;
  await client.query(sql, [count, LAST_NAMES, FIRST_NAMES, MIDDLE_NAMES, CITIES, POSTS, weighted]);
}

/** `unread` unread and twice as many read notifications for the administrator. */
export async function addNotifications(client: TClient, unread: number) {
  await client.query(
    `insert into notifications (id, user_id, title_ru, title_kk, title_en, link, read_at, created_at)
     select gen_random_uuid(), (select id from users where login = 'admin'),
       'Уведомление ' || g, 'Хабарлама ' || g, 'Notification ' || g, '/notifications',
       case when g > $1::int then now() - g * interval '1 minute' end, now() - g * interval '1 hour'
     from generate_series(1, $1::int * 3) g`,
    [unread],
  );
}
