import type { DbOrTx } from '../../db/client.ts';
import type { TAuthUser } from '../access.ts';
import type { TDeps } from '../deps.ts';

/**
 * Creates one record of a type as a caller, through the type's own create path (its contract,
 * checks, numbering, history and hooks), in the transaction given; answers its id. Refuses as the
 * type's POST would (400 with field errors, 403, 409).
 */
export type TRecordWriter = (
  tx: DbOrTx,
  caller: TAuthUser,
  input: Record<string, unknown>,
) => Promise<string>;

/**
 * The record writers of one server (decision 056), filled by `registerRecordModule` for every
 * record type beside its reader: a module makes another's records through them (an agreed plan's
 * items become events) without importing it. Kept per server (its deps), as the readers are.
 */
const WRITERS = new WeakMap<TDeps, Map<string, TRecordWriter>>();

export function registerRecordWriter(deps: TDeps, entityType: string, writer: TRecordWriter): void {
  const writers = WRITERS.get(deps) ?? new Map<string, TRecordWriter>();
  WRITERS.set(deps, writers);
  writers.set(entityType, writer);
}

/** The writer of an entity type, if any module registered one. */
export function recordWriterOf(deps: TDeps, entityType: string): TRecordWriter | undefined {
  return WRITERS.get(deps)?.get(entityType);
}
