import Alert from '@mui/material/Alert';
import Button, { type ButtonProps } from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorDetail } from './error-detail';

type TProps = {
  open: boolean;
  /** All texts already translated. */
  title: string;
  text?: string;
  confirmLabel: string;
  color?: ButtonProps['color'];
  /** Fields of the caller's own (a comment), between the text and the buttons. */
  children?: ReactNode;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  /** The alert's text for a failure; null when the caller shows it elsewhere (on a field). */
  describeError?: (error: unknown) => string | null;
};

/** Asks before an act that cannot be undone; a refusal of the server stays in the dialog. */
export function ConfirmDialog(props: TProps) {
  const { open, title, text, confirmLabel, color = 'primary', children, onConfirm, onClose } = props;
  const { t } = useTranslation('common');
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      close();
    } catch (e) {
      setError(props.describeError ? props.describeError(e) : errorDetail(e, t('errors.action_failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {text && <DialogContentText sx={{ mb: children ? 2 : 0 }}>{text}</DialogContentText>}
        {children}
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="confirm-dialog-error">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('buttons.cancel')}</Button>
        <Button
          variant="contained"
          color={color}
          onClick={confirm}
          loading={busy}
          data-testid="confirm-dialog-ok"
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
