/**
 * The server under test, run as a child process of bench/run.ts so the load generator does not
 * share its event loop. It opens the engine named by BENCH_ENGINE (PostgreSQL at
 * BENCH_DATABASE_URL, or PGlite in BENCH_DATA_DIR), migrates, seeds the demo data, adds
 * BENCH_USERS users, some notifications for the administrator, BENCH_INCIDENTS incident messages,
 * BENCH_QORGAU Qorgau cards, BENCH_EVENTS events and BENCH_EVENT_REMINDERS events due within the
 * reminder window, runs VACUUM ANALYZE, builds the app exactly as main.ts does and
 * listens on a free port of 127.0.0.1.
 *
 * It talks to the parent over IPC:
 *   → { type: 'ready', port, ... } once it listens;
 *   ← { type: 'explain', id, url, headers }: runs that request through the app twice, records the
 *     SQL statements of the second run and answers { type: 'explained', id, statements } with
 *     EXPLAIN (ANALYZE, BUFFERS) of each SELECT;
 *   ← { type: 'explain-users-shape', id, organizationId }: the same for a hand-written users-list
 *     page and count, for when the endpoint itself fails;
 *   ← { type: 'reminders', id, again }: runs the deadline scan through the jobs table and answers
 *     { type: 'reminded', id, run } with its time and the notices and notifications it wrote;
 *   ← { type: 'clear-cache', id }: empties the read cache, answers { type: 'cleared', id };
 *   ← { type: 'query', id, sql, params } (PGlite): runs the statement in a read-only transaction,
 *     answers { type: 'queried', id, rows } (or error): the bench's row checks, since the
 *     embedded database lives in this process;
 *   ← { type: 'stop' }: closes the app and the database and exits.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { addEvents } from './events-seed.ts';
import { addFormSubmissions } from './forms-seed.ts';
import { addIncidents } from './incidents-seed.ts';
import type { TChildMessage, TParentMessage, TRemindersRun, TStatementPlan } from './protocol.ts';
import { addQorgauCards } from './qorgau-seed.ts';
import { addNotifications, addUsers, type TClient } from './users-seed.ts';

/**
 * The server sources: apps/server/src, or a copy named by BENCH_SERVER_SRC (`--server-src`) to
 * measure a change before and after without touching the shared tree.
 */
const serverSrc = process.env.BENCH_SERVER_SRC
  ? pathToFileURL(`${path.resolve(process.env.BENCH_SERVER_SRC)}/`).href
  : new URL('../apps/server/src/', import.meta.url).href;
const load = <T>(file: string) => import(new URL(file, serverSrc).href) as Promise<T>;
const { buildApp } = await load<typeof import('../apps/server/src/app.ts')>('app.ts');
const { loadConfig } = await load<typeof import('../apps/server/src/config.ts')>('config.ts');
const { openDatabase } = await load<typeof import('../apps/server/src/db/client.ts')>('db/client.ts');
const { createDeps } = await load<typeof import('../apps/server/src/platform/deps.ts')>('platform/deps.ts');
const { CITIES, FIRST_NAMES, LAST_NAMES, MIDDLE_NAMES, POSTS } =
  await load<typeof import('../apps/server/src/seed/demo-people.ts')>('seed/demo-people.ts');
const { seedDemo } = await load<typeof import('../apps/server/src/seed/seed.ts')>('seed/seed.ts');
const { localDay } =
  await load<typeof import('../apps/server/src/platform/working-days.ts')>('platform/working-days.ts');
const { JobWorker } = await load<typeof import('../apps/server/src/platform/jobs.ts')>('platform/jobs.ts');
const { DEADLINE_SCAN_JOB, deadlineSettings, scanDeadlines } =
  await load<typeof import('../apps/server/src/platform/deadlines.ts')>('platform/deadlines.ts');

