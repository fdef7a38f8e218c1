import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import type { Control, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NULLABLE_TRANSFORM, NUMBER_TRANSFORM } from '../../components/form/field-transforms';
import { RowHeading } from '../../components/form/row-heading';
import { SelectCells } from '../../components/form/select-cells';
import { TextCells } from '../../components/form/text-cells';
import { GRID_HALF } from '../../components/form-section';
import type { TIncidentFormValues, TVictimValues } from './incident-form-values';
import { useIncidentOptions } from './incident-options';

type TProps = { control: Control<TIncidentFormValues>; index: number; onRemove: () => void };

const NUMERIC = {
  type: 'number',
  transform: NUMBER_TRANSFORM,
  slotProps: { htmlInput: { min: 0 } },
} as const;

/** One victim of the repeating rows; the row's number is its place in the list. */
export function VictimRow({ control, index, onRemove }: TProps) {
  const { t } = useTranslation('incidents');
  const { t: data } = useTranslation('incident_data');
  const severities = useIncidentOptions('severities');
  const outcomes = useIncidentOptions('outcomes');
  const bodyParts = useIncidentOptions('body_parts');
  const name = (field: keyof TVictimValues) => `victims.${index}.${field}` as Path<TIncidentFormValues>;
  const label = (path: string) => data(`victim.${path.split('.').at(-1)}`);
  const title = t('sections.victim', { index: index + 1 });
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={`victim-${index}`}>
      <RowHeading title={title} removeLabel={t('actions.remove_victim')} onRemove={onRemove} />
      <Grid container spacing={2}>
        <TextCells
          control={control}
          label={label}
          cells={[
            { name: name('full_name'), required: true, size: GRID_HALF },
            { name: name('position'), size: GRID_HALF },
            { name: name('birth_year'), ...NUMERIC, required: true },
            { name: name('experience_years'), ...NUMERIC },
            { name: name('instruction_date'), type: 'date', transform: NULLABLE_TRANSFORM },
          ]}
        />
        <SelectCells
          control={control}
          cells={[
            {
              name: name('injury_severity'),
              label: label('injury_severity'),
              options: severities,
              required: true,
            },
            { name: name('outcome'), label: label('outcome'), options: outcomes, required: true },
            { name: name('body_part'), label: label('body_part'), options: bodyParts, nullable: true },
          ]}
        />
        <TextCells
          control={control}
          label={label}
          cells={[
            { name: name('dependents'), ...NUMERIC },
            { name: name('diagnosis'), multiline: true, size: 12 },
          ]}
        />
      </Grid>
    </Paper>
  );
}
