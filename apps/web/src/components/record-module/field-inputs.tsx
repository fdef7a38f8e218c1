import type { TRecordModule } from '@hse/contracts/record-module/define';
import type { TField } from '@hse/contracts/record-module/fields';
import { nameKeyOf, type TRecordItem } from '@hse/contracts/record-module/schemas';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { type Control, Controller, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../form/field-error';
import { NUMBER_TRANSFORM } from '../form/field-transforms';
import { SelectField, type TSelectOption } from '../form/select-field';
import { FormTextField } from '../form/text-field';
import { useOrganizationOptions } from '../organization-options';
import { useRecordFiles } from '../record-extras-queries';
import { UserSelectField } from '../user-select';
import { DayPicker, MomentPicker } from './date-pickers';
import type { TRecordFormValues } from './form-values';
import { apiPathOf } from './record-module';
import { useChoices } from './record-queries';

export type { TRecordFormValues };

/** What every kind's input is given; `label` is `<module>:fields.<name>`, already translated. */
export type TFieldInputProps = {
  module: TRecordModule;
  name: string;
  field: TField;
  control: Control<TRecordFormValues>;
  label: string;
  /** The record being edited; absent while creating. */
  record?: TRecordItem;
  disabled?: boolean;
  /** People are chosen from this organization and below it (a child of a record of it). */
  organizationId?: string;
};

/**
 * What the inputs that need no module take (text, number, date, organization, person): a form of
 * another kind of data (a periodic form's fields, decision 058) uses them too.
 */
export type TPlainInputProps = Omit<TFieldInputProps, 'module'>;

const asControl = (control: Control<TRecordFormValues>) => control as unknown as Control<FieldValues>;

export function TextInput({ name, field, control, label, disabled }: TPlainInputProps) {
  const long = field.kind === 'long_text';
  return (
    <FormTextField
      control={asControl(control)}
      name={name}
      label={label}
      required={field.required}
      disabled={disabled}
      multiline={long}
      minRows={long ? 3 : undefined}
    />
  );
}

const STEPS: Partial<Record<TField['kind'], number>> = { integer: 1, money: 0.001, percent: 0.1 };

export function NumberInput({ name, field, control, label, disabled }: TPlainInputProps) {
  return (
    <FormTextField
      control={asControl(control)}
      name={name}
      label={label}
      type="number"
      required={field.required}
      disabled={disabled}
      transform={NUMBER_TRANSFORM}
      endAdornment={field.kind === 'percent' ? <InputAdornment position="end">%</InputAdornment> : undefined}
      slotProps={{
        htmlInput: {
          step: STEPS[field.kind] ?? 'any',
          inputMode: field.kind === 'integer' ? 'numeric' : 'decimal',
        },
      }}
    />
  );
}

/** A day or a moment in real pickers, in the reader's language (the form wraps them in PickersProvider). */
export function DateInput({ name, field, control, label, disabled }: TPlainInputProps) {
  const errorText = useFieldErrorText();
  const Picker = field.kind === 'datetime' ? MomentPicker : DayPicker;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: input, fieldState }) => (
        <Picker
          label={label}
          name={input.name}
          value={input.value}
          onChange={input.onChange}
          onBlur={input.onBlur}
          inputRef={input.ref}
          required={field.required}
          disabled={disabled}
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error?.message)}
          testId={`field-${name}`}
        />
      )}
    />
  );
}

export function BooleanInput({ name, control, label, disabled }: TFieldInputProps) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: input }) => (
        <FormControlLabel
          disabled={disabled}
          label={label}
          control={
            <Checkbox
              checked={input.value === true}
              onChange={(_, checked) => input.onChange(checked)}
              data-testid={`field-${name}`}
            />
          }
        />
      )}
    />
  );
}

function useOptionTexts(module: TRecordModule, name: string, field: TField): TSelectOption[] {
  const { t } = useTranslation(module.key);
  // A cell of a row (`items.0.kind`) is named by its own key, as the rows' display names it.
  const key = name.split('.').at(-1) ?? name;
  return useMemo(
    () => (field.options ?? []).map((value) => ({ value, label: t(`options.${key}.${value}`) })),
    [t, key, field.options],
  );
}

export function ChoiceInput({ module, name, field, control, label, disabled }: TFieldInputProps) {
  const options = useOptionTexts(module, name, field);
  return (
    <SelectField
      control={asControl(control)}
      name={name}
      label={label}
      options={options}
      required={field.required}
      nullable={!field.required && field.kind === 'choice'}
      multiple={field.kind === 'multi_choice'}
      disabled={disabled}
    />
  );
}

