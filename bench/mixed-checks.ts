/**
 * What the `mixed` scenario checks in the database besides each answer: the rows a run wrote (one
 * message and one history row per 201 to a create, one comment per 201 to a comment, nothing
 * written that was not acknowledged), and that the registration numbers issued during the scenario
 * are unique and without gaps.
 *
 * The SQL is written once against `TQuery`: on PostgreSQL the bench's own pg client runs it; on
 * PGlite the database lives inside the server child, which runs it read-only (serve.ts `query`).
 */
import pg from 'pg';
import { LIST } from './bare-sql.ts';
import { BENCH_KIND } from './incidents-seed.ts';
import { INCIDENT_KINDS, type TMixContext } from './mixed-requests.ts';
import { PG_ADMIN_URL, PG_DB } from './options.ts';
import type { TReady } from './protocol.ts';
import type { TServer } from './server-child.ts';

export const benchDatabaseUrl = () => {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${PG_DB}`;
  return url.toString();
};

export async function benchClient(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: benchDatabaseUrl() });
  await client.connect();
  return client;
}

/** Rows of one read-only statement on the bench database; `R` is the shape the statement selects. */
export type TQuery = <R extends object>(sql: string, params?: unknown[]) => Promise<R[]>;
export type TChecksDb = { query: TQuery; close: () => Promise<void> };

export const pgQuery =
  (client: pg.Client): TQuery =>
  async <R extends object>(sql: string, params: unknown[] = []) =>
    // pg types rows as its own QueryResultRow; the statement decides their shape.
    (await client.query(sql, params)).rows as R[];

/** Where the checks read: the bench's pg client on PostgreSQL, the server child on PGlite. */
export async function openChecks(server: TServer): Promise<TChecksDb> {
  if (server.ready.engine === 'pglite')
    return {
      query: <R extends object>(sql: string, params?: unknown[]) => server.query<R>(sql, params),
      close: async () => {},
    };
  const client = await benchClient();
  return { query: pgQuery(client), close: () => client.end() };
}

/** The HSE engineer's scope, 5,000 of the sent messages in it (in number order), yesterday. */
export async function mixContext(query: TQuery, ready: TReady): Promise<TMixContext> {
  const scope = await query<{ id: string }>(
    `with recursive tree as (
       select id from organizations where id = $1 and deleted_at is null
       union all select o.id from organizations o join tree t on o.parent_id = t.id where o.deleted_at is null
     ) select id from tree order by id`,
    [ready.subsidiaryId],
  );
  const ids = scope.map((r) => r.id);
  const pool = await query<{ id: string; number: string }>(
    `select id, number from incidents where organization_id = any($1) and status <> 'draft'
       and deleted_at is null and number like 'INC-BENCH-%' order by number limit 5000`,
    [ids],
  );
  if (pool.length === 0) throw new Error('no incident messages in the scope to read and comment');
  return { scope: ids, pool, lastDay: Math.floor(Date.now() / 86_400_000) - 1 };
}

export type TRowsCheck = { ok: boolean; note: string };

/** The slowest a first page of the small scope may be: the issue's p99 limit for a list. */
export const SMALL_SCOPE_LIMIT_MS = 100;

/**
 * A small scope's first pages after the large scope's runs (decision 110): an organization with no
 * messages and its HSE engineer, added for the check and removed after it. Each of 14 requests
 * asks a type over two years, one at a time; a plan kept for the large scope would walk every
 * message of the type in that window (about 87,000 rows, some 200 ms). Every answer must hold no
 * rows and come within `SMALL_SCOPE_LIMIT_MS`.
 */
export async function checkSmallScope(
  query: TQuery,
  port: number,
  headersOf: (login: string) => Promise<Record<string, string>>,
  lastDay: number,
): Promise<TRowsCheck> {
  const login = 'bench.hse.small';
  const [org] = await query<{ id: string }>(
    `insert into organizations (id, parent_id, kind, name_ru, name_kk, name_en)
     select gen_random_uuid(), id, 'subsidiary', 'ТОО «Бенч без сообщений»', '«Бенч хабарсыз» ЖШС', 'Bench Empty LLP'
     from organizations where kind = 'holding' and deleted_at is null order by created_at limit 1
     returning id`,
  );
  if (!org) throw new Error('no holding to add the small scope under');
  try {
    await query(
      `insert into users (id, login, password_hash, last_name, first_name, iin, organization_id, roles)
       select gen_random_uuid(), $1, password_hash, 'Бенчев', 'Малый', '', $2, array['dotos']
       from users where login = 'admin'`,
      [login, org.id],
    );
    const headers = await headersOf(login);
    const day = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);
    const times: number[] = [];
    const wrong: string[] = [];
    for (let i = 0; i < 14; i++) {
      const kind = INCIDENT_KINDS[i % INCIDENT_KINDS.length];
      const path = `/api/incidents/?kind=${kind}&occurred_from=${day(lastDay - 700 + i)}&occurred_to=${day(lastDay)}&page=1&page_size=20`;
      const started = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
      const body = (await response.json()) as { count?: number; results?: unknown[] };
      times.push(performance.now() - started);
      if (response.status !== 200 || body.count !== 0 || body.results?.length !== 0)
        wrong.push(`${path}: ${response.status} ${JSON.stringify(body).slice(0, 120)}`);
    }
    const slowest = Math.max(...times);
    const median = [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
    const ok = wrong.length === 0 && slowest <= SMALL_SCOPE_LIMIT_MS;
    return {
      ok,
      note:
        `a scope with no messages, 14 first pages of two years: median ${median.toFixed(1)} ms, slowest ` +
        `${slowest.toFixed(1)} ms (limit ${SMALL_SCOPE_LIMIT_MS})${wrong.length ? `; WRONG: ${wrong.join('; ')}` : ''}`,
    };
  } finally {
    // Signed out and put aside as an admin would: their sign-in is in the security log.
    await query(`delete from auth_tokens where user_id in (select id from users where login = $1)`, [login]);
    await query(`update users set is_active = false where login = $1`, [login]);
    await query(`update organizations set deleted_at = now() where id = $1`, [org.id]);
  }
}

/** The rows written under `marker` against the 201s the run counted. */
export async function checkRows(
  query: TQuery,
  marker: string,
  created: string[],
  comments: string[],
): Promise<TRowsCheck> {
  const [r] = await query<Record<string, number>>(
    `select
       (select count(*)::int from incidents where id = any($1::uuid[])) as created,
       (select count(*)::int from history
          where entity_type = 'incident' and action = 'create' and entity_id = any($1::uuid[])) as logged,
       (select count(*)::int from incidents where description like $3) as marked,
       (select count(*)::int from record_comments where id = any($2::uuid[])) as commented,
       (select count(*)::int from record_comments where entity_type = 'incident' and text like $4) as said`,
    [created, comments, `${marker} message %`, `${marker} comment %`],
  );
  if (!r) throw new Error('the rows check answered no row');
  const ok =
    r.created === created.length &&
    r.logged === created.length &&
    r.marked === created.length &&
    r.commented === comments.length &&
    r.said === comments.length;
  return {
    ok,
    note:
      `201s: ${created.length} creates, ${comments.length} comments; rows: ${r.marked} messages ` +
      `(${r.created} by id), ${r.logged} history, ${r.said} comments (${r.commented} by id)`,
  };
}

type TCounter = { series: string; year: number; last: number };
const counterKey = (c: { series: string; year: number }) => `${c.series}/${c.year}`;

/** The incident counters before the scenario. */
export async function incidentCounters(query: TQuery): Promise<Map<string, TCounter>> {
  const rows = await query<TCounter>(
    `select series, year, last from registration_counters where prefix = 'INC'`,
  );
  return new Map(rows.map((r) => [counterKey(r), r]));
}

/**
 * Every number the counters issued since `before` names exactly one message (none missing: no
 * gap; the unique index forbids a second), and the counters moved by as many as were acknowledged.
 */
export async function checkNumbering(
  query: TQuery,
  before: Map<string, TCounter>,
  acknowledged: number,
): Promise<TRowsCheck> {
  const after = await incidentCounters(query);
  const expected: string[] = [];
  for (const c of after.values()) {
    const from = before.get(counterKey(c))?.last ?? 0;
    for (let n = from + 1; n <= c.last; n++)
      expected.push(['INC', c.series, String(c.year), String(n).padStart(5, '0')].filter(Boolean).join('-'));
  }
  const rows = await query<{ n: number; distinct: number }>(
    `select count(*)::int as n, count(distinct number)::int as distinct from incidents where number = any($1)`,
    [expected],
  );
  const found = rows[0]?.n ?? 0;
  const ok =
    found === expected.length && (rows[0]?.distinct ?? 0) === found && expected.length === acknowledged;
  return {
    ok,
    note: `${expected.length} numbers issued, ${found} found (${rows[0]?.distinct ?? 0} distinct), ${acknowledged} creates answered 201`,
  };
}

/** EXPLAIN (ANALYZE, BUFFERS) of the bare reference's list page and total for one 31-day window. */
export async function explainBareList(query: TQuery, ctx: TMixContext, login: string): Promise<string[]> {
  const [me] = await query<{ id: string }>('select id from users where login = $1', [login]);
  const day = (epochDay: number) => new Date(epochDay * 86_400_000).toISOString().slice(0, 10);
  const values = [BENCH_KIND, day(ctx.lastDay - 130), day(ctx.lastDay - 100), me?.id, ctx.scope];
  const lines: string[] = [];
  for (const [name, statement, params] of [
    ['page', LIST.scoped.page.text, [...values, 20, 0]],
    ['total', LIST.scoped.count.text, values],
  ] as const) {
    const plan = await query<Record<string, unknown>>(`explain (analyze, buffers) ${statement}`, [...params]);
    lines.push(`${name}:`, ...plan.map((r) => `  ${String(Object.values(r)[0])}`));
  }
  return lines;
}
