import { AUDIT_MODULE, type TAuditStatus } from '@hse/contracts/audits';
import { recordModuleTable } from './record-module-table.ts';

/** Audits (brief §6): one row per audit, its columns derived from the audit manifest. */
export const audits = recordModuleTable<TAuditStatus>('audits', AUDIT_MODULE);
