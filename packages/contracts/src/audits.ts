import { AUDIT_MODULE_HEAD, AUDITOR_ROLES } from './audit-module-head.ts';
import { checklistTemplates, defineChecklist } from './record-module/checklist.ts';
import { defineChildModule, type TChildItem } from './record-module/children.ts';
import { defineRecordModule } from './record-module/define.ts';
import { fields } from './record-module/fields.ts';
import { HSE_ROLES } from './roles.ts';
import type { TWorkflow } from './workflow.ts';

export const AUDIT_KINDS = ['internal', 'external', 'certification', 'inspection'] as const;
export const AUDIT_STATUSES = ['draft', 'in_work', 'on_approval', 'revision', 'approved'] as const;
export type TAuditStatus = (typeof AUDIT_STATUSES)[number];
export { AUDITOR_ROLES };

/**
 * Brief §6: the auditors prepare the audit, then the audited organization's staff (`member`)
 * fill in its data (causes and corrective actions of each discrepancy) and send it back; the
 * auditors approve it or return it with a comment.
 */
export const AUDIT_WORKFLOW: TWorkflow<TAuditStatus> = {
  initial: 'draft',
  states: AUDIT_STATUSES,
  actions: {
    send_to_work: { from: ['draft'], to: 'in_work', who: AUDITOR_ROLES },
    send_for_approval: {
      from: ['in_work', 'revision'],
      to: 'on_approval',
      who: ['member', ...AUDITOR_ROLES],
    },
    approve: { from: ['on_approval'], to: 'approved', who: AUDITOR_ROLES },
    for_revision: { from: ['on_approval'], to: 'revision', who: AUDITOR_ROLES, commentRequired: true },
  },
  editable: { draft: AUDITOR_ROLES, in_work: AUDITOR_ROLES, revision: AUDITOR_ROLES },
  deletable: { draft: AUDITOR_ROLES },
};

export const AUDIT_MODULE = defineRecordModule({
  ...AUDIT_MODULE_HEAD,
  entityType: 'audit',
  resource: '/api/audits',
  numberPrefix: 'AUD',
  fields: {
    kind: fields.choice(AUDIT_KINDS, { required: true }),
    organization_id: fields.organization({ required: true }),
    template_id: fields.reference('/api/audit-templates/choices/', { required: true }),
    starts_on: fields.date({ required: true }),
    ends_on: fields.date({ required: true, notBefore: 'starts_on' }),
    lead_auditor_id: fields.person({ required: true }),
    team: fields.text({ max: 1000 }),
    scope: fields.longText({ required: true, max: 4000 }),
    criteria: fields.longText({ max: 4000 }),
    score: fields.percent({ computed: true }),
    findings_count: fields.integer({ computed: true }),
  },
  organizationField: 'organization_id',
  yearField: 'starts_on',
  sections: [
    { key: 'general', fields: ['kind', 'organization_id', 'template_id', 'starts_on', 'ends_on'] },
    { key: 'team', fields: ['lead_auditor_id', 'team'] },
    { key: 'subject', fields: ['scope', 'criteria'] },
    { key: 'result', fields: ['score', 'findings_count'] },
  ],
  list: {
    columns: [
      'number',
      'starts_on',
      'kind',
      'organization_id',
      'lead_auditor_id',
      'score',
      'findings_count',
      'status',
    ],
    narrowHidden: ['kind', 'lead_auditor_id', 'findings_count'],
    filters: ['organization_id', 'kind', 'status', 'starts_on', 'score'],
    search: ['scope', 'team'],
    ordering: ['starts_on', 'number', 'score', 'status', 'created_at'],
    defaultOrdering: '-starts_on',
  },
  workflow: AUDIT_WORKFLOW,
  parts: { files: true, comments: true, history: true, pdf: true },
  // A planned audit waits for its dates, not for anyone. Auditors may send an audit in work on, but
  // it waits for the audited organization's HSE staff and the people its discrepancies are given
  // to (whom its notifications tell); sent for approval, for its lead auditor and its author.
  myWork: {
    waits: {
      draft: [],
      in_work: [...HSE_ROLES, 'findings.responsible_id'],
      revision: [...HSE_ROLES, 'findings.responsible_id'],
      on_approval: ['lead_auditor_id', 'author'],
    },
    summary: 'scope',
    due: 'ends_on',
  },
});

// ---- The checklist: templates kept by auditors, answered in the audit (decision 043) -----------

export const AUDIT_TEMPLATES = checklistTemplates({
  resource: '/api/audit-templates',
  entityType: 'audit_template',
  writeRoles: AUDITOR_ROLES,
  tags: ['audits'],
  supersededError: 'errors.audit_template_superseded',
  duplicateError: 'errors.audit_question_duplicate',
});

export const AUDIT_CHECKLIST = defineChecklist({
  parent: AUDIT_MODULE,
  templates: AUDIT_TEMPLATES,
  templateField: 'template_id',
  scoreField: 'score',
  unknownQuestionError: 'errors.audit_question_unknown',
  unknownPhotoError: 'errors.audit_photo_unknown',
});

// ---- Discrepancies (findings): child records of the audit (decision 038) ----------------------

export const FINDING_SEVERITIES = ['critical', 'major', 'minor', 'observation'] as const;

/**
 * The auditors write a discrepancy while the audit is editable to them; the audited organization's
 * staff who are not auditors (`member`), or its responsible person, answer for it with causes and
 * corrective actions while the audit is with them (decision 029).
 */
export const AUDIT_FINDINGS = defineChildModule({
  key: 'findings',
  item: 'finding',
  parent: AUDIT_MODULE,
  fields: {
    question_id: fields.text({ max: 40 }),
    requirement: fields.longText({ required: true, max: 2000 }),
    evidence: fields.longText({ required: true, max: 4000 }),
    severity: fields.choice(FINDING_SEVERITIES, { required: true }),
    responsible_id: fields.person({ required: true }),
    due_on: fields.date({ required: true }),
    causes: fields.longText({ max: 4000 }),
    corrective_actions: fields.longText({ max: 4000 }),
  },
  fixed: ['question_id'],
  sections: [
    {
      key: 'finding',
      fields: ['requirement', 'evidence', 'severity', 'responsible_id', 'due_on'],
      flag: 'can_edit',
      writers: AUDIT_WORKFLOW.editable,
    },
    {
      key: 'respond',
      fields: ['causes', 'corrective_actions'],
      flag: 'can_respond',
      writers: { in_work: ['member', 'responsible_id'], revision: ['member', 'responsible_id'] },
      except: AUDITOR_ROLES,
    },
  ],
  blankText: ['causes', 'corrective_actions'],
  nameKeys: { responsible_id: 'responsible_fio' },
  label: 'requirement',
  due: 'due_on',
});
export type TFinding = TChildItem & {
  question_id: string | null;
  requirement: string;
  evidence: string;
  severity: (typeof FINDING_SEVERITIES)[number];
  responsible_id: string;
  responsible_fio: string;
  due_on: string;
  causes: string;
  corrective_actions: string;
  can_edit: boolean;
  can_respond: boolean;
};
