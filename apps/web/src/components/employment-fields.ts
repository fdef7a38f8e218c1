import type { TTextCell } from './form/text-cells';

/** The fields of ZEmploymentFieldsSchema: the administrator sets them, or the person when registering. */
export type TEmploymentValues = {
  login: string;
  organization_id: string;
  division: string;
  post: string;
  personnel_number: string;
  iin: string;
};

export const EMPTY_EMPLOYMENT: TEmploymentValues = {
  login: '',
  organization_id: '',
  division: '',
  post: '',
  personnel_number: '',
  iin: '',
};

/** Twelve digits: a numeric keypad on phones, and no thirteenth digit to type. */
export const IIN_CELL: TTextCell<'iin'> = {
  name: 'iin',
  required: true,
  slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 12 } },
};
