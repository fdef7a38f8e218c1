import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { type ReactNode, useId, useRef, useState } from 'react';
import { type Control, Controller, type ControllerProps, type FieldValues, type Path } from 'react-hook-form';
import { useFieldErrorText } from './field-error';

export type TFieldTransform = { toInput: (value: unknown) => string; fromInput: (text: string) => unknown };

/** Date inputs always show their own mask, so their label has to stay above it. */
const MASKED_TYPES = new Set(['date', 'datetime-local', 'time']);

export type TTextFieldExtras = Partial<
  Pick<
    OutlinedInputProps,
    | 'type'
    | 'autoComplete'
    | 'autoFocus'
    | 'placeholder'
    | 'multiline'
    | 'minRows'
    | 'maxRows'
    | 'endAdornment'
  >
> & {
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  /** Converts a value that is not a string (a number, an instant) to the input's text and back. */
  transform?: TFieldTransform;
  /** As on MUI's TextField: `htmlInput` for the <input> itself (inputMode, maxLength), `input` for the outlined input. */
  slotProps?: { htmlInput?: OutlinedInputProps['inputProps']; input?: Partial<OutlinedInputProps> };
  sx?: SxProps<Theme>;
  id?: string;
  /**
   * Keeps the error back until something is typed here or the form is submitted: adding a
   * repeating row focuses it, which leaves the row above "touched", and the field array then
   * validates every row, which would mark rows nobody has typed in yet.
   */
  errorOnceTyped?: boolean;
};

type TProps<T extends FieldValues> = TTextFieldExtras & {
  name: Path<T>;
  control: Control<T>;
  /** Already translated. */
  label: string;
  /** Field rules when the form has no schema resolver; messages are MESSAGES keys. */
  rules?: ControllerProps<T>['rules'];
};

/**
 * A Material outlined text field bound to react-hook-form, showing the field's error in the
 * current language. Assembled from its parts rather than MUI's TextField, which always bundles
 * Select and Menu: this field is on the sign-in page, whose download must stay small.
 */
export function FormTextField<T extends FieldValues>(props: TProps<T>) {
  const {
    name,
    control,
    label,
    rules,
    helperText,
    required,
    disabled,
    sx,
    id,
    slotProps,
    transform,
    errorOnceTyped,
    ...input
  } = props;
  const shrink = MASKED_TYPES.has(input.type ?? '') || undefined;
  const autoId = useId();
  const inputId = id ?? `${name}-${autoId}`;
  const errorText = useFieldErrorText();
  // Typed here, and the saves tried before this field appeared (a row added after a save waits
  // for the next one).
  const [typed, setTyped] = useState(false);
  const savesBefore = useRef<number | null>(null);
  return (
    <Controller
      name={name}
      control={control}
      rules={rules}
      render={({ field, fieldState, formState }) => {
        savesBefore.current ??= formState.submitCount;
        const held = errorOnceTyped && !typed && formState.submitCount === savesBefore.current;
        const error = held ? undefined : errorText(fieldState.error?.message);
        const help = error ?? helperText;
        return (
          <FormControl
            fullWidth
            size="small"
            required={required}
            disabled={disabled}
            error={Boolean(error)}
            sx={sx}
            data-testid={`field-${name}`}
          >
            <InputLabel htmlFor={inputId} shrink={shrink}>
              {label}
            </InputLabel>
            <OutlinedInput
              {...input}
              {...slotProps?.input}
              inputProps={slotProps?.htmlInput}
              id={inputId}
              name={field.name}
              notched={shrink}
              value={transform ? transform.toInput(field.value) : (field.value ?? '')}
              onChange={(event) => {
                if (errorOnceTyped) setTyped(true);
                field.onChange(transform ? transform.fromInput(event.target.value) : event);
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
              label={required ? <>{label}&thinsp;*</> : label}
              aria-describedby={help ? `${inputId}-help` : undefined}
            />
            {help && <FormHelperText id={`${inputId}-help`}>{help}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
