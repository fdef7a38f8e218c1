import { PASSWORD_MIN_LENGTH } from '@hse/contracts/constants';
import { type TPasswordPair, ZPasswordPairSchema } from '@hse/contracts/users';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notifications-store';
import { errorDetail } from '../../components/error-detail';
import { PasswordField } from '../../components/form/password-field';
import { applyServerErrors } from '../../components/form/server-errors';
import { useZodForm } from '../../components/form/use-zod-form';
import { useRecheckConfirmation } from '../../components/use-recheck-confirmation';
import { useResetUserPassword } from './users-queries';

type TProps = { userId: string; fio: string; open: boolean; onClose: () => void };

const EMPTY: TPasswordPair = { password: '', password_confirm: '' };

/** An administrator sets a new password; the user's sessions end on the server. */
export function UserResetPasswordDialog({ userId, fio, open, onClose }: TProps) {
  const { t } = useTranslation('admin');
  const mutation = useResetUserPassword(userId);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm(ZPasswordPairSchema, { defaultValues: EMPTY });
  const { control, handleSubmit, reset, setError, formState } = form;
  useRecheckConfirmation(form);

  const close = () => {
    reset(EMPTY);
    setServerError(null);
    onClose();
  };
  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await mutation.mutateAsync(values);
      notify({ type: 'success', message: t('users.reset_password.done') });
      close();
    } catch (error) {
      const unmatched = applyServerErrors(setError, error, Object.keys(EMPTY));
      setServerError([errorDetail(error, t('errors.save_failed')), ...unmatched].join(' '));
    }
  });

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle>{t('users.reset_password.title')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>{t('users.reset_password.text', { fio })}</DialogContentText>
            {serverError && <Alert severity="error">{serverError}</Alert>}
            <PasswordField
              control={control}
              name="password"
              label={t('users.fields.new_password')}
              autoComplete="new-password"
              required
              helperText={t('users.hints.password', { min: PASSWORD_MIN_LENGTH })}
            />
            <PasswordField
              control={control}
              name="password_confirm"
              label={t('users.fields.password_confirm')}
              autoComplete="new-password"
              required
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{t('buttons.cancel', { ns: 'common' })}</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            {t('users.actions.reset_password')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
