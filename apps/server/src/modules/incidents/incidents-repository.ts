import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { incidents, organizations } from '../../db/schema/index.ts';
import type { TScope, TTreeReader } from '../../platform/access.ts';
import { ListFilter } from '../../platform/list-filter.ts';
import { findPage, orderOf, streamRows, type TPageQuery } from '../../platform/list-page.ts';
import { parseOrdering } from '../../platform/paging.ts';
import { cacheTags } from '../../platform/read-cache.ts';
import {
  approvedDocumentsColumn,
  authors,
  incidentColumns,
  incidentListColumns,
  type TIncidentListRow,
  type TIncidentRow,
} from './incident-dto.ts';

export type TIncidentFilter = {
  scope: TScope;
  /** Drafts are their author's alone: others see a message once it is sent. */
  viewerId: string;
  organizationIds?: string[];
  kind?: string;
  status?: string;
  occurredFrom?: Date;
  /** Exclusive: the day after the last day asked for. */
  occurredBefore?: Date;
  special?: boolean;
  search?: string;
};

const ORDER_COLUMNS = {
  occurred_at: [incidents.occurredAt],
  number: [incidents.number],
  status: [incidents.status, incidents.occurredAt],
  kind: [incidents.kind, incidents.occurredAt],
  created_at: [incidents.createdAt],
} as const;

/** The values of a row in the columns of its order, for continuing an export after it. */
const ORDER_KEYS: Record<keyof typeof ORDER_COLUMNS, (row: TIncidentListRow) => unknown[]> = {
  occurred_at: (row) => [row.occurredAt],
  number: (row) => [row.number],
  status: (row) => [row.status, row.occurredAt],
  kind: (row) => [row.kind, row.occurredAt],
  created_at: (row) => [row.createdAt],
};

/** Newest first unless the list asks otherwise. */
const orderingOf = (ordering: string | undefined) =>
  parseOrdering(ordering ?? '-occurred_at', 'occurred_at' as keyof typeof ORDER_COLUMNS);

function filterOf(filter: TIncidentFilter): ListFilter {
  return new ListFilter()
    .add('live', isNull(incidents.deletedAt))
    .add(
      'viewer',
      sql`(${incidents.status} <> 'draft' or ${incidents.createdBy} = ${sql.placeholder('viewer')})`,
      filter.viewerId,
    )
    .scope(incidents.organizationId, filter.scope)
    .among('organizations', incidents.organizationId, filter.organizationIds)
    .equals('kind', incidents.kind, filter.kind)
    .equals('status', incidents.status, filter.status)
    .from('occurredFrom', incidents.occurredAt, filter.occurredFrom)
    .before('occurredBefore', incidents.occurredAt, filter.occurredBefore)
    .equals('special', incidents.needsSpecialInvestigation, filter.special)
    .search('search', [incidents.number, incidents.location, incidents.description], filter.search);
}

/** A page of messages, newest first unless asked otherwise, with the exact total. */
export async function findIncidents(
  reader: TTreeReader,
  filter: TIncidentFilter,
  paging: { page: number; pageSize: number; ordering?: string },
): Promise<{ rows: TIncidentListRow[]; total: number }> {
  const { field, desc } = orderingOf(paging.ordering);
  return findPage(reader, {
    name: 'incidents',
    list: filterOf(filter),
    order: `${field}:${desc}`,
    table: incidents,
    tags: [cacheTags.incidents],
    paging,
    page: listQuery(reader.db, orderOf(ORDER_COLUMNS[field], incidents.id, desc)),
  });
}

const listQuery =
  (db: DbOrTx, order: readonly SQL[]): TPageQuery<TIncidentListRow> =>
  (where, limit, offset) =>
    db
      .select(incidentListColumns)
      .from(incidents)
      .innerJoin(organizations, eq(organizations.id, incidents.organizationId))
      .leftJoin(authors, eq(authors.id, incidents.createdBy))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);

/** Every message of a filter in list order, a batch at a time: what an export streams. */
export function streamIncidents(db: DbOrTx, filter: TIncidentFilter, ordering: string | undefined) {
  const { field, desc } = orderingOf(ordering);
  const columns = [...ORDER_COLUMNS[field], incidents.id];
  return streamRows(db, {
    name: 'incidents',
    list: filterOf(filter),
    order: `${field}:${desc}`,
    columns,
    descending: desc,
    keyOf: (row) => [...ORDER_KEYS[field](row), row.id],
    rows: listQuery(db, orderOf(ORDER_COLUMNS[field], incidents.id, desc)),
  });
}

export async function findIncidentById(
  db: DbOrTx,
  id: string,
  lock = false,
): Promise<TIncidentRow | undefined> {
  const query = db
    .select({ ...incidentColumns, approvedDocuments: approvedDocumentsColumn })
    .from(incidents)
    .innerJoin(organizations, eq(organizations.id, incidents.organizationId))
    .leftJoin(authors, eq(authors.id, incidents.createdBy))
    .where(and(eq(incidents.id, id), isNull(incidents.deletedAt)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: incidents }) : await query;
  return row;
}
