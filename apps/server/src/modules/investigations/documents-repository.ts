import type { TApprovalStatus } from '@hse/contracts/investigations';
import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { bulletins } from '../../db/schema/index.ts';
import { ancestorsOf } from '../../platform/access.ts';
import type { ListFilter } from '../../platform/list-filter.ts';
import type { TListScope } from '../../platform/record-module/module-list.ts';
import {
  nameColumnOf,
  type TModuleRow,
  type TModuleTable,
} from '../../platform/record-module/module-rows.ts';
import type { TRecordNames } from '../../platform/record-names.ts';
import type { TRecordRow } from '../../platform/records.ts';

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

/** A row the layer read, with the message's number where the document's answers look for it. */
export const documentRow = (row: TModuleRow): TDocumentRow =>
  ({ ...row, incidentNumber: row[nameColumnOf('incident_id')] }) as TDocumentRow;

/** The message a document belongs to is named by its number (`incident_name` of the layer). */
export const incidentNumber = (id: PgColumn) => sql`(select i.number from incidents i where i.id = ${id})`;

/** Drafts are their author's only: the list's side of the kind's `visible`. */
export const draftsOfTheirAuthor = (list: ListFilter, caller: { id: string }, t: TModuleTable) =>
  list.add(
    'viewer',
    sql`(${t.status} <> 'draft' or ${t.createdBy} = ${sql.placeholder('viewer')})`,
    caller.id,
  );

/**
 * A bulletin reaches its target organizations once approved, beyond the author's scope; one for
 * its own organization only reaches everyone in that organization and below it.
 */
export async function addressedScope(list: ListFilter, { reader, caller, scope, table: t }: TListScope) {
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
