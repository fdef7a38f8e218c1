import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * What the audit's data means (contracts AUDIT_TEXTS, the `audits` namespace, shared with the PDF
 * and the export) in the reader's language: `finding.severity`, `options.answer.compliant`.
 */
export function useAuditText(): (path: string) => string {
  const { t } = useTranslation('audits');
  return useCallback((path: string) => t(path), [t]);
}
