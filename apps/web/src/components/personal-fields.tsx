import { BLOOD_GROUPS, LICENSE_CATEGORIES } from '@hse/contracts/users';
import Grid, { type GridProps } from '@mui/material/Grid';
import type { ReactNode } from 'react';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, type TSelectOption } from './form/select-field';
import { TextCells, type TTextCell } from './form/text-cells';
import { FormSection, GRID_THIRD } from './form-section';

type TBloodGroup = (typeof BLOOD_GROUPS)[number];
type TLicenseCategory = (typeof LICENSE_CATEGORIES)[number];

/** The fields of ZPersonalFieldsSchema: what a person keeps about themselves. */
export type TPersonalValues = {
  last_name: string;
  first_name: string;
  middle_name: string;
  email: string;
  phone: string;
  city: string;
  license_categories: TLicenseCategory[];
  blood_group: TBloodGroup | null;
};

type TPersonalField = keyof TPersonalValues;

export const EMPTY_PERSONAL: TPersonalValues = {
  last_name: '',
  first_name: '',
  middle_name: '',
  email: '',
  phone: '',
  city: '',
  license_categories: [],
  blood_group: null,
};

/** Where the labels and the title are: `<keyPrefix>.fields.<field>` and `<keyPrefix>.sections.personal`. */
export type TPersonalTexts = { ns: string; keyPrefix: string };

const EDITOR_TEXTS: TPersonalTexts = { ns: 'admin', keyPrefix: 'users' };

const NAME_CELLS: readonly TTextCell<TPersonalField>[] = [
  { name: 'last_name', autoComplete: 'family-name', required: true },
  { name: 'first_name', autoComplete: 'given-name', required: true },
  { name: 'middle_name', autoComplete: 'additional-name' },
];
const CONTACT_CELLS: readonly TTextCell<TPersonalField>[] = [
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'phone', type: 'tel', autoComplete: 'tel', placeholder: '+7XXXXXXXXXX' },
  { name: 'city', autoComplete: 'address-level2' },
];

type TSelectCell = {
  name: TPersonalField;
  options: readonly TSelectOption[];
  multiple?: boolean;
  nullable?: boolean;
};
const asOption = (value: string): TSelectOption => ({ value, label: value });
const SELECT_CELLS: readonly TSelectCell[] = [
  { name: 'license_categories', options: LICENSE_CATEGORIES.map(asOption), multiple: true },
  { name: 'blood_group', options: BLOOD_GROUPS.map(asOption), nullable: true },
];

type TProps<T extends FieldValues> = {
  control: Control<T>;
  /** The administrator's wording unless given (registration words some fields differently). */
  texts?: TPersonalTexts;
  /** Fields of the caller's own, placed right after the name. */
  afterName?: ReactNode;
  /** Grid cells other than a third. */
  sizes?: Partial<Record<TPersonalField, GridProps['size']>>;
};

/**
 * Shared by the administrator's user editor, the personal account and registration. The values
 * are Partial because a schema's input type (registration's) leaves fields with defaults optional.
 */
export function PersonalFields<T extends FieldValues & Partial<TPersonalValues>>({
  control,
  texts = EDITOR_TEXTS,
  afterName,
  sizes = {},
}: TProps<T>) {
  const { t } = useTranslation(texts.ns, { keyPrefix: texts.keyPrefix });
  // react-hook-form cannot see that these names exist on every T that extends TPersonalValues.
  const name = (field: TPersonalField) => field as Path<T>;
  const label = (field: string) => t(`fields.${field}`);
  const cells = (list: readonly TTextCell<TPersonalField>[]) =>
    list.map((cell) => ({ ...cell, name: name(cell.name), size: sizes[cell.name] }));
  return (
    <FormSection title={t('sections.personal')}>
      <TextCells control={control} cells={cells(NAME_CELLS)} label={label} />
      {afterName}
      <TextCells control={control} cells={cells(CONTACT_CELLS)} label={label} />
      {SELECT_CELLS.map(({ name: field, ...select }) => (
        <Grid key={field} size={sizes[field] ?? GRID_THIRD}>
          <SelectField control={control} name={name(field)} label={label(field)} {...select} />
        </Grid>
      ))}
    </FormSection>
  );
}
