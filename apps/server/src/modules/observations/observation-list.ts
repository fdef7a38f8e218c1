import { ZQueryBooleanSchema } from '@hse/contracts/common';
import type { TLanguage } from '@hse/contracts/constants';
import { OBSERVATION_TEXTS } from '@hse/contracts/observation-texts';
import { type TObservationListItem, ZObservationListItemSchema } from '@hse/contracts/observations';
import { textAt } from '@hse/contracts/texts';
import { eq, gt, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TModuleRow } from '../../platform/record-module/module-rows.ts';
import type { TRecordModuleHooks } from '../../platform/record-module/register.ts';
import { authorFio, organizationNameIn } from '../../platform/record-names.ts';
import type { TExportColumn } from '../../platform/xlsx-export.ts';
import { camel, type TObservationKindDef } from './observation-kinds.ts';

/** A row of a kind's list: when it was observed and its headline under the names every kind shares. */
function listItemOf(kind: TObservationKindDef, row: TModuleRow, lang: TLanguage): TObservationListItem {
  const observed = row[camel(kind.date.field)];
  return {
    id: row.id,
    number: row.number,
    status: row.status as TObservationListItem['status'],
    organization_id: row.organizationId,
    organization_name: organizationNameIn(row, lang),
    // A moment as ISO text; a driving observation's day (`YYYY-MM-DD`) as stored.
    observed_at: observed instanceof Date ? observed.toISOString() : String(observed),
    subject: String(row[camel(kind.subject)] ?? ''),
    at_risk_count: Number(row.atRiskCount),
    created_at: row.createdAt.toISOString(),
    created_by_fio: authorFio(row),
  };
}

/** The export's columns over the list's items, as the list was exported before the layer. */
function exportColumns(kind: TObservationKindDef, lang: TLanguage): TExportColumn<TObservationListItem>[] {
  const t = (path: string) => textAt(OBSERVATION_TEXTS, path, lang);
  return [
    { header: t('fields.number'), width: 24, value: (r) => r.number },
    { header: t('fields.status'), width: 16, value: (r) => t(`statuses.${r.status}`) },
    {
      header: t(`fields.${kind.date.field}`),
      width: 20,
      // A driving observation's day is a `YYYY-MM-DD` string, written as a date without a zone.
      value: (r) => (kind.date.moment ? new Date(r.observed_at) : r.observed_at),
      day: !kind.date.moment,
    },
    { header: t('fields.organization_id'), width: 36, value: (r) => r.organization_name },
    { header: t(`fields.${kind.subject}`), width: 36, value: (r) => r.subject },
    { header: t('fields.at_risk_count'), width: 14, value: (r) => r.at_risk_count },
    { header: t('fields.created_by_fio'), width: 30, value: (r) => r.created_by_fio },
  ];
}

/**
 * How a kind's list differs from what its manifest derives: a draft is listed to its author alone,
 * `at_risk` narrows to those with findings or without, and the rows and the export keep the
 * answer every kind had before the layer (`observed_at`, `subject`).
 */
export function observationListHooks(kind: TObservationKindDef): TRecordModuleHooks {
  const table = kind.table;
  const atRisk = (table as unknown as { atRiskCount: PgColumn }).atRiskCount;
  return {
    listWhere: (list, caller) =>
      list.add(
        'viewer',
        sql`(${table.status} <> 'draft' or ${table.createdBy} = ${sql.placeholder('viewer')})`,
        caller.id,
      ),
    listParams: {
      shape: { at_risk: ZQueryBooleanSchema.optional() },
      apply: (list, query) => {
        if (query.at_risk === true) list.add('atRisk', gt(atRisk, 0));
        else if (query.at_risk === false) list.add('noRisk', eq(atRisk, 0));
      },
    },
    listItem: (row, lang) => listItemOf(kind, row, lang),
    listItemSchema: ZObservationListItemSchema,
    exportColumns: (lang) => exportColumns(kind, lang) as unknown as TExportColumn<Record<string, unknown>>[],
  };
}
