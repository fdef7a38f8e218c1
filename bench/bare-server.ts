/**
 * The bare reference of the `mixed` and `cold-list` scenarios (decision 069): Fastify 5 and pg, no
 * code of the platform, doing the least correct work for the four requests of the mix on the
 * bench's own database, as a careful engineer would write it by hand:
 *
 * - every request: the token looked up (token, user and organization joined, expiry and the user's
 *   active flag checked) and the caller's scope (their organization's subtree) read in the same
 *   statement, nothing cached;
 * - `GET /api/incidents/?kind&occurred_from&occurred_to&page&page_size`: a page ordered by time,
 *   newest first, and the exact total, both restricted to the scope and to the draft rule (a draft
 *   is its author's alone), sent on two pooled connections at once;
 * - `GET /api/incidents/:id/`: the message, 404 outside the scope or for another's draft;
 * - `POST /api/incidents/`: the short first message checked by hand; its organization must lie in
 *   the scope; one statement takes the series code of the nearest organization above with a short
 *   name, bumps the counter row of (prefix, series, year) (the row stays locked until the statement
 *   commits, so numbers are unique and gapless), inserts the message and its history row;
 * - `POST /api/incidents/:id/comments/`: the comment, written only if the message is within the
 *   caller's reach (the same statement checks it).
 *
 * It does not keep Idempotency-Key answers, validate its answers, write notifications or keep a
 * read cache: the platform does those, and the bench reports the gap with that in mind.
 * Run by the bench as a child process; answers { type: 'ready', port } over IPC once it listens.
 */
import { createHash, randomUUID } from 'node:crypto';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import pg from 'pg';

const KINDS = ['accident', 'road_accident', 'fire', 'incident', 'medical', 'near_miss', 'environmental'];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** The message's five fields of a first report; anything else is refused, as the platform does. */
const CREATE_FIELDS = new Set(['kind', 'organization_id', 'occurred_at', 'location', 'description']);

const pool = new pg.Pool({
  connectionString: process.env.BARE_DATABASE_URL,
  max: Number(process.env.POOL_SIZE ?? 10),
  // Days of a filter are UTC days, as the platform reads them.
  options: '-c timezone=UTC',
});

/**
 * The index such an engineer adds for this list: one type over a period, newest first, with the
 * organization in the key so the scope is checked in the index. Part of the reference's own
 * setup, not of the app's migrations.
 */
await pool.query(
  `create index if not exists bare_incidents_kind_occurred_idx
     on incidents (kind, occurred_at, organization_id) where deleted_at is null`,
);
await pool.query('analyze incidents');

type TCaller = { id: string; fio: string; all: boolean; orgs: string[] };

/** Token, user, organization and the subtree in one round trip. */
const CALLER_SQL = {
  name: 'bare_caller',
  text: `with recursive me as (
      select u.id, u.organization_id, u.roles, o.kind,
             concat_ws(' ', u.last_name, u.first_name, nullif(u.middle_name, '')) as fio
      from auth_tokens t join users u on u.id = t.user_id join organizations o on o.id = u.organization_id
      where t.token_hash = $1 and t.expires_at > now() and u.is_active
    ), tree as (
      select id from organizations where id = (select organization_id from me) and deleted_at is null
      union all
      select o.id from organizations o join tree on o.parent_id = tree.id where o.deleted_at is null
    )
    select me.id, me.fio, me.roles, me.kind, array(select id from tree) as orgs from me`,
};

class Refusal extends Error {
  constructor(
    readonly status: number,
    detail: string,
  ) {
    super(detail);
  }
}

async function callerOf(request: FastifyRequest): Promise<TCaller> {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Token ')) throw new Refusal(401, 'Not signed in');
  const hash = createHash('sha256').update(header.slice(6)).digest('hex');
  const { rows } = await pool.query({ ...CALLER_SQL, values: [hash] });
  const row = rows[0] as
    | { id: string; fio: string; roles: string[]; kind: string; orgs: string[] }
    | undefined;
  if (!row) throw new Refusal(401, 'Not signed in');
  // The platform's rule: admins, and HSE staff of the holding, see every organization.
  const all =
    row.roles.includes('admin') ||
    (row.kind === 'holding' && row.roles.some((r) => r === 'dotos' || r === 'headdotos'));
  return { id: row.id, fio: row.fio, all, orgs: row.orgs };
}

