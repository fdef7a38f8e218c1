import Grid from '@mui/material/Grid';
import { useMemo } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, type TSelectOption } from '../../components/form/select-field';
import { FormTextField } from '../../components/form/text-field';
import { FormSection, GRID_THIRD } from '../../components/form-section';
import { useLanguage } from '../../components/localized';
import { buildOrganizationTree, flattenOrganizationTree } from './organization-tree';
import { useOrganizations } from './organizations-queries';
import type { TUserFormValues } from './user-form-values';

type TProps = {
  control: Control<TUserFormValues>;
  /** The record's own organization, offered until the list has arrived (MUI refuses unknown values). */
  current?: TSelectOption;
};

export function UserEmploymentSection({ control, current }: TProps) {
  const { t } = useTranslation('admin');
  const lang = useLanguage();
  const organizations = useOrganizations();
  const options = useMemo(() => {
    const tree = flattenOrganizationTree(buildOrganizationTree(organizations.data ?? [], lang), lang);
    if (tree.length === 0 && current) return [current];
    return tree.map((option) => ({ value: option.id, label: option.name, depth: option.depth }));
  }, [organizations.data, lang, current]);
  const f = (field: string) => t(`users.fields.${field}`);
  return (
    <FormSection title={t('users.sections.employment')}>
      <Grid size={GRID_THIRD}>
        <FormTextField
          control={control}
          name="login"
          label={f('login')}
          autoComplete="off"
          required
          helperText={t('users.hints.login')}
        />
      </Grid>
      <Grid size={GRID_THIRD}>
        <FormTextField
          control={control}
          name="iin"
          label={f('iin')}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
        />
      </Grid>
      <Grid size={GRID_THIRD}>
        <FormTextField control={control} name="personnel_number" label={f('personnel_number')} />
      </Grid>
      <Grid size={12}>
        <SelectField
          control={control}
          name="organization_id"
          label={f('organization')}
          options={options}
          required
          disabled={!organizations.isSuccess}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="division" label={f('division')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="post" label={f('post')} />
      </Grid>
    </FormSection>
  );
}
