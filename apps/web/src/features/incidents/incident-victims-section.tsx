import PersonAddIcon from '@mui/icons-material/PersonAddOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Control, useFieldArray, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../components/form/field-error';
import { FormSection } from '../../components/form-section';
import { EMPTY_VICTIM, type TIncidentFormValues } from './incident-form-values';
import { VictimRow } from './victim-row';

/** The victims as repeating rows; sending an accident or a medical case needs at least one. */
export function IncidentVictimsSection({ control }: { control: Control<TIncidentFormValues> }) {
  const { t } = useTranslation('incidents');
  const errorText = useFieldErrorText();
  const { fields, append, remove } = useFieldArray({ control, name: 'victims' });
  const { errors } = useFormState({ control, name: 'victims' });
  const error = errorText(errors.victims?.message ?? errors.victims?.root?.message);
  return (
    <FormSection title={t('sections.victims')}>
      <Grid size={12}>
        <Stack spacing={2}>
          {error && (
            <Alert severity="error" data-testid="victims-error">
              {error}
            </Alert>
          )}
          {fields.length === 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('hints.no_victims')}
            </Typography>
          )}
          {fields.map((field, index) => (
            // The field array's own id keeps each row's inputs when a row above it is removed.
            <VictimRow key={field.id} control={control} index={index} onRemove={() => remove(index)} />
          ))}
          <Button
            variant="outlined"
            startIcon={<PersonAddIcon />}
            onClick={() => append({ ...EMPTY_VICTIM })}
            sx={{ alignSelf: 'flex-start' }}
            data-testid="add-victim"
          >
            {t('actions.add_victim')}
          </Button>
        </Stack>
      </Grid>
    </FormSection>
  );
}
