import type { TLanguage } from '@hse/contracts/constants';
import { type TDocumentListItem, ZDocumentListItemSchema } from '@hse/contracts/investigations';
import { formatMessage } from '@hse/contracts/messages';
import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import type { TWorkflowCaller } from '@hse/contracts/workflow';
import { z } from 'zod';
import { moduleItem, moduleListItem } from '../../platform/record-module/module-item.ts';
import { nameColumnOf, type TModuleRow } from '../../platform/record-module/module-rows.ts';
import { camel, type TDocumentKindDef } from './document-kinds.ts';

/**
 * A row of a kind's list: the layer's (the message named by its number as `incident_name`, the
 * manifest's name of the reference) with the message's number under its own name too.
 */
export const ZDocumentRowSchema = ZDocumentListItemSchema.extend({ incident_name: z.string() });

/**
 * What a document's answers say besides the layer's: the message's number, and the title in the
 * reader's language. An empty stored title is one the platform wrote (the demo's "Report … on
 * message INC-…"): it is generated here from the message's number, never stored in one language.
 */
function documentNames(kind: TDocumentKindDef, row: TModuleRow, lang: TLanguage) {
  const incidentNumber = String(row[nameColumnOf('incident_id')] ?? '');
  const title =
    String(row.title ?? '') ||
    formatMessage(`investigations.generated_title.${kind.kind}`, lang, { number: incidentNumber });
  return { incident_number: incidentNumber, title };
}

export const toDocumentRow = (kind: TDocumentKindDef, row: TModuleRow, lang: TLanguage) => ({
  ...moduleListItem(kind.module, row, lang),
  ...documentNames(kind, row, lang),
});

/** One document as the message's documents name it. */
export function toDocumentListItem(
  kind: TDocumentKindDef,
  row: TModuleRow,
  lang: TLanguage,
): TDocumentListItem {
  const { incident_name: _, ...item }: Record<string, unknown> = toDocumentRow(kind, row, lang);
  return item as TDocumentListItem;
}

/** A document's answer: the layer's, its kind's own values, and the names above. */
export function toDocument(
  kind: TDocumentKindDef,
  row: TModuleRow,
  lang: TLanguage,
  caller: TWorkflowCaller,
) {
  const { incident_name: _, ...item } = moduleItem(kind.module, row, lang, caller);
  const own = Object.fromEntries(kind.ownFields.map((field) => [field, row[camel(field)] ?? null]));
  return { ...item, ...own, ...documentNames(kind, row, lang) } as TRecordItem;
}
