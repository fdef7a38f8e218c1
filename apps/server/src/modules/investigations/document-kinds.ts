import { ACT_MODULE, BULLETIN_MODULE, REPORT_MODULE } from '@hse/contracts/investigation-modules';
import {
  ZActCreateSchema,
  ZActSchema,
  ZActUpdateSchema,
  ZBulletinCreateSchema,
  ZBulletinSchema,
  ZBulletinUpdateSchema,
  ZReportCreateSchema,
  ZReportSchema,
  ZReportUpdateSchema,
} from '@hse/contracts/investigations';
import type { TRecordModule } from '@hse/contracts/record-module/define';
import type { z } from 'zod';
import { bulletins, investigationActs, investigationReports } from '../../db/schema/index.ts';
import type { TModuleTable } from '../../platform/record-module/module-rows.ts';

export type TDocumentKind = 'report' | 'act' | 'bulletin';

/**
 * One kind of investigation document: its manifest and table, and what no field type holds yet
 * (the act's commission and victims, the bulletin's targets), so its bodies and answer stay the
 * hand-written schemas of `investigations.ts`.
 */
export type TDocumentKindDef = {
  kind: TDocumentKind;
  module: TRecordModule;
  table: TModuleTable;
  /** The web route of a document, for notifications and links. */
  link(row: { id: string; incidentId: string }): string;
  /** API names of the values its manifest does not declare; columns are their camelCase. */
  ownFields: readonly string[];
  create: z.ZodType;
  update: z.ZodType;
  item: z.ZodType;
};

export const camel = (field: string) => field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

export const DOCUMENT_KINDS: Record<TDocumentKind, TDocumentKindDef> = {
  report: {
    kind: 'report',
    module: REPORT_MODULE,
    table: investigationReports as unknown as TModuleTable,
    link: (row) => `/report-view/${row.id}`,
    ownFields: [],
    create: ZReportCreateSchema,
    update: ZReportUpdateSchema,
    item: ZReportSchema,
  },
  act: {
    kind: 'act',
    module: ACT_MODULE,
    table: investigationActs as unknown as TModuleTable,
    link: (row) => `/investigation-view/${row.incidentId}/${row.id}`,
    ownFields: ['victims', 'chairman', 'members'],
    create: ZActCreateSchema,
    update: ZActUpdateSchema,
    item: ZActSchema,
  },
  bulletin: {
    kind: 'bulletin',
    module: BULLETIN_MODULE,
    table: bulletins as unknown as TModuleTable,
    link: (row) => `/bulletin-view/${row.id}`,
    ownFields: ['target_organization_ids'],
    create: ZBulletinCreateSchema,
    update: ZBulletinUpdateSchema,
    item: ZBulletinSchema,
  },
};
