import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../form/field-error';
import type { TFieldInputProps } from './field-inputs';
import { emptyValueOf } from './form-values';

/** Repeating rows, each cell an input of its own kind (`rows.<field>.<cell>` names them). */
export function RowsInput(props: TFieldInputProps & { Cell: ComponentType<TFieldInputProps> }) {
  const { module, name, field, control, label, disabled, record, Cell } = props;
  const { t } = useTranslation(module.key);
  const { t: common } = useTranslation('records');
  const errorText = useFieldErrorText();
  // The form's values are keyed by the manifest's names, which its types cannot know.
  const { fields: rows, append, remove } = useFieldArray({ control, name: name as never });
  const cells = Object.entries(field.row ?? {}).filter(([, cell]) => !cell.computed);
  const empty = () => Object.fromEntries(cells.map(([key, cell]) => [key, emptyValueOf(cell)]));
  const rootError = control.getFieldState(name).error;
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {label}
      </Typography>
      {rows.map((row, index) => (
        <Paper key={row.id} variant="outlined" sx={{ p: 2 }}>
          <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
            {cells.map(([key, cell]) => (
              <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
                <Cell
                  module={module}
                  name={`${name}.${index}.${key}`}
                  field={cell}
                  control={control}
                  label={t(`rows.${name}.${key}`)}
                  record={record}
                  disabled={disabled}
                />
              </Grid>
            ))}
            <Grid size="auto">
              <IconButton
                aria-label={common('actions.remove_row', { number: index + 1 })}
                onClick={() => remove(index)}
                disabled={disabled}
              >
                <DeleteIcon />
              </IconButton>
            </Grid>
          </Grid>
        </Paper>
      ))}
      {rootError?.message && <FormHelperText error>{errorText(rootError.message)}</FormHelperText>}
      <Button
        startIcon={<AddIcon />}
        onClick={() => append(empty())}
        disabled={disabled}
        sx={{ alignSelf: 'flex-start' }}
      >
        {common('actions.add_row')}
      </Button>
    </Stack>
  );
}
