import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { TSelectOption } from './form/select-field';

type TProps<V extends string> = {
  /** All texts already translated. */
  label: string;
  allLabel: string;
  value: V | null;
  options: readonly (TSelectOption & { value: V })[];
  onChange: (value: V | null) => void;
  testId?: string;
  /** Its width from 600 px up, where its options are long (200 px otherwise). */
  width?: number;
};

// The theme makes text fields full width; in a filter row each keeps its own width from 600 px up.
const FILTER_WIDTH = { xs: '100%', sm: 200 } as const;

/** A list filter offering "all" first; choosing it clears the filter (null). */
export function FilterSelect<V extends string>({
  label,
  allLabel,
  value,
  options,
  onChange,
  testId,
  width,
}: TProps<V>) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange((event.target.value || null) as V | null)}
      sx={{ width: width ? { ...FILTER_WIDTH, sm: width } : FILTER_WIDTH }}
      data-testid={testId}
    >
      <MenuItem value="">
        <em>{allLabel}</em>
      </MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
