import { and, eq, getTableColumns, gt, gte, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { organizations, users } from '../../db/schema/index.ts';
import type { TScope, TTreeReader } from '../../platform/access.ts';
import { ListFilter } from '../../platform/list-filter.ts';
import { findPage, orderOf, streamRows, type TPageQuery } from '../../platform/list-page.ts';
import { parseOrdering } from '../../platform/paging.ts';
import { recordNameColumns, type TRecordNames } from '../../platform/record-names.ts';
import type { TRecordRow } from '../../platform/records.ts';
import type { TObservationKindDef, TObservationStatus, TObservationTable } from './observation-kinds.ts';

const authors = alias(users, 'observation_authors');

/** An observation row with the names its answers show; its own fields stay keyed by column. */
export type TObservationRow = TRecordRow<TObservationStatus> &
  TRecordNames & {
    atRiskCount: number;
    createdAt: Date;
    updatedAt: Date;
    [column: string]: unknown;
  };

/** A row of a list: the common part, the kind's date and its headline. */
export type TObservationListRow = TRecordNames & {
  id: string;
  number: string;
  status: TObservationStatus;
  organizationId: string;
  atRiskCount: number;
  createdAt: Date;
  /** A Date for a moment, `YYYY-MM-DD` for a day. */
  observedAt: Date | string;
  subject: string;
};

// The three tables share these columns; drizzle types a query over "one of them" poorly, so the
// generic code reads them through this view of the common part.
type TCommonTable = {
  id: PgColumn;
  number: PgColumn;
  status: PgColumn;
  organizationId: PgColumn;
  atRiskCount: PgColumn;
  createdAt: PgColumn;
  createdBy: PgColumn;
  deletedAt: PgColumn;
};
const common = (table: TObservationTable) => table as unknown as TCommonTable;

const named = recordNameColumns(authors);

function selectFrom(db: DbOrTx, table: TObservationTable, columns: Record<string, PgColumn>) {
  const t = common(table);
  return db
    .select(columns)
    .from(table)
    .innerJoin(organizations, eq(organizations.id, t.organizationId))
    .leftJoin(authors, eq(authors.id, t.createdBy));
}

export async function findObservation(
  db: DbOrTx,
  kind: TObservationKindDef,
  id: string,
  lock: boolean,
): Promise<TObservationRow | undefined> {
  const t = common(kind.table);
  const columns = { ...(getTableColumns(kind.table) as Record<string, PgColumn>), ...named };
  const query = selectFrom(db, kind.table, columns)
    .where(and(eq(t.id, id), isNull(t.deletedAt)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: kind.table }) : await query;
  return row as TObservationRow | undefined;
}

export type TObservationFilter = {
  scope: TScope;
  viewerId: string;
  organizationIds?: string[];
  status?: string;
  /** Days, both inclusive, of the kind's date. */
  dateFrom?: string;
  dateTo?: string;
  atRisk?: boolean;
  search?: string;
};

/** The order columns of each ordering, each with the row key that holds its value. */
const ORDER = (kind: TObservationKindDef) => {
  const t = common(kind.table);
  const date = kind.date.column;
  return {
    observed_at: [{ key: 'observedAt', column: date }],
    number: [{ key: 'number', column: t.number }],
    status: [
      { key: 'status', column: t.status },
      { key: 'observedAt', column: date },
    ],
    at_risk_count: [
      { key: 'atRiskCount', column: t.atRiskCount },
      { key: 'observedAt', column: date },
    ],
    created_at: [{ key: 'createdAt', column: t.createdAt }],
  } satisfies Record<string, { key: keyof TObservationListRow; column: PgColumn }[]>;
};
type TOrdering = keyof ReturnType<typeof ORDER>;

/** Newest first unless the list asks otherwise. */
const orderingOf = (ordering: string | undefined) =>
  parseOrdering(ordering ?? '-observed_at', 'observed_at' as TOrdering);

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function filterOf(kind: TObservationKindDef, filter: TObservationFilter): ListFilter {
  const t = common(kind.table);
  const date = kind.date.column;
  // A day column compares with days; a moment column with the UTC midnights that bound them.
  const bound = (day: string) => (kind.date.moment ? new Date(`${day}T00:00:00Z`) : day);
  const list = new ListFilter()
    .add('live', isNull(t.deletedAt))
    .add(
      'viewer',
      sql`(${t.status} <> 'draft' or ${t.createdBy} = ${sql.placeholder('viewer')})`,
      filter.viewerId,
    )
    .scope(t.organizationId, filter.scope)
    .among('organizations', t.organizationId, filter.organizationIds)
    .equals('status', t.status, filter.status);
  if (filter.dateFrom) list.add('dateFrom', gte(date, sql.placeholder('dateFrom')), bound(filter.dateFrom));
  if (filter.dateTo) list.add('dateTo', lt(date, sql.placeholder('dateTo')), bound(nextDay(filter.dateTo)));
  if (filter.atRisk !== undefined)
    list.add(
      filter.atRisk ? 'atRisk' : 'noRisk',
      filter.atRisk ? gt(t.atRiskCount, 0) : eq(t.atRiskCount, 0),
    );
  return list.search('search', [t.number, kind.subject.column], filter.search);
}

const listColumns = (kind: TObservationKindDef) => {
  const t = common(kind.table);
  return {
    id: t.id,
    number: t.number,
    status: t.status,
    organizationId: t.organizationId,
    atRiskCount: t.atRiskCount,
    createdAt: t.createdAt,
    observedAt: kind.date.column,
    subject: kind.subject.column,
    ...named,
  };
};

const pageQuery =
  (db: DbOrTx, kind: TObservationKindDef, order: readonly SQL[]): TPageQuery<TObservationListRow> =>
  (where, limit, offset) =>
    selectFrom(db, kind.table, listColumns(kind))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset) as unknown as ReturnType<TPageQuery<TObservationListRow>>;

/** A page of observations of one kind with the exact total. */
export function findObservations(
  reader: TTreeReader,
  kind: TObservationKindDef,
  filter: TObservationFilter,
  paging: { page: number; pageSize: number; ordering?: string },
) {
  const { field, desc } = orderingOf(paging.ordering);
  const order = ORDER(kind)[field];
  return findPage(reader, {
    name: `observations-${kind.kind}`,
    list: filterOf(kind, filter),
    order: `${field}:${desc}`,
    table: kind.table,
    tags: [cacheTagOf(kind)],
    paging,
    page: pageQuery(
      reader.db,
      kind,
      orderOf(
        order.map((o) => o.column),
        common(kind.table).id,
        desc,
      ),
    ),
  });
}

/** Every observation of a filter in list order, a batch at a time: what an export streams. */
export function streamObservations(
  db: DbOrTx,
  kind: TObservationKindDef,
  filter: TObservationFilter,
  ordering?: string,
) {
  const { field, desc } = orderingOf(ordering);
  const order = ORDER(kind)[field];
  const t = common(kind.table);
  const columns = order.map((o) => o.column);
  return streamRows(db, {
    name: `observations-${kind.kind}-export`,
    list: filterOf(kind, filter),
    order: `${field}:${desc}`,
    columns: [...columns, t.id],
    descending: desc,
    keyOf: (row: TObservationListRow) => [...order.map((o) => row[o.key]), row.id],
    rows: pageQuery(db, kind, orderOf(columns, t.id, desc)),
  });
}

/** The cache tag of a kind's list totals. */
export const cacheTagOf = (kind: TObservationKindDef) => `observations:${kind.kind}`;
