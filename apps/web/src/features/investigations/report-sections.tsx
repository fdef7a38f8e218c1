import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NULLABLE_TRANSFORM } from '../../components/form/field-transforms';
import { TextCells } from '../../components/form/text-cells';
import { FormSection, GRID_HALF } from '../../components/form-section';
import { EMPTY_MEASURE, EMPTY_WHY, type TDocumentFormValues } from './document-form-values';
import { RowsSection } from './rows-section';

type TProps = { control: Control<TDocumentFormValues> };

/** The internal investigation report: facts, causes with a 5-Why analysis, measures. */
export function ReportSections({ control }: TProps) {
  const { t } = useTranslation('investigation_data');
  const label = (name: string) => t(`fields.${name}`);
  return (
    <>
      <FormSection title={t('sections.facts')}>
        <TextCells
          control={control}
          label={label}
          cells={[
            { name: 'facts', multiline: true, minRows: 3, size: 12 },
            { name: 'sequence', multiline: true, minRows: 3, size: 12 },
            { name: 'immediate_causes', multiline: true, minRows: 2, size: 12 },
          ]}
        />
      </FormSection>
      <RowsSection
        control={control}
        name="root_causes"
        textKey="root_causes"
        empty={EMPTY_WHY}
        max={5}
        cells={(index) => [
          { name: `root_causes.${index}.why`, required: true, multiline: true, size: GRID_HALF },
          { name: `root_causes.${index}.because`, required: true, multiline: true, size: GRID_HALF },
        ]}
      />
      <FormSection title={t('sections.conclusions')}>
        <TextCells
          control={control}
          label={label}
          cells={[{ name: 'conclusions', multiline: true, minRows: 3, size: 12 }]}
        />
      </FormSection>
      <MeasuresSection control={control} />
    </>
  );
}

/** Corrective measures of a report or an act: what, who answers for it, by when. */
export function MeasuresSection({ control }: TProps) {
  return (
    <RowsSection
      control={control}
      name="measures"
      textKey="measures"
      empty={EMPTY_MEASURE}
      cells={(index) => [
        { name: `measures.${index}.description`, required: true, multiline: true, size: 12 },
        { name: `measures.${index}.responsible`, required: true, size: GRID_HALF },
        {
          name: `measures.${index}.deadline`,
          type: 'date',
          transform: NULLABLE_TRANSFORM,
          required: true,
          size: GRID_HALF,
        },
      ]}
    />
  );
}
