import type { TLanguage } from '@hse/contracts/constants';
import {
  APPROVAL_WORKFLOW,
  type TDocumentListItem,
  ZDocumentListItemSchema,
} from '@hse/contracts/investigations';
import { formatMessage } from '@hse/contracts/messages';
import { recordAccess, type TWorkflowCaller } from '@hse/contracts/workflow';
import { z } from 'zod';
import { authorFio, organizationNameIn } from '../../platform/record-names.ts';
import { camel, type TDocumentKind, type TDocumentKindDef } from './document-kinds.ts';
import type { TDocumentRow } from './documents-repository.ts';

/**
 * A row of a kind's list: the message is named by its number, under the manifest's name of the
 * reference (`incident_name`, what the generic list and export show) and its own (`incident_number`).
 */
export const ZDocumentRowSchema = ZDocumentListItemSchema.extend({ incident_name: z.string() });

const organizationName = organizationNameIn;

/**
 * A document's title in the reader's language. An empty stored title is one the platform wrote
 * (the demo's "Report … on message INC-…"): it is generated here, in the reader's language, from
 * the message's number, and is never stored in one language for all.
 */
export function documentTitle(
  kind: TDocumentKind,
  row: { title: string; incidentNumber: string },
  lang: TLanguage,
): string {
  return (
    row.title || formatMessage(`investigations.generated_title.${kind}`, lang, { number: row.incidentNumber })
  );
}

export function toDocumentListItem(
  kind: TDocumentKind,
  row: TDocumentRow,
  lang: TLanguage,
): TDocumentListItem {
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    title: documentTitle(kind, row, lang),
    incident_id: row.incidentId,
    incident_number: row.incidentNumber,
    organization_id: row.organizationId,
    organization_name: organizationName(row, lang),
    created_at: row.createdAt.toISOString(),
    created_by_fio: authorFio(row),
  };
}

export const toDocumentRow = (kind: TDocumentKind, row: TDocumentRow, lang: TLanguage) => ({
  ...toDocumentListItem(kind, row, lang),
  incident_name: row.incidentNumber,
});

/** A document's answer: the common part, its kind's own fields, and what the caller may do. */
export function toDocument(
  kind: TDocumentKindDef,
  row: TDocumentRow,
  lang: TLanguage,
  caller: TWorkflowCaller,
) {
  // The title is the list item's, generated in the reader's language where none was written.
  const own = Object.fromEntries(
    kind.fields.filter((field) => field !== 'title').map((field) => [field, row[camel(field)] ?? null]),
  );
  return {
    ...toDocumentListItem(kind.kind, row, lang),
    ...own,
    created_by: row.createdBy,
    updated_at: row.updatedAt.toISOString(),
    version: row.version,
    ...recordAccess(APPROVAL_WORKFLOW, row.status, caller, row.createdBy),
  };
}
