import {
  AUDIT_CHECKLIST,
  AUDIT_FINDINGS,
  AUDIT_MODULE,
  AUDIT_TEMPLATES,
  AUDITOR_ROLES,
} from '@hse/contracts/audits';
import { HSE_ROLES, hasAnyRole } from '@hse/contracts/roles';
import { textAt } from '@hse/contracts/texts';
import { sql } from 'drizzle-orm';
import { auditAnswers, audits, auditTemplates } from '../../db/schema/index.ts';
import type { TApp } from '../../platform/app-types.ts';
import type { TDeps } from '../../platform/deps.ts';
import { fieldError } from '../../platform/errors.ts';
import { activeUsersOverseeing } from '../../platform/notify.ts';
import { checklistPrintBlocks, type TChecklistStore } from '../../platform/record-module/checklist.ts';
import { registerChecklistRoutes } from '../../platform/record-module/checklist-routes.ts';
import { childPrintBlock, listChildren } from '../../platform/record-module/children.ts';
import { registerChildRoutes } from '../../platform/record-module/children-routes.ts';
import type { TModuleRow } from '../../platform/record-module/module-rows.ts';
import { registerRecordModule, type TRecordModuleHooks } from '../../platform/record-module/register.ts';
import { isCurrentVersion, type TVersionStore } from '../../platform/versioned-list/versioned-list.ts';
import { registerVersionedList } from '../../platform/versioned-list/versioned-list-routes.ts';
import {
  auditFindingHooks,
  checkFindingsAnswered,
  FINDINGS_STORE,
  findingResponsibles,
} from './audit-findings.ts';

const isAuditor = (caller: { roles: readonly string[] }) => hasAnyRole(caller.roles, AUDITOR_ROLES);

/** The HSE staff of the audited organization and above it: who fills the audit's data in. */
const auditedStaff = (tx: Parameters<typeof activeUsersOverseeing>[0], row: TModuleRow) =>
  activeUsersOverseeing(tx, row.organizationId, HSE_ROLES);

/** The audited staff, and whoever a discrepancy of the audit is given to: the audit is theirs now. */
const auditedPeople = async (tx: Parameters<typeof activeUsersOverseeing>[0], row: TModuleRow) => [
  ...(await auditedStaff(tx, row)),
  ...(await findingResponsibles(tx, row.id)),
];

/** The auditors of the audit: its lead and whoever planned it. */
const auditorsOf = async (_tx: unknown, row: TModuleRow) =>
  [row.leadAuditorId, row.createdBy].filter((id): id is string => typeof id === 'string');

/** What audits add to their manifest on the server. */
export const AUDIT_HOOKS: TRecordModuleHooks = {
  // A draft is the auditors' plan: the audited organization sees the audit once it is sent to work.
  visible: (row, caller) => row.status !== 'draft' || isAuditor(caller),
  listWhere: (list, caller, table) => {
    if (!isAuditor(caller)) list.add('no_drafts', sql`${table.status} <> 'draft'`);
  },
  check: async (tx, { before, merged }) => {
    // The checklist is chosen once, among the current versions; it never changes afterwards
    // (the platform refuses a change of any reference).
    if (!before && !(await isCurrentVersion(tx, TEMPLATES, String(merged.template_id))))
      throw fieldError('template_id', 'errors.reference_unavailable');
  },
  references: {
    template_id: (id) => sql`(select t.title from audit_templates t where t.id = ${id})`,
  },
  // Every discrepancy answered for (causes, corrective actions) before the audit goes for approval.
  beforeAction: (tx, row, action) => checkFindingsAnswered(tx, row.id, action),
  notifications: {
    send_to_work: { key: 'notifications.audit_in_work', recipients: auditedPeople },
    send_for_approval: { key: 'notifications.audit_on_approval', recipients: auditorsOf },
    for_revision: { key: 'notifications.audit_revision', recipients: auditedPeople },
    approve: { key: 'notifications.audit_approved', recipients: auditedStaff },
  },
};

const TEMPLATES: TVersionStore = { list: AUDIT_TEMPLATES, table: auditTemplates };
const CHECKLIST: TChecklistStore = {
  checklist: AUDIT_CHECKLIST,
  table: audits,
  answers: auditAnswers,
  parentKey: 'auditId',
  templates: TEMPLATES,
};

/**
 * Audits: their checklist templates (a versioned list), the generic record routes from
 * AUDIT_MODULE, their checklist and their findings as child records under `/api/audits/:id/`.
 */
export function registerAudits(app: TApp, deps: TDeps) {
  registerVersionedList(app, deps, TEMPLATES);
  return registerRecordModule(app, deps, AUDIT_MODULE, audits, {
    ...AUDIT_HOOKS,
    printBlocks: async (item, lang, timeZone) => {
      const findings = await listChildren(deps.db, FINDINGS_STORE, item.id);
      const count = {
        label: textAt(AUDIT_MODULE.texts, 'fields.findings_count', lang),
        value: String(findings.length),
      };
      const checklist = await checklistPrintBlocks(deps.db, CHECKLIST, item, lang, timeZone, [count]);
      return checklist.length
        ? [...checklist, childPrintBlock(AUDIT_FINDINGS, findings, lang, timeZone)]
        : [];
    },
    routes: (a, record) => {
      registerChecklistRoutes(a, deps, record, CHECKLIST);
      registerChildRoutes(a, deps, record, FINDINGS_STORE, auditFindingHooks(deps, TEMPLATES));
    },
  });
}
