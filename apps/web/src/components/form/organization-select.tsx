import Grid from '@mui/material/Grid';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useOrganizationOptions } from '../organization-options';
import { SelectField, type TSelectOption } from './select-field';

type TProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  /** Already translated. */
  label: string;
  /** Only this organization and those below it: what the server accepts for a record. */
  within?: string | null;
  /** The record's own organization, offered until the list has arrived. */
  current?: TSelectOption;
  required?: boolean;
  multiple?: boolean;
  disabled?: boolean;
  helperText?: string;
};

/**
 * A form section's organization select over a whole row: the tree indented in the reader's
 * language, disabled until it has arrived (MUI refuses a value it has no option for).
 */
export function OrganizationSelect<T extends FieldValues>({
  within,
  current,
  disabled,
  ...select
}: TProps<T>) {
  const organizations = useOrganizationOptions({ within, current });
  return (
    <Grid size={12}>
      <SelectField {...select} options={organizations.options} disabled={disabled || !organizations.ready} />
    </Grid>
  );
}
