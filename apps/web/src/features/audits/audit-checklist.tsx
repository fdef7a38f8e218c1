import { AUDIT_CHECKLIST, AUDIT_FINDINGS } from '@hse/contracts/audits';
import { ChecklistPanel } from '../../components/checklist/checklist-panel';
import { pickText } from '../../components/localized';
import { useChildren } from '../../components/record-module/children-queries';
import type { TRecordSlotProps } from '../../components/record-module/record-module';

/** The audit's checklist; a non-compliant answer raises a discrepancy while the reader may add one. */
export function AuditChecklist(props: TRecordSlotProps) {
  const findings = useChildren(AUDIT_FINDINGS, props.record.id);
  return (
    <ChecklistPanel
      {...props}
      checklist={AUDIT_CHECKLIST}
      ns="audit_checklist"
      raise={
        findings.data?.can_add
          ? {
              child: AUDIT_FINDINGS,
              values: (question, answer, lang) => ({
                question_id: question.id,
                requirement: pickText(question.requirement, lang),
                evidence: answer.evidence,
              }),
            }
          : undefined
      }
    />
  );
}
