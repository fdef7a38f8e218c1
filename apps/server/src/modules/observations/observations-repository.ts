import type { DbOrTx } from '../../db/client.ts';
import {
  findModuleRow,
  nameColumns,
  rowColumns,
  type TModuleRow,
  type TModuleTable,
} from '../../platform/record-module/module-rows.ts';
import type { TRecordRow } from '../../platform/records.ts';
import type { TObservationKindDef, TObservationStatus } from './observation-kinds.ts';

/** An observation row with the names its answers show; its own fields stay keyed by column. */
export type TObservationRow = TModuleRow &
  TRecordRow<TObservationStatus> & {
    atRiskCount: number;
  };

/** The table as the layer reads it: the three tables have every column of a record. */
export const tableOf = (kind: TObservationKindDef) => kind.table as unknown as TModuleTable;

/** What a row is read with, in a list or alone: its columns, its organization's and author's names. */
export const observationColumns = (kind: TObservationKindDef) =>
  rowColumns(tableOf(kind), nameColumns(kind.module, tableOf(kind), {}));

export async function findObservation(
  db: DbOrTx,
  kind: TObservationKindDef,
  id: string,
  lock: boolean,
): Promise<TObservationRow | undefined> {
  const row = await findModuleRow(db, tableOf(kind), observationColumns(kind), id, lock);
  return row as TObservationRow | undefined;
}

/** The cache tag of a kind's list totals. */
export const cacheTagOf = (kind: TObservationKindDef) => `observations:${kind.kind}`;
