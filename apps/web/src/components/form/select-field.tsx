import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from './field-error';

export type TSelectOption = { value: string; label: string; depth?: number; disabled?: boolean };

type TProps<T extends FieldValues> = {
  name: Path<T>;
  control: Control<T>;
  label: string;
  options: readonly TSelectOption[];
  multiple?: boolean;
  /** Offers "not selected" and stores it as null (nullable enums of the contracts). */
  nullable?: boolean;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
};

function toInput(value: unknown, multiple: boolean): string | string[] {
  if (multiple) return Array.isArray(value) ? value : [];
  return typeof value === 'string' ? value : '';
}

/** A MUI select bound to react-hook-form; `depth` indents options to show a tree. */
export function SelectField<T extends FieldValues>(props: TProps<T>) {
  const {
    name,
    control,
    label,
    options,
    multiple = false,
    nullable = false,
    required,
    disabled,
    helperText,
  } = props;
  const { t } = useTranslation('common');
  const errorText = useFieldErrorText();
  const labelOf = (value: string) => options.find((o) => o.value === value)?.label ?? value;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          name={field.name}
          label={label}
          required={required}
          disabled={disabled}
          value={toInput(field.value, multiple)}
          onChange={(event) => {
            const value = event.target.value as string | string[];
            field.onChange(nullable && value === '' ? null : value);
          }}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error?.message) ?? helperText}
          data-testid={`field-${name}`}
          slotProps={{
            select: {
              multiple,
              renderValue: multiple
                ? (selected) => (selected as string[]).map(labelOf).join(', ')
                : undefined,
              MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
            },
          }}
        >
          {nullable && !multiple && (
            <MenuItem value="">
              <em>{t('fields.not_selected')}</em>
            </MenuItem>
          )}
          {options.map((option) => (
            <MenuItem
              key={option.value}
              value={option.value}
              disabled={option.disabled}
              sx={{ pl: 2 + 2 * (option.depth ?? 0), whiteSpace: 'normal' }}
            >
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
