import { AUDIT_TEXTS } from '@hse/contracts/audit-texts';
import { textAt } from '@hse/contracts/texts';
import { useCallback } from 'react';
import { useLanguage } from '../../components/localized';

/**
 * What the audit's data means (contracts AUDIT_TEXTS, shared with the PDF and the export) in the
 * reader's language: `finding.severity`, `options.answer.compliant`.
 */
export function useAuditText(): (path: string) => string {
  const lang = useLanguage();
  return useCallback((path: string) => textAt(AUDIT_TEXTS, path, lang), [lang]);
}
