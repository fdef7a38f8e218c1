import { ZQueryBooleanSchema } from '@hse/contracts/common';
import type { TLanguage } from '@hse/contracts/constants';
import { OBSERVATION_TEXTS } from '@hse/contracts/observation-texts';
import type { TObservationListItem } from '@hse/contracts/observations';
import { textAt } from '@hse/contracts/texts';
import { eq, gt, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { TRecordModuleHooks } from '../../platform/record-module/register.ts';
import type { TExportColumn } from '../../platform/xlsx-export.ts';
import type { TObservationKindDef } from './observation-kinds.ts';

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
 * `at_risk` narrows to those with findings or without, and the export keeps the columns every kind
 * had before the layer. The rows are the manifest's (`observed_at`, `subject` by `answerNames`).
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
    exportColumns: (lang) => exportColumns(kind, lang) as unknown as TExportColumn<Record<string, unknown>>[],
  };
}
