import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { type Control, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NUMBER_TRANSFORM } from '../../components/form/field-transforms';
import { TextCells } from '../../components/form/text-cells';
import { FormSection, GRID_HALF } from '../../components/form-section';
import { EMPTY_GUILT, EMPTY_PERSON, guiltTotal, type TDocumentFormValues } from './document-form-values';
import { GUILT_OVER_100 } from './document-resolver';
import { MeasuresSection } from './report-sections';
import { RowsSection } from './rows-section';

type TProps = { control: Control<TDocumentFormValues> };

const PERCENT = {
  type: 'number',
  transform: NUMBER_TRANSFORM,
  slotProps: { htmlInput: { min: 0, max: 100, step: 1 } },
} as const;

/**
 * The sum of the degrees of guilt as they are typed; over 100 % it turns red and says why.
 * Watched here rather than read from the form's errors: react-hook-form re-validates only the
 * typed field, not the rows as a whole. The resolver still refuses the save (document-resolver).
 */
function GuiltTotal({ control }: TProps) {
  const { t } = useTranslation('investigations');
  const guilt = useWatch({ control, name: 'guilt' });
  const total = guiltTotal(guilt);
  if (guilt.length === 0) return null;
  return (
    <>
      <Typography
        variant="body2"
        color={total > 100 ? 'error' : 'text.secondary'}
        sx={{ fontWeight: total > 100 ? 600 : undefined }}
        data-testid="guilt-total"
        data-over={total > 100}
      >
        {t('hints.guilt_total', { total })}
      </Typography>
      {total > 100 && (
        <Alert severity="error" data-testid="guilt-error">
          {t(`messages:${GUILT_OVER_100}`)}
        </Alert>
      )}
    </>
  );
}

/** The special investigation act: the event, its causes, victims, guilt and the commission. */
export function ActSections({ control }: TProps) {
  const { t } = useTranslation('investigations');
  const { t: data } = useTranslation('investigation_data');
  const label = (name: string) => data(`fields.${name.split('.').at(-1)}`);
  return (
    <>
      <FormSection title={data('sections.event')}>
        <TextCells
          control={control}
          label={label}
          cells={[
            { name: 'event_type', size: GRID_HALF },
            { name: 'direct_cause', multiline: true, minRows: 2, size: 12 },
            { name: 'text', multiline: true, minRows: 4, size: 12 },
            {
              name: 'victims',
              multiline: true,
              minRows: 2,
              size: 12,
              helperText: t('hints.victims_one_a_line'),
            },
            { name: 'conclusions', multiline: true, minRows: 3, size: 12 },
          ]}
        />
      </FormSection>
      <RowsSection
        control={control}
        name="guilt"
        textKey="guilt"
        empty={EMPTY_GUILT}
        max={20}
        footer={<GuiltTotal control={control} />}
        rootErrors={false}
        cells={(index) => [
          { name: `guilt.${index}.full_name`, required: true },
          { name: `guilt.${index}.position` },
          { name: `guilt.${index}.percent`, ...PERCENT, required: true },
        ]}
      />
      <FormSection title={data('sections.chairman')}>
        <TextCells
          control={control}
          label={label}
          cells={[
            { name: 'chairman.full_name', size: GRID_HALF },
            { name: 'chairman.position', size: GRID_HALF },
          ]}
        />
      </FormSection>
      <RowsSection
        control={control}
        name="members"
        textKey="members"
        empty={EMPTY_PERSON}
        max={30}
        cells={(index) => [
          { name: `members.${index}.full_name`, required: true, size: GRID_HALF },
          { name: `members.${index}.position`, size: GRID_HALF },
        ]}
      />
      <MeasuresSection control={control} />
    </>
  );
}