/** The record's name for what a field points to, offered before the list has arrived. */
function currentOption(record: TRecordItem | undefined, name: string): TSelectOption | undefined {
  const id = record?.[name];
  const label = record?.[nameKeyOf(name)];
  return typeof id === 'string' && typeof label === 'string' ? { value: id, label } : undefined;
}

export function OrganizationInput({ name, field, control, label, record, disabled }: TPlainInputProps) {
  const current = useMemo(() => currentOption(record, name), [record, name]);
  const organizations = useOrganizationOptions({ current });
  return (
    <SelectField
      control={asControl(control)}
      name={name}
      label={label}
      options={organizations.options}
      required={field.required}
      nullable={!field.required}
      disabled={disabled || !organizations.ready}
    />
  );
}

export function PersonInput({
  name,
  field,
  control,
  label,
  record,
  disabled,
  organizationId,
}: TPlainInputProps) {
  const current = currentOption(record, name);
  return (
    <UserSelectField
      control={asControl(control)}
      name={name}
      label={label}
      required={field.required}
      disabled={disabled}
      selected={current ? { id: current.value, fio: current.label } : null}
      organizationId={organizationId}
    />
  );
}

/** Chosen once: the choices of `GET <source>`; a saved record keeps what it was made with. */
export function ReferenceInput({ name, field, control, label, record, disabled }: TFieldInputProps) {
  const choices = useChoices(field.source);
  const current = currentOption(record, name);
  const options = useMemo(() => {
    const list = (choices.data ?? []).map((c) => ({ value: c.id, label: c.name }));
    if (current && !list.some((o) => o.value === current.value)) list.unshift(current);
    return list;
  }, [choices.data, current]);
  return (
    <SelectField
      control={asControl(control)}
      name={name}
      label={label}
      options={options}
      required={field.required}
      nullable={!field.required}
      disabled={disabled || Boolean(record?.[name]) || !choices.isSuccess}
    />
  );
}

/** One of the record's own files; a new record has none until it is saved. */
export function FileInput({ module, name, field, control, label, record, disabled }: TFieldInputProps) {
  const { t } = useTranslation('records');
  const base = record ? `${apiPathOf(module.resource)}/${record.id}` : '';
  const files = useRecordFiles(base);
  const options = (record ? (files.data ?? []) : []).map((f) => ({ value: f.id, label: f.name }));
  return (
    <SelectField
      control={asControl(control)}
      name={name}
      label={label}
      options={options}
      required={field.required}
      nullable={!field.required}
      disabled={disabled || !record}
      helperText={record ? undefined : t('hints.file_after_save')}
    />
  );
}

type TPoint = { lat: number | null; lng: number | null };

/** Latitude and longitude; both empty is no point. */
export function PointInput({ name, field, control, label, disabled }: TFieldInputProps) {
  const { t } = useTranslation('records');
  const errorText = useFieldErrorText();
  const part = (value: unknown, key: keyof TPoint) =>
    value && typeof value === 'object' ? NUMBER_TRANSFORM.toInput((value as TPoint)[key]) : '';
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: input, fieldState }) => {
        const set = (key: keyof TPoint, text: string) => {
          const old = (input.value ?? { lat: null, lng: null }) as TPoint;
          const next = { ...old, [key]: NUMBER_TRANSFORM.fromInput(text) } as TPoint;
          input.onChange(next.lat === null && next.lng === null ? null : next);
        };
        const error = errorText(fieldState.error?.message);
        return (
          <FormControl fullWidth component="fieldset" error={Boolean(error)} required={field.required}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              {(['lat', 'lng'] as const).map((key) => (
                <PlainNumberField
                  key={key}
                  id={`${name}-${key}`}
                  label={`${label}: ${t(`point.${key}`)}`}
                  value={part(input.value, key)}
                  disabled={disabled}
                  onChange={(text) => set(key, text)}
                  onBlur={input.onBlur}
                />
              ))}
            </Stack>
            {error && <FormHelperText>{error}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}

type TPlainProps = {
  id: string;
  label: string;
  value: string;
  disabled?: boolean;
  onChange: (text: string) => void;
  onBlur: () => void;
};

function PlainNumberField({ id, label, value, disabled, onChange, onBlur }: TPlainProps) {
  return (
    <TextField
      id={id}
      size="small"
      type="number"
      label={label}
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      slotProps={{ htmlInput: { step: 'any', inputMode: 'decimal' } }}
    />
  );
}
