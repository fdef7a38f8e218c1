import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { OrganizationSelect } from '../../components/form/organization-select';
import { TextCells } from '../../components/form/text-cells';
import { FormSection } from '../../components/form-section';
import type { TDocumentFormValues } from './document-form-values';

type TProps = { control: Control<TDocumentFormValues> };

/**
 * The information bulletin: what happened, why, the lessons, and whom it is sent to — the
 * organizations chosen, or on purpose the message's own organization only (the server refuses to
 * send it for approval addressed to nobody).
 */
export function BulletinSections({ control }: TProps) {
  const { t } = useTranslation('investigations');
  const { t: data } = useTranslation('investigation_data');
  const ownOnly = useWatch({ control, name: 'own_organization_only' });
  const label = (name: string) => data(`fields.${name}`);
  return (
    <FormSection title={data('sections.bulletin')}>
      <TextCells
        control={control}
        label={label}
        cells={[
          { name: 'what_happened', multiline: true, minRows: 3, size: 12 },
          { name: 'causes', multiline: true, minRows: 2, size: 12 },
          { name: 'lessons', multiline: true, minRows: 3, size: 12 },
        ]}
      />
      <OrganizationSelect
        control={control}
        name="target_organization_ids"
        label={label('target_organization_ids')}
        multiple
        disabled={ownOnly}
        helperText={t('hints.targets')}
      />
      <Grid size={12}>
        <Controller
          control={control}
          name="own_organization_only"
          render={({ field }) => (
            <>
              <FormControlLabel
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(_, checked) => field.onChange(checked)}
                    data-testid="field-own_organization_only"
                  />
                }
                label={label('own_organization_only')}
              />
              <FormHelperText>{t('hints.own_organization_only')}</FormHelperText>
            </>
          )}
        />
      </Grid>
    </FormSection>
  );
}
