import type { TLanguage } from '@hse/contracts/constants';
import type { TRecordSummary } from '@hse/contracts/record-module/summary';
import type { DbOrTx } from '../../db/client.ts';
import type { TAuthUser, TScope } from '../access.ts';
import type { TDeps } from '../deps.ts';

/**
 * Reads one record of a type for a caller, as a summary: 404 (`notFound`) where the caller may
 * not read it, exactly as the type's own routes answer.
 */
export type TRecordReader = (
  /** The transaction the caller is in, if any (the embedded database has one connection). */
  db: DbOrTx,
  caller: TAuthUser,
  scope: TScope,
  id: string,
  lang: TLanguage,
  /**
   * One row of a `rows` field that declares its items (`<field>.<index>`, a measure of an act):
   * the summary then carries the row's words and due date; 404 where the record has no such row.
   */
  row?: string,
) => Promise<TRecordSummary>;

/**
 * The record readers of one server (decision 050), filled by `registerRecordModule` and
 * `registerChildRoutes` for every record type: a module names another's records through them
 * (an event raised from an act) without importing it. Kept per server (its deps), so test
 * servers in one process never share them.
 */
const READERS = new WeakMap<TDeps, Map<string, TRecordReader>>();

export function registerRecordReader(deps: TDeps, entityType: string, reader: TRecordReader): void {
  const readers = READERS.get(deps) ?? new Map<string, TRecordReader>();
  READERS.set(deps, readers);
  readers.set(entityType, reader);
}

/** A date column's day (YYYY-MM-DD) whichever driver read it, for a summary's `due_on`. */
export const dayOf = (value: unknown): string | null =>
  value instanceof Date
    ? value.toISOString().slice(0, 10)
    : typeof value === 'string'
      ? value.slice(0, 10)
      : null;

/** The reader of an entity type, if any module registered one. */
export function recordReaderOf(deps: TDeps, entityType: string): TRecordReader | undefined {
  return READERS.get(deps)?.get(entityType);
}
