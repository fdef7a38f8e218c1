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
