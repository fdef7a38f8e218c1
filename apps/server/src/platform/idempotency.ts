import { createHash, type Hash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import { z } from 'zod';
import type { Db, DbOrTx } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema/index.ts';
import type { TApp } from './app-types.ts';
import type { TDeps } from './deps.ts';
import { AppError } from './errors.ts';
import { answerStore } from './idempotency-answers.ts';
import { planned, preparedOnce } from './prepared.ts';
import { requestContext } from './request-context.ts';

/**
 * `Idempotency-Key` on every POST (IETF httpapi draft, Stripe's semantics; decision 022): a
 * client that retries a write after a cut connection gets the first answer again instead of a
 * second write.
 *
 * The key row is inserted by the request's first `db.transaction` — the change — before it
 * commits, with what the transaction returns (by the change's last statement itself where it
 * declares the result, decision 094); so a key exists exactly when the change does. Once the
 * answer is sent it is stored on the row too, with others sent at the same moment.
 *
 * A JSON request runs without looking for its key first (decision 101): a retry's change cannot
 * commit, as it fails on its precondition (a stale version, a state left) or on the key's unique
 * index at the latest, and only a request that failed looks for its key. Found:
 * - with an answer: that answer is sent again (status and body);
 * - without one (the process died between commit and answer, or a twin in another process has
 *   not stored it yet): the route runs again, but its change's transaction does nothing and
 *   returns the stored result, from which the route builds its answer as it would have.
 * The same key with another payload is refused (422); the same key while its first request is
 * still running in this process is refused (409) by the set of running keys. In another process
 * the key's unique index makes the twin's change wait for the first's and fail once it commits.
 * A multipart payload is known only inside the route: its change looks for the key under an
 * advisory lock, and a twin's is refused (409) while the first runs.
 */

const KEY_MAX_LENGTH = 255;

type TContext = {
  key: string;
  userId: string | null;
  /** Method and path, then the JSON body or, for a multipart request, its parts as read. */
  hash: Hash;
  fingerprint?: string;
  /** The first transaction has run under this key (later ones are ordinary). */
  claimed: boolean;
  /**
   * A JSON payload, known before the route runs: its change's transaction does not look for the
   * key, the key's unique index stops a retry or a twin (decision 101).
   */
  lookedAfterFailure: boolean;
  /** Found without an answer once a retry failed: the change committed, its result is this. */
  committed?: { value: unknown };
  /** The keyed transaction while its work runs, so one of its statements may write the key. */
  tx?: unknown;
  /** What a statement of the change wrote with the key as its result (`idempotencyKeyValues`). */
  declared?: { value: unknown };
  /** The change had committed before: the answer is built again from its result, not redone. */
  rebuilt?: boolean;
  /** The row's scope once the change committed under the key: the answer is stored there. */
  committedScope?: string;
};

/** Marks a database whose transactions are already keyed (one per process, many apps in tests). */
const KEYED = Symbol('idempotency');

/** The key of the request being served, once its route runs. */
const keyContext = () => requestContext()?.idempotency as TContext | undefined;
const contexts = new WeakMap<FastifyRequest, TContext>();

/** A stored answer, thrown from inside a transaction to send it instead of doing the work. */
class StoredAnswer extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super('stored answer');
  }
}

const fingerprintOf = (ctx: TContext) => {
  ctx.fingerprint ??= ctx.hash.digest('base64url');
  return ctx.fingerprint;
};

/** A guest is nobody in particular: their key counts only together with the same payload. */
const scopeOf = (ctx: TContext) => (ctx.userId ? `user:${ctx.userId}` : `guest:${fingerprintOf(ctx)}`);

/** A multipart request's part, added to its payload's hash as the route reads it. */
export function idempotencyPart(kind: 'field' | 'file', name: string, value: string | Buffer, filename = '') {
  const ctx = keyContext();
  if (!ctx || ctx.fingerprint) return;
  const content = typeof value === 'string' ? value : createHash('sha256').update(value).digest('base64');
  ctx.hash.update(`\n${kind}\0${name}\0${filename}\0${content}`);
}

/** The header's value: a token or an RFC 8941 string, 1–255 visible ASCII characters; else 400. */
function keyOf(header: string | string[]): string {
  const raw = Array.isArray(header) ? '' : header.trim();
  const key = /^".*"$/.test(raw) ? raw.slice(1, -1) : raw;
  if (!key || key.length > KEY_MAX_LENGTH || !/^[\x20-\x7e]+$/.test(key))
    throw new AppError(400, 'errors.idempotency_key_invalid');
  return key;
}