const LIST_COLUMNS = `i.id, i.number, i.kind, i.status, i.organization_id, o.name_ru as organization_name,
  i.occurred_at, i.location, i.created_at`;
/**
 * Type, period, the draft rule and, for a scoped caller, the subtree ($5); written twice rather than
 * as `$5 is null or …`, which would keep a generic plan from using the organization in the index.
 */
const listWhere = (scoped: boolean) => `i.deleted_at is null and i.kind = $1 and i.occurred_at >= $2::date
  and i.occurred_at < $3::date + 1 and (i.status <> 'draft' or i.created_by = $4)
  ${scoped ? 'and i.organization_id = any($5)' : 'and $5::uuid[] is null'}`;
const listStatements = (scoped: boolean) => ({
  page: {
    name: `bare_page_${scoped}`,
    text: `select ${LIST_COLUMNS} from incidents i join organizations o on o.id = i.organization_id
      where ${listWhere(scoped)} order by i.occurred_at desc, i.id desc limit $6 offset $7`,
  },
  count: {
    name: `bare_count_${scoped}`,
    text: `select count(*)::int as n from incidents i where ${listWhere(scoped)}`,
  },
});
const LIST = { scoped: listStatements(true), all: listStatements(false) };

const READ_SQL = {
  name: 'bare_read',
  text: `select i.*, o.name_ru as organization_name from incidents i
    join organizations o on o.id = i.organization_id where i.id = $1 and i.deleted_at is null`,
};

/**
 * The number's series is the code of the nearest organization up the tree with a short name (''
 * without one); the counter row of (INC, series, year) is bumped and stays locked until commit.
 */
const CREATE_SQL = {
  name: 'bare_create',
  text: `with recursive up as (
      select id, parent_id, short_name, 0 as depth from organizations where id = $2
      union all
      select o.id, o.parent_id, o.short_name, up.depth + 1 from organizations o join up on o.id = up.parent_id
    ), series as (
      select coalesce((select upper(regexp_replace(btrim(short_name), '\\s+', '-', 'g')) from up
        order by (short_name = '') asc, depth asc limit 1), '') as code
    ), counter as (
      insert into registration_counters (prefix, series, year, last)
      select 'INC', code, $3::int, 1 from series
      on conflict (prefix, series, year) do update set last = registration_counters.last + 1
      returning series, last
    ), created as (
      insert into incidents (id, number, organization_id, status, kind, occurred_at, location, description,
                             created_by, updated_by)
      select $1, concat_ws('-', 'INC', nullif(series, ''), $3::int::text, lpad(last::text, 5, '0')), $2, 'draft',
             $4, $5, $6, $7, $8, $8
      from counter
      returning id, number, organization_id, status, kind, occurred_at, location, description, created_at
    ), logged as (
      insert into history (id, entity_type, entity_id, action, actor_id)
      select $9, 'incident', id, 'create', $8 from created
    )
    select * from created`,
};

/** The comment is written only when the message is within reach: in scope, or filed by the caller. */
const COMMENT_SQL = {
  name: 'bare_comment',
  text: `insert into record_comments (id, entity_type, entity_id, author_id, text)
    select $1, 'incident', i.id, $3, $4 from incidents i
    where i.id = $2 and i.deleted_at is null and (i.status <> 'draft' or i.created_by = $3)
      and ($5::uuid[] is null or i.organization_id = any($5) or i.created_by = $3)
    returning id, author_id, text, created_at`,
};

const app = Fastify({ logger: false });
app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply: FastifyReply) => {
  const status = error instanceof Refusal ? error.status : (error.statusCode ?? 500);
  void reply.status(status).send({ detail: error.message });
});

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max;

