import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error';
import { api } from '../../api/client';
import { useRefreshDocuments } from './documents-queries';

/** Creates a folder of the area (the HSE staff). */
export function FolderDialog({ area, onClose }: { area: string; onClose: () => void }) {
  const { t } = useTranslation('documents_page');
  const refresh = useRefreshDocuments();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await api.post('/documents/folders/', { area, name });
      refresh();
      onClose();
    } catch (caught) {
      setError(
        caught instanceof ApiError ? (caught.errors?.name?.[0] ?? caught.detail) : t('errors.upload_failed'),
      );
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit}>
        <DialogTitle>{t('folders.new')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('folders.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={error !== null}
            helperText={error ?? ' '}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!name.trim()}>
            {t('actions.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