const engine = process.env.BENCH_ENGINE === 'pglite' ? 'pglite' : 'postgres';
const dataDir = process.env.BENCH_DATA_DIR;
const userCount = Number(process.env.BENCH_USERS ?? 100_000);
const unreadNotifications = Number(process.env.BENCH_UNREAD ?? 50);
const incidentCount = Number(process.env.BENCH_INCIDENTS ?? (engine === 'pglite' ? 100_000 : 1_000_000));
const qorgauCount = Number(process.env.BENCH_QORGAU ?? (engine === 'pglite' ? 50_000 : 200_000));
const eventCount = Number(process.env.BENCH_EVENTS ?? (engine === 'pglite' ? 100_000 : 1_000_000));
const reminderCount = Number(process.env.BENCH_EVENT_REMINDERS ?? 0);
const formYears = Number(process.env.BENCH_FORM_YEARS ?? 0);
if (!dataDir) throw new Error('BENCH_DATA_DIR is required');

/** A row as JSON can carry it over IPC: bigint as a number (as text past 2^53), a date as ISO text. */
function jsonRow(row: Record<string, unknown>): Record<string, unknown> {
  const plain = (value: unknown): unknown =>
    typeof value === 'bigint'
      ? Number.isSafeInteger(Number(value))
        ? Number(value)
        : String(value)
      : value instanceof Date
        ? value.toISOString()
        : value;
  return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, plain(value)]));
}

function send(message: TChildMessage) {
  process.send?.(message);
}

