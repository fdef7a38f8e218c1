import { createHash } from 'node:crypto';
import type { DbOrTx } from '../db/client.ts';

const statementsByDb = new WeakMap<DbOrTx, Map<string, unknown>>();

/**
 * A query built once per database and kept: drizzle then neither rebuilds its SQL text nor maps
 * its columns anew on every call. `key` names the query's shape (which conditions it has, its
 * order); the values go in as placeholders. Build it with `.prepare(name)` for a statement whose
 * plan suits every value (PostgreSQL then plans it once), or with `unplanned()` where the best
 * plan depends on the values (a small division or a whole subsidiary), so each call is planned.
 */
export function preparedOnce<T>(db: DbOrTx, key: string, build: () => T): T {
  let statements = statementsByDb.get(db);
  if (!statements) {
    statements = new Map();
    statementsByDb.set(db, statements);
  }
  let statement = statements.get(key) as T | undefined;
  if (statement === undefined) {
    statement = build();
    statements.set(key, statement);
  }
  return statement;
}

/** The SQL is kept but sent as an unnamed statement, which PostgreSQL plans for each call's values. */
export function unplanned<T>(query: { prepare(name: string): T }): T {
  // drizzle's typing asks for a name; without one its drivers send the text unnamed.
  return query.prepare(undefined as unknown as string);
}

/**
 * The SQL sent as a named statement: each connection parses it once, and PostgreSQL's plan cache
 * plans it for the first calls' values, then keeps one generic plan only where that costs no more
 * than the plans it made per call (`plan_cache_mode = auto`). For a list's page that is most
 * calls: planning the page took as long as running it. `key` is the query's shape, as for
 * `preparedOnce`; the name is a hash of it, so one name always means one text.
 */
export function planned<T>(query: { prepare(name: string): T }, key: string): T {
  return query.prepare(`s_${createHash('sha256').update(key).digest('base64url').slice(0, 24)}`);
}
