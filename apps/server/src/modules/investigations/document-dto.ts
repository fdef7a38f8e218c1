import type { TLanguage } from '@hse/contracts/constants';
import { APPROVAL_WORKFLOW, type TDocumentListItem } from '@hse/contracts/investigations';
import { recordAccess, type TWorkflowCaller } from '@hse/contracts/workflow';
import { authorFio, organizationNameIn } from '../../platform/record-names.ts';
import { camel, type TDocumentKindDef } from './document-kinds.ts';
import type { TDocumentRow } from './documents-repository.ts';

const organizationName = organizationNameIn;

export function toDocumentListItem(row: TDocumentRow, lang: TLanguage): TDocumentListItem {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    title: row.title,
    incident_id: row.incidentId,
    incident_number: row.incidentNumber,
    organization_id: row.organizationId,
    organization_name: organizationName(row, lang),
    created_at: row.createdAt.toISOString(),
    created_by_fio: authorFio(row),
  };
}

/** A document's answer: the common part, its kind's own fields, and what the caller may do. */
export function toDocument(
  kind: TDocumentKindDef,
  row: TDocumentRow,
  lang: TLanguage,
  caller: TWorkflowCaller,
) {
  const own = Object.fromEntries(kind.fields.map((field) => [field, row[camel(field)] ?? null]));
  return {
    ...toDocumentListItem(row, lang),
    ...own,
    created_by: row.createdBy,
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
    ...recordAccess(APPROVAL_WORKFLOW, row.status, caller, row.createdBy),
  };
}