const inUse = () => new AppError(409, 'errors.idempotency_key_in_use');

/** The key was written by a twin of this request meanwhile: this change rolls back. */
class KeyTaken extends Error {
  constructor() {
    super('idempotency key taken');
  }
}
export const keyTaken = () => new KeyTaken();
const reused = () => new AppError(422, 'errors.idempotency_key_reused');

/** Looked for before every keyed write: built once per database, planned once per connection. */
const findStatement = (db: Db) =>
  preparedOnce(db, 'idempotency-find', () =>
    planned(
      db
        .select()
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.scope, sql.placeholder('scope')),
            eq(idempotencyKeys.key, sql.placeholder('key')),
          ),
        ),
      'idempotency-find',
    ),
  );

async function findKey(db: Db, scope: string, key: string) {
  const [row] = await findStatement(db).execute({ scope, key });
  return row;
}

function replay(reply: FastifyReply, status: number, body: unknown) {
  return reply
    .status(status)
    .header('Idempotent-Replayed', 'true')
    .send(body ?? null);
}

const keyValues = (ctx: TContext, scope: string, result: unknown) => ({
  scope,
  key: ctx.key,
  fingerprint: fingerprintOf(ctx),
  result: { value: result ?? null },
});

/**
 * The values of the request's key with `result`, for a statement of its change to insert (as
 * `insertWithJournal` does) instead of a statement of its own before commit; undefined outside
 * the keyed transaction or once the key is written. A key taken meanwhile fails the statement.
 */
export function idempotencyKeyValues(tx: DbOrTx, result: unknown) {
  const ctx = keyContext();
  if (!ctx || ctx.tx !== tx || ctx.declared) return undefined;
  ctx.declared = { value: result ?? null };
  return keyValues(ctx, scopeOf(ctx), result);
}

/** The key's primary key: a statement that wrote a key taken meanwhile fails on it. */
export const IDEMPOTENCY_KEY_CONSTRAINT = 'idempotency_keys_scope_key_pk';

/**
 * Makes the first `db.transaction` of a keyed request its change: it writes the key with the
 * transaction's result before commit, and for a key whose change already committed it returns
 * that change's result without running it again.
 */
function keyTransactions(db: Db & { [KEYED]?: true }) {
  if (db[KEYED]) return;
  db[KEYED] = true;
  const original = db.transaction.bind(db);
  const keyed: Db['transaction'] = (work, config) => {
    const ctx = keyContext();
    if (!ctx || ctx.claimed) return original(work, config);
    ctx.claimed = true;
    const scope = scopeOf(ctx);
    if (ctx.committed) {
      ctx.committedScope = scope;
      ctx.rebuilt = true;
      return Promise.resolve(ctx.committed.value as never);
    }
    const keyedWork = original(async (tx) => {
      if (!ctx.lookedAfterFailure) {
        // A multipart payload is known only now: the key is looked for under a lock that another
        // process running the same key holds until it commits or rolls back.
        const locked = await tx.execute(
          sql`select pg_try_advisory_xact_lock(hashtextextended(${`idempotency|${scope}|${ctx.key}`}, 0)) as ok`,
        );
        if ((locked as unknown as { rows: { ok: boolean }[] }).rows[0]?.ok !== true) throw inUse();
        const found = await findKey(tx as unknown as Db, scope, ctx.key);
        if (found) {
          if (found.fingerprint !== fingerprintOf(ctx)) throw reused();
          if (found.status !== null) throw new StoredAnswer(found.status, found.body?.value);
          ctx.committedScope = scope;
          ctx.rebuilt = true;
          return found.result.value as never;
        }
      }
      ctx.tx = tx;
      const result = await work(tx);
      ctx.tx = undefined;
      if (!ctx.declared) {
        const [written] = await tx
          .insert(idempotencyKeys)
          .values(keyValues(ctx, scope, result))
          .onConflictDoNothing()
          .returning({ scope: idempotencyKeys.scope });
        if (!written) throw keyTaken();
      } else if (JSON.stringify(ctx.declared.value) !== JSON.stringify(result ?? null))
        await tx
          .update(idempotencyKeys)
          .set({ result: { value: result ?? null } })
          .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, ctx.key)));
      ctx.committedScope = scope;
      return result;
    }, config);
    // A change that failed left no key: the request's next transaction, if any, is its change.
    return keyedWork.catch((error: unknown) => {
      ctx.tx = undefined;
      ctx.declared = undefined;
      if (!(error instanceof StoredAnswer)) {
        ctx.claimed = false;
        ctx.committedScope = undefined;
      }
      throw error;
    });
  };
  db.transaction = keyed;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: the route ignores the header; its answer carries a secret (a token) never stored. */
    idempotency?: false;
  }
}

