import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import { type Control, useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../components/form/field-error';
import { NUMBER_TRANSFORM } from '../../components/form/field-transforms';
import { SelectCells } from '../../components/form/select-cells';
import { TextCells } from '../../components/form/text-cells';
import { FormSection, GRID_HALF } from '../../components/form-section';
import type { TIncidentFormValues } from './incident-form-values';
import { useIncidentOptions } from './incident-options';

type TProps = { control: Control<TIncidentFormValues> };

/** Sending a road accident needs both (server's send check), shown above their fields. */
function SectionError({ control, name }: TProps & { name: 'transport' | 'driver' }) {
  const errorText = useFieldErrorText();
  const { errors } = useFormState({ control, name });
  const text = errorText(errors[name]?.message);
  return text ? (
    <Grid size={12}>
      <Alert severity="error" data-testid={`${name}-error`}>
        {text}
      </Alert>
    </Grid>
  ) : null;
}

/** Vehicle and driver of a road accident. */
export function IncidentVehicleSection({ control }: TProps) {
  const { t } = useTranslation('incidents');
  const { t: data } = useTranslation('incident_data');
  const alcohol = useIncidentOptions('alcohol');
  // `transport.plate_number` is labelled by INCIDENT_TEXTS.transport.plate_number.
  const label = (path: string) => data(path);
  return (
    <>
      <FormSection title={t('sections.transport')}>
        <SectionError control={control} name="transport" />
        <TextCells
          control={control}
          label={label}
          cells={[
            { name: 'transport.vehicle', required: true },
            { name: 'transport.plate_number', required: true },
            { name: 'transport.owner' },
          ]}
        />
      </FormSection>
      <FormSection title={t('sections.driver')}>
        <SectionError control={control} name="driver" />
        <TextCells
          control={control}
          label={label}
          cells={[
            { name: 'driver.full_name', required: true, size: GRID_HALF },
            { name: 'driver.license_number', size: GRID_HALF },
            {
              name: 'driver.experience_years',
              type: 'number',
              transform: NUMBER_TRANSFORM,
              size: GRID_HALF,
              slotProps: { htmlInput: { min: 0 } },
            },
          ]}
        />
        <SelectCells
          control={control}
          cells={[
            {
              name: 'driver.alcohol_test',
              label: label('driver.alcohol_test'),
              options: alcohol,
              size: GRID_HALF,
            },
          ]}
        />
      </FormSection>
    </>
  );
}
