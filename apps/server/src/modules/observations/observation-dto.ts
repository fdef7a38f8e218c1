import type { TLanguage } from '@hse/contracts/constants';
import { OBSERVATION_WORKFLOW, type TObservationListItem } from '@hse/contracts/observations';
import { recordAccess, type TWorkflowCaller } from '@hse/contracts/workflow';
import type { TModuleRow } from '../../platform/record-module/module-rows.ts';
import { authorFio, organizationNameIn } from '../../platform/record-names.ts';
import { camel, type TObservationKindDef } from './observation-kinds.ts';
import type { TObservationRow } from './observations-repository.ts';

/** Moments as ISO strings; days (`YYYY-MM-DD`) and everything else as stored. */
const answerOf = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));

/** A row of a kind's list: when it was observed and its headline under the names every kind shares. */
export function toObservationListItem(
  kind: TObservationKindDef,
  row: TModuleRow,
  lang: TLanguage,
): TObservationListItem {
  return {
    id: row.id,
    number: row.number,
    status: row.status as TObservationListItem['status'],
    organization_id: row.organizationId,
    organization_name: organizationNameIn(row, lang),
    observed_at: answerOf(row[camel(kind.date.field)]) as string,
    subject: String(row[camel(kind.subject)] ?? ''),
    at_risk_count: Number(row.atRiskCount),
    created_at: row.createdAt.toISOString(),
    created_by_fio: authorFio(row),
  };
}

/** An observation's answer: its kind's own fields, the common part, and what the caller may do. */
export function toObservation(
  kind: TObservationKindDef,
  row: TObservationRow,
  lang: TLanguage,
  caller: TWorkflowCaller,
) {
  const own = Object.fromEntries(kind.fields.map((field) => [field, answerOf(row[camel(field)])]));
  return {
    ...own,
    id: row.id,
    number: row.number,
    status: row.status,
    organization_id: row.organizationId,
    organization_name: organizationNameIn(row, lang),
    at_risk_count: row.atRiskCount,
    created_at: row.createdAt.toISOString(),
    created_by: row.createdBy,
    created_by_fio: authorFio(row),
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
    ...recordAccess(OBSERVATION_WORKFLOW, row.status, caller, row.createdBy),
  };
}
