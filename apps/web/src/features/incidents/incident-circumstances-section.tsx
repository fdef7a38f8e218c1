import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectCells } from '../../components/form/select-cells';
import { dateTimeCell, TextCells, type TTextCell } from '../../components/form/text-cells';
import { FormSection, GRID_HALF } from '../../components/form-section';
import type { TIncidentFormValues } from './incident-form-values';
import { useIncidentOptions } from './incident-options';

type TProps = { control: Control<TIncidentFormValues> };

/** Required before an environmental release is sent, so the short form shows it for that kind. */
const IMPACT_CELL: TTextCell<'impact'> = { name: 'impact', multiline: true, minRows: 2, size: 12 };

function useLabel() {
  const { t } = useTranslation('incident_data');
  return (name: string) => t(`fields.${name}`);
}

export function IncidentImpactSection({ control }: TProps) {
  const { t } = useTranslation('incidents');
  return (
    <FormSection title={t('sections.impact')}>
      <TextCells control={control} label={useLabel()} cells={[IMPACT_CELL]} />
    </FormSection>
  );
}

/** The full record's account of where, how and why. */
export function IncidentCircumstancesSection({ control }: TProps) {
  const { t } = useTranslation('incidents');
  const label = useLabel();
  const directions = useIncidentOptions('directions');
  const classifications = useIncidentOptions('classifications');
  return (
    <FormSection title={t('sections.circumstances')}>
      <TextCells
        control={control}
        label={label}
        cells={[{ name: 'contractor', size: GRID_HALF }, dateTimeCell('liquidated_at')]}
      />
      <SelectCells
        control={control}
        cells={[
          {
            name: 'business_direction',
            label: label('business_direction'),
            options: directions,
            nullable: true,
            size: GRID_HALF,
          },
          {
            name: 'classification',
            label: label('classification'),
            options: classifications,
            nullable: true,
            size: GRID_HALF,
          },
        ]}
      />
      <TextCells
        control={control}
        label={label}
        cells={[
          { name: 'area', size: GRID_HALF },
          { name: 'work_type', size: GRID_HALF },
          IMPACT_CELL,
          { name: 'notified_bodies', multiline: true, minRows: 2, size: 12 },
          { name: 'preliminary_causes', multiline: true, minRows: 2, size: 12 },
        ]}
      />
    </FormSection>
  );
}
