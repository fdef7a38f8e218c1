import type { TFormFieldSpec, TFormTable } from '@hse/contracts/forms/definition';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select from '@mui/material/Select';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useFieldErrorText } from '../../components/form/field-error';
import { NULLABLE_TRANSFORM, NUMBER_TRANSFORM } from '../../components/form/field-transforms';
import { NUMBER_KINDS, type TContext } from './filler-context';
import { optionLabel } from './filler-labels';
import { Notes } from './filler-notes';

/** A long rule message wraps under its cell instead of widening the whole column. */
const CELL_BOX = { maxWidth: 260 } as const;

type TCellProps = {
  table: TFormTable;
  column: TFormFieldSpec;
  index: number;
  rowLabel: string;
  value: unknown;
  ctx: TContext;
};

/** One cell: its input named "column, row" for a screen reader, its messages under it. */
export function Cell({ table, column, index, rowLabel, value, ctx }: TCellProps) {
  const errorText = useFieldErrorText();
  const notesId = useId();
  const path = `${table.key}.${index}.${column.key}`;
  if (column.kind === 'computed' || ctx.readOnly)
    return (
      <Box data-testid={`cell-${path}`} sx={CELL_BOX}>
        <output aria-label={`${column.label[ctx.lang]}, ${rowLabel}`}>
          {ctx.format(optionLabel(column, value, ctx.lang))}
        </output>
        <Notes path={path} ctx={ctx} />
      </Box>
    );
  const numberKind = NUMBER_KINDS.has(column.kind);
  const transform = numberKind ? NUMBER_TRANSFORM : NULLABLE_TRANSFORM;
  const rules = (ctx.filler.findings.errors[path] ?? []).length > 0;
  return (
    <Controller
      name={path}
      control={ctx.control}
      render={({ field, fieldState }) => {
        const error = errorText(fieldState.error?.message);
        const invalid = Boolean(error) || rules;
        const describedBy = `${notesId}-error ${notesId}`;
        const common = {
          name: field.name,
          inputRef: field.ref,
          onBlur: field.onBlur,
          error: invalid,
          size: 'small' as const,
          fullWidth: true,
        };
        const aria = {
          'aria-label': `${column.label[ctx.lang]}, ${rowLabel}`,
          'aria-invalid': invalid,
          'aria-describedby': describedBy,
          'aria-required': 'required' in column && column.required === true,
          'data-testid': `cell-${path}`,
        };
        return (
          <Box sx={CELL_BOX}>
            {column.kind === 'choice' ? (
              <Select
                {...common}
                value={typeof field.value === 'string' ? field.value : ''}
                onChange={(event) => field.onChange(event.target.value === '' ? null : event.target.value)}
                inputProps={aria}
                displayEmpty
              >
                <MenuItem value="">—</MenuItem>
                {column.options.map((option) => (
                  <MenuItem key={option.value} value={option.value}>
                    {option.label[ctx.lang]}
                  </MenuItem>
                ))}
              </Select>
            ) : (
              <OutlinedInput
                {...common}
                type={numberKind ? 'number' : column.kind === 'date' ? 'date' : 'text'}
                value={transform.toInput(field.value)}
                onChange={(event) => field.onChange(transform.fromInput(event.target.value))}
                inputProps={{
                  ...aria,
                  step: column.kind === 'integer' ? 1 : 'any',
                  inputMode: column.kind === 'integer' ? 'numeric' : numberKind ? 'decimal' : undefined,
                  style: numberKind ? { textAlign: 'right' } : undefined,
                }}
              />
            )}
            <div id={`${notesId}-error`}>
              {error && (
                <FormHelperText error sx={{ mx: 0 }}>
                  {error}
                </FormHelperText>
              )}
            </div>
            <Notes id={notesId} path={path} ctx={ctx} />
          </Box>
        );
      }}
    />
  );
}
