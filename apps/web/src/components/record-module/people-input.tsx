import { namesKeyOf } from '@hse/contracts/record-module/schemas';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../form/field-error';
import { UserSelect } from '../user-select';
import type { TFieldInputProps } from './field-inputs';

/** The names the record gives its people, by id, so chips read before anything is fetched. */
function recordPeople(record: TFieldInputProps['record'], name: string): Record<string, string> {
  const ids = record?.[name];
  const names = record?.[namesKeyOf(name)];
  if (!Array.isArray(ids) || !Array.isArray(names)) return {};
  return Object.fromEntries(ids.map((id, i) => [String(id), String(names[i] ?? id)]));
}

/**
 * Several people (the `people` kind): each chosen one a chip that a button removes, and a person
 * picker below that adds one more.
 */
export function PeopleInput({
  name,
  field,
  control,
  label,
  record,
  disabled,
  organizationId,
}: TFieldInputProps) {
  const { t } = useTranslation('common');
  const errorText = useFieldErrorText();
  const [known, setKnown] = useState<Record<string, string>>(() => recordPeople(record, name));
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: input, fieldState }) => {
        const ids = (Array.isArray(input.value) ? input.value : []) as string[];
        return (
          <Stack spacing={1} role="group" aria-label={label} data-testid={`field-${name}`}>
            <Typography variant="body2" component="span" color="text.secondary">
              {label}
              {field.required ? ' *' : ''}
            </Typography>
            {ids.length > 0 && (
              <Stack
                direction="row"
                sx={{ flexWrap: 'wrap', gap: 1 }}
                component="ul"
                style={{ margin: 0, padding: 0 }}
              >
                {ids.map((id) => (
                  <li key={id} style={{ listStyle: 'none' }}>
                    <Chip
                      label={known[id] ?? id}
                      disabled={disabled}
                      onDelete={
                        disabled ? undefined : () => input.onChange(ids.filter((other) => other !== id))
                      }
                      slotProps={{ root: { 'aria-label': known[id] ?? id } } as never}
                    />
                  </li>
                ))}
              </Stack>
            )}
            <UserSelect
              label={t('user_select.add_person', { field: label })}
              value={null}
              organizationId={organizationId}
              disabled={disabled}
              onChange={(id, user) => {
                if (!id || ids.includes(id)) return;
                if (user) setKnown((names) => ({ ...names, [id]: user.fio }));
                input.onChange([...ids, id]);
              }}
              onBlur={input.onBlur}
            />
            {fieldState.error && <FormHelperText error>{errorText(fieldState.error.message)}</FormHelperText>}
          </Stack>
        );
      }}
    />
  );
}
