import { PASSWORD_MIN_LENGTH } from '@hse/contracts/constants';
import { ZPasswordPairSchema } from '@hse/contracts/users';
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
import { applyServerErrors } from '../../components/form/server-errors';
import { useZodForm } from '../../components/form/use-zod-form';
import { EMPTY_PASSWORD_PAIR, PasswordPairFields } from '../../components/password-pair-fields';
import { useResetUserPassword } from './users-queries';

type TProps = { userId: string; fio: string; open: boolean; onClose: () => void };

/** An administrator sets a new password; the user's sessions end on the server. */
export function UserResetPasswordDialog({ userId, fio, open, onClose }: TProps) {
  const { t } = useTranslation('admin');
  const mutation = useResetUserPassword(userId);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm(ZPasswordPairSchema, { defaultValues: EMPTY_PASSWORD_PAIR });
  const { handleSubmit, reset, setError, formState } = form;

  const close = () => {
    reset(EMPTY_PASSWORD_PAIR);
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
      const unmatched = applyServerErrors(setError, error, Object.keys(EMPTY_PASSWORD_PAIR));
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
            <PasswordPairFields
              form={form}
              label={t('users.fields.new_password')}
              confirmLabel={t('users.fields.password_confirm')}
              hint={t('users.hints.password', { min: PASSWORD_MIN_LENGTH })}
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
