import { PASSWORD_MIN_LENGTH } from '@hse/contracts/constants';
import type { TRegister } from '@hse/contracts/users';
import Grid from '@mui/material/Grid';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IIN_CELL } from '../../components/employment-fields';
import { SelectField, type TSelectOption } from '../../components/form/select-field';
import { TextCells, type TTextCell } from '../../components/form/text-cells';
import { FormTextField } from '../../components/form/text-field';
import { FormSection, GRID_HALF } from '../../components/form-section';
import { PasswordPairFields, type TPasswordPairForm } from '../../components/password-pair-fields';
import { PersonalFields, type TPersonalTexts } from '../../components/personal-fields';

type TSectionProps = { control: Control<TRegister> };

const TEXTS = { ns: 'auth', keyPrefix: 'register' } as const satisfies TPersonalTexts;

const QUARTER = { xs: 12, sm: 6, md: 3 } as const;

/** With the IIN the last row is full: the licence categories, the longest value, get more of it. */
const PERSONAL_SIZES = { license_categories: { xs: 12, sm: 6, md: 5 }, blood_group: QUARTER } as const;

const WORK_CELLS: readonly TTextCell<keyof TRegister>[] = [
  { name: 'division', size: { xs: 12, md: 6 } },
  { name: 'post', size: QUARTER, autoComplete: 'organization-title' },
  { name: 'personnel_number', size: QUARTER },
];

function useRegisterTranslation() {
  const { t } = useTranslation(TEXTS.ns, { keyPrefix: TEXTS.keyPrefix });
  return { t, f: (name: string) => t(`fields.${name}`) };
}

export function PersonalSection({ control }: TSectionProps) {
  const { t, f } = useRegisterTranslation();
  return (
    <PersonalFields
      control={control}
      texts={TEXTS}
      sizes={PERSONAL_SIZES}
      afterName={
        <TextCells control={control} label={f} cells={[{ ...IIN_CELL, helperText: t('hints.iin') }]} />
      }
    />
  );
}

export function WorkSection({
  control,
  organizations,
}: TSectionProps & { organizations: readonly TSelectOption[] }) {
  const { t, f } = useRegisterTranslation();
  return (
    <FormSection title={t('sections.work')}>
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
      <TextCells control={control} label={f} cells={WORK_CELLS} />
    </FormSection>
  );
}

export function AccountSection({ form }: { form: TPasswordPairForm<TRegister> }) {
  const { t, f } = useRegisterTranslation();
  return (
    <FormSection title={t('sections.account')}>
      <Grid size={12}>
        <FormTextField
          control={form.control}
          name="login"
          label={f('login')}
          autoComplete="username"
          required
          helperText={t('hints.login')}
        />
      </Grid>
      <PasswordPairFields
        form={form}
        size={GRID_HALF}
        label={f('password')}
        confirmLabel={f('password_confirm')}
        hint={t('hints.password', { min: PASSWORD_MIN_LENGTH })}
      />
    </FormSection>
  );
}
