import { PASSWORD_MIN_LENGTH } from '@hse/contracts/constants';
import { BLOOD_GROUPS, LICENSE_CATEGORIES, type TRegister } from '@hse/contracts/users';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../components/form/password-field';
import { SelectField, type TSelectOption } from '../../components/form/select-field';
import { FormTextField } from '../../components/form/text-field';

type TSectionProps = { control: Control<TRegister> };

const half = { xs: 12, sm: 6 } as const;
const third = { xs: 12, sm: 6, md: 4 } as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Grid container spacing={2} component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Grid size={12} component="legend" sx={{ p: 0 }}>
        <Typography variant="subtitle1" component="span" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
      </Grid>
      {children}
    </Grid>
  );
}

export function PersonalSection({ control }: TSectionProps) {
  const { t } = useTranslation('auth');
  const f = (name: string) => t(`register.fields.${name}`);
  const licenses: TSelectOption[] = LICENSE_CATEGORIES.map((c) => ({ value: c, label: c }));
  const bloodGroups: TSelectOption[] = BLOOD_GROUPS.map((g) => ({ value: g, label: g }));
  return (
    <Section title={t('register.sections.personal')}>
      <Grid size={third}>
        <FormTextField
          control={control}
          name="last_name"
          label={f('last_name')}
          autoComplete="family-name"
          required
        />
      </Grid>
      <Grid size={third}>
        <FormTextField
          control={control}
          name="first_name"
          label={f('first_name')}
          autoComplete="given-name"
          required
        />
      </Grid>
      <Grid size={third}>
        <FormTextField
          control={control}
          name="middle_name"
          label={f('middle_name')}
          autoComplete="additional-name"
        />
      </Grid>
      <Grid size={third}>
        <FormTextField
          control={control}
          name="iin"
          label={f('iin')}
          required
          helperText={t('register.hints.iin')}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 12 } }}
        />
      </Grid>
      <Grid size={third}>
        <FormTextField control={control} name="email" label={f('email')} type="email" autoComplete="email" />
      </Grid>
      <Grid size={third}>
        <FormTextField
          control={control}
          name="phone"
          label={f('phone')}
          type="tel"
          autoComplete="tel"
          placeholder="+7XXXXXXXXXX"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <FormTextField control={control} name="city" label={f('city')} autoComplete="address-level2" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 5 }}>
        <SelectField
          control={control}
          name="license_categories"
          label={f('license_categories')}
          options={licenses}
          multiple
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <SelectField
          control={control}
          name="blood_group"
          label={f('blood_group')}
          options={bloodGroups}
          nullable
        />
      </Grid>
    </Section>
  );
}

export function WorkSection({
  control,
  organizations,
}: TSectionProps & { organizations: readonly TSelectOption[] }) {
  const { t } = useTranslation('auth');
  const f = (name: string) => t(`register.fields.${name}`);
  return (
    <Section title={t('register.sections.work')}>
      <Grid size={12}>
        <SelectField
          control={control}
          name="organization_id"
          label={f('organization_id')}
          options={organizations}
          required
          disabled={organizations.length === 0}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <FormTextField control={control} name="division" label={f('division')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FormTextField control={control} name="post" label={f('post')} autoComplete="organization-title" />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <FormTextField control={control} name="personnel_number" label={f('personnel_number')} />
      </Grid>
    </Section>
  );
}

export function AccountSection({ control }: TSectionProps) {
  const { t } = useTranslation('auth');
  const f = (name: string) => t(`register.fields.${name}`);
  return (
    <Section title={t('register.sections.account')}>
      <Grid size={12}>
        <FormTextField
          control={control}
          name="login"
          label={f('login')}
          autoComplete="username"
          required
          helperText={t('register.hints.login')}
        />
      </Grid>
      <Grid size={half}>
        <PasswordField
          control={control}
          name="password"
          label={f('password')}
          autoComplete="new-password"
          required
          helperText={t('register.hints.password', { min: PASSWORD_MIN_LENGTH })}
        />
      </Grid>
      <Grid size={half}>
        <PasswordField
          control={control}
          name="password_confirm"
          label={f('password_confirm')}
          autoComplete="new-password"
          required
        />
      </Grid>
    </Section>
  );
}
