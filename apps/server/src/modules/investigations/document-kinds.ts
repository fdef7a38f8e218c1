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
  /** API names of the kind's own fields; columns are their camelCase. */
  fields: readonly string[];
  create: z.ZodType;
  update: z.ZodType;
  item: z.ZodType;
  /** Export and notification wording. */
  title: { ru: string; kk: string; en: string };
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
    fields: ['title', 'facts', 'sequence', 'immediate_causes', 'root_causes', 'conclusions', 'measures'],
    create: ZReportCreateSchema,
    update: ZReportUpdateSchema,
    item: ZReportSchema,
    title: {
      ru: 'Отчёты о внутреннем расследовании',
      kk: 'Ішкі тергеу есептері',
      en: 'Internal investigation reports',
    },
  },
  act: {
    kind: 'act',
    entityType: 'investigation_act',
    numberPrefix: 'ACT',
    base: '/api/investigation-acts',
    link: (row) => `/investigation-view/${row.incidentId}/${row.id}`,
    table: investigationActs,
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
    title: {
      ru: 'Акты специального расследования',
      kk: 'Арнайы тергеу актілері',
      en: 'Special investigation acts',
    },
  },
  bulletin: {
    kind: 'bulletin',
    entityType: 'bulletin',
    numberPrefix: 'BUL',
    base: '/api/bulletins',
    link: (row) => `/bulletin-view/${row.id}`,
    table: bulletins,
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
    title: { ru: 'Информационные бюллетени', kk: 'Ақпараттық бюллетеньдер', en: 'Information bulletins' },
  },
};

export type TDocumentStatus = TApprovalStatus;
