import type { TObservationKind } from '@hse/contracts/observations';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../api/session';
import {
  DATE_TIME_TRANSFORM,
  NULLABLE_TRANSFORM,
  NUMBER_TRANSFORM,
} from '../../components/form/field-transforms';
import { SelectCells } from '../../components/form/select-cells';
import type { TSelectOption } from '../../components/form/select-field';
import { TextCells } from '../../components/form/text-cells';
import { FormSection, GRID_HALF } from '../../components/form-section';
import { useOrganizationOptions } from '../../components/organization-options';
import type { TObservationFormValues } from './observation-form-values';

type TProps = {
  kind: TObservationKind;
  control: Control<TObservationFormValues>;
  /** The record's own organization, offered until the list has arrived. */
  current?: TSelectOption;
};

const LONG = { multiline: true, minRows: 2, size: 12 } as const;

/** The kind's own fields before its checklist; the comment and description close the form. */
export function ObservationGeneralSection({ kind, control, current }: TProps) {
  const { t: data } = useTranslation('observation_data');
  const { organizationId } = useSession();
  // The server accepts only the author's organization or one below it.
  const organizations = useOrganizationOptions({ within: organizationId, current });
  const label = (name: string) => data(`fields.${name}`);
  return (
    <FormSection title={data('sections.general')}>
      <SelectCells
        control={control}
        cells={[
          {
            name: 'organization_id',
            label: label('organization_id'),
            options: organizations.options,
            required: true,
            disabled: !organizations.ready,
            size: 12,
          },
        ]}
      />
      {kind === 'pnbr' && (
        <TextCells
          control={control}
          label={label}
          cells={[
            { name: 'observer', required: true, size: GRID_HALF },
            { name: 'observed', size: GRID_HALF },
            { name: 'monitored_company', size: GRID_HALF },
            { name: 'monitored_department', size: GRID_HALF },
            { name: 'observed_at', type: 'datetime-local', transform: DATE_TIME_TRANSFORM, required: true },
            {
              name: 'observed_count',
              type: 'number',
              transform: NUMBER_TRANSFORM,
              required: true,
              slotProps: { htmlInput: { min: 1, inputMode: 'numeric' } },
            },
            { name: 'place', required: true },
            { name: 'place_detail', size: GRID_HALF },
            { name: 'task', size: GRID_HALF },
          ]}
        />
      )}
      {kind === 'works' && (
        <TextCells
          control={control}
          label={label}
          cells={[
            { name: 'observed_at', type: 'datetime-local', transform: DATE_TIME_TRANSFORM, required: true },
            { name: 'structural_division', required: true, size: { xs: 12, md: 8 } },
            { name: 'organization_verification', ...LONG },
          ]}
        />
      )}
      {kind === 'driving' && (
        <TextCells
          control={control}
          label={label}
          cells={[
            { name: 'driver', required: true },
            { name: 'vehicle', required: true },
            {
              name: 'driving_experience',
              type: 'number',
              transform: NUMBER_TRANSFORM,
              slotProps: { htmlInput: { min: 0, step: 0.5, inputMode: 'decimal' } },
            },
            { name: 'trip_date', type: 'date', transform: NULLABLE_TRANSFORM, required: true },
            { name: 'start_time', type: 'time', transform: NULLABLE_TRANSFORM },
            { name: 'start_place' },
            { name: 'end_time', type: 'time', transform: NULLABLE_TRANSFORM, size: { xs: 12, sm: 6, md: 4 } },
            { name: 'end_place', size: { xs: 12, md: 8 } },
          ]}
        />
      )}
    </FormSection>
  );
}

/** What the observer adds after the checklist. */
export function ObservationClosingSection({ kind, control }: Omit<TProps, 'current'>) {
  const { t } = useTranslation('observations');
  const { t: data } = useTranslation('observation_data');
  const label = (name: string) => data(`fields.${name}`);
  return (
    <FormSection title={t('sections.closing')}>
      {kind === 'pnbr' && (
        <>
          <TextCells control={control} label={label} cells={[{ name: 'discussed', ...LONG }]} />
          <Grid size={12}>
            <Controller
              control={control}
              name="work_stopped"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(_, checked) => field.onChange(checked)}
                      data-testid="field-work_stopped"
                    />
                  }
                  label={label('work_stopped')}
                />
              )}
            />
          </Grid>
        </>
      )}
      {kind !== 'driving' && (
        <TextCells control={control} label={label} cells={[{ name: 'description', ...LONG, minRows: 3 }]} />
      )}
      <TextCells control={control} label={label} cells={[{ name: 'comment', ...LONG }]} />
    </FormSection>
  );
}
