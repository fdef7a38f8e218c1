import Grid, { type GridProps } from '@mui/material/Grid';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { GRID_HALF, GRID_THIRD } from '../form-section';
import { DATE_TIME_TRANSFORM } from './field-transforms';
import { FormTextField, type TTextFieldExtras } from './text-field';

/** A plain text field of a FormSection: its name, its grid cell (a third by default) and its input. */
export type TTextCell<TName extends string> = TTextFieldExtras & { name: TName; size?: GridProps['size'] };

/** A date and time over half a row (when something happened), sent as an instant. */
export function dateTimeCell<TName extends string>(name: TName, { required = false } = {}): TTextCell<TName> {
  return { name, type: 'datetime-local', transform: DATE_TIME_TRANSFORM, required, size: GRID_HALF };
}

type TProps<T extends FieldValues> = {
  control: Control<T>;
  cells: readonly TTextCell<Path<T>>[];
  /** The caller's namespace words the labels (the editor and registration differ). */
  label: (name: Path<T>) => string;
};

/** A section's text fields described as data, so that their settings read as a table. */
export function TextCells<T extends FieldValues>({ control, cells, label }: TProps<T>) {
  return cells.map(({ name, size = GRID_THIRD, ...input }) => (
    <Grid key={name} size={size}>
      <FormTextField control={control} name={name} label={label(name)} {...input} />
    </Grid>
  ));
}
