import { AUDIT_TEXTS } from '@hse/contracts/audit-texts';
import { AUDIT_FINDINGS, AUDIT_MODULE } from '@hse/contracts/audits';
import type { TLanguage } from '@hse/contracts/constants';
import { displayValue, type TField } from '@hse/contracts/record-module/fields';
import type { TRecordItem } from '@hse/contracts/record-module/schemas';
import { textAt } from '@hse/contracts/texts';
import type { DbOrTx } from '../../db/client.ts';
import { childPrintBlock, listChildren } from '../../platform/record-module/children.ts';
import type { TPrintBlock } from '../../platform/record-pdf.ts';
import { FINDINGS_STORE } from './audit-findings.ts';
import { findTemplate, templateTitleIn } from './audit-templates-repository.ts';
import { storedAnswers } from './checklist-service.ts';

/**
 * What an audit's report prints after its fields (the generic part): the checklist it was made
 * with, answered, one table per section, and its discrepancies with the organization's answers.
 */
export async function auditPrintBlocks(
  db: DbOrTx,
  item: TRecordItem,
  lang: TLanguage,
  timeZone: string,
): Promise<TPrintBlock[]> {
  const t = (path: string) => textAt(AUDIT_TEXTS, path, lang);
  const ctx = { texts: AUDIT_TEXTS, lang, timeZone };
  const template = await findTemplate(db, String(item.template_id));
  if (!template) return [];
  const answers = await storedAnswers(db, item.id);
  const findings = await listChildren(db, FINDINGS_STORE, item.id);
  const score = displayValue('score', AUDIT_MODULE.fields.score as TField, item.score, ctx);

  const summary: TPrintBlock = {
    title: t('sections.checklist'),
    fields: [
      { label: t('fields.template_id'), value: templateTitleIn(template, lang) },
      { label: t('checklist.version'), value: String(template.version) },
      { label: t('fields.score'), value: score || t('checklist.unanswered') },
      { label: t('fields.findings_count'), value: String(findings.length) },
    ],
  };
  const sections: TPrintBlock[] = template.sections.map((section, i) => ({
    title: `${i + 1}. ${section.title[lang] || section.title.ru}`,
    table: {
      head: [t('checklist.question'), t('checklist.answer'), t('checklist.evidence'), t('checklist.comment')],
      rows: section.questions.map((question) => {
        const answer = answers[question.id];
        const requirement = question.requirement[lang] || question.requirement.ru;
        return [
          question.reference ? `${requirement} (${question.reference})` : requirement,
          answer?.answer ? t(`options.answer.${answer.answer}`) : t('checklist.unanswered'),
          answer?.evidence ?? '',
          answer?.comment ?? '',
        ];
      }),
    },
  }));
  return [summary, ...sections, childPrintBlock(AUDIT_FINDINGS, findings, lang, timeZone)];
}
