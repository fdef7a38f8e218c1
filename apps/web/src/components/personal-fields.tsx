import { BLOOD_GROUPS, LICENSE_CATEGORIES } from '@hse/contracts/users';
import Grid from '@mui/material/Grid';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, type TSelectOption } from './form/select-field';
import { FormTextField } from './form/text-field';
import { FormSection, GRID_THIRD } from './form-section';

/** The fields of ZPersonalFieldsSchema: what a person keeps about themselves. */
export type TPersonalValues = {
  last_name: string;
  first_name: string;
  middle_name: string;
  email: string;
  phone: string;
  city: string;
  license_categories: string[];
  blood_group: string | null;
};

const LICENSES: TSelectOption[] = LICENSE_CATEGORIES.map((c) => ({ value: c, label: c }));
const BLOOD: TSelectOption[] = BLOOD_GROUPS.map((g) => ({ value: g, label: g }));

/** Shared by the administrator's user editor and the personal account. */
export function PersonalFields<T extends FieldValues & TPersonalValues>({
  control,
}: {
  control: Control<T>;
}) {
  const { t } = useTranslation('admin');
  // react-hook-form cannot see that these names exist on every T that extends TPersonalValues.
  const name = (field: keyof TPersonalValues) => field as Path<T>;
  const label = (field: keyof TPersonalValues) => t(`users.fields.${field}`);
  return (
    <FormSection title={t('users.sections.personal')}>
      <Grid size={GRID_THIRD}>
        <FormTextField
          control={control}
          name={name('last_name')}
          label={label('last_name')}
          autoComplete="family-name"
          required
        />
      </Grid>
      <Grid size={GRID_THIRD}>
        <FormTextField
          control={control}
          name={name('first_name')}
          label={label('first_name')}
          autoComplete="given-name"
          required
        />
      </Grid>
      <Grid size={GRID_THIRD}>
        <FormTextField
          control={control}
          name={name('middle_name')}
          label={label('middle_name')}
          autoComplete="additional-name"
        />
      </Grid>
      <Grid size={GRID_THIRD}>
        <FormTextField
          control={control}
          name={name('email')}
          label={label('email')}
          type="email"
          autoComplete="email"
        />
      </Grid>
      <Grid size={GRID_THIRD}>
        <FormTextField
          control={control}
          name={name('phone')}
          label={label('phone')}
          type="tel"
          autoComplete="tel"
          placeholder="+7XXXXXXXXXX"
        />
      </Grid>
      <Grid size={GRID_THIRD}>
        <FormTextField
          control={control}
          name={name('city')}
          label={label('city')}
          autoComplete="address-level2"
        />
      </Grid>
      <Grid size={GRID_THIRD}>
        <SelectField
          control={control}
          name={name('license_categories')}
          label={label('license_categories')}
          options={LICENSES}
          multiple
        />
      </Grid>
      <Grid size={GRID_THIRD}>
        <SelectField
          control={control}
          name={name('blood_group')}
          label={label('blood_group')}
          options={BLOOD}
          nullable
        />
      </Grid>
    </FormSection>
  );
}
