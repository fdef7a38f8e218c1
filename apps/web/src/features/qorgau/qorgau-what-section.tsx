import { VITAL_RULES } from '@hse/contracts/observations';
import { QORGAU_CATEGORIES, QORGAU_TYPES } from '@hse/contracts/qorgau';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../../components/form/field-error';
import { SelectCells } from '../../components/form/select-cells';
import { dateTimeCell, TextCells } from '../../components/form/text-cells';
import { FormSection, GRID_HALF } from '../../components/form-section';
import { pickName, useLanguage } from '../../components/localized';
import { useSubcategories } from '../../components/vital-rule-subcategories-query';
import type { TQorgauCreateForm } from './use-qorgau-create';

/** What was seen: its type, the vital rule and its sub-category, the categories, when and how. */
export function QorgauWhatSection({ form }: { form: TQorgauCreateForm }) {
  const { t: data } = useTranslation('qorgau_data');
  const { t: rules } = useTranslation('observation_data');
  const lang = useLanguage();
  const errorText = useFieldErrorText();
  const { control, setValue, getValues, getFieldState, formState } = form;
  const [organization, rule] = useWatch({ control, name: ['organization_id', 'vital_rule'] });
  // The organization's own sub-categories of the rule and those of the organizations above it.
  const subcategories = useSubcategories(
    { organization_id: organization, rule: rule ?? undefined },
    Boolean(organization && rule),
  );
  const subcategoryOptions =
    organization && rule
      ? (subcategories.data ?? []).map((item) => ({ value: item.id, label: pickName(item, lang) }))
      : [];
  // A sub-category belongs to one rule and applies to one organization's tree: a new choice clears it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the rule or the organization changes
  useEffect(() => {
    if (getValues('vital_rule_subcategory_id')) setValue('vital_rule_subcategory_id', null);
  }, [rule, organization]);

  const label = (name: string) => data(`fields.${name}`);
  const categoriesError = getFieldState('categories', formState).error;

  return (
    <FormSection title={data('sections.what')}>
      <SelectCells
        control={control}
        cells={[
          {
            name: 'observation_type',
            label: label('observation_type'),
            options: QORGAU_TYPES.map((value) => ({ value, label: data(`types.${value}`) })),
            required: true,
            size: GRID_HALF,
          },
          {
            name: 'vital_rule',
            label: label('vital_rule'),
            options: VITAL_RULES.map((value) => ({ value, label: rules(`vital_rules.${value}`) })),
            nullable: true,
            size: GRID_HALF,
          },
          ...(subcategoryOptions.length > 0
            ? [
                {
                  name: 'vital_rule_subcategory_id' as const,
                  label: label('vital_rule_subcategory_id'),
                  options: subcategoryOptions,
                  nullable: true,
                  size: 12,
                },
              ]
            : []),
        ]}
      />
      <Grid size={12}>
        <Typography variant="body2" sx={{ mb: 1 }} id="categories-label">
          {`${label('categories')} *`}
        </Typography>
        <Controller
          control={control}
          name="categories"
          render={({ field }) => (
            <Stack
              direction="row"
              useFlexGap
              sx={{ flexWrap: 'wrap', gap: 1 }}
              role="group"
              aria-labelledby="categories-label"
            >
              {QORGAU_CATEGORIES.map((category) => {
                const chosen = field.value.includes(category);
                return (
                  <Chip
                    key={category}
                    label={data(`categories.${category}`)}
                    color={chosen ? 'primary' : 'default'}
                    variant={chosen ? 'filled' : 'outlined'}
                    aria-pressed={chosen}
                    data-testid={`category-${category}`}
                    onClick={() =>
                      field.onChange(
                        chosen ? field.value.filter((c) => c !== category) : [...field.value, category],
                      )
                    }
                  />
                );
              })}
            </Stack>
          )}
        />
        {categoriesError?.message && (
          <FormHelperText error>{errorText(categoriesError.message)}</FormHelperText>
        )}
      </Grid>
      <TextCells
        control={control}
        label={label}
        cells={[
          dateTimeCell('observed_at', { required: true }),
          { name: 'description', required: true, multiline: true, minRows: 3, size: 12 },
          { name: 'consequences', multiline: true, minRows: 2, size: 12 },
        ]}
      />
    </FormSection>
  );
}
