import { createHash } from 'node:crypto';
import { Column, is, SQL } from 'drizzle-orm';
import type { PgSession } from 'drizzle-orm/pg-core';
import type { Db, DbOrTx } from '../db/client.ts';

const builtByOwner = new WeakMap<object, Map<unknown, unknown>>();

/**
 * What `build` makes for `owner` and `key`, made once and kept as long as the owner lives: the
 * one cache of built statements (by database and shape, by the columns a read selects, by the
 * shape of a write). `key` is a string naming a shape, or an object standing for one.
 */
export function builtOnce<T>(owner: object, key: unknown, build: () => T): T {
  let built = builtByOwner.get(owner);
  if (!built) {
    built = new Map();
    builtByOwner.set(owner, built);
  }
  if (built.has(key)) return built.get(key) as T;
  const made = build();
  built.set(key, made);
  return made;
}

/**
 * A query built once per database and kept: drizzle then neither rebuilds its SQL text nor maps
 * its columns anew on every call. `key` names the query's shape (which conditions it has, its
 * order); the values go in as placeholders. Build it with `.prepare(name)` for a statement whose
 * plan suits every value (PostgreSQL then plans it once), or with `unplanned()` where the best
 * plan depends on the values (a small division or a whole subsidiary), so each call is planned.
 */
export function preparedOnce<T>(db: DbOrTx, key: string, build: () => T): T {
  return builtOnce(db, key, build);
}

/** The SQL is kept but sent as an unnamed statement, which PostgreSQL plans for each call's values. */
export function unplanned<T>(query: { prepare(name: string): T }): T {
  // drizzle's typing asks for a name; without one its drivers send the text unnamed.
  return preparedFast(query, undefined) ?? query.prepare(undefined as unknown as string);
}

/**
 * The SQL sent as a named statement: each connection parses it once, and PostgreSQL's plan cache
 * plans it for the first calls' values, then keeps one generic plan only where that costs no more
 * than the plans it made per call (`plan_cache_mode = auto`). For a list's page that is most
 * calls: planning the page took as long as running it. `key` is the query's shape, as for
 * `preparedOnce`; the name is a hash of it, so one name always means one text. `on`: the database
 * to run it on instead of the query's own (the connections that always keep the generic plan).
 */
export function planned<T>(query: { prepare(name: string): T }, key: string, on?: Db): T {
  const name = statementName('s', key);
  return preparedFast(query, name, on) ?? query.prepare(name);
}

/** A named statement's name: a hash of what it is, so one name always means one text. */
export const statementName = (prefix: string, key: string) =>
  `${prefix}_${createHash('sha256').update(key).digest('base64url').slice(0, 24)}`;

type TDecoder = { mapFromDriverValue(value: unknown): unknown };
type TRowDecoder = (rows: unknown[][]) => Record<string, unknown>[];

/**
 * Decodes the array rows of a flat selection (columns and SQL values by key) as drizzle would,
 * with each column's decoder found once instead of for every value of every row; undefined for
 * a selection that nests (drizzle maps those).
 */
export function rowDecoder(fields: Record<string, unknown>): TRowDecoder | undefined {
  const decoders: [string, TDecoder][] = [];
  for (const [key, field] of Object.entries(fields)) {
    // drizzle keeps an SQL value's decoder (`mapWith`) on it without typing it public.
    if (is(field, Column)) decoders.push([key, field]);
    else if (is(field, SQL)) decoders.push([key, (field as unknown as { decoder: TDecoder }).decoder]);
    else if (is(field, SQL.Aliased))
      decoders.push([key, (field.sql as unknown as { decoder: TDecoder }).decoder]);
    else return undefined;
  }
  return (rows) =>
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (let i = 0; i < decoders.length; i++) {
        const [key, decoder] = decoders[i] as [string, TDecoder];
        const value = row[i];
        out[key] = value === null ? null : decoder.mapFromDriverValue(value);
      }
      return out;
    });
}

type TSelectInternals = {
  _?: { selectedFields?: Record<string, unknown> };
  session?: { prepareQuery: PgSession['prepareQuery'] };
  toSQL?: () => { sql: string; params: unknown[] };
};

/**
 * A select of a flat selection prepared with `rowDecoder`: drizzle's own mapping checks the kind
 * of every field of every row, a tenth of a list's time on the server. Anything else: undefined.
 */
function preparedFast<T>(query: unknown, name: string | undefined, on?: Db): T | undefined {
  // drizzle keeps a select's session and selection on the builder without typing them public.
  const select = query as TSelectInternals;
  const fields = select._?.selectedFields;
  if (!fields || !select.session || typeof select.toSQL !== 'function') return undefined;
  const decode = rowDecoder(fields);
  if (!decode) return undefined;
  return (on?._.session ?? select.session).prepareQuery(select.toSQL(), undefined, name, true, (rows) =>
    decode(rows as unknown[][]),
  ) as T;
}
