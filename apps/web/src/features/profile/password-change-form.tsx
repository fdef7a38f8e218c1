import { PASSWORD_MIN_LENGTH } from '@hse/contracts/constants';
import { type TPasswordChange, ZPasswordChangeSchema } from '@hse/contracts/users';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notifications-store';
import { errorDetail } from '../../components/error-detail';
import { PasswordField } from '../../components/form/password-field';
import { applyServerErrors } from '../../components/form/server-errors';
import { useZodForm } from '../../components/form/use-zod-form';
import { EMPTY_PASSWORD_PAIR, PasswordPairFields } from '../../components/password-pair-fields';
import { useChangePassword } from './profile-mutations';

const EMPTY: TPasswordChange = { current_password: '', ...EMPTY_PASSWORD_PAIR };

export function PasswordChangeForm() {
  const { t } = useTranslation('profile');
  const change = useChangePassword();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm(ZPasswordChangeSchema, { defaultValues: EMPTY });
  const { control, handleSubmit, reset, setError, formState } = form;

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await change.mutateAsync(values);
      reset(EMPTY);
      notify({ type: 'success', message: t('password.changed') });
    } catch (error) {
      const unmatched = applyServerErrors(setError, error, Object.keys(EMPTY));
      setServerError([errorDetail(error, t('errors.save_failed')), ...unmatched].join(' '));
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label={t('sections.password')}>
      {serverError && <Alert severity="error">{serverError}</Alert>}
      <PasswordField
        control={control}
        name="current_password"
        label={t('password.current')}
        autoComplete="current-password"
        required
      />
      <PasswordPairFields
        form={form}
        label={t('password.new')}
        confirmLabel={t('password.confirm')}
        hint={t('password.hint', { min: PASSWORD_MIN_LENGTH })}
      />
      <Stack direction="row">
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          {t('password.submit')}
        </Button>
      </Stack>
    </Stack>
  );
}
