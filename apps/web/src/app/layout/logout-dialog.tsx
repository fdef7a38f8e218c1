import { LOGOUT_DIALOG_WIDTH } from '@hse/contracts/constants';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLogout } from './use-logout';

type TProps = { open: boolean; onClose: () => void };

export function LogoutDialog({ open, onClose }: TProps) {
  const { t } = useTranslation('shell');
  const logout = useLogout();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await logout();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="logout-dialog-title"
      data-testid="logout-dialog"
      slotProps={{ paper: { sx: { width: LOGOUT_DIALOG_WIDTH, maxWidth: 'calc(100% - 32px)', m: 2 } } }}
    >
      <DialogTitle id="logout-dialog-title">{t('logout.question')}</DialogTitle>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit" data-testid="logout-no" disabled={busy}>
          {t('logout.no')}
        </Button>
        <Button onClick={confirm} variant="contained" data-testid="logout-yes" disabled={busy} autoFocus>
          {t('logout.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
