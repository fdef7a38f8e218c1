import Grid, { type GridProps } from '@mui/material/Grid';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { GRID_THIRD } from '../form-section';
import { SelectField, type TSelectOption } from './select-field';

/** A select of a FormSection: its name, label, options and grid cell (a third by default). */
export type TSelectCell<TName extends string> = {
  name: TName;
  /** Already translated. */
  label: string;
  options: readonly TSelectOption[];
  size?: GridProps['size'];
  required?: boolean;
  nullable?: boolean;
  disabled?: boolean;
  multiple?: boolean;
  helperText?: string;
};

/** A section's selects described as data, beside TextCells for its text fields. */
export function SelectCells<T extends FieldValues>({
  control,
  cells,
}: {
  control: Control<T>;
  cells: readonly TSelectCell<Path<T>>[];
}) {
  return cells.map(({ name, size = GRID_THIRD, ...select }) => (
    <Grid key={name} size={size}>
      <SelectField control={control} name={name} {...select} />
    </Grid>
  ));
}
