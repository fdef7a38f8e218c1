/**
 * The bare reference of the `mixed` and `cold-list` scenarios (decision 069): Fastify 5 and pg, no
 * code of the platform, doing the least correct work for the four requests of the mix on the
 * bench's own database, as a careful engineer would write it by hand:
 *
 * - every request: the token looked up (token, user and organization joined, expiry, idle time and
 *   the user's active flag checked) and the caller's scope (their organization's subtree) read in the same
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
import { BARE_INDEX_SQL, CALLER_SQL, COMMENT_SQL, CREATE_SQL, LIST, READ_SQL } from './bare-sql.ts';

/** The platform's default idle limit of a token (TOKEN_IDLE_MINUTES). */
const IDLE_MINUTES = Number(process.env.TOKEN_IDLE_MINUTES ?? 8 * 60);
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

await pool.query(BARE_INDEX_SQL);
await pool.query('analyze incidents');

type TCaller = { id: string; fio: string; all: boolean; orgs: string[] };

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
  const { rows } = await pool.query({ ...CALLER_SQL, values: [hash, IDLE_MINUTES] });
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
