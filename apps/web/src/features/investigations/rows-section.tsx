import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { type Control, type FieldArrayPath, type Path, useFieldArray, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../components/form/field-error';
import { RowHeading } from '../../components/form/row-heading';
import { TextCells, type TTextCell } from '../../components/form/text-cells';
import { FormSection } from '../../components/form-section';
import type { TDocumentFormValues } from './document-form-values';

type TRowsName = FieldArrayPath<TDocumentFormValues>;

type TProps<N extends TRowsName> = {
  control: Control<TDocumentFormValues>;
  name: N;
  /**
   * Key under `rows`: the title is the printed table's (`investigation_data`); a row's title, add,
   * remove and none are the screen's (`investigations`).
   */
  textKey: string;
  empty: TDocumentFormValues[N][number];
  /** The cells of row `index`, by their field in the row. */
  cells: (index: number) => readonly TTextCell<Path<TDocumentFormValues>>[];
  /** The contract's limit (5-Why: five steps). */
  max?: number;
  /** What stands under the rows (the guilt total). */
  footer?: ReactNode;
  /** False where the footer itself tells what is wrong with the rows as a whole. */
  rootErrors?: boolean;
};

/** Repeating rows of a document (5-Why, measures, guilt, commission) with add and remove. */
export function RowsSection<N extends TRowsName>(props: TProps<N>) {
  const { control, name, textKey, empty, cells, max, footer, rootErrors = true } = props;
  const { t } = useTranslation('investigations');
  const { t: data } = useTranslation('investigation_data');
  const errorText = useFieldErrorText();
  const { fields, append, remove } = useFieldArray({ control, name });
  const { errors } = useFormState({ control, name });
  const own = errors[name] as { message?: string; root?: { message?: string } } | undefined;
  const error = errorText((rootErrors ? own?.root?.message : undefined) ?? own?.message);
  const label = (path: string) => data(`fields.${path.split('.').at(-1)}`);
  return (
    <FormSection title={data(`rows.${textKey}`)}>
      <Grid size={12}>
        <Stack spacing={2} data-testid={`rows-${name}`}>
          {fields.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {t(`rows.${textKey}.none`)}
            </Typography>
          )}
          {fields.map((field, index) => {
            const title = t(`rows.${textKey}.one`, { index: index + 1 });
            return (
              // The field array's own id keeps each row's inputs when a row above it is removed.
              <Paper key={field.id} variant="outlined" sx={{ p: 2 }} data-testid={`${name}-${index}`}>
                <RowHeading
                  title={title}
                  removeLabel={t(`rows.${textKey}.remove`)}
                  onRemove={() => remove(index)}
                />
                <Grid container spacing={2}>
                  <TextCells
                    control={control}
                    label={label}
                    cells={cells(index).map((cell) => ({ ...cell, errorOnceTyped: true }))}
                  />
                </Grid>
              </Paper>
            );
          })}
          {footer}
          {error && (
            <Alert severity="error" data-testid={`${name}-error`}>
              {error}
            </Alert>
          )}
          {(max === undefined || fields.length < max) && (
            <Button
              variant="outlined"
              startIcon={<AddIcon />}
              onClick={() => append({ ...empty } as never)}
              sx={{ alignSelf: 'flex-start' }}
              data-testid={`add-${name}`}
            >
              {t(`rows.${textKey}.add`)}
            </Button>
          )}
        </Stack>
      </Grid>
    </FormSection>
  );
}
