import type { TUser } from '@hse/contracts/users';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notifications-store';
import { errorDetail } from '../../components/error-detail';
import { useSetUserActive } from './users-queries';

type TProps = { user: TUser | null; onClose: () => void; onDone?: (user: TUser) => void };

/** Confirms deactivating (or reactivating) an account; the server's refusal stays in the dialog. */
export function UserActivationDialog({ user, onClose, onDone }: TProps) {
  const { t } = useTranslation('admin');
  const mutation = useSetUserActive();
  const activate = user ? !user.is_active : false;
  const close = () => {
    mutation.reset();
    onClose();
  };
  const confirm = () => {
    if (!user) return;
    mutation.mutate(
      { user, active: activate },
      {
        onSuccess: (updated) => {
          notify({ type: 'success', message: t('notify.saved') });
          onDone?.(updated);
          close();
        },
      },
    );
  };
  return (
    <Dialog open={user !== null} onClose={close} maxWidth="xs" fullWidth>
      <DialogTitle>
        {t(activate ? 'users.activation.activate_title' : 'users.activation.deactivate_title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {t(activate ? 'users.activation.activate_text' : 'users.activation.deactivate_text', {
            fio: user?.fio ?? '',
          })}
        </DialogContentText>
        {mutation.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorDetail(mutation.error, t('errors.generic'))}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('buttons.cancel', { ns: 'common' })}</Button>
        <Button
          variant="contained"
          color={activate ? 'primary' : 'error'}
          onClick={confirm}
          loading={mutation.isPending}
        >
          {t(activate ? 'users.actions.activate' : 'users.actions.deactivate')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
