import { type TRegister, ZRegisterSchema } from '@hse/contracts/users';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiError, api } from '../../api/client';
import { EMPTY_EMPLOYMENT } from '../../components/employment-fields';
import { applyServerErrors } from '../../components/form/server-errors';
import { useZodForm } from '../../components/form/use-zod-form';
import { useLanguage } from '../../components/localized';
import { EMPTY_PASSWORD_PAIR } from '../../components/password-pair-fields';
import { EMPTY_PERSONAL } from '../../components/personal-fields';
import { organizationOptions } from './organization-options';
import { AccountSection, PersonalSection, WorkSection } from './register-sections';
import { usePublicOrganizations } from './use-public-organizations';

const EMPTY: TRegister = { ...EMPTY_PERSONAL, ...EMPTY_EMPLOYMENT, ...EMPTY_PASSWORD_PAIR };
const FIELDS = Object.keys(EMPTY);

export function RegisterForm({ onRegistered }: { onRegistered: () => void }) {
  const { t } = useTranslation('auth');
  const lang = useLanguage();
  const organizations = usePublicOrganizations();
  const options = useMemo(
    () => organizationOptions(organizations.data ?? [], lang),
    [organizations.data, lang],
  );
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm(ZRegisterSchema, { defaultValues: EMPTY });
  const { control, handleSubmit, setError, formState } = form;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await api.post<{ id: string }>('/register/', values, { auth: false });
      onRegistered();
    } catch (error) {
      const unmatched = applyServerErrors(setError, error, FIELDS);
      const detail = error instanceof ApiError && error.detail ? error.detail : t('register.failed');
      setServerError([detail, ...unmatched].join(' '));
    }
  });

  return (
    <Stack component="form" noValidate spacing={3} onSubmit={onSubmit} aria-label={t('register.title')}>
      {organizations.isError && (
        <Alert severity="warning" data-testid="organizations-failed">
          {t('register.organizations_failed')}
        </Alert>
      )}
      {serverError && (
        <Alert severity="error" data-testid="register-error">
          {serverError}
        </Alert>
      )}
      <PersonalSection control={control} />
      <WorkSection control={control} organizations={options} />
      <AccountSection form={form} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={formState.isSubmitting}
          data-testid="register-submit"
        >
          {t('register.submit')}
        </Button>
        <Typography sx={{ fontSize: 14 }}>
          {t('register.have_account')}{' '}
          <Link component={RouterLink} to="/login">
            {t('register.sign_in')}
          </Link>
        </Typography>
      </Stack>
    </Stack>
  );
}
