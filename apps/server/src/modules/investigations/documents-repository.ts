import type { TApprovalStatus } from '@hse/contracts/investigations';
import { and, count, eq, getTableColumns, isNull, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { bulletins, incidents, organizations, users } from '../../db/schema/index.ts';
import type { TScope, TTreeReader } from '../../platform/access.ts';
import { ListFilter } from '../../platform/list-filter.ts';
import { findPage, orderOf, streamRows, type TPageQuery } from '../../platform/list-page.ts';
import { parseOrdering } from '../../platform/paging.ts';
import { recordNameColumns, type TRecordNames } from '../../platform/record-names.ts';
import type { TRecordRow } from '../../platform/records.ts';
import type { TDocumentKindDef, TDocumentTable } from './document-kinds.ts';

const authors = alias(users, 'document_authors');

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

// The three document tables share these columns; drizzle types a query over "one of them" poorly,
// so the generic code reads them through this view of the common part.
type TCommonTable = {
  id: PgColumn;
  number: PgColumn;
  status: PgColumn;
  title: PgColumn;
  incidentId: PgColumn;
  organizationId: PgColumn;
  createdAt: PgColumn;
  createdBy: PgColumn;
  deletedAt: PgColumn;
};
const common = (table: TDocumentTable) => table as unknown as TCommonTable;

const named = { incidentNumber: incidents.number, ...recordNameColumns(authors) };

function selectFrom(db: DbOrTx, table: TDocumentTable, columns: Record<string, PgColumn>) {
  const t = common(table);
  return db
    .select(columns)
    .from(table)
    .innerJoin(incidents, eq(incidents.id, t.incidentId))
    .innerJoin(organizations, eq(organizations.id, t.organizationId))
    .leftJoin(authors, eq(authors.id, t.createdBy));
}

export async function findDocument(
  db: DbOrTx,
  kind: TDocumentKindDef,
  id: string,
  lock: boolean,
): Promise<TDocumentRow | undefined> {
  const t = common(kind.table);
  const columns = { ...(getTableColumns(kind.table) as Record<string, PgColumn>), ...named };
  const query = selectFrom(db, kind.table, columns)
    .where(and(eq(t.id, id), isNull(t.deletedAt)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: kind.table }) : await query;
  return row as TDocumentRow | undefined;
}

export type TDocumentFilter = {
  scope: TScope;
  viewerId: string;
  /** The caller's organization and those above it: approved bulletins addressed there are theirs too. */
  ancestors?: readonly string[];
  organizationIds?: string[];
  status?: string;
  incidentId?: string;
  search?: string;
};

const ORDER = (t: TCommonTable) => ({
  created_at: [t.createdAt],
  number: [t.number],
  status: [t.status, t.createdAt],
  title: [t.title],
});

function filterOf(kind: TDocumentKindDef, filter: TDocumentFilter): ListFilter {
  const t = common(kind.table);
  const list = new ListFilter()
    .add('live', isNull(t.deletedAt))
    .add(
      'viewer',
      sql`(${t.status} <> 'draft' or ${t.createdBy} = ${sql.placeholder('viewer')})`,
      filter.viewerId,
    );
  if (filter.ancestors && !filter.scope.all) {
    // A bulletin reaches its target organizations once approved, beyond the author's scope; one
    // for its own organization only reaches everyone in that organization and below it.
    list.add(
      'scope-or-addressed',
      sql`(${t.organizationId} = any(${sql.placeholder('scope')}) or (${t.status} = 'approved' and (${
        bulletins.targetOrganizationIds
      } && ${sql.placeholder('ancestors')}::uuid[] or (${bulletins.ownOrganizationOnly} and ${
        t.organizationId
      } = any(${sql.placeholder('ancestors')}::uuid[])))))`,
    );
    list.values.scope = filter.scope.organizationIds;
    list.values.ancestors = filter.ancestors;
  } else list.scope(t.organizationId, filter.scope);
  return list
    .among('organizations', t.organizationId, filter.organizationIds)
    .equals('status', t.status, filter.status)
    .equals('incident', t.incidentId, filter.incidentId)
    .search('search', [t.number, t.title, incidents.number], filter.search);
}

const listColumns = (table: TDocumentTable) => {
  const t = common(table);
  return {
    id: t.id,
    number: t.number,
    status: t.status,
    title: t.title,
    incidentId: t.incidentId,
    organizationId: t.organizationId,
    createdAt: t.createdAt,
    ...named,
  };
};

const pageQuery =
  (db: DbOrTx, kind: TDocumentKindDef, order: readonly SQL[]): TPageQuery<TDocumentRow> =>
  (where, limit, offset) =>
    selectFrom(db, kind.table, listColumns(kind.table))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset) as unknown as ReturnType<TPageQuery<TDocumentRow>>;

export function findDocuments(
  reader: TTreeReader,
  kind: TDocumentKindDef,
  filter: TDocumentFilter,
  paging: { page: number; pageSize: number; ordering?: string },
) {
  const t = common(kind.table);
  const order = ORDER(t);
  const { field, desc } = parseOrdering(paging.ordering ?? '-created_at', 'created_at' as keyof typeof order);
  return findPage(reader, {
    name: kind.kind,
    list: filterOf(kind, filter),
    order: `${field}:${desc}`,
    table: kind.table,
    tags: [`documents:${kind.kind}`],
    paging,
    page: pageQuery(reader.db, kind, orderOf(order[field], t.id, desc)),
    // The search reads the message's number too.
    count: (where) =>
      reader.db
        .select({ total: count() })
        .from(kind.table)
        .innerJoin(incidents, eq(incidents.id, t.incidentId))
        .where(where),
  });
}

export function streamDocuments(
  db: DbOrTx,
  kind: TDocumentKindDef,
  filter: TDocumentFilter,
  ordering?: string,
) {
  const t = common(kind.table);
  const order = ORDER(t);
  const { field, desc } = parseOrdering(ordering ?? '-created_at', 'created_at' as keyof typeof order);
  return streamRows(db, {
    name: `${kind.kind}-export`,
    list: filterOf(kind, filter),
    order: `${field}:${desc}`,
    columns: [...order[field], t.id],
    descending: desc,
    keyOf: (row: TDocumentRow) => [...order[field].map((c) => row[keyOfColumn(t, c)]), row.id],
    rows: pageQuery(db, kind, orderOf(order[field], t.id, desc)),
  });
}

function keyOfColumn(t: TCommonTable, column: PgColumn): string {
  return Object.entries(t).find(([, value]) => value === column)?.[0] ?? 'id';
}
