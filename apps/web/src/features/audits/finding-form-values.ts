import {
  type FINDING_SEVERITIES,
  type TFinding,
  ZFindingCreateSchema,
  ZFindingUpdateSchema,
} from '@hse/contracts/audits';
import { z } from 'zod';
import type { TFindingCreate, TFindingUpdate } from './audit-queries';

export type TSeverity = (typeof FINDING_SEVERITIES)[number];

/** What a discrepancy raised from a checklist answer starts with. */
export type TFindingPrefill = { question_id: string; requirement: string; evidence: string };

/** The dialog's subject: a new discrepancy (perhaps from a checklist answer) or an existing one. */
export type TFindingTarget =
  | { mode: 'create'; prefill?: TFindingPrefill }
  | { mode: 'edit'; finding: TFinding };

export type TFindingFormValues = {
  requirement: string;
  evidence: string;
  severity: TSeverity | null;
  responsible_id: string | null;
  due_on: string | null;
  causes: string;
  corrective_actions: string;
};

/** The auditors' part and the audited organization's part of a discrepancy. */
export const AUDITOR_FIELDS = ['requirement', 'evidence', 'severity', 'responsible_id', 'due_on'] as const;
export const RESPONSE_FIELDS = ['causes', 'corrective_actions'] as const;

/** Who may write which part: the server's flags for an existing finding, the auditors' for a new one. */
export function rightsOf(target: TFindingTarget) {
  if (target.mode === 'create') return { canEdit: true, canRespond: false };
  return { canEdit: target.finding.can_edit, canRespond: target.finding.can_respond };
}

const auditorShape = ZFindingCreateSchema.pick({
  requirement: true,
  evidence: true,
  severity: true,
  responsible_id: true,
  due_on: true,
}).shape;
const updateShape: Record<string, z.ZodType> = ZFindingUpdateSchema.shape;
const responseShape = { causes: updateShape.causes, corrective_actions: updateShape.corrective_actions };

/** The contract's rules for the parts the reader may write; the rest is shown, not checked. */
export function findingSchema({ canEdit, canRespond }: ReturnType<typeof rightsOf>) {
  return z.object({ ...(canEdit ? auditorShape : {}), ...(canRespond ? responseShape : {}) });
}

export function initialFindingValues(target: TFindingTarget): TFindingFormValues {
  if (target.mode === 'create')
    return {
      requirement: target.prefill?.requirement ?? '',
      evidence: target.prefill?.evidence ?? '',
      severity: null,
      responsible_id: null,
      due_on: '',
      causes: '',
      corrective_actions: '',
    };
  const { requirement, evidence, severity, responsible_id, due_on, causes, corrective_actions } =
    target.finding;
  return { requirement, evidence, severity, responsible_id, due_on, causes, corrective_actions };
}

/** The values the schema accepted, as the create or the update takes them. */
export function createBody(values: Record<string, unknown>, prefill?: TFindingPrefill): TFindingCreate {
  return { ...(values as Omit<TFindingCreate, 'question_id'>), question_id: prefill?.question_id ?? null };
}

export function updateBody(values: Record<string, unknown>, finding: TFinding): TFindingUpdate {
  return { ...values, version: finding.version };
}

/** A due date passed while the audit is still open: the corrective actions are late. */
export function isOverdue(finding: Pick<TFinding, 'due_on'>, status: string, today: string): boolean {
  return status !== 'approved' && finding.due_on < today;
}

/** Today as a calendar day in the reader's zone (`YYYY-MM-DD`). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
