import { REPORT_REQUIRED_TYPES, type TQorgauCreate } from '@hse/contracts/qorgau';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextCells } from '../../components/form/text-cells';
import { FormSection } from '../../components/form-section';

/** What was done about it, whom it was reported to (required for the serious types), praise for good practice. */
export function QorgauActionsSection({ control }: { control: Control<TQorgauCreate> }) {
  const { t } = useTranslation('qorgau');
  const { t: data } = useTranslation('qorgau_data');
  const type = useWatch({ control, name: 'observation_type' });
  const label = (name: string) => data(`fields.${name}`);
  const reportRequired = REPORT_REQUIRED_TYPES.includes(type);
  return (
    <FormSection title={data('sections.actions')}>
      <TextCells
        control={control}
        label={label}
        cells={[
          { name: 'measures_taken', multiline: true, minRows: 2, size: 12 },
          ...(type === 'good_practice'
            ? [{ name: 'encouragement' as const, multiline: true, minRows: 2, size: 12 }]
            : []),
          {
            name: 'reported_to',
            required: reportRequired,
            size: 12,
            helperText: reportRequired ? t('create.reported_hint') : undefined,
          },
        ]}
      />
      <Grid size={12}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 3 }}>
          {(['discussed', 'eliminated'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox checked={field.value} onChange={(e) => field.onChange(e.target.checked)} />
                  }
                  label={label(name)}
                  data-testid={`field-${name}`}
                />
              )}
            />
          ))}
        </Stack>
      </Grid>
    </FormSection>
  );
}
