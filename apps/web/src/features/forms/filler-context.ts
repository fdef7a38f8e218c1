import type { TLanguage } from '@hse/contracts/constants';
import { NUMERIC_FORM_KINDS } from '@hse/contracts/forms/definition';
import type { Control } from 'react-hook-form';
import type { TRecordFormValues } from '../../components/record-module/field-inputs';
import type { TFormChange } from './form-changes';
import type { TFormFiller } from './use-form-filler';

/** What each part of the form needs to draw a value, its messages and its previous value. */
export type TContext = {
  filler: TFormFiller;
  control: Control<TRecordFormValues>;
  readOnly: boolean;
  lang: TLanguage;
  changes: Map<string, TFormChange>;
  format: (value: unknown) => string;
};

export const NUMBER_KINDS = new Set(NUMERIC_FORM_KINDS);
