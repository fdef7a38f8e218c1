import { AUDIT_MODULE } from '@hse/contracts/audits';
import type { TLanguage } from '@hse/contracts/constants';
import { displayValue } from '@hse/contracts/record-module/fields';

/** Written as the audit's own fields are, on its page, in the PDF and the export. */
const context = (lang: TLanguage) => ({ texts: AUDIT_MODULE.texts, lang, timeZone: 'UTC' });

/** A score in percent: `61,1 %`. */
export const formatScore = (score: number, lang: TLanguage) =>
  displayValue('score', AUDIT_MODULE.fields.score, score, context(lang));

/** A calendar day: `22.11.2026`, `22/11/2026`. */
export const formatDay = (day: string, lang: TLanguage) =>
  displayValue('starts_on', AUDIT_MODULE.fields.starts_on, day, context(lang));