const isPost = (method: string | string[]) =>
  Array.isArray(method) ? method.includes('POST') : method === 'POST';

const HEADERS_DOC = z.looseObject({
  'idempotency-key': z
    .string()
    .optional()
    .describe(
      'Retrying with the same key and payload answers the first answer again instead of writing twice (kept 24 h); another payload: 422; while the first still runs: 409',
    ),
});

/**
 * The header's schema documents it only: `keyOf` checks the key, and parsing every header of
 * every POST against a loose object would copy them all for nothing.
 */
export const documentsOnly = (schema: unknown) => schema === HEADERS_DOC;

/** Registers the header on every POST route added after this call. */
export function registerIdempotency(app: TApp, deps: TDeps) {
  const { db } = deps;
  keyTransactions(db);
  /** `scope|key` of the keyed requests this process is running. */
  const running = new Set<string>();

  app.addHook('onRoute', (route) => {
    if (!isPost(route.method) || route.config?.idempotency === false) return;
    const handler = route.handler as RouteHandlerMethod;
    if (route.schema && !route.schema.headers) route.schema = { ...route.schema, headers: HEADERS_DOC };
    route.handler = async function keyedHandler(this: unknown, request: FastifyRequest, reply: FastifyReply) {
      const header = request.headers['idempotency-key'];
      if (header === undefined) return handler.call(this as never, request, reply);
      const key = keyOf(header);
      const userId = request.user?.id ?? null;
      const hash = createHash('sha256').update(`${request.method} ${request.url}`);
      // A multipart payload is known only once the route has read it: its key is looked for
      // inside the change. A JSON one is not looked for first (decision 101).
      const json = !request.isMultipart();
      const ctx: TContext = { key, userId, hash, claimed: false, lookedAfterFailure: json };
      if (json) hash.update(`\n${JSON.stringify(request.body ?? null)}`);
      const runningKey = `${userId ?? 'guest'}|${key}`;
      if (running.has(runningKey)) throw inUse();
      running.add(runningKey);
      contexts.set(request, ctx);
      // Every request runs in its context from its first hook (`registerClientInfo`).
      const holder = requestContext();
      if (!holder) throw new Error('A keyed request outside its request context');
      const run = () => {
        holder.idempotency = ctx;
        return handler.call(this as never, request, reply);
      };
      try {
        try {
          return await run();
        } catch (error) {
          if (error instanceof StoredAnswer) return replay(reply, error.status, error.body);
          if (!json && !(error instanceof KeyTaken)) throw error;
          // A retry's change fails, on the key at the latest, so the key is looked for only now.
          const found = await findKey(db, scopeOf(ctx), key).catch(() => undefined);
          if (!found) throw error instanceof KeyTaken ? inUse() : error;
          if (found.fingerprint !== fingerprintOf(ctx)) throw reused();
          if (found.status != null) return replay(reply, found.status, found.body?.value);
          // Committed and not answered yet (the process died between, or a twin elsewhere has not
          // stored its answer): the answer is built again from the change's result.
          if (!json) throw inUse();
          Object.assign(ctx, { claimed: false, declared: undefined, tx: undefined });
          ctx.committed = { value: found.result.value };
          return await run();
        }
      } finally {
        running.delete(runningKey);
        holder.idempotency = undefined;
      }
    };
  });

  const answers = answerStore(db, app.log);
  app.addHook('onClose', () => answers.drain());
  app.addHook('onSend', (request, reply, payload, done) => {
    const ctx = contexts.get(request);
    const scope = ctx?.committedScope;
    if (!ctx || !scope || reply.statusCode >= 300) {
      done(null, payload);
      return;
    }
    ctx.committedScope = undefined;
    if (ctx.rebuilt) reply.header('Idempotent-Replayed', 'true');
    answers.add({
      scope,
      key: ctx.key,
      status: reply.statusCode,
      body: typeof payload === 'string' && payload !== '' ? payload : 'null',
    });
    done(null, payload);
  });
}
