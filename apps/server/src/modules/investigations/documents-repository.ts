import type { TApprovalStatus } from '@hse/contracts/investigations';
import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { bulletins } from '../../db/schema/index.ts';
import { ancestorsOf } from '../../platform/access.ts';
import type { ListFilter } from '../../platform/list-filter.ts';
import type { TListScope, TModuleList } from '../../platform/record-module/module-list.ts';
import {
  findModuleRow,
  nameColumnOf,
  nameColumns,
  rowColumns,
  type TModuleRow,
  type TModuleTable,
} from '../../platform/record-module/module-rows.ts';
import type { TRecordNames } from '../../platform/record-names.ts';
import type { TRecordRow } from '../../platform/records.ts';
import type { TDocumentKindDef } from './document-kinds.ts';

/** A document row with the names its answers show; its own fields stay keyed by column. */
export type TDocumentRow = TRecordRow<TApprovalStatus> &
  TRecordNames & {
    incidentId: string;
    incidentNumber: string;
    title: string;
    createdAt: Date;
    updatedAt: Date;
    targetOrganizationIds?: string[];
    ownOrganizationOnly?: boolean;
    [column: string]: unknown;
  };

/** One live document with the names its answers show, locked for a change when asked. */
export async function findDocument(
  db: DbOrTx,
  kind: TDocumentKindDef,
  id: string,
  lock: boolean,
): Promise<TDocumentRow | undefined> {
  const { table, columns } = documentList(kind);
  const row = await findModuleRow(db, table, columns, id, lock);
  return row && documentRow(row);
}

/** A row the layer read, with the message's number where the document's answers look for it. */
export const documentRow = (row: TModuleRow): TDocumentRow =>
  ({ ...row, incidentNumber: row[nameColumnOf('incident_id')] }) as TDocumentRow;

const incidentNumber = (id: PgColumn) => sql`(select i.number from incidents i where i.id = ${id})`;

/**
 * A kind's list as the record-module layer reads it (decision 028): filters, order, search and
 * export from the kind's manifest; drafts only for their author; an approved bulletin also for
 * the organizations it is addressed to.
 */
export function documentList(kind: TDocumentKindDef): TModuleList {
  const table = kind.table as unknown as TModuleTable;
  const names = nameColumns(kind.module, table, { incident_id: incidentNumber });
  return {
    module: kind.module,
    table,
    columns: rowColumns(table, names),
    cacheTag: `documents:${kind.kind}`,
    listWhere: (list, caller, t) =>
      list.add(
        'viewer',
        sql`(${t.status} <> 'draft' or ${t.createdBy} = ${sql.placeholder('viewer')})`,
        caller.id,
      ),
    listScope: kind.kind === 'bulletin' ? addressedScope : undefined,
  };
}

/**
 * A bulletin reaches its target organizations once approved, beyond the author's scope; one for
 * its own organization only reaches everyone in that organization and below it.
 */
async function addressedScope(list: ListFilter, { reader, caller, scope, table: t }: TListScope) {
  if (scope.all) return;
  list.add(
    'scope-or-addressed',
    sql`(${t.organizationId} = any(${sql.placeholder('scope')}) or (${t.status} = 'approved' and (${
      bulletins.targetOrganizationIds
    } && ${sql.placeholder('ancestors')}::uuid[] or (${bulletins.ownOrganizationOnly} and ${
      t.organizationId
    } = any(${sql.placeholder('ancestors')}::uuid[])))))`,
  );
  list.values.scope = scope.organizationIds;
  list.values.ancestors = await ancestorsOf(reader, caller.organizationId);
}
