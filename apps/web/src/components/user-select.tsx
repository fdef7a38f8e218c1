import type { TPage } from '@hse/contracts/common';
import type { TUserShort } from '@hse/contracts/users';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Ref, useEffect, useState } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../api/client';
import { useFieldErrorText } from './form/field-error';

const DEBOUNCE_MS = 300;
const PAGE_SIZE = 20;

/** The person chosen, as far as the picker knows them before the list has loaded. */
export type TUserChoice = Pick<TUserShort, 'id' | 'fio'> & Partial<TUserShort>;

type TProps = {
  value: string | null;
  onChange: (id: string | null, user: TUserChoice | null) => void;
  label: string;
  /** Only people of this organization and those below it (the server's filter covers the subtree). */
  organizationId?: string | null;
  /** The chosen person's card when the value comes from a record, so the name shows at once. */
  selected?: TUserChoice | null;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
  name?: string;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  'data-testid'?: string;
};

/** Typing stays local; the server is asked once the user pauses. */
function useDebounced(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

/**
 * A person picker over `GET /api/users/?search=&organization_id=`: every signed-in user gets the
 * short cards of active people in their scope (decision 005), searched on the server by name.
 */
export function UserSelect(props: TProps) {
  const { value, onChange, label, organizationId, selected, required, disabled, error, helperText } = props;
  const { t } = useTranslation('common');
  const [input, setInput] = useState('');
  const [open, setOpen] = useState(false);
  const search = useDebounced(input.trim());
  const people = useQuery({
    queryKey: ['users', 'picker', organizationId ?? null, search],
    queryFn: () =>
      api.get<TPage<TUserShort>>('/users/', {
        params: {
          search: search || undefined,
          organization_id: organizationId ?? undefined,
          is_active: true,
          page_size: PAGE_SIZE,
          ordering: 'last_name',
        },
      }),
    enabled: open && !disabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  // A value set from outside (a record, a reset) is shown by the card fetched for it.
  const known =
    people.data?.results.find((u) => u.id === value) ?? (selected?.id === value ? selected : null);
  const card = useQuery({
    queryKey: ['users', 'detail', value ?? ''],
    queryFn: () => api.get<TUserShort>(`/users/${value}/`, { silent: true }),
    enabled: Boolean(value) && !known,
    staleTime: 60_000,
  });
  const current: TUserChoice | null = value ? (known ?? card.data ?? null) : null;
  const options: TUserChoice[] = people.data?.results ?? [];

  return (
    <Autocomplete<TUserChoice>
      value={current}
      options={current && !options.some((o) => o.id === current.id) ? [current, ...options] : options}
      // The server has filtered by the words typed; the picker must not filter them again.
      filterOptions={(list) => list}
      getOptionLabel={(option) => option.fio}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      onChange={(_, chosen) => onChange(chosen?.id ?? null, chosen)}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onBlur={props.onBlur}
      loading={people.isFetching}
      disabled={disabled}
      noOptionsText={search ? t('user_select.nobody') : t('user_select.type')}
      loadingText={t('loading')}
      openText={t('user_select.open')}
      closeText={t('buttons.close')}
      clearText={t('user_select.clear')}
      fullWidth
      renderOption={({ key, ...optionProps }, option) => (
        <Box component="li" key={key} {...optionProps}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2">{option.fio}</Typography>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              {[option.post, option.division, option.organization_name].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          name={props.name}
          label={label}
          required={required}
          error={error}
          helperText={helperText}
          inputRef={props.inputRef}
          data-testid={props['data-testid']}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {people.isFetching && open ? <CircularProgress color="inherit" size={18} /> : null}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}

type TFieldProps<T extends FieldValues> = {
  name: Path<T>;
  control: Control<T>;
  label: string;
  organizationId?: string | null;
  selected?: TUserChoice | null;
  required?: boolean;
  disabled?: boolean;
  helperText?: string;
};

/** The person picker bound to react-hook-form; stores the user's id, or null when cleared. */
export function UserSelectField<T extends FieldValues>(props: TFieldProps<T>) {
  const { name, control, ...rest } = props;
  const errorText = useFieldErrorText();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <UserSelect
          {...rest}
          name={field.name}
          value={(field.value as string | null | undefined) || null}
          onChange={(id) => field.onChange(id)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={errorText(fieldState.error?.message) ?? rest.helperText}
          data-testid={`field-${name}`}
        />
      )}
    />
  );
}
