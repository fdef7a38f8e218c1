import type { TFormDefinition, TFormTable } from '@hse/contracts/forms/definition';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../components/localized';
import { refChoices, refName } from './designer-formula';
import { FORM_SCREENS_NS } from './texts';

/**
 * What formulas may read where they are (a table's row or the whole form) and how a reference is
 * named, in the reader's language.
 */
export function useRefs(definition: TFormDefinition, table?: TFormTable) {
  const { t } = useTranslation(FORM_SCREENS_NS);
  const lang = useLanguage();
  const totalOf = (tableName: string, column: string) => t('designer.total_of', { table: tableName, column });
  return {
    choices: (except?: string) => refChoices(definition, lang, totalOf, table, except),
    nameOf: (ref: string) => refName(definition, ref, lang, totalOf, table),
  };
}