/** The IIN check digit in SQL (weights 1..11, then 3..11,1,2), over an 11-digit text `b`. */
async function main() {
  const started = Date.now();
  // The server's own settings from the environment apply (POOL_SIZE, VALIDATE_RESPONSES, …),
  // except those the bench must decide.
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'silent',
    SCRYPT_LOG_N: '10',
    DATA_DIR: dataDir,
    // An empty folder: the bench measures the API, not static files.
    WEB_DIST: path.join(dataDir as string, 'no-web'),
    HOST: '127.0.0.1',
    PORT: '0',
    SEED_DEMO: 'true',
    DATABASE_URL: engine === 'postgres' ? process.env.BENCH_DATABASE_URL : undefined,
  });
  mkdirSync(config.dataDir, { recursive: true });
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: path.join(config.dataDir, 'pglite'),
    poolSize: config.POOL_SIZE,
  });
  const client = (database.db as unknown as { $client: TClient }).$client;
  await database.migrate();
  await seedDemo(database.db, config);
  const seededAt = Date.now();
  await addUsers(client, userCount, { CITIES, FIRST_NAMES, LAST_NAMES, MIDDLE_NAMES, POSTS });
  await addNotifications(client, unreadNotifications);
  const [largest] = (
    await client.query(
      `select o.id from organizations o where kind = 'subsidiary' order by
         (select count(*) from users u where u.organization_id in
           (select id from organizations where id = o.id or parent_id = o.id)) desc limit 1`,
    )
  ).rows as { id: string }[];
  const incidents = await addIncidents(client, incidentCount, largest?.id as string);
  const qorgau = await addQorgauCards(client, qorgauCount);
  const events = await addEvents(client, {
    count: eventCount,
    reminders: reminderCount,
    subsidiaryId: largest?.id as string,
    today: localDay(new Date(), config.TIME_ZONE),
  });
  const forms = await addFormSubmissions(client, formYears, localDay(new Date(), config.TIME_ZONE));
  // A real server's autovacuum would have run after such an insert; PGlite has none.
  await client.query('vacuum analyze');
  const loadedAt = Date.now();

  const [sub] = (
    await client.query(
      `select o.id, o.name_en, (select count(*) from users u where u.organization_id in
         (select id from organizations where id = o.id or parent_id = o.id))::int as subtree_users
       from organizations o where kind = 'subsidiary' order by subtree_users desc limit 1`,
    )
  ).rows as { id: string; name_en: string; subtree_users: number }[];
  const [totals] = (await client.query('select count(*)::int as n from users')).rows as { n: number }[];
  const [unread] = (
    await client.query(
      `select count(*)::int as n from notifications n join users u on u.id = n.user_id
       where u.login = 'admin' and n.read_at is null`,
    )
  ).rows as { n: number }[];
  if (!sub || !totals || !unread) throw new Error('seed produced no subsidiary');

  const deps = await createDeps(database, config);
  const app = await buildApp(deps, { logger: false });
  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  async function plansOf(statements: { sql: string; params: unknown[] }[]): Promise<TStatementPlan[]> {
    const plans: TStatementPlan[] = [];
    for (const statement of statements) {
      let plan: string[] = [];
      if (/^\s*(with|select)\b/i.test(statement.sql)) {
        try {
          const result = await client.query(`explain (analyze, buffers) ${statement.sql}`, statement.params);
          plan = result.rows.map((r) => String(Object.values(r)[0]));
        } catch (error) {
          plan = [`EXPLAIN failed: ${error instanceof Error ? error.message : error}`];
        }
      }
      plans.push({ ...statement, plan });
    }
    return plans;
  }

  /**
   * Runs `url` through the app and returns the SQL it sent, with a plan of each SELECT; when the
   * app does not answer 200, the error names the status and the statements are still returned.
   */
  async function explain(url: string, headers: Record<string, string>, cold = false) {
    await app.inject({ method: 'GET', url, headers });
    // A cold cache shows everything the request costs the first time: token, subtree, total.
    if (cold) deps.cache.clear();
    const seen: { sql: string; params: unknown[] }[] = [];
    const original = client.query;
    client.query = (...args: unknown[]) => {
      const [first, second] = args;
      const text = typeof first === 'string' ? first : (first as { text: string }).text;
      const params = (Array.isArray(second) ? second : (first as { values?: unknown[] }).values) ?? [];
      seen.push({ sql: text, params });
      return original.apply(client, args);
    };
    let error: string | undefined;
    try {
      const response = await app.inject({ method: 'GET', url, headers });
      if (response.statusCode !== 200)
        error = `${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
    } finally {
      client.query = original;
    }
    return { statements: await plansOf(seen), error };
  }

  /**
   * A users-list page (default ordering, 20 rows) and count for one organization subtree, written
   * out by hand with the subtree's ids as one array parameter: planned even when the endpoint
   * itself fails.
   */
  async function explainUsersShape(organizationId: string) {
    const tree = await client.query(
      `with recursive tree as (
         select id from organizations where id = $1 and deleted_at is null
         union all
         select o.id from organizations o join tree t on o.parent_id = t.id where o.deleted_at is null
       ) select id from tree`,
      [organizationId],
    );
    const ids = tree.rows.map((r) => String(r.id));
    const columns = `u.id, u.login, u.last_name, u.first_name, u.middle_name, u.email, u.phone, u.city, u.division,
      u.post, u.personnel_number, u.iin, u.license_categories, u.blood_group, u.organization_id, u.roles,
      u.is_active, u.photo_key, u.version, u.created_at, u.created_by, u.updated_at, u.updated_by,
      o.name_ru, o.name_kk, o.name_en`;
    return plansOf([
      {
        sql: `select ${columns} from users u inner join organizations o on o.id = u.organization_id
              where u.organization_id = any($1::uuid[])
              order by u.last_name asc, u.first_name asc, u.id asc limit 20 offset 0`,
        params: [ids],
      },
      { sql: 'select count(*) from users u where u.organization_id = any($1::uuid[])', params: [ids] },
    ]);
  }

  const quiet = { info() {}, warn() {} };
  const one = async (text: string, params: unknown[] = []) =>
    Number(((await client.query(text, params)).rows[0] as { n: number }).n);

  /**
   * One reminder run as the server runs it (decision 049): what earlier runs wrote is removed (the
   * notices, their notifications and the scan's job rows), then a job worker's pass enqueues this
   * period's deadline scan in the jobs table, claims it and runs it; timed until the job is
   * recorded. `again`: a second scan afterwards, which must send nothing.
   */
  async function reminders(again: boolean): Promise<{ run: TRemindersRun; again?: number }> {
    await client.query(
      `delete from notifications where id in (select notification_id from deadline_notices)`,
    );
    await client.query('delete from deadline_notices');
    await client.query('delete from jobs where kind = $1', [DEADLINE_SCAN_JOB]);
    const worker = new JobWorker(deps, {
      pollMs: config.JOBS_POLL_SECONDS * 1000,
      leaseMs: config.JOBS_LEASE_SECONDS * 1000,
      timeZone: config.TIME_ZONE,
      log: quiet,
    });
    const started = performance.now();
    const ran = await worker.tick();
    const ms = Math.round(performance.now() - started);
    const [job] = (
      await client.query('select done_at, last_error from jobs where kind = $1', [DEADLINE_SCAN_JOB])
    ).rows as { done_at: unknown; last_error: string | null }[];
    const stage = (pattern: string) =>
      one('select count(*)::int as n from deadline_notices where stage like $1', [pattern]);
    const run: TRemindersRun = {
      ms,
      ran,
      jobDone: Boolean(job?.done_at),
      jobError: job?.last_error ?? null,
      notices: await stage('%'),
      reminders: await stage('remind_%'),
      overdue: await stage('overdue'),
      escalations: await stage('escalation'),
      duplicates: await one(
        `select (count(*) - count(distinct (source, item_id, stage, user_id)))::int as n from deadline_notices`,
      ),
      users: await one('select count(distinct user_id)::int as n from deadline_notices'),
      notifications: await one(
        `select count(*)::int as n from notifications where id in (select notification_id from deadline_notices)`,
      ),
      untold: await one('select count(*)::int as n from deadline_notices where notification_id is null'),
    };
    if (!again) return { run };
    const sent = await scanDeadlines(deps, new Date(), deadlineSettings(config));
    return { run, again: sent };
  }

  /**
   * One statement in a read-only transaction. PGlite's transaction holds its only connection, so
   * the app's own statements wait until it ends and a check never sees half of a write; a
   * statement that writes fails instead of changing what is measured.
   */
  async function readOnly(sql: string, params: unknown[]): Promise<Record<string, unknown>[]> {
    if (engine !== 'pglite') throw new Error('the bench reads PostgreSQL with its own client');
    const lite = client as unknown as {
      transaction<T>(work: (tx: TClient & { exec(sql: string): Promise<unknown> }) => Promise<T>): Promise<T>;
    };
    return lite.transaction(async (tx) => {
      await tx.exec('set transaction read only');
      return (await tx.query(sql, params)).rows.map(jsonRow);
    });
  }

  process.on('message', (message: TParentMessage) => {
    if (message.type === 'reminders') {
      reminders(Boolean(message.again)).then(
        (answer) => send({ type: 'reminded', id: message.id, ...answer }),
        (error: unknown) => send({ type: 'reminded', id: message.id, error: String(error) }),
      );
      return;
    }
    if (message.type === 'query') {
      readOnly(message.sql, message.params).then(
        (rows) => send({ type: 'queried', id: message.id, rows }),
        (error: unknown) =>
          send({
            type: 'queried',
            id: message.id,
            error: error instanceof Error ? error.message : String(error),
          }),
      );
      return;
    }
    if (message.type === 'clear-cache') {
      deps.cache.clear();
      send({ type: 'cleared', id: message.id });
      return;
    }
    if (message.type === 'explain') {
      explain(message.url, message.headers, message.cold).then(
        (answer) => send({ type: 'explained', id: message.id, ...answer }),
        (error: unknown) => send({ type: 'explained', id: message.id, statements: [], error: String(error) }),
      );
    } else if (message.type === 'explain-users-shape') {
      explainUsersShape(message.organizationId).then(
        (statements) => send({ type: 'explained', id: message.id, statements }),
        (error: unknown) => send({ type: 'explained', id: message.id, statements: [], error: String(error) }),
      );
    } else if (message.type === 'stop') {
      void (async () => {
        await app.close();
        await database.close();
        process.exit(0);
      })();
    }
  });
  // The parent going away must not leave a server (and a PGlite lock) behind.
  process.on('disconnect', () => process.exit(0));

  send({
    type: 'ready',
    port,
    engine,
    subsidiaryId: sub.id,
    subsidiaryName: sub.name_en,
    subtreeUsers: sub.subtree_users,
    totalUsers: totals.n,
    adminUnread: unread.n,
    seedMs: seededAt - started,
    loadMs: loadedAt - seededAt,
    incidents,
    qorgau,
    events,
    forms,
  });
}

main().catch((error: unknown) => {
  console.error(error);
  send({ type: 'failed', error: String(error) });
  process.exit(1);
});
