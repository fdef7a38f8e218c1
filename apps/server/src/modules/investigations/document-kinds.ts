import { ACT_MODULE, BULLETIN_MODULE, REPORT_MODULE } from '@hse/contracts/investigation-modules';
import {
  type TApprovalStatus,
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

export type TDocumentKind = 'report' | 'act' | 'bulletin';
export type TDocumentTable = typeof investigationReports | typeof investigationActs | typeof bulletins;

/** One kind of investigation document: where it lives, how it is numbered, what it holds. */
export type TDocumentKindDef = {
  kind: TDocumentKind;
  entityType: string;
  numberPrefix: string;
  base: string;
  /** The web route of a document, for notifications and links. */
  link(row: { id: string; incidentId: string }): string;
  table: TDocumentTable;
  /** Its manifest: what its list filters, orders, searches and exports (decision 028). */
  module: TRecordModule;
  /** API names of the kind's own fields; columns are their camelCase. */
  fields: readonly string[];
  create: z.ZodType;
  update: z.ZodType;
  item: z.ZodType;
};

export const camel = (field: string) => field.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

export const DOCUMENT_KINDS: Record<TDocumentKind, TDocumentKindDef> = {
  report: {
    kind: 'report',
    entityType: 'investigation_report',
    numberPrefix: 'REP',
    base: '/api/investigation-reports',
    link: (row) => `/report-view/${row.id}`,
    table: investigationReports,
    module: REPORT_MODULE,
    fields: ['title', 'facts', 'sequence', 'immediate_causes', 'root_causes', 'conclusions', 'measures'],
    create: ZReportCreateSchema,
    update: ZReportUpdateSchema,
    item: ZReportSchema,
  },
  act: {
    kind: 'act',
    entityType: 'investigation_act',
    numberPrefix: 'ACT',
    base: '/api/investigation-acts',
    link: (row) => `/investigation-view/${row.incidentId}/${row.id}`,
    table: investigationActs,
    module: ACT_MODULE,
    fields: [
      'title',
      'event_type',
      'direct_cause',
      'text',
      'victims',
      'conclusions',
      'guilt',
      'chairman',
      'members',
    ],
    create: ZActCreateSchema,
    update: ZActUpdateSchema,
    item: ZActSchema,
  },
  bulletin: {
    kind: 'bulletin',
    entityType: 'bulletin',
    numberPrefix: 'BUL',
    base: '/api/bulletins',
    link: (row) => `/bulletin-view/${row.id}`,
    table: bulletins,
    module: BULLETIN_MODULE,
    fields: [
      'title',
      'what_happened',
      'causes',
      'lessons',
      'target_organization_ids',
      'own_organization_only',
    ],
    create: ZBulletinCreateSchema,
    update: ZBulletinUpdateSchema,
    item: ZBulletinSchema,
  },
};

export type TDocumentStatus = TApprovalStatus;
