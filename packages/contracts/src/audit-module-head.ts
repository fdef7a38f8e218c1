import { AUDIT_TEXTS } from './audit-texts.ts';
import type { TRecordModuleHead } from './record-module/define.ts';

/** Who plans, conducts and approves audits (spec §6: the Audit menu). */
export const AUDITOR_ROLES = ['auditor', 'admin'] as const;

/** The audit manifest's head: what the web's shell reads before the audit pages load. */
export const AUDIT_MODULE_HEAD = {
  key: 'audits',
  texts: AUDIT_TEXTS,
  createRoles: AUDITOR_ROLES,
  menuRoles: AUDITOR_ROLES,
  routes: { list: '/audit', create: '/audit-create', record: '/audit-edit/:id' },
} as const satisfies TRecordModuleHead;
