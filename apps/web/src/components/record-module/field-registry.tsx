import type { TFieldKind } from '@hse/contracts/record-module/fields';
import type { GridColDef } from '@mui/x-data-grid';
import type { ComponentType } from 'react';
import { RowsDisplay, TextDisplay, type TFieldDisplayProps } from './field-display';
import {
  ChoiceFilter,
  DateRangeFilter,
  NumberRangeFilter,
  PersonFilter,
  ReferenceFilter,
  SubtreeFilter,
  type TFieldFilterProps,
} from './field-filters';
import {
  BooleanInput,
  ChoiceInput,
  DateInput,
  FileInput,
  NumberInput,
  OrganizationInput,
  PersonInput,
  PointInput,
  ReferenceInput,
  TextInput,
  type TFieldInputProps,
} from './field-inputs';
import { PeopleInput } from './people-input';
import { RowsInput } from './rows-input';

/**
 * The web half of the field-type registry: for each kind of the contracts' registry, its grid
 * cell, its form input, its read-only display and its list filter. A module names a kind in its
 * manifest and gets all four.
 */
export type TFieldUi = {
  Input: ComponentType<TFieldInputProps>;
  Display: ComponentType<TFieldDisplayProps>;
  /** The kind's grid column settings; the list adds the header, the value and the sorting. */
  column: Partial<GridColDef>;
  /** The filter a list offers for the kind's first operator (`listFiltersOf`). */
  Filter?: ComponentType<TFieldFilterProps>;
  /** Takes the form's whole width. */
  wide?: boolean;
};

const NUMBER_COLUMN: Partial<GridColDef> = { width: 130, align: 'right', headerAlign: 'right' };
const NAME_COLUMN: Partial<GridColDef> = { flex: 1, minWidth: 170 };

function FieldInputOf(props: TFieldInputProps) {
  const { Input } = FIELD_UI[props.field.kind];
  return <Input {...props} />;
}

const number: TFieldUi = {
  Input: NumberInput,
  Display: TextDisplay,
  column: NUMBER_COLUMN,
  Filter: NumberRangeFilter,
};

export const FIELD_UI: Record<TFieldKind, TFieldUi> = {
  text: { Input: TextInput, Display: TextDisplay, column: { flex: 1, minWidth: 160 } },
  long_text: { Input: TextInput, Display: TextDisplay, column: { flex: 1.5, minWidth: 200 }, wide: true },
  integer: number,
  number,
  money: number,
  percent: number,
  date: { Input: DateInput, Display: TextDisplay, column: { width: 140 }, Filter: DateRangeFilter },
  datetime: { Input: DateInput, Display: TextDisplay, column: { width: 160 }, Filter: DateRangeFilter },
  boolean: { Input: BooleanInput, Display: TextDisplay, column: { width: 90 }, Filter: ChoiceFilter },
  choice: { Input: ChoiceInput, Display: TextDisplay, column: { width: 150 }, Filter: ChoiceFilter },
  multi_choice: { Input: ChoiceInput, Display: TextDisplay, column: NAME_COLUMN, Filter: ChoiceFilter },
  organization: {
    Input: OrganizationInput,
    Display: TextDisplay,
    column: NAME_COLUMN,
    Filter: SubtreeFilter,
  },
  person: { Input: PersonInput, Display: TextDisplay, column: NAME_COLUMN, Filter: PersonFilter },
  people: { Input: PeopleInput, Display: TextDisplay, column: NAME_COLUMN, Filter: PersonFilter, wide: true },
  reference: { Input: ReferenceInput, Display: TextDisplay, column: NAME_COLUMN, Filter: ReferenceFilter },
  file: { Input: FileInput, Display: TextDisplay, column: NAME_COLUMN },
  point: { Input: PointInput, Display: TextDisplay, column: { width: 190 }, wide: true },
  rows: {
    Input: (props) => <RowsInput {...props} Cell={FieldInputOf} />,
    Display: RowsDisplay,
    column: { ...NUMBER_COLUMN, width: 90 },
    wide: true,
  },
};

/** A field's input as its kind draws it. */
export const FieldInput = FieldInputOf;