app.get('/api/incidents/', async (request) => {
  const caller = await callerOf(request);
  const q = request.query as Record<string, string | undefined>;
  const page = Number(q.page ?? 1);
  const size = Number(q.page_size ?? 20);
  if (
    !KINDS.includes(q.kind ?? '') ||
    !DAY.test(q.occurred_from ?? '') ||
    !DAY.test(q.occurred_to ?? '') ||
    !Number.isInteger(page) ||
    page < 1 ||
    !Number.isInteger(size) ||
    size < 1 ||
    size > 100
  )
    throw new Refusal(400, 'Bad filter');
  const values = [q.kind, q.occurred_from, q.occurred_to, caller.id, caller.all ? null : caller.orgs];
  const sql = caller.all ? LIST.all : LIST.scoped;
  const [rows, total] = await Promise.all([
    pool.query({ ...sql.page, values: [...values, size, (page - 1) * size] }),
    pool.query({ ...sql.count, values }),
  ]);
  return { count: (total.rows[0] as { n: number }).n, results: rows.rows };
});

app.get('/api/incidents/:id/', async (request) => {
  const caller = await callerOf(request);
  const { id } = request.params as { id: string };
  if (!UUID.test(id)) throw new Refusal(404, 'Not found');
  const row = (await pool.query({ ...READ_SQL, values: [id] })).rows[0] as
    | { organization_id: string; status: string; created_by: string | null }
    | undefined;
  const mine = row?.created_by === caller.id;
  if (
    !row ||
    (row.status === 'draft' && !mine) ||
    !(caller.all || caller.orgs.includes(row.organization_id) || mine)
  )
    throw new Refusal(404, 'Not found');
  return row;
});

app.post('/api/incidents/', async (request, reply) => {
  const caller = await callerOf(request);
  const body = (request.body ?? {}) as Record<string, unknown>;
  const occurred = typeof body.occurred_at === 'string' ? Date.parse(body.occurred_at) : Number.NaN;
  if (
    Object.keys(body).some((key) => !CREATE_FIELDS.has(key)) ||
    !KINDS.includes(String(body.kind)) ||
    !UUID.test(String(body.organization_id)) ||
    Number.isNaN(occurred) ||
    occurred > Date.now() + 5 * 60_000 ||
    !text(body.location, 500) ||
    !text(body.description, 5000)
  )
    throw new Refusal(400, 'Bad message');
  const organizationId = String(body.organization_id);
  if (!caller.all && !caller.orgs.includes(organizationId))
    throw new Refusal(400, 'Organization out of scope');
  const year = new Date(occurred).getUTCFullYear();
  const values = [
    randomUUID(),
    organizationId,
    year,
    body.kind,
    new Date(occurred),
    String(body.location).trim(),
    String(body.description).trim(),
    caller.id,
    randomUUID(),
  ];
  const { rows } = await pool.query({ ...CREATE_SQL, values });
  // An organization that does not exist leaves the counter untouched and nothing inserted.
  if (!rows[0]) throw new Refusal(400, 'Unknown organization');
  return reply.status(201).send(rows[0]);
});

app.post('/api/incidents/:id/comments/', async (request, reply) => {
  const caller = await callerOf(request);
  const { id } = request.params as { id: string };
  const body = (request.body ?? {}) as { text?: unknown };
  if (!UUID.test(id)) throw new Refusal(404, 'Not found');
  if (!text(body.text, 5000)) throw new Refusal(400, 'Empty comment');
  const values = [randomUUID(), id, caller.id, String(body.text).trim(), caller.all ? null : caller.orgs];
  const row = (await pool.query({ ...COMMENT_SQL, values })).rows[0] as Record<string, unknown> | undefined;
  if (!row) throw new Refusal(404, 'Not found');
  return reply.status(201).send({ ...row, author_fio: caller.fio });
});

await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0 });
process.on('message', (message: { type?: string }) => {
  if (message.type !== 'stop') return;
  void app
    .close()
    .then(() => pool.end())
    .finally(() => process.exit(0));
});
process.on('disconnect', () => process.exit(0));
