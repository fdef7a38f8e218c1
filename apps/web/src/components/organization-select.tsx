import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useOrganizationOptions } from './organization-options';

type TProps = Omit<TextFieldProps, 'select' | 'value' | 'onChange' | 'children'> & {
  value: string | null;
  onChange: (id: string | null) => void;
  /** When given, a first option with this text stands for "no organization chosen". */
  emptyLabel?: string;
};

/** A select showing the organization tree by indentation (no tree view is installed). */
export function OrganizationSelect({ value, onChange, emptyLabel, ...rest }: TProps) {
  const { options } = useOrganizationOptions();
  // Until the list arrives a set value has no option; MUI warns about that, so it waits.
  const known = value !== null && options.some((option) => option.value === value);
  return (
    <TextField
      {...rest}
      select
      value={known ? value : ''}
      onChange={(event) => onChange(event.target.value || null)}
    >
      {emptyLabel !== undefined && (
        <MenuItem value="">
          <em>{emptyLabel}</em>
        </MenuItem>
      )}
      {options.map((option) => (
        <MenuItem
          key={option.value}
          value={option.value}
          sx={{ pl: 2 + (option.depth ?? 0) * 2, fontWeight: option.depth === 0 ? 600 : undefined }}
        >
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
